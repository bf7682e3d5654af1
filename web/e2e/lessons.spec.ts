/**
 * Private instruction (docs/lessons.md) as a member and a visitor take it on /lessons, paid on the
 * payment sandbox as every other checkout: a VIP buys a 5-pack and books a lesson with a credit; the
 * coach's own day lists it and the desk's board (the blocks it reads) shows the bay held with the
 * coach's name; a visitor books and pays a swing check.
 */
import {
  DEFAULT_LESSON_TYPES,
  formatMoney,
  lessonMessages as L,
  lessonPackPriceCents,
  lessonPriceCents,
  siteLabels,
} from '@lounge/core';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { axeViolations } from './axe';
import { createAccount, expect, expectToast, PASSWORD, test, uniqueEmail, venueDay } from './fixtures';
import { createMember } from './members';
import { createAdmin } from './staffAccounts';

function defaultType(name: string) {
  const type = DEFAULT_LESSON_TYPES.find((t) => t.name === name);
  if (!type) throw new Error(`no default lesson type ${name}`);
  return type;
}
const PRIVATE = defaultType('Private lesson');
const SWING = defaultType('Swing check');

let coaches = 0;

/**
 * An admin (signed in in a context of its own) adds a coach teaching every type, 09:00 to 20:00 each
 * day, with a desk account of the role 'coach'; returns the coach's name, the coach's signed-in
 * context and the admin's.
 */
async function coachWithAccount(browser: Browser, baseURL: string | undefined) {
  coaches += 1;
  const name = `Pat Coach ${Date.now().toString(36)}${coaches}`;
  const adminEmail = uniqueEmail('admin');
  createAdmin(adminEmail);
  const admin = await browser.newContext({ baseURL });
  expect(
    (await admin.request.post('/api/auth/login', { data: { email: adminEmail, password: PASSWORD } })).ok(),
  ).toBe(true);
  const coach = await browser.newContext({ baseURL });
  const coachEmail = uniqueEmail('coach');
  const signup = await coach.request.post('/api/auth/signup', {
    data: { email: coachEmail, password: PASSWORD, firstName: 'Pat', lastName: 'Coach' },
  });
  expect(signup.status()).toBe(201);
  const me = (await (await coach.request.get('/api/auth/user')).json()) as { id: string };
  const role = await admin.request.patch(`/api/staff/members/${me.id}/role`, { data: { role: 'coach' } });
  expect(role.status(), await role.text()).toBe(200);
  const created = await admin.request.post('/api/staff/coaches', { data: { name, userId: me.id } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '20:00' }));
  const hours = await admin.request.put(`/api/staff/coaches/${id}/hours`, { data: { weekly } });
  expect(hours.status(), await hours.text()).toBe(200);
  return {
    name,
    admin: admin.request,
    coach: coach.request,
    close: () => Promise.all([admin.close(), coach.close()]),
  };
}

/** Picks the lesson, the coach and the date on /lessons, then a free time; checks the page with axe. */
async function pickLesson(page: Page, typeName: string, coach: string, date: string, time: string) {
  const lesson = page.getByRole('combobox', { name: 'Lesson' });
  const value = await lesson.locator('option', { hasText: `${typeName},` }).getAttribute('value');
  await lesson.selectOption(value ?? '');
  await page.getByRole('combobox', { name: 'Coach' }).selectOption({ label: coach });
  await page.getByLabel('Date').fill(date);
  await page
    .getByRole('region', { name: 'Free times' })
    .getByRole('button', { name: time, exact: true })
    .click();
  await expect(page.getByRole('region', { name: new RegExp(`${typeName} at ${time}`) })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
}

async function payOnTheSandbox(page: Page, amount: string): Promise<void> {
  await expect(page).toHaveURL(/\/test-checkout\?session_id=/);
  await expect(page.getByText(amount)).toBeVisible();
  await page.getByRole('button', { name: siteLabels.testCheckout.complete }).click();
  await expect(page).toHaveURL(/\/lessons\?payment=success/);
}

async function lessonsOf(request: APIRequestContext) {
  const res = await request.get('/api/lessons/mine');
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    id: string;
    coachName: string;
    status: string;
    paidWith: string | null;
    bay: string | null;
    startTime: string;
  }[];
}

