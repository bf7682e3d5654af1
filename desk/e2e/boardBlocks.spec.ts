import { axeViolations } from '../../web/e2e/axe';
import { expect, test, venueDay } from '../../web/e2e/fixtures';
import { adminApi } from '../../web/e2e/outbox';
import { paidEvent, roundAt, signInAsNewAdmin, uniqueName } from './deskSetup';

// Everything on the board opens, at 1366x768: a paid private event's block opens the event (its
// contact, head count, deposit and balance, the quote, the way to record the balance), and a
// competition round's block opens the round (the field's cards, the TV link, Close). A screenshot
// of each is kept with the run's results for review.

test.use({ viewport: { width: 1366, height: 768 } });

test("an event's block and a round's block open at the desk", async ({ page, baseURL }, testInfo) => {
  test.slow();
  const date = venueDay(13);
  const contact = uniqueName('Host');
  const league = uniqueName('League');

  // A paid event on bay 1 that evening: the inquiry, the quote sent, accepted and its deposit paid.
  const desk = await adminApi(baseURL ?? '');
  await paidEvent(page, desk, date, contact, '(406) 555-0199');

  // A league's round on bays 2 and 3 the same evening.
  const competitionId = await roundAt(desk, league, {
    date,
    start: '17:00',
    end: '21:00',
    bays: ['2', '3'],
    registrationClosesAt: new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString(),
  });
  await desk.dispose();

  await signInAsNewAdmin(page, 'blocks-desk');
  await page.getByLabel('Board date').fill(date);
  const board = page.getByRole('region', { name: 'Bay board' });

  // The event's block opens the event.
  await board.getByRole('button', { name: /^Bay 1 held for a private event, .* Open$/ }).click();
  const event = page.getByRole('dialog', { name: contact, exact: true });
  await expect(event.locator('a[href^="tel:"]')).toBeVisible();
  await expect(event.getByText('12 guests')).toBeVisible();
  await expect(event.getByText(/, paid /).first()).toBeVisible();
  await expect(event.getByRole('button', { name: 'Record Payment at Event Quotes' })).toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);
  await testInfo.attach('event-block-drawer', {
    body: await page.screenshot({ path: testInfo.outputPath('event-block-drawer.png') }),
    contentType: 'image/png',
  });
  await event.getByRole('button', { name: 'Open Quote' }).click();
  const quoteDialog = page.getByRole('dialog', { name: `Quote for ${contact}` });
  await expect(quoteDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(quoteDialog).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(event).toBeHidden();

  // The round's block opens the round.
  await board.getByRole('button', { name: /^Bay 2 held for a competition round, .* Open$/ }).click();
  const round = page.getByRole('dialog', { name: `${league}, Round 1` });
  const tv = round.getByRole('link', { name: new RegExp(`/tournaments/${competitionId}/tv$`) });
  await expect(tv).toBeVisible();
  await expect(round.getByRole('button', { name: 'Copy Link' })).toBeVisible();
  await expect(round.getByRole('button', { name: 'Close Round and Email Results' })).toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);
  await testInfo.attach('round-block-drawer', {
    body: await page.screenshot({ path: testInfo.outputPath('round-block-drawer.png') }),
    contentType: 'image/png',
  });
});
