import {
  addDays,
  billingDate,
  cancelCopy,
  DEFAULT_MEMBERSHIP_TERMS,
  formatIsoDate,
  formatMoney,
  freezeCopy,
  membershipTermsLabels as L,
  memberLabels,
  paymentsCopy,
  TIERS,
  toastMessages,
} from '@lounge/core';
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './axe';
import { fillBooking } from './bookingForm';
import { expectToast, venueDay } from './fixtures';
import { createMember } from './members';
import { expect, test } from './venueClock';

// Freezing, cancelling with notice and the money-back guarantee, on the payment sandbox. The
// first two set the clock to days months ahead (clear of every other journey's bookings), so their
// dates are fixed; a member joining on the 10th is billed on the 10th.
test.describe.configure({ timeout: 150_000 });

const PRICE = TIERS.general.prices.monthlyCents;

/** The first 10th of a month at least `days` ahead whose month `fits`. */
function tenthAhead(days: number, fits: (day: string) => boolean = () => true): string {
  let day = venueDay(days);
  while (!(day.endsWith('-10') && fits(day))) day = addDays(day, 1);
  return day;
}

/** An antd dialog once its opening motion has ended (a click mid-zoom can miss its button). */
async function openDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await dialog.evaluate((el) => {
    const frame = el.closest('.ant-modal-wrap') ?? el;
    return Promise.all(frame.getAnimations({ subtree: true }).map((animation) => animation.finished));
  });
  return dialog;
}

const membershipCard = (page: Page) => page.getByRole('region', { name: 'Membership', exact: true });

test('a member freezes for a month, finds a frozen day refused, and ends the freeze early', async ({
  page,
  venueClock,
}) => {
  const joined = tenthAhead(100);
  await venueClock.set(joined, '10:00');
  const email = await createMember(page, 'general');
  const startsOn = billingDate(joined, 1);
  const resumesOn = billingDate(joined, 2);

  await page.goto('/dashboard');
  const card = membershipCard(page);
  await card.getByRole('button', { name: L.freeze }).click();
  const freeze = await openDialog(page, L.freezeDialog.title);
  await expect(freeze.getByRole('radio', { name: '1 month' })).toBeChecked();
  await expect(freeze.getByRole('radio', { name: formatIsoDate(startsOn) })).toBeChecked();
  await expect(freeze).toContainText(
    L.freezeDialog.confirm(formatIsoDate(startsOn), formatIsoDate(resumesOn)),
  );
  // The dialogs close before the journey ends, where the fixture checks the page: checked open too.
  expect(await axeViolations(page)).toEqual([]);
  await freeze.getByRole('button', { name: L.freezeDialog.title }).click();
  await expectToast(page, 'Membership Frozen', freezeCopy.confirmed({ startsOn, resumesOn }));
  await expect(card).toContainText(L.freezeScheduled(formatIsoDate(startsOn), formatIsoDate(resumesOn)));

  // Two days into the freeze, the member tries to book the day after.
  const today = addDays(startsOn, 2);
  await venueClock.jump(today, '10:00', email);
  await page.goto('/booking');
  const session = { date: addDays(today, 1), start: '6:00 PM', end: '7:00 PM', bay: '2' };
  await fillBooking(page, session);
  await page.getByRole('button', { name: memberLabels.booking.confirm }).click();
  const refusal = freezeCopy.frozenDay({ startsOn, resumesOn });
  const dateField = page
    .locator('.ant-form-item')
    .filter({ has: page.getByRole('textbox', { name: 'Date', exact: true }) });
  await expect(dateField.locator('.ant-form-item-explain-error')).toHaveText(refusal);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/dashboard');
  await expect(card).toContainText(L.frozenUntil(formatIsoDate(resumesOn)));
  await card.getByRole('button', { name: L.endFreeze }).click();
  const end = await openDialog(page, L.endFreezeDialog.title);
  await expect(end).toContainText(L.endFreezeDialog.running(formatIsoDate(today)));
  await end.getByRole('button', { name: L.endFreeze }).click();
  await expectToast(page, 'Freeze Ended', L.toasts.freezeEnded(formatIsoDate(today)).message);
  await expect(card).not.toContainText('Frozen until');
  await expect(card.getByRole('button', { name: L.freeze })).toBeVisible();

  // Access is back today: the same session books.
  await page.goto('/booking');
  await fillBooking(page, session);
  await page.getByRole('button', { name: memberLabels.booking.confirm }).click();
  await expectToast(page, toastMessages.bookingConfirmed.title);
});

