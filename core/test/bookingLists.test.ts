import { describe, expect, it } from 'vitest';
import {
  canModifyBooking,
  countSessions,
  countUpcoming,
  displayStatus,
  pastBookings,
  statusTone,
  upcomingBookings,
} from '../src';
import { NOW } from './fixtures';

const iso = (hoursFromNow: number) => new Date(NOW + hoursFromNow * 3_600_000).toISOString();
const b = (id: string, status: string, startsIn: number, hours = 1) => ({
  id,
  status,
  startTime: iso(startsIn),
  endTime: iso(startsIn + hours),
});

const list = [
  b('a', 'confirmed', 48),
  b('b', 'confirmed', 2),
  b('c', 'cancelled', 5),
  b('d', 'confirmed', 100),
  b('e', 'confirmed', 30),
  b('f', 'confirmed', -3), // ended: completed
  b('g', 'cancelled', -50),
  b('h', 'confirmed', -0.5), // started half an hour ago, still running
  b('i', 'no_show', -24),
  b('j', 'confirmed', 0), // starts exactly now: past
];

describe('booking lists', () => {
  it('upcoming: confirmed and starting after now, soonest first, 3 at most', () => {
    expect(upcomingBookings(list, NOW).map((x) => x.id)).toEqual(['b', 'e', 'a']);
    expect(upcomingBookings(list, NOW, 10).map((x) => x.id)).toEqual(['b', 'e', 'a', 'd']);
    expect(countUpcoming(list, NOW)).toBe(4);
  });

  it('past: started at or before now, most recent first, 3 at most', () => {
    expect(pastBookings(list, NOW).map((x) => x.id)).toEqual(['j', 'h', 'f']);
    expect(pastBookings(list, NOW, 10).map((x) => x.id)).toEqual(['j', 'h', 'f', 'i', 'g']);
  });

  it('counts sessions played, not cancelled or missed ones', () => {
    expect(countSessions(list, NOW)).toBe(3);
  });

  it('only upcoming confirmed bookings can be changed', () => {
    expect(canModifyBooking(b('x', 'confirmed', 1), NOW)).toBe(true);
    expect(canModifyBooking(b('x', 'cancelled', 1), NOW)).toBe(false);
    expect(canModifyBooking(b('x', 'confirmed', 0), NOW)).toBe(false);
    expect(canModifyBooking(b('x', 'checked_in', 1), NOW)).toBe(false);
  });

  it('shows an ended confirmed booking as completed', () => {
    expect(displayStatus(b('x', 'confirmed', -3), NOW)).toBe('completed');
    expect(displayStatus(b('x', 'confirmed', -0.5), NOW)).toBe('confirmed');
    expect(displayStatus(b('x', 'cancelled', -3), NOW)).toBe('cancelled');
  });

  it.each([
    ['confirmed', 'success'],
    ['cancelled', 'error'],
    ['completed', 'default'],
    ['checked_in', 'default'],
    ['no_show', 'default'],
  ])('%s is shown %s', (status, tone) => expect(statusTone(status)).toBe(tone));
});