test('a VIP buys a 5-pack, books a lesson with a credit; the coach and the board see it', async ({
  page,
  browser,
  baseURL,
}) => {
  const coach = await coachWithAccount(browser, baseURL);
  await createMember(page, 'vip');
  const date = venueDay(2);

  await page.goto('/lessons');
  await expect(page.getByRole('heading', { level: 1, name: L.pageTitle })).toBeVisible();
  await expect(page.getByText(L.vipNote)).toBeVisible();
  await pickLesson(page, PRIVATE.name, coach.name, date, '2:00 PM');
  // The VIP sees 20% off the lesson and the pack.
  const packPrice = formatMoney(lessonPackPriceCents(PRIVATE.priceCents, 5, true));
  await expect(
    page.getByRole('button', {
      name: `Book and pay ${formatMoney(lessonPriceCents(PRIVATE.priceCents, true))}`,
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: `Buy 5 × ${PRIVATE.name}: ${packPrice}` }).click();
  await payOnTheSandbox(page, packPrice);

  // Back on /lessons with five credits: the lesson costs one of them and nothing else.
  await pickLesson(page, PRIVATE.name, coach.name, date, '2:00 PM');
  await page.getByRole('button', { name: 'Book with a credit (5 left)' }).click();
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Lesson booked' })).toBeVisible();
  const [lesson] = await lessonsOf(page.request);
  if (!lesson) throw new Error('no lesson booked');
  expect(lesson).toMatchObject({
    coachName: coach.name,
    status: 'booked',
    paidWith: 'credit',
    startTime: '14:00',
  });
  expect(await (await page.request.get('/api/lesson-packs/mine')).json()).toEqual([
    expect.objectContaining({ remaining: 4 }),
  ]);
  // The time is gone for the next student.
  await expect(
    page.getByRole('region', { name: 'Free times' }).getByRole('button', { name: '2:00 PM', exact: true }),
  ).toHaveCount(0);

  // The coach's own day lists it; the board's blocks hold its bay with the coach's name.
  const day = await coach.coach.get(`/api/coach/lessons?date=${date}`);
  expect(day.status()).toBe(200);
  expect(await day.json()).toEqual([expect.objectContaining({ id: lesson.id, startTime: '14:00' })]);
  const blocks = (await (await coach.admin.get(`/api/staff/blocks?from=${date}&to=${date}`)).json()) as {
    bayNumber: string;
    reason: string;
    lessonId: string | null;
  }[];
  expect(blocks).toContainEqual(
    expect.objectContaining({
      lessonId: lesson.id,
      bayNumber: lesson.bay,
      reason: L.boardReason(coach.name),
    }),
  );

  // The VIP cancels it from the dashboard two days ahead: the credit comes back, the bay is free.
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: L.yourLessons });
  await card
    .getByRole('button', { name: new RegExp(`^${L.cancelLesson}: ${PRIVATE.name} with ${coach.name}`) })
    .click();
  await card.getByRole('button', { name: L.cancelConfirm }).click();
  await expectToast(page, L.cancelled, L.cancelledInTime);
  await expect(card).toContainText(`5 ${PRIVATE.name} credits`);
  expect(await axeViolations(page)).toEqual([]);
  const after = (await (await coach.admin.get(`/api/staff/blocks?from=${date}&to=${date}`)).json()) as {
    lessonId: string | null;
  }[];
  expect(after.filter((b) => b.lessonId === lesson.id)).toEqual([]);
  await coach.close();
});

test('a visitor books and pays for a swing check', async ({ page, browser, baseURL }) => {
  const coach = await coachWithAccount(browser, baseURL);
  await createAccount(page);
  const date = venueDay(3);
  const price = formatMoney(SWING.priceCents);

  await page.goto('/lessons');
  await pickLesson(page, SWING.name, coach.name, date, '11:00 AM');
  await page.getByRole('button', { name: `Book and pay ${price}` }).click();
  await payOnTheSandbox(page, price);

  await expect
    .poll(async () => (await lessonsOf(page.request)).map((l) => [l.coachName, l.status, l.paidWith]))
    .toEqual([[coach.name, 'booked', 'card']]);
  await coach.close();
});