test('a member cancels with notice and reads the last day and the payment still to come', async ({
  page,
  venueClock,
}) => {
  // A month of 30 days or fewer: the notice then ends on the next billing date, so one more
  // period, and one more payment, follow.
  const joined = tenthAhead(
    100,
    (day) => addDays(day, DEFAULT_MEMBERSHIP_TERMS.cancelNoticeDays) >= billingDate(day, 1),
  );
  await venueClock.set(joined, '10:00');
  await createMember(page, 'general');
  const nextCharge = billingDate(joined, 1);
  const lastDay = addDays(billingDate(joined, 2), -1);
  const summary = cancelCopy.summary({
    noticeEndsOn: addDays(joined, DEFAULT_MEMBERSHIP_TERMS.cancelNoticeDays),
    endsOn: billingDate(joined, 2),
    lastDay,
    charges: [{ on: nextCharge, cents: PRICE }],
  });
  expect(summary).toBe(
    `One more payment of ${formatMoney(PRICE)} on ${formatIsoDate(nextCharge)}; your membership ends on ${formatIsoDate(lastDay)}.`,
  );

  await page.goto('/dashboard');
  const card = membershipCard(page);
  await card.getByRole('button', { name: L.cancelMembership }).click();
  const cancel = await openDialog(page, L.cancelDialog.title);
  const notice = cancel.getByRole('region', { name: L.cancelDialog.noticeHeading(30) });
  await expect(notice).toContainText(summary);
  await notice.getByRole('button', { name: L.cancelDialog.cancelWithNotice }).click();
  await expectToast(page, 'Membership Cancelled', L.toasts.cancelled(formatIsoDate(lastDay)).message);
  await expect(card).toContainText(L.endsOn(formatIsoDate(lastDay)));
  await expect(card.getByRole('button', { name: L.takeBack })).toBeVisible();
  await expect(card.getByRole('button', { name: L.cancelMembership })).toHaveCount(0);
});

test('a new member takes the money-back guarantee and sees the refund in Payments', async ({ page }) => {
  await createMember(page, 'general');
  const lastDay = formatIsoDate(venueDay(DEFAULT_MEMBERSHIP_TERMS.guaranteeDays));
  await page.goto('/dashboard');
  const card = membershipCard(page);
  await expect(card).toContainText(L.guaranteeUntil(lastDay));
  await card.getByRole('button', { name: L.cancelMembership }).click();
  const cancel = await openDialog(page, L.cancelDialog.title);
  const offer = cancel.getByRole('region', { name: L.cancelDialog.guaranteeHeading });
  await expect(offer).toContainText(
    cancelCopy.guarantee(
      { lastDay: venueDay(DEFAULT_MEMBERSHIP_TERMS.guaranteeDays), refundCents: PRICE },
      DEFAULT_MEMBERSHIP_TERMS,
    ),
  );
  expect(await axeViolations(page)).toEqual([]);
  await offer.getByRole('button', { name: L.cancelDialog.takeGuarantee(formatMoney(PRICE)) }).click();
  await expectToast(page, 'Membership Refunded', L.toasts.refunded(formatMoney(PRICE)).message);

  const payments = page.getByRole('list', { name: paymentsCopy.title });
  await expect(payments.getByRole('listitem').first()).toContainText(paymentsCopy.kinds.refund);
  await expect(payments.getByRole('listitem').first()).toContainText(formatMoney(-PRICE));
  await expect(card).toContainText(memberLabels.dashboard.noActiveSubscription);
});
