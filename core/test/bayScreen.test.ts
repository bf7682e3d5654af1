/**
 * A bay's screen: the extension rule (under way, free time, tier limits, the venue's hours, price by
 * the guest-fee rule) in real minutes across a daylight-saving night, and what the screen shows at a
 * moment (time left, the 5-minute warning, the next member or 'Bay free'). Runs under three TZ.
 */
import { describe, expect, it } from 'vitest';
import {
  BAY_WARN_MINUTES,
  bayScreenMessages,
  bayScreenState,
  DEFAULT_VENUE,
  EXTENSION_MINUTES,
  type ExtensionFacts,
  type ExtensionVerdict,
  extensionRefusal,
  extensionVerdict,
  GUEST_FEE_CENTS,
  resolveVenue,
  TIERS,
  toIsoInstant,
  wallToInstant,
} from '../src';

const ZONE = 'America/Denver';
const MIN = 60_000;
const DAY = '2026-11-21';
const at = (date: string, time: string) => wallToInstant(date, time, ZONE);

function facts(
  over: Partial<ExtensionFacts> = {},
  start = '18:00',
  end = '19:00',
  date = DAY,
): ExtensionFacts {
  return {
    booking: {
      status: 'checked_in',
      startTime: toIsoInstant(at(date, start)),
      endTime: toIsoInstant(at(date, end)),
      bookingDate: date,
      guestCount: 1,
      paidGuests: 0,
    },
    tier: TIERS.general,
    frozen: false,
    bayTaken: false,
    memberBusy: false,
    passesUsedElsewhere: 0,
    ...over,
  };
}

describe('the extension rule', () => {
  it('adds 30 minutes to a booking under way when the bay is free', () => {
    expect(EXTENSION_MINUTES).toBe(30);
    const verdict = extensionVerdict(facts(), DEFAULT_VENUE, at(DAY, '18:55'));
    expect(verdict).toEqual({
      kind: 'extend',
      endsAt: at(DAY, '19:30'),
      quote: { guests: 0, passGuests: 0, paidGuests: 0, feeCents: 0 },
    });
  });

  it('only while the booking is under way, confirmed or checked in', () => {
    const kind = (f: ExtensionFacts, time: string) => extensionVerdict(f, DEFAULT_VENUE, at(DAY, time)).kind;
    expect(kind(facts(), '17:59')).toBe('not_playing');
    expect(kind(facts(), '18:00')).toBe('extend');
    expect(kind(facts(), '19:00')).toBe('not_playing');
    const withStatus = (status: string) => facts({ booking: { ...facts().booking, status } });
    expect(kind(withStatus('confirmed'), '18:30')).toBe('extend');
    for (const status of ['held', 'cancelled', 'no_show', 'expired']) {
      expect(kind(withStatus(status), '18:30')).toBe('not_playing');
    }
  });

  it('refuses when anything holds the bay or the member in the 30 minutes, or they are frozen', () => {
    const now = at(DAY, '18:50');
    expect(extensionVerdict(facts({ bayTaken: true }), DEFAULT_VENUE, now).kind).toBe('bay_taken');
    expect(extensionVerdict(facts({ memberBusy: true }), DEFAULT_VENUE, now).kind).toBe('member_busy');
    expect(extensionVerdict(facts({ frozen: true }), DEFAULT_VENUE, now).kind).toBe('frozen');
    expect(extensionVerdict(facts({ tier: null }), DEFAULT_VENUE, now).kind).toBe('no_plan');
  });

  it("keeps to the tier's longest session: General 2 hours, VIP 3", () => {
    const now = at(DAY, '19:45');
    const general = extensionVerdict(facts({}, '18:00', '20:00'), DEFAULT_VENUE, now);
    expect(general).toEqual({ kind: 'session_limit', maxHours: 2, tierName: 'General' });
    expect(extensionRefusal(general as Exclude<ExtensionVerdict, { kind: 'extend' }>).message).toBe(
      'General sessions are up to 2 hours, so this booking cannot run longer.',
    );
    expect(extensionVerdict(facts({}, '18:30', '20:00'), DEFAULT_VENUE, now).kind).toBe('extend');
    const vip = facts({ tier: TIERS.vip }, '18:00', '20:00');
    expect(extensionVerdict(vip, DEFAULT_VENUE, now)).toMatchObject({
      kind: 'extend',
      endsAt: at(DAY, '20:30'),
    });
  });

  it("ends by the venue's last bookable end", () => {
    const late = facts({}, '21:00', '22:00');
    expect(extensionVerdict(late, DEFAULT_VENUE, at(DAY, '21:50')).kind).toBe('closing');
    const open = resolveVenue({ hours: { open: '09:00', close: '23:00' } });
    expect(extensionVerdict(late, open, at(DAY, '21:50')).kind).toBe('extend');
  });

  it('is priced by the guest-fee rule: guests already paid for stay paid, passes as usual', () => {
    const now = at(DAY, '18:50');
    const guests = (guestCount: number, paidGuests: number) =>
      facts({ booking: { ...facts().booking, guestCount, paidGuests } });
    // General with 2 guests who paid: nothing more.
    expect(extensionVerdict(guests(3, 2), DEFAULT_VENUE, now)).toMatchObject({
      kind: 'extend',
      quote: { guests: 2, paidGuests: 0, feeCents: 0 },
    });
    // VIP guests on passes keep them (passes counted outside this booking).
    const vip = { ...guests(3, 0), tier: TIERS.vip, passesUsedElsewhere: 4 };
    expect(extensionVerdict(vip, DEFAULT_VENUE, now)).toMatchObject({
      kind: 'extend',
      quote: { passGuests: 2, feeCents: 0 },
    });
    // Guests nothing paid for (passes run out since): the screen cannot take money.
    const owed = extensionVerdict(guests(3, 1), DEFAULT_VENUE, now);
    expect(owed).toEqual({ kind: 'needs_payment', feeCents: GUEST_FEE_CENTS });
    expect(extensionRefusal(owed as Exclude<ExtensionVerdict, { kind: 'extend' }>).title).toBe(
      'See the Desk',
    );
  });

  it('counts real minutes across the autumn night', () => {
    // 2026-11-01 in Denver repeats 1:00-2:00 AM. An hour from the first 1:00 AM ends at the second;
    // extended, it ends 30 real minutes later, at the second 1:30 AM (90 minutes in all).
    const venue = resolveVenue({ hours: { open: '00:00', close: '23:30' } });
    const start = at('2026-11-01', '01:00');
    const f = facts();
    f.booking = {
      ...f.booking,
      bookingDate: '2026-11-01',
      startTime: toIsoInstant(start),
      endTime: toIsoInstant(start + 60 * MIN),
    };
    const verdict = extensionVerdict(f, venue, start + 50 * MIN);
    expect(verdict).toMatchObject({ kind: 'extend', endsAt: start + 90 * MIN });
  });
});

