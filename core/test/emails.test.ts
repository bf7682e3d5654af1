import { describe, expect, it } from 'vitest';
import {
  bookingEmails,
  describeSlot,
  offerHoldEnds,
  rangesCompete,
  receiptEmails,
  resolveVenue,
  tourEmails,
  validateWaitlistJoin,
  waitlistEmails,
} from '../src';
import { at, general, NOW, pending, venue } from './fixtures';

const c = { venue, publicUrl: 'https://lounge.example' };
const iso = (date: string, time: string) => new Date(at(date, time)).toISOString();
const booking = (date: string, from: string, to: string) => ({
  bayNumber: '2',
  startTime: iso(date, from),
  endTime: iso(date, to),
  guestCount: 3,
  notes: 'lefty clubs',
});

describe('emails', () => {
  it('names the venue wall clock and its zone, on both sides of daylight saving', () => {
    expect(describeSlot(iso('2026-11-24', '14:00'), iso('2026-11-24', '16:00'), venue.timeZone)).toBe(
      'Tuesday, November 24, 2026, 2:00 PM – 4:00 PM MST',
    );
    // The first Sunday of summer time and the day it ends.
    expect(describeSlot(iso('2026-03-08', '10:00'), iso('2026-03-08', '12:00'), venue.timeZone)).toBe(
      'Sunday, March 8, 2026, 10:00 AM – 12:00 PM MDT',
    );
    expect(describeSlot(iso('2026-11-01', '10:00'), iso('2026-11-01', '12:00'), venue.timeZone)).toBe(
      'Sunday, November 1, 2026, 10:00 AM – 12:00 PM MST',
    );
  });

  it('writes the booking messages with the slot, the players, the notes and the way back', () => {
    const b = booking('2026-11-24', '14:00', '16:00');
    const confirmed = bookingEmails.confirmed('Ada', b, c);
    expect(confirmed.subject).toBe('Booking confirmed: Bay 2, Tue, Nov 24, 2:00 PM');
    expect(confirmed.text).toContain('Hi Ada,');
    expect(confirmed.text).toContain('  3 players');
    expect(confirmed.text).toContain('  Notes: lefty clubs');
    expect(confirmed.text).toContain('https://lounge.example/dashboard');
    expect(bookingEmails.updated('Ada', b, c).subject).toMatch(/^Booking updated: /);
    expect(bookingEmails.reminder('Ada', b, c).subject).toBe('Reminder: Bay 2, Tue, Nov 24, 2:00 PM');
    const cancelled = bookingEmails.cancelled('Ada', b, c, 'Bay maintenance');
    expect(cancelled.text).toContain('Reason: Bay maintenance');
    expect(bookingEmails.cancelled('Ada', b, c).text).not.toContain('Reason');
  });

  it('writes tour dates as the venue day, whatever the machine zone', () => {
    const t = { firstName: 'Tara', date: '2026-11-25', time: '14:00', partySize: 3 };
    expect(tourEmails.received(t, c).subject).toBe(
      'We received your tour request for Wednesday, November 25, 2026 at 2:00 PM',
    );
    expect(tourEmails.received(t, c).text).toContain(`within ${venue.tours.confirmWithinHours} hours`);
    expect(tourEmails.confirmed(t, c).text).toContain(venue.contact.address);
  });

  it('writes receipts with the amount, and the offer with the hold in the venue zone', () => {
    const b = booking('2026-11-24', '14:00', '15:00');
    expect(receiptEmails.guestFee('Ada', 2000, 2, b, c).text).toContain('$20 for 2 guests');
    expect(receiptEmails.membership('Ada', 'VIP', 'December 22, 2026', c).text).toContain(
      'It renews on December 22, 2026.',
    );
    const offer = waitlistEmails.offer('Ada', b, new Date(NOW + 15 * 60_000).toISOString(), c);
    expect(offer.text).toContain(
      'Claim it on your dashboard by 10:15 AM MST on November 22, 2026: https://lounge.example/dashboard',
    );
  });
});

