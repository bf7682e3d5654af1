// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import {
  BOARD_STATUS_LOOK,
  type BoardStatus,
  type BookingStatus,
  DEFAULT_DESK_WINDOWS,
  DEFAULT_VENUE,
  type Schedule,
  wallToInstant,
} from '@lounge/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scheduleBlock, scheduleBooking } from '../testing/scheduleBookings';
import { BayBoard } from './BayBoard';

const ZONE = DEFAULT_VENUE.timeZone;
const DAY = '2026-11-21';

const booking = (name: string, bay: string, status: BookingStatus, start: string, end: string) =>
  scheduleBooking(DAY, { id: name, bay, status, start, end });

const schedule: Schedule = {
  date: DAY,
  blocks: [],
  bays: ['1', '2', '3'],
  hours: DEFAULT_VENUE.hours,
  timeZone: ZONE,
  windows: DEFAULT_DESK_WINDOWS,
  bookings: [
    booking('Una', '1', 'confirmed', '18:00', '19:00'),
    booking('Dee', '1', 'confirmed', '17:10', '18:00'),
    booking('Lee', '2', 'confirmed', '16:00', '17:30'),
    booking('Cal', '2', 'checked_in', '17:30', '18:30'),
    booking('Fin', '3', 'checked_in', '15:00', '16:00'),
    booking('Eli', '3', 'confirmed', '16:00', '17:00'),
    booking('Nod', '3', 'no_show', '13:00', '14:00'),
    booking('Xan', '2', 'cancelled', '12:00', '13:00'),
    booking('Hal', '1', 'held', '20:00', '21:00'),
  ],
};

const expected: [string, BoardStatus][] = [
  ['Una', 'upcoming'],
  ['Dee', 'due'],
  ['Lee', 'late'],
  ['Cal', 'checked_in'],
  ['Fin', 'finished'],
  ['Eli', 'ended_unchecked'],
  ['Nod', 'no_show'],
  ['Hal', 'held'],
];

describe.each([
  [1366, 768],
  [1920, 1080],
])('the bay board at %ix%i, at 5:00 PM on the venue day', (width, height) => {
  it('shows each booking’s status at that moment in words on its block; cancelled ones are listed apart', () => {
    window.innerWidth = width;
    window.innerHeight = height;
    render(
      <BayBoard
        schedule={schedule}
        now={wallToInstant(DAY, '17:00', ZONE)}
        onSelect={() => {}}
        onReopen={() => {}}
      />,
    );
    for (const [name, status] of expected) {
      const label = BOARD_STATUS_LOOK[status].label;
      const escaped = label.replace(/[()]/g, '\\$&');
      // A late block adds its countdown to the lounge's release.
      const block = screen.getByRole('button', {
        name: new RegExp(`^${name} Tester, Bay .*, ${escaped}(, Released in \\d+ min|, Releasing now)?$`),
      });
      expect(block.className).toContain(`status-${status}`);
      expect(within(block).getByText(label)).toBeTruthy();
    }
    expect(
      within(screen.getByRole('region', { name: 'Bay 2' })).queryByRole('button', { name: /^Xan/ }),
    ).toBeNull();
    const cancelled = screen.getByRole('region', { name: 'Cancelled today' });
    expect(within(cancelled).getByRole('button', { name: /Xan Tester, Bay 2, 12:00 PM/ })).toBeTruthy();
  });

  it('reads one booking anew as the clock moves: upcoming, due, late, ended without check-in', () => {
    window.innerWidth = width;
    window.innerHeight = height;
    const one: Schedule = { ...schedule, bookings: [booking('Una', '1', 'confirmed', '18:00', '19:00')] };
    // Late, it counts down to the lounge's release (15 minutes after the start), then awaits the sweep.
    const moments: [string, BoardStatus, string][] = [
      ['17:44', 'upcoming', ''],
      ['17:45', 'due', ''],
      ['18:00', 'late', ', Released in 15 min'],
      ['18:59', 'late', ', Releasing now'],
      ['19:00', 'ended_unchecked', ''],
    ];
    const { rerender } = render(
      <BayBoard
        schedule={one}
        now={wallToInstant(DAY, '09:00', ZONE)}
        onSelect={() => {}}
        onReopen={() => {}}
      />,
    );
    for (const [time, status, note] of moments) {
      rerender(
        <BayBoard
          schedule={one}
          now={wallToInstant(DAY, time, ZONE)}
          onSelect={() => {}}
          onReopen={() => {}}
        />,
      );
      const block = screen.getByRole('button', { name: /^Una Tester, Bay 1, / });
      expect(block.getAttribute('aria-label')).toBe(
        `Una Tester, Bay 1, 6:00 PM – 7:00 PM, 1 player, ${BOARD_STATUS_LOOK[status].label}${note}`,
      );
      expect(block.className).toContain(`status-${status}`);
    }
  });
});

