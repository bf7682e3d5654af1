import {
  bayLabel,
  bayScreenMessages,
  checkInMessages,
  DEFAULT_VENUE,
  doorMessages,
  type NewKiosk,
  passQrText,
  wallToInstant,
} from '@lounge/core';
import type { APIRequestContext, Browser } from '@playwright/test';
import { axeViolations } from '../../web/e2e/axe';
import { doorCommands } from '../../web/e2e/door';
import { adminApi } from '../../web/e2e/outbox';
import { memberWithBookings, signInAsNewAdmin, uniqueName } from './deskSetup';
import { expect, journeySaturday, test } from './testClock';

// Extended hours without staff (docs/decisions/056, 059): the member's pass opens the lounge's door
// (this worker's fake Shelly relay) and checks them in; their bay's screen counts their time down,
// warns at 5 minutes, sells the next free half hour for their pass code, and refuses it once the
// next member has booked the bay. Four browsers: the desk (this page), the door's tablet, the bay's
// screen, and the API as the members' phones.

const B = bayScreenMessages;
const DOOR = 'Front door';

/** A tablet of its own, paired through the staff API as a kiosk of `role`. */
async function pairedTablet(
  browser: Browser,
  baseURL: string | undefined,
  staff: APIRequestContext,
  kiosk: { name: string; role: 'door' | 'bay'; bay?: string },
) {
  const made = await staff.post('/api/staff/kiosks', { data: kiosk });
  expect(made.status(), await made.text()).toBe(201);
  const { pairingCode } = (await made.json()) as NewKiosk;
  const tablet = await browser.newContext({ baseURL });
  const paired = await tablet.request.post('/api/kiosk/pair', { data: { pairingCode } });
  expect(paired.status(), await paired.text()).toBe(200);
  return tablet;
}

