import type { Browser, BrowserContext } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './fixtures';
import { createAdmin } from './staffAccounts';
import { expect } from './venueClock';

/** Eighteen par 4s, stroke index 1 to 18 in hole order, rated at par and slope 113. */
export const PAR_4_COURSE = {
  name: 'Pebble Beach',
  courseRating: 72,
  slopeRating: 113,
  holes: Array.from({ length: 18 }, (_, i) => ({ par: 4, strokeIndex: i + 1 })),
};

/**
 * A new admin, signed in in a browser context of its own, creates a competition as the desk does;
 * returns its id and the context (the caller closes it).
 */
export async function createCompetitionAsStaff(
  browser: Browser,
  baseURL: string | undefined,
  competition: Record<string, unknown>,
): Promise<{ id: string; staff: BrowserContext }> {
  const adminEmail = uniqueEmail('admin');
  createAdmin(adminEmail);
  const staff = await browser.newContext({ baseURL });
  expect(
    (await staff.request.post('/api/auth/login', { data: { email: adminEmail, password: PASSWORD } })).ok(),
  ).toBe(true);
  const created = await staff.request.post('/api/staff/competitions', { data: competition });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { id: string }).id, staff };
}
