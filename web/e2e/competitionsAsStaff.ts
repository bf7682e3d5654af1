import type { Browser, BrowserContext } from '@playwright/test';
import { uniqueEmail } from './fixtures';
import { createCompetition, signIn } from './seed';
import { createAdmin } from './staffAccounts';

export { PAR_4_COURSE } from './seed';

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
  await signIn(staff.request, adminEmail);
  return { id: await createCompetition(staff.request, competition), staff };
}
