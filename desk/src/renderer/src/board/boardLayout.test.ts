import { DEFAULT_VENUE, wallToInstant } from '@lounge/core';
import { describe, expect, it } from 'vitest';
import { type BoardBookingTimes, layoutBoard } from './boardLayout';

const venue = DEFAULT_VENUE; // America/Denver, 09:00-22:00, 30-minute steps, bays 1-3
const at = (date: string, time: string) => new Date(wallToInstant(date, time, venue.timeZone)).toISOString();
let n = 0;
const booking = (bay: string, date: string, start: string, end: string, status = 'confirmed') => {
  n += 1;
  return {
    id: `b${n}`,
    bayNumber: bay,
    startTime: at(date, start),
    endTime: at(date, end),
    status,
  } satisfies BoardBookingTimes;
};

describe('the bay board layout', () => {
  it('has one 30-minute row per step across the bookable hours, hours marked', () => {
    const layout = layoutBoard('2026-11-23', venue, venue.bays, [], 0);
    expect(layout.rows).toHaveLength(26);
    expect(layout.rows[0]).toMatchObject({ label: '9:00 AM', onTheHour: true });
    expect(layout.rows[1]).toMatchObject({ label: '9:30 AM', onTheHour: false });
    expect(layout.rows.at(-1)?.label).toBe('9:30 PM');
    expect(layout.bays).toEqual(['1', '2', '3']);
  });

  it('places a booking in its bay by its venue wall-clock times, whatever the machine zone', () => {
    const b = booking('2', '2026-11-23', '17:00', '18:30');
    const { blocks } = layoutBoard('2026-11-23', venue, venue.bays, [b], 0);
    expect(blocks).toEqual([{ booking: b, column: 1, top: 16, height: 3, lane: 0, lanes: 1 }]);
  });

  it('keeps real lengths on a daylight-saving day', () => {
    // 2026-03-08: the clocks jump at 02:00, before opening; the day is still 26 rows.
    const spring = layoutBoard(
      '2026-03-08',
      venue,
      venue.bays,
      [booking('1', '2026-03-08', '09:00', '10:00')],
      0,
    );
    expect(spring.rows).toHaveLength(26);
    expect(spring.blocks[0]).toMatchObject({ top: 0, height: 2 });
    // Opening at midnight, the spring-forward gap leaves two half hours out of the board.
    const allDay = { timeZone: venue.timeZone, hours: { open: '00:00', close: '06:00', stepMinutes: 30 } };
    const short = layoutBoard(
      '2026-03-08',
      allDay,
      venue.bays,
      [booking('1', '2026-03-08', '01:30', '03:30')],
      0,
    );
    expect(short.rows.map((r) => r.label)).not.toContain('2:00 AM');
    expect(short.rows).toHaveLength(10);
    expect(short.blocks[0]).toMatchObject({ top: 3, height: 2 });
  });

  it('sets overlapping bookings of a bay side by side, the occupying one first', () => {
    const cancelled = booking('1', '2026-11-23', '10:00', '11:00', 'cancelled');
    const confirmed = booking('1', '2026-11-23', '10:00', '12:00');
    const later = booking('1', '2026-11-23', '12:00', '13:00');
    const { blocks } = layoutBoard('2026-11-23', venue, venue.bays, [cancelled, confirmed, later], 0);
    const of = (b: { id: string }) => blocks.find((x) => x.booking.id === b.id);
    expect(of(confirmed)).toMatchObject({ lane: 0, lanes: 2 });
    expect(of(cancelled)).toMatchObject({ lane: 1, lanes: 2 });
    expect(of(later)).toMatchObject({ lane: 0, lanes: 1, top: 6 });
  });

  it('clips to the hours and lists what it cannot draw', () => {
    const early = booking('3', '2026-11-23', '08:00', '10:00');
    const unknownBay = booking('9', '2026-11-23', '10:00', '11:00');
    const outside = booking('1', '2026-11-23', '22:00', '23:00');
    const layout = layoutBoard('2026-11-23', venue, venue.bays, [early, unknownBay, outside], 0);
    expect(layout.blocks).toEqual([{ booking: early, column: 2, top: 0, height: 2, lane: 0, lanes: 1 }]);
    expect(layout.unplaced).toEqual([unknownBay, outside]);
  });

  it('puts the current-time line where now falls, and nowhere outside the hours', () => {
    const now = wallToInstant('2026-11-23', '13:15', venue.timeZone);
    expect(layoutBoard('2026-11-23', venue, venue.bays, [], now).nowOffset).toBe(8.5);
    expect(layoutBoard('2026-11-24', venue, venue.bays, [], now).nowOffset).toBeNull();
    const night = wallToInstant('2026-11-23', '23:00', venue.timeZone);
    expect(layoutBoard('2026-11-23', venue, venue.bays, [], night).nowOffset).toBeNull();
  });
});
