import { formatMoney, lessonMessages } from '@lounge/core';
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { axeViolations } from '../../web/e2e/axe';
import { expectToast } from '../../web/e2e/fixtures';
import { createAdmin, fillDeskSignIn, PASSWORD, signInAsNewAdmin, uniqueName } from './deskSetup';
import { expect, journeySaturday, test } from './testClock';

// Lessons at the desk on a Saturday weeks ahead (both clocks at 8:00 AM at the venue): a coach's
// account signs in to its own day; staff see the lesson, the coach's hours, the report, and cancel it.

async function signedIn(baseURL: string | undefined, email: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  expect((await api.post('/api/auth/login', { data: { email, password: PASSWORD } })).ok()).toBe(true);
  return api;
}

async function signUp(baseURL: string | undefined, firstName: string, lastName: string) {
  const api = await playwrightRequest.newContext({ baseURL });
  const email = `${uniqueName(firstName).toLowerCase()}@example.com`;
  const res = await api.post('/api/auth/signup', {
    data: { email, password: PASSWORD, firstName, lastName },
  });
  expect(res.status()).toBe(201);
  const { id } = (await (await api.get('/api/auth/user')).json()) as { id: string };
  return { api, email, id };
}

test('a coach sees its own day; staff see the lesson, the hours and the report, and cancel it', async ({
  page,
  baseURL,
  venueClock,
}) => {
  const day = journeySaturday(11);
  await venueClock.set(day, '08:00');
  const adminEmail = `${uniqueName('lessons').toLowerCase()}@example.com`;
  createAdmin(adminEmail);
  const admin = await signedIn(baseURL, adminEmail);
  const coachName = uniqueName('Robin Coach ');
  const coachAccount = await signUp(baseURL, 'Robin', 'Coach');
  expect(
    (await admin.patch(`/api/staff/members/${coachAccount.id}/role`, { data: { role: 'coach' } })).status(),
  ).toBe(200);
  const made = await admin.post('/api/staff/coaches', { data: { name: coachName, userId: coachAccount.id } });
  expect(made.status()).toBe(201);
  const { id: coachId } = (await made.json()) as { id: string };
  const hours = await admin.put(`/api/staff/coaches/${coachId}/hours`, {
    data: { weekly: [{ weekday: 6, start: '09:00', end: '18:00' }], exceptions: [] },
  });
  expect(hours.status()).toBe(200);
  const types = (await (await admin.get('/api/lessons/types')).json()) as { id: string; name: string }[];
  const typeId = types.find((t) => t.name === 'Private lesson')?.id;
  const student = await signUp(baseURL, 'Avery', uniqueName('Student'));
  const lesson = await student.api.post('/api/lessons', {
    data: { typeId, coachId, date: day, startTime: '15:00' },
  });
  expect(lesson.status(), await lesson.text()).toBe(201);
  const { checkoutUrl } = (await lesson.json()) as { checkoutUrl: string };
  const sessionId = new URL(checkoutUrl, 'http://x').searchParams.get('session_id');
  expect(
    (await student.api.post(`/api/payments/sandbox/sessions/${sessionId}/complete`, { data: {} })).ok(),
  ).toBe(true);
  const studentName = `Avery ${(await (await student.api.get('/api/auth/user')).json()).lastName}`;

  // The coach's account: its own day, nothing of the console.
  await page.goto('/desk');
  await fillDeskSignIn(page, coachAccount.email);
  await expect(page.getByRole('heading', { name: `Day sheet for ${day}` })).toBeVisible();
  const row = page.getByRole('row', { name: /3:00 PM – 4:00 PM/ });
  await expect(row).toContainText(studentName);
  await expect(page.getByRole('tab', { name: /Bay Board/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Sign Out' }).click();

  // Staff: the lesson of the day, the coach's hours, the report, then the cancel.
  await signInAsNewAdmin(page, 'deskcoaches');
  await page.getByRole('tab', { name: /Coaches/ }).click();
  const today = page.getByRole('list', { name: 'Today’s lessons' });
  await expect(today).toContainText(`${coachName} with ${studentName}`);
  await expect(page.getByRole('list', { name: `${coachName}’s weekly hours` })).toContainText(
    'Saturday 09:00–18:00',
  );
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: /Reports/ }).click();
  const figures = page.getByRole('region', { name: 'Lessons' });
  await expect(figures.getByRole('table', { name: 'Lesson revenue by coach' })).toContainText(coachName);
  await expect(figures.getByRole('table', { name: 'Lesson revenue by coach' })).toContainText(
    formatMoney(12_000),
  );
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: /Coaches/ }).click();
  await today.filter({ hasText: studentName }).getByRole('button', { name: 'Cancel Lesson' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Lesson' });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel(/Reason/).fill('Coach is ill');
  await dialog.getByRole('button', { name: 'Cancel Lesson' }).click();
  // Seven hours ahead: the member's rule holds for staff too, and nothing comes back.
  await expectToast(page, 'Lesson cancelled', lessonMessages.cancelledLate);
  await expect(today).not.toContainText(studentName);
  await Promise.all([admin.dispose(), student.api.dispose(), coachAccount.api.dispose()]);
});
