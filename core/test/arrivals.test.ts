import { describe, expect, it } from 'vitest';
import {
  ARRIVALS_AHEAD_MINUTES,
  ARRIVALS_KIOSK_KEPT_MINUTES,
  ARRIVALS_TOUR_KEPT_MINUTES,
  arrivalsAt,
  wallToInstant,
} from '../src';

const ZONE = 'America/Denver';
const DAY = '2026-11-21';
const iso = (time: string, date = DAY) => new Date(wallToInstant(date, time, ZONE)).toISOString();

function booking(name: string, status: string, start: string, end: string, date = DAY) {
  return { name, status, startTime: iso(start, date), endTime: iso(end, date) };
}
function tour(name: string, status: string, date: string | null, time: string | null) {
  return { name, status, confirmedDate: date, confirmedTime: time };
}

describe('arrivals at 2:00 PM on a Saturday', () => {
  const now = wallToInstant(DAY, '14:00', ZONE);
  const bookings = [
    booking('next hour', 'confirmed', '15:00', '16:00'),
    booking('at the edge', 'confirmed', '15:30', '16:30'),
    booking('too far', 'confirmed', '16:00', '17:00'),
    booking('late', 'confirmed', '13:30', '14:30'),
    booking('later late', 'confirmed', '13:45', '15:00'),
    booking('ended', 'confirmed', '12:00', '13:00'),
    booking('in', 'checked_in', '14:00', '15:00'),
    booking('gone', 'cancelled', '14:30', '15:30'),
    booking('no', 'no_show', '13:00', '14:30'),
    booking('held', 'held', '14:30', '15:30'),
    booking('due', 'confirmed', '14:15', '15:15'),
  ];
  const tours = [
    tour('tour later', 'confirmed', DAY, '18:00'),
    tour('tour late', 'confirmed', DAY, '13:30'),
    tour('tour tomorrow', 'confirmed', '2026-11-22', '13:00'),
    tour('tour waiting', 'scheduled', null, null),
    tour('tour done', 'completed', DAY, '12:00'),
  ];

  it('lists late ones first, then by time (a booking before a tour at the same time): bookings up to 90 minutes ahead, all of today’s confirmed tours', () => {
    const list = arrivalsAt(bookings, tours, DAY, ZONE, now);
    expect(list.map((a) => [a.kind, a.item.name, a.late])).toEqual([
      ['booking', 'late', true],
      ['tour', 'tour late', true],
      ['booking', 'later late', true],
      ['booking', 'due', false],
      ['booking', 'next hour', false],
      ['booking', 'at the edge', false],
      ['tour', 'tour later', false],
    ]);
    expect(ARRIVALS_AHEAD_MINUTES).toBe(90);
  });

  it('drops a late booking once it has ended, and takes one in as its start comes within 90 minutes', () => {
    const later = wallToInstant(DAY, '14:31', ZONE);
    const names = arrivalsAt(bookings, [], DAY, ZONE, later).map((a) => a.item.name);
    expect(names).not.toContain('late');
    expect(names).toContain('too far');
  });
});

describe('arrivals on the autumn day that repeats an hour', () => {
  it('measures the 90 minutes in real time', () => {
    const day = '2026-11-01';
    // 1:00 AM MDT; 90 real minutes later it is 1:30 AM MST (the clock went back at 2:00).
    const now = Date.parse('2026-11-01T07:00:00.000Z');
    const inside = {
      name: 'in',
      status: 'confirmed',
      startTime: '2026-11-01T08:30:00.000Z',
      endTime: '2026-11-01T09:30:00.000Z',
    };
    const outside = {
      name: 'out',
      status: 'confirmed',
      startTime: '2026-11-01T08:31:00.000Z',
      endTime: '2026-11-01T09:31:00.000Z',
    };
    expect(arrivalsAt([inside, outside], [], day, ZONE, now).map((a) => a.item.name)).toEqual(['in']);
  });
});

describe('what is finished leaves the arrivals', () => {
  const now = wallToInstant(DAY, '14:00', ZONE);
  it.each([
    ['confirmed, ended without a check-in', booking('x', 'confirmed', '12:30', '13:59'), false],
    ['confirmed, ending this minute', booking('x', 'confirmed', '13:00', '14:00'), false],
    ['confirmed, late and not yet ended', booking('x', 'confirmed', '13:00', '14:30'), true],
    ['checked in, past its end', booking('x', 'checked_in', '12:00', '13:00'), false],
    ['checked in, playing', booking('x', 'checked_in', '13:30', '15:00'), false],
    ['cancelled', booking('x', 'cancelled', '14:30', '15:30'), false],
    ['no-show', booking('x', 'no_show', '13:00', '15:00'), false],
    ['a held payment', booking('x', 'held', '14:30', '15:30'), false],
    ['another day’s booking', booking('x', 'confirmed', '14:30', '15:30', '2026-11-22'), false],
  ])('a booking %s: listed %s', (_name, b, listed) => {
    expect(arrivalsAt([b], [], DAY, ZONE, now).length).toBe(listed ? 1 : 0);
  });

  const atKiosk = (start: string, end: string) => ({
    ...booking('x', 'checked_in', start, end),
    checkedInAtKiosk: 'Front door',
  });
  it.each([
    ['checked in at a kiosk, started 29 minutes ago', atKiosk('13:31', '15:00'), true],
    ['checked in at a kiosk, not yet started', atKiosk('14:20', '15:00'), true],
    ['checked in at a kiosk, started 30 minutes ago', atKiosk('13:30', '15:00'), false],
    ['checked in at a kiosk, ended', atKiosk('12:00', '13:59'), false],
  ])('a booking %s: listed %s, as checked in', (_name, b, listed) => {
    const list = arrivalsAt([b], [], DAY, ZONE, now);
    expect(list.map((a) => (a.kind === 'booking' ? [a.status, a.late] : []))).toEqual(
      listed ? [['checked_in', false]] : [],
    );
    expect(ARRIVALS_KIOSK_KEPT_MINUTES).toBe(30);
  });

  it.each([
    ['done', tour('t', 'completed', DAY, '13:30'), false],
    ['cancelled', tour('t', 'cancelled', DAY, '14:30'), false],
    ['confirmed, an hour late', tour('t', 'confirmed', DAY, '13:00'), true],
    ['confirmed, more than an hour late', tour('t', 'confirmed', DAY, '12:59'), false],
    ['confirmed, to come', tour('t', 'confirmed', DAY, '20:00'), true],
  ])('a tour %s: listed %s', (_name, t, listed) => {
    expect(arrivalsAt([], [t], DAY, ZONE, now).length).toBe(listed ? 1 : 0);
    expect(ARRIVALS_TOUR_KEPT_MINUTES).toBe(60);
  });
});
