import { DEFAULT_DESK_WINDOWS, wallToInstant } from '@lounge/core';
import { describe, expect, it } from 'vitest';
import { bookingActions } from './bookingStatus';

const ZONE = 'America/Denver';
const DAY = '2026-11-28';
const at = (time: string) => wallToInstant(DAY, time, ZONE);
const booking = {
  status: 'confirmed',
  bookingDate: DAY,
  startTime: new Date(at('15:00')).toISOString(),
  endTime: new Date(at('16:00')).toISOString(),
};

describe("the drawer's buttons follow the venue's windows, as the server does", () => {
  it('offers No-show from the venue’s minutes after the start, and says why before', () => {
    const early = bookingActions(booking, at('15:10'), ZONE, DEFAULT_DESK_WINDOWS);
    expect(early.noShow).toBe(false);
    expect(early.noShowWhy).toMatch(/3:15 PM/);
    // A venue that calls a no-show after 5 minutes: the same moment is open.
    const quicker = bookingActions(booking, at('15:10'), ZONE, {
      ...DEFAULT_DESK_WINDOWS,
      noShowAfterMinutes: 5,
    });
    expect(quicker).toMatchObject({ noShow: true, noShowWhy: null });
  });

  it('opens check-in the venue’s minutes before the start', () => {
    // 2:10 PM: open an hour ahead (the default), not yet at a venue that opens it 45 minutes ahead.
    expect(bookingActions(booking, at('14:10'), ZONE, DEFAULT_DESK_WINDOWS).checkIn).toBe(true);
    const later = bookingActions(booking, at('14:10'), ZONE, {
      ...DEFAULT_DESK_WINDOWS,
      checkInOpensMinutes: 45,
    });
    expect(later.checkIn).toBe(false);
    expect(later.checkInWhy).toMatch(/2:15 PM/);
  });
});