describe("the bay screen's state", () => {
  const endsAt = toIsoInstant(at(DAY, '19:00'));
  const next = { firstName: 'Ada', startsAt: toIsoInstant(at(DAY, '19:00')) };
  const view = { now: { firstName: 'Jack', endsAt, canExtend: true }, next };

  it('shows the time left, rounded up, and warns in the last 5 minutes', () => {
    expect(BAY_WARN_MINUTES).toBe(5);
    expect(bayScreenState(view, at(DAY, '18:30'))).toEqual({
      kind: 'playing',
      firstName: 'Jack',
      minutesLeft: 30,
      warn: false,
      canExtend: true,
      next,
    });
    expect(bayScreenState(view, at(DAY, '18:55') - 1)).toMatchObject({ minutesLeft: 6, warn: false });
    expect(bayScreenState(view, at(DAY, '18:55'))).toMatchObject({ minutesLeft: 5, warn: true });
    expect(bayScreenState(view, at(DAY, '18:59') + 30_000)).toMatchObject({ minutesLeft: 1, warn: true });
  });

  it("turns to the next member at the end, or 'Bay free'", () => {
    expect(bayScreenState(view, at(DAY, '19:00'))).toEqual({ kind: 'between', next });
    expect(bayScreenState({ now: null, next: null }, at(DAY, '19:00'))).toEqual({
      kind: 'between',
      next: null,
    });
    expect(bayScreenMessages.free).toBe('Bay free');
    expect(bayScreenMessages.timeLeft(1)).toBe('1 minute left');
    expect(bayScreenMessages.timeLeft(25)).toBe('25 minutes left');
  });
});