describe('a paid private event and a competition round on the board', () => {
  it('are their own kinds of block, each opening its event or round; only a staff block offers Reopen', () => {
    const opened: string[] = [];
    render(
      <BayBoard
        schedule={{
          ...schedule,
          bookings: [],
          blocks: [
            scheduleBlock(
              DAY,
              { id: 'e1', start: '18:00', end: '20:00', reason: 'Private event: Casey Planner, 20 guests' },
              { eventQuoteId: 'q1' },
            ),
            scheduleBlock(
              DAY,
              { id: 'r1', start: '14:00', end: '17:00', reason: 'Winter League, week 1' },
              { competitionRoundId: 'round-1' },
            ),
            scheduleBlock(DAY, { id: 'm1', start: '10:00', end: '11:00', reason: 'Sensor service' }),
            scheduleBlock(
              DAY,
              { id: 'l1', start: '12:00', end: '13:00', reason: 'Lesson: Pat Coach' },
              { lessonId: 'lesson-1' },
            ),
          ],
        }}
        now={wallToInstant(DAY, '09:00', ZONE)}
        onSelect={() => {}}
        onReopen={(id) => opened.push(`reopen ${id}`)}
        onOpenEvent={(id) => opened.push(`event ${id}`)}
        onOpenRound={(id) => opened.push(`round ${id}`)}
      />,
    );
    const bay = screen.getByRole('region', { name: 'Bay 3' });
    const event = within(bay).getByRole('button', {
      name: /^Bay 3 held for a private event, .*Casey Planner, 20 guests\. Open$/,
    });
    expect(within(event).getByText('Private event')).toBeTruthy();
    const round = within(bay).getByRole('button', {
      name: /^Bay 3 held for a competition round, .*Winter League, week 1\. Open$/,
    });
    fireEvent.click(event);
    fireEvent.click(round);
    fireEvent.click(within(bay).getByRole('button', { name: /Bay 3 blocked, .*Sensor service\. Reopen/ }));
    expect(opened).toEqual(['event q1', 'round round-1', 'reopen m1']);
    // A lesson's bay shows its coach and offers nothing to press: cancelling the lesson frees it.
    const lesson = within(bay).getByRole('note', { name: /^Bay 3 held for a lesson, .*Lesson: Pat Coach$/ });
    expect(within(lesson).getByText('Lesson')).toBeTruthy();
    expect(within(bay).queryByRole('button', { name: /Pat Coach/ })).toBeNull();
  });
});

describe('a booking’s open tab on the board', () => {
  it('shows on its own block with its total, and on no other', () => {
    const tab = {
      id: 't1',
      label: 'Bay 2, the Cal party',
      userId: null,
      bookingId: 'Cal',
      bay: '2',
      status: 'open' as const,
      openedAt: '2026-11-22T00:00:00.000Z',
      lines: [],
      totalCents: 3399,
      discountCents: 500,
      discountLabel: 'VIP discount (20% off merchandise)',
      linkOut: false,
      closedAt: null,
    };
    render(
      <BayBoard
        schedule={schedule}
        now={wallToInstant(DAY, '17:00', ZONE)}
        onSelect={() => {}}
        onReopen={() => {}}
        tabs={[tab]}
      />,
    );
    const cal = screen.getByRole('button', { name: /^Cal Tester, Bay 2, .*, Tab \$33\.99$/ });
    expect(within(cal).getByText('Tab $33.99')).toBeTruthy();
    expect(screen.getAllByText(/^Tab \$/)).toHaveLength(1);
  });
});
