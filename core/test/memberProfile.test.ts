import { describe, expect, it } from 'vitest';
import {
  guestPassFigures,
  NO_SHOW_WINDOW_DAYS,
  noShowsInWindow,
  noShowWindowStart,
  passesUsedInMonth,
  splitProfileBookings,
  TIERS,
  validateMemberNote,
} from '../src';

const ZONE = 'America/Denver';
/** 2026-12-01 00:30 in Denver (07:30 UTC). */
const DEC_1_EARLY = Date.UTC(2026, 11, 1, 7, 30);
/** 2026-11-30 23:30 in Denver: 06:30 UTC on Dec 1. */
const NOV_30_LATE = Date.UTC(2026, 11, 1, 6, 30);

describe('no-shows in the last 90 venue days', () => {
  it('counts today and the 89 days before it, by the venue date', () => {
    expect(NO_SHOW_WINDOW_DAYS).toBe(90);
    expect(noShowWindowStart(DEC_1_EARLY, ZONE)).toBe('2026-09-03');
    // Late on Nov 30 at the venue the UTC date is already Dec 1: the window still ends on Nov 30.
    expect(noShowWindowStart(NOV_30_LATE, ZONE)).toBe('2026-09-02');
    const rows = [
      { status: 'no_show', bookingDate: '2026-09-02' },
      { status: 'no_show', bookingDate: '2026-09-03' },
      { status: 'no_show', bookingDate: '2026-11-30' },
      { status: 'confirmed', bookingDate: '2026-11-29' },
      { status: 'checked_in', bookingDate: '2026-11-28' },
    ];
    expect(noShowsInWindow(rows, DEC_1_EARLY, ZONE)).toBe(2);
    expect(noShowsInWindow(rows, NOV_30_LATE, ZONE)).toBe(3);
  });

  it('crosses the autumn change of clocks by calendar days, not 24-hour steps', () => {
    // 2026-11-01 is a 25-hour day in Denver; 90 venue days back from Dec 1 is still Sep 3.
    expect(noShowWindowStart(Date.UTC(2026, 11, 1, 19), ZONE)).toBe('2026-09-03');
  });
});

describe('guest passes this month', () => {
  const passes = [
    { billingMonth: '2026-11', guestCount: 2 },
    { billingMonth: '2026-11', guestCount: 1 },
    { billingMonth: '2026-12', guestCount: 4 },
  ];
  it('counts the venue month of now', () => {
    expect(passesUsedInMonth(passes, NOV_30_LATE, ZONE)).toBe(3);
    expect(passesUsedInMonth(passes, DEC_1_EARLY, ZONE)).toBe(4);
  });
  it('says what is left of the tier’s allowance', () => {
    expect(guestPassFigures(TIERS.vip, passes, NOV_30_LATE, ZONE)).toEqual({
      month: '2026-11',
      used: 3,
      allowance: TIERS.vip.freeGuestPassesPerMonth,
      left: TIERS.vip.freeGuestPassesPerMonth - 3,
    });
    expect(guestPassFigures(TIERS.general, passes, NOV_30_LATE, ZONE)).toMatchObject({
      allowance: 0,
      left: 0,
    });
    expect(guestPassFigures(null, [], NOV_30_LATE, ZONE)).toMatchObject({ used: 0, allowance: 0, left: 0 });
  });
});

describe('the profile’s bookings', () => {
  const now = Date.UTC(2026, 10, 22, 17);
  const b = (status: string, start: string, end: string) => ({ status, startTime: start, endTime: end });
  it('lists what is still to come soonest first, and the rest latest first', () => {
    const underWay = b('checked_in', '2026-11-22T16:00:00.000Z', '2026-11-22T18:00:00.000Z');
    const later = b('confirmed', '2026-11-23T16:00:00.000Z', '2026-11-23T17:00:00.000Z');
    const paying = b('held', '2026-11-22T20:00:00.000Z', '2026-11-22T21:00:00.000Z');
    const cancelled = b('cancelled', '2026-11-24T16:00:00.000Z', '2026-11-24T17:00:00.000Z');
    const played = b('checked_in', '2026-11-20T16:00:00.000Z', '2026-11-20T17:00:00.000Z');
    const started = b('confirmed', '2026-11-22T17:00:00.000Z', '2026-11-22T18:00:00.000Z');
    const { upcoming, past } = splitProfileBookings(
      [played, later, cancelled, underWay, paying, started],
      now,
    );
    expect(upcoming).toEqual([underWay, paying, later]);
    expect(past).toEqual([cancelled, started, played]);
  });
});

describe('staff notes', () => {
  it('trims the text and refuses a blank or too long note, naming the field', () => {
    expect(validateMemberNote('  hello ')).toEqual({ ok: true, value: 'hello' });
    expect(validateMemberNote('   ')).toMatchObject({
      ok: false,
      error: { field: 'body', title: 'Note Needed' },
    });
    expect(validateMemberNote(undefined)).toMatchObject({ ok: false });
    expect(validateMemberNote('x'.repeat(2000))).toMatchObject({ ok: true });
    expect(validateMemberNote('x'.repeat(2001))).toMatchObject({
      ok: false,
      error: { title: 'Note Too Long' },
    });
  });
});