test('a pass opens the door and checks the member in; their bay counts down, warns, extends once, and refuses when the next member has booked', async ({
  page,
  browser,
  baseURL,
  venueClock,
}) => {
  const day = journeySaturday(18);
  await venueClock.set(day, '13:50');
  const player = uniqueName('Door');
  const member = await memberWithBookings(baseURL, player, [
    { date: day, start: '14:00', end: '15:00', bay: '1' },
  ]);
  const [booking] = (await (await member.get('/api/bookings')).json()) as { id: string }[];
  const pass = await member.get(`/api/bookings/${booking?.id}/pass`);
  expect(pass.status(), await pass.text()).toBe(200);
  const { code } = (await pass.json()) as { code: string };
  await member.dispose();

  const staff = await adminApi(baseURL ?? '');
  const doorTablet = await pairedTablet(browser, baseURL, staff, { name: DOOR, role: 'door' });
  const bayTablet = await pairedTablet(browser, baseURL, staff, {
    name: 'Bay 1 screen',
    role: 'bay',
    bay: '1',
  });
  await staff.dispose();

  // Ten minutes early, inside the door's window: the scanner types the pass's QR text and Enter.
  const door = await doorTablet.newPage();
  await door.goto('/kiosk');
  const field = door.getByLabel(doorMessages.kiosk.prompt);
  await expect(field).toBeFocused();
  expect(await axeViolations(door)).toEqual([]);
  const before = doorCommands().length;
  await door.keyboard.type(passQrText(code));
  await door.keyboard.press('Enter');
  await expect(door.getByRole('heading', { name: doorMessages.kiosk.opened('Max') })).toBeVisible();
  await expect(door.getByText(doorMessages.kiosk.openedHint)).toBeVisible();
  expect(await axeViolations(door)).toEqual([]);
  // The kiosk said open only once the relay had answered: exactly one command, switching it on.
  const opened = doorCommands().slice(before);
  expect(opened).toHaveLength(1);
  expect(opened[0]).toMatchObject({ method: 'Switch.Set', params: { on: true } });

  // The bay's screen, before the start: the member's bay is ready at 2:00 PM.
  const screen = await bayTablet.newPage();
  await screen.goto('/bay/1');
  await expect(screen.getByRole('heading', { name: B.upNext('Max', '2:00 PM') })).toBeVisible();
  await expect(screen.getByText(bayLabel('1'), { exact: true })).toBeVisible();

  // The desk sees them in, at the door: the door opening was their arrival.
  await signInAsNewAdmin(page, 'door-desk');
  const arrivals = page.getByRole('complementary', { name: 'Arrivals' });
  await expect(arrivals.getByRole('listitem').filter({ hasText: `Max ${player}` })).toContainText(
    checkInMessages.desk.checkedInAtKiosk(DOOR),
  );

  // 2:00 PM: their first name and the hour left, in large type.
  await venueClock.jump(day, '14:00');
  const welcome = screen.getByRole('heading', { name: B.welcome('Max') });
  await expect(welcome).toBeVisible();
  await expect(screen.getByText(B.timeLeft(60))).toBeVisible();
  await expect(screen.getByRole('alert')).toHaveCount(0);
  expect(await axeViolations(screen)).toEqual([]);

  // 2:55 PM: five minutes to go, and the next half hour is free.
  await venueClock.jump(day, '14:55');
  await expect(screen.getByRole('alert')).toHaveText(B.warning);
  await expect(screen.getByText(B.timeLeft(5))).toBeVisible();
  expect(await axeViolations(screen)).toEqual([]);

  // Extended with the pass code: the booking now ends at 3:30 PM.
  await screen.getByRole('button', { name: B.extend }).click();
  const confirm = screen.getByLabel(B.extendPrompt);
  await expect(confirm).toBeFocused();
  expect(await axeViolations(screen)).toEqual([]);
  await confirm.fill(code);
  await screen.getByRole('button', { name: B.extendSubmit }).click();
  await expect(screen.getByRole('status')).toContainText(B.extended('3:30 PM'));
  await expect(screen.getByRole('alert')).toHaveCount(0);
  const view = (await (await bayTablet.request.get('/api/kiosk/bay')).json()) as {
    now: { endsAt: string } | null;
  };
  expect(Date.parse(view.now?.endsAt ?? '')).toBe(wallToInstant(day, '15:30', DEFAULT_VENUE.timeZone));

  // 3:00 PM, the old end: still playing, half an hour left.
  await venueClock.jump(day, '15:00');
  await expect(screen.getByText(B.timeLeft(30))).toBeVisible();
  await expect(welcome).toBeVisible();

  // They start another extension; meanwhile a member books the bay from 3:30 PM on their phone.
  await screen.getByRole('button', { name: B.extend }).click();
  await expect(confirm).toBeFocused();
  const next = await memberWithBookings(
    baseURL,
    uniqueName('Next'),
    [{ date: day, start: '15:30', end: '16:30', bay: '1' }],
    'Ada',
  );
  await next.dispose();
  await confirm.fill(code);
  await screen.getByRole('button', { name: B.extendSubmit }).click();
  // The server's refusal, in its words; the screen then names the next member, with no offer.
  await expect(screen.getByRole('status')).toContainText(B.refusals.bayTaken.title);
  await expect(screen.getByRole('status')).toContainText(B.refusals.bayTaken.message);
  await expect(screen.getByText(B.next('Ada', '3:30 PM'))).toBeVisible();
  await expect(screen.getByRole('button', { name: B.extend })).toHaveCount(0);
  expect(await axeViolations(screen)).toEqual([]);
  const after = (await (await bayTablet.request.get('/api/kiosk/bay')).json()) as {
    now: { endsAt: string } | null;
  };
  expect(after.now?.endsAt).toBe(view.now?.endsAt);

  // The door opened once all journey long.
  expect(doorCommands().slice(before)).toHaveLength(1);
  await doorTablet.close();
  await bayTablet.close();
});
