import { checkInMessages, formatPassCode, passQrText } from '@lounge/core';
import { axeViolations } from '../../web/e2e/axe';
import { memberWithBookings, signInAsNewAdmin, uniqueName } from './deskSetup';
import { expect, journeySaturday, test } from './testClock';

// Members check themselves in at the kiosk by the door, and a bay nobody came for goes back to the
// waitlist (docs/decisions/053). Three browsers: the desk (this page), the kiosk tablet and the member's phone.

const K = checkInMessages.kiosk;

test('a member shows their pass at the kiosk the desk paired, the desk sees them in; a booking nobody came for is released to the waitlist', async ({
  page,
  browser,
  baseURL,
  venueClock,
}) => {
  const day = journeySaturday(16);
  await venueClock.set(day, '13:40');
  const comes = uniqueName('Kiosk');
  const stays = uniqueName('Away');
  const waits = uniqueName('Waits');
  const member = await memberWithBookings(baseURL, comes, [
    { date: day, start: '14:00', end: '15:00', bay: '1' },
  ]);
  const absent = await memberWithBookings(baseURL, stays, [
    { date: day, start: '14:00', end: '15:00', bay: '2' },
  ]);
  await absent.dispose();
  const waiting = await memberWithBookings(baseURL, waits);
  // What a release frees is the time still to come: the member waits for an hour inside it.
  const joined = await waiting.post('/api/waitlist', {
    data: { bayNumber: '2', bookingDate: day, startTime: '14:30', endTime: '15:30', guestCount: '1' },
  });
  expect(joined.status(), await joined.text()).toBe(201);

  // The desk names a kiosk and reads out its one-time pairing code.
  await signInAsNewAdmin(page, 'kiosk-desk');
  await page.getByRole('tab', { name: /Kiosks/ }).click();
  await page.getByLabel(checkInMessages.desk.nameLabel).fill('Front door');
  await page.getByRole('button', { name: checkInMessages.desk.add }).click();
  const pairingCode = (await page.locator('.kiosk-pairing-code').textContent()) ?? '';
  expect(pairingCode).toMatch(/^\d{8}$/);

  // The tablet by the door: a browser of its own, paired with that code.
  const tablet = await browser.newContext({ baseURL });
  const kiosk = await tablet.newPage();
  await kiosk.goto('/kiosk');
  const pairing = kiosk.getByLabel(K.pairPrompt);
  await expect(pairing).toBeFocused();
  expect(await axeViolations(kiosk)).toEqual([]);
  await pairing.fill(pairingCode);
  await kiosk.keyboard.press('Enter');
  const codeField = kiosk.getByLabel(K.startPrompt);
  await expect(codeField).toBeFocused();
  await expect(kiosk.getByText(K.pairedAs('Front door'))).toBeVisible();
  expect(await axeViolations(kiosk)).toEqual([]);
  // The box restarts its page (a power cut, a reload): the device cookie keeps it paired.
  await kiosk.reload();
  await expect(codeField).toBeFocused();

  // The member opens their pass on their phone.
  const phone = await browser.newContext({ baseURL, storageState: await member.storageState() });
  const pass = await phone.newPage();
  const booking = (
    (await (await member.get('/api/bookings')).json()) as { id: string; bayNumber: string }[]
  ).find((b) => b.bayNumber === '1');
  await pass.goto(`/bookings/${booking?.id}/pass`);
  const shown = pass.locator('.pass-code');
  await expect(shown).toHaveText(/^\d{3} \d{3}$/);
  const code = ((await shown.textContent()) ?? '').replace(' ', '');
  expect(formatPassCode(code)).toBe(await shown.textContent());
  await expect(
    pass.getByRole('img', { name: checkInMessages.pass.qrLabel(formatPassCode(code)) }),
  ).toBeVisible();
  expect(await axeViolations(pass)).toEqual([]);
  await member.dispose();

  // A keyboard-wedge scanner types the QR's text and Enter into the kiosk's focused field.
  await kiosk.keyboard.type(passQrText(code));
  await kiosk.keyboard.press('Enter');
  await expect(kiosk.getByRole('heading', { name: K.welcome('Max') })).toBeVisible();
  await expect(kiosk.getByText(K.checkedIn('1', '3:00 PM'))).toBeVisible();
  await expect(codeField).toBeFocused();
  expect(await axeViolations(kiosk)).toEqual([]);

  // The desk's Arrivals shows them in, at the kiosk; the absent member counts down to release.
  await page.getByRole('tab', { name: /Bay Board/ }).click();
  await venueClock.jump(day, '14:08');
  const arrivals = page.getByRole('complementary', { name: 'Arrivals' });
  const cardOf = (name: string) => arrivals.getByRole('listitem').filter({ hasText: `Max ${name}` });
  await expect(cardOf(comes)).toContainText(checkInMessages.desk.checkedInAtKiosk('Front door'));
  await expect(cardOf(stays)).toContainText('Released in 7 min');

  // A quarter past and a minute: the lounge releases the bay, and the waitlisted member is offered it.
  await venueClock.jump(day, '14:16');
  await expect
    .poll(
      async () => ((await (await waiting.get('/api/waitlist')).json()) as { status: string }[])[0]?.status,
      {
        timeout: 20_000,
      },
    )
    .toBe('offered');
  // A minute on, the board reads the day again: the booking is a no-show.
  await venueClock.jump(day, '14:17');
  await expect(
    page.getByRole('button', { name: new RegExp(`^Max ${stays}, Bay 2, .*, No-show$`) }),
  ).toBeVisible();
  await waiting.dispose();
  await tablet.close();
  await phone.close();
});
