/**
 * Members for the booking journeys, made through the API the way a real purchase goes: an account,
 * a membership checkout on the payment sandbox, its 'Complete test payment', then activation.
 * The page's browser context is signed in as the member afterwards.
 */
import { accountMessages, type MembershipType } from '@lounge/core';
import type { Page } from '@playwright/test';
import { createAccount, expect, thisWorkersServer, uniqueEmail } from './fixtures';
import { receivedText } from './outbox';
import { buyMembership } from './seed';

/** Follows the newest address-confirmation link mailed to `email`, signed in: the address is proven. */
export async function confirmAddress(page: Page, email: string): Promise<void> {
  const text = await receivedText(email, 'address_confirm');
  const link = /https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]{43}/.exec(text)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link as string);
  await page.goto(url.pathname + url.search);
  await expect(
    page.getByRole('heading', { name: accountMessages.addressConfirmed(email).title }),
  ).toBeVisible();
}

export async function createMember(page: Page, plan: MembershipType): Promise<string> {
  const email = await createAccount(page, uniqueEmail(plan));
  await buyMembership(page.request, thisWorkersServer().url, email, plan);
  return email;
}

/** A booking made through the API, as another member would make it. */
export async function bookThroughApi(
  page: Page,
  booking: {
    bayNumber: string;
    bookingDate: string;
    startTime: string;
    endTime: string;
    guestCount?: string;
  },
): Promise<void> {
  const res = await page.request.post('/api/bookings', {
    data: { guestCount: '1', notes: null, ...booking },
  });
  expect(res.status()).toBe(201);
}