describe('waitlist rules', () => {
  const input = {
    bookingDate: '2026-11-25',
    startTime: '14:00',
    endTime: '15:00',
    bayNumber: 'any',
    guestCount: '1',
  };
  const ctx = { venue, now: NOW, user: general, upcomingCount: 0 };

  it('joins any bay under the rules of booking that time', () => {
    const check = validateWaitlistJoin(input, ctx);
    expect(check).toMatchObject({ ok: true, anyBay: true, booking: { start: at('2026-11-25', '14:00') } });
    expect(validateWaitlistJoin({ ...input, bayNumber: '3' }, ctx)).toMatchObject({
      ok: true,
      anyBay: false,
      booking: { bayNumber: '3' },
    });
  });

  it('refuses what a booking would refuse', () => {
    expect(validateWaitlistJoin(input, { ...ctx, user: pending })).toMatchObject({
      ok: false,
      error: { title: 'Active Membership Required' },
    });
    expect(validateWaitlistJoin({ ...input, bookingDate: '2026-12-05' }, ctx)).toMatchObject({
      ok: false,
      error: { title: 'Scheduling Limit' },
    });
    expect(validateWaitlistJoin(input, { ...ctx, upcomingCount: 1 })).toMatchObject({
      ok: false,
      error: { title: 'Booking Limit Reached' },
    });
    expect(validateWaitlistJoin({ ...input, bayNumber: '9' }, ctx)).toMatchObject({ ok: false });
  });

  it('says which ranges compete for one slot', () => {
    const a = { bayNumber: '1', startTime: iso('2026-11-25', '14:00'), endTime: iso('2026-11-25', '15:00') };
    expect(rangesCompete(a, { ...a, bayNumber: null })).toBe(true);
    expect(rangesCompete(a, { ...a, bayNumber: '2' })).toBe(false);
    expect(rangesCompete(a, { ...a, startTime: a.endTime, endTime: iso('2026-11-25', '16:00') })).toBe(false);
    expect(
      rangesCompete(a, { ...a, startTime: iso('2026-11-25', '14:30'), endTime: iso('2026-11-25', '16:00') }),
    ).toBe(true);
  });
});

describe('how long an offer holds the bay (15 minutes of opening hours)', () => {
  const tomorrow10 = at('2026-11-23', '10:00');
  const ends = (date: string, time: string, start = tomorrow10) =>
    new Date(offerHoldEnds(at(date, time), venue, start)).toISOString();

  it('is 15 minutes while the lounge is open', () => {
    expect(ends('2026-11-22', '10:00')).toBe(iso('2026-11-22', '10:15'));
    expect(ends('2026-11-22', '21:45')).toBe(iso('2026-11-22', '22:00'));
  });

  it('keeps the minutes left at closing for the next morning', () => {
    expect(ends('2026-11-22', '21:50')).toBe(iso('2026-11-23', '09:05'));
  });

  it('made after closing or before opening, holds until 15 minutes after opening', () => {
    expect(ends('2026-11-22', '23:30')).toBe(iso('2026-11-23', '09:15'));
    expect(ends('2026-11-23', '00:10')).toBe(iso('2026-11-23', '09:15'));
    expect(ends('2026-11-23', '06:00')).toBe(iso('2026-11-23', '09:15'));
  });

  it('never outlasts the booking it holds', () => {
    expect(ends('2026-11-22', '23:30', at('2026-11-23', '09:00'))).toBe(iso('2026-11-23', '09:00'));
    expect(ends('2026-11-22', '13:50', at('2026-11-22', '14:00'))).toBe(iso('2026-11-22', '14:00'));
  });

  it('counts opening hours on the wall clock across the change to standard time', () => {
    // 2026-11-01: clocks go back at 2:00 AM; opening is 9:00 MST, 16:00 UTC.
    expect(
      new Date(offerHoldEnds(at('2026-10-31', '23:00'), venue, at('2026-11-02', '10:00'))).toISOString(),
    ).toBe('2026-11-01T16:15:00.000Z');
  });

  it("follows the venue's own hours", () => {
    const late = resolveVenue({ hours: { open: '06:00', close: '23:30' } });
    expect(new Date(offerHoldEnds(at('2026-11-22', '23:20'), late, tomorrow10)).toISOString()).toBe(
      iso('2026-11-23', '06:05'),
    );
  });
});
