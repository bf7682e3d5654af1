/**
 * Staffed hours apart from member-access hours: the same by default, set within them, and whether a
 * booking's time is unstaffed (on the venue's wall clock, across the autumn night). Runs under three TZ.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VENUE,
  hasUnstaffedHours,
  isUnstaffedTime,
  resolveVenue,
  staffedHoursLabel,
  staffingMessages,
  VENUE_VARIABLES,
  wallToInstant,
} from '../src';

const ZONE = 'America/Denver';
const at = (date: string, time: string) => wallToInstant(date, time, ZONE);

describe('staffed hours', () => {
  it('are the venue hours unless set, and nothing is unstaffed then', () => {
    expect(DEFAULT_VENUE.staffedHours).toEqual({ open: '09:00', close: '22:00' });
    const later = resolveVenue({ hours: { close: '23:00' } });
    expect(later.staffedHours).toEqual({ open: '09:00', close: '23:00' });
    expect(hasUnstaffedHours(later)).toBe(false);
    expect(isUnstaffedTime(later, '2026-11-21', at('2026-11-21', '21:00'), at('2026-11-21', '23:00'))).toBe(
      false,
    );
  });

  it('are set within the member-access hours, on the half hour', () => {
    const venue = resolveVenue({ ...VENUE_VARIABLES.VENUE_STAFFED_CLOSE?.('18:00') });
    expect(venue.staffedHours).toEqual({ open: '09:00', close: '18:00' });
    expect(staffedHoursLabel(venue)).toBe('9:00 AM - 6:00 PM');
    expect(() => resolveVenue({ staffedHours: { close: '23:00' } })).toThrow(/within the venue's hours/);
    expect(() => resolveVenue({ staffedHours: { open: '18:00', close: '12:00' } })).toThrow(
      /open before close/,
    );
    expect(() => resolveVenue({ staffedHours: { close: '18:15' } })).toThrow(/half hour/);
  });

  it('make a booking that runs past them unstaffed, in the venue day’s wall clock', () => {
    const venue = resolveVenue({ staffedHours: { open: '12:00', close: '18:00' } });
    const unstaffed = (date: string, start: string, end: string) =>
      isUnstaffedTime(venue, date, at(date, start), at(date, end));
    expect(unstaffed('2026-11-21', '16:00', '18:00')).toBe(false);
    expect(unstaffed('2026-11-21', '17:00', '18:30')).toBe(true);
    expect(unstaffed('2026-11-21', '11:30', '13:00')).toBe(true);
    // The autumn night: staffed 12:00 to 18:00 on the wall clock, whatever the offset.
    expect(unstaffed('2026-11-01', '12:00', '18:00')).toBe(false);
    expect(unstaffed('2026-11-01', '17:30', '18:30')).toBe(true);
    expect(staffingMessages.unstaffed(staffedHoursLabel(venue)).message).toContain(
      'staffed 12:00 PM - 6:00 PM',
    );
  });
});
