// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import { DEFAULT_VENUE, type StaffWaitlistEntry, wallToInstant } from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAtDesk } from '../testing/renderAtDesk';
import { DayWaitlist } from './DayWaitlist';

afterEach(() => vi.unstubAllGlobals());

const ZONE = DEFAULT_VENUE.timeZone;
const DAY = '2026-11-21';
const iso = (time: string) => new Date(wallToInstant(DAY, time, ZONE)).toISOString();
const entry = (over: Partial<StaffWaitlistEntry>): StaffWaitlistEntry => ({
  id: 'w1',
  memberId: 'u1',
  memberName: 'Fran Tester',
  startTime: iso('14:00'),
  endTime: iso('15:00'),
  bayNumber: '1',
  guestCount: 1,
  status: 'waiting',
  position: 1,
  offerExpiresAt: null,
  heldBayNumber: null,
  joinedAt: iso('09:00'),
  ...over,
});

describe('the day’s waitlist at the desk', () => {
  it('lists each entry with the member, time, bay or any, players, status and an offer’s hold; nothing to click', async () => {
    stubApi({
      [`GET /api/staff/waitlist?date=${DAY}`]: {
        body: {
          date: DAY,
          entries: [
            entry({ status: 'offered', heldBayNumber: '1', offerExpiresAt: iso('13:15') }),
            entry({ id: 'w2', memberName: 'Gus Tester', bayNumber: null, guestCount: 3, position: 2 }),
            entry({ id: 'w3', memberName: 'Hal Tester', status: 'left', position: null }),
          ],
        },
      },
    });
    renderAtDesk(<DayWaitlist date={DAY} timeZone={ZONE} />);
    const list = await screen.findByRole('list', { name: 'Waitlist entries' });
    await within(list).findByText('Fran Tester');
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Fran TesterOffered2:00 PM – 3:00 PM · Bay 1 · 1 playerHeld on Bay 1 until 1:15 PM',
      'Gus TesterWaiting · #22:00 PM – 3:00 PM · Any bay · 3 players',
      'Hal TesterLeft2:00 PM – 3:00 PM · Bay 1 · 1 player',
    ]);
    expect(screen.getByRole('heading', { name: 'Waitlist (3)' })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('says when nobody is waiting', async () => {
    stubApi({ [`GET /api/staff/waitlist?date=${DAY}`]: { body: { date: DAY, entries: [] } } });
    renderAtDesk(<DayWaitlist date={DAY} timeZone={ZONE} />);
    expect(await screen.findByText('Nobody on the waitlist that day.')).toBeTruthy();
  });
});
