/**
 * A bay the lounge closed (a block, a competition's round) reads 'Closed' on the grid and offers no
 * waitlist: the server would refuse to wait for it ('Bay Unavailable'), so the page never asks.
 */
import { memberLabels } from '@lounge/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../testing/fakeApi';
import { freezeDateInEachTest } from '../../testing/frozenDate';
import { makeUser, renderWithApp } from '../../testing/renderWithApp';
import BookingPage from './BookingPage';

// 2026-03-10 10:00 at the venue (MDT, UTC-6, since March 8).
freezeDateInEachTest(new Date('2026-03-10T16:00:00Z'));

const at = (hour: number) => `2026-03-10T${String(hour + 6).padStart(2, '0')}:00:00.000Z`;

describe('the day’s grid', () => {
  it('offers the waitlist for a booked time, never for a time the lounge closed the bay', async () => {
    stubApi({
      'GET /api/bookings': { body: [] },
      'GET /api/bookings/date/*': {
        body: [
          { bayNumber: '1', startTime: at(14), endTime: at(15) },
          { bayNumber: '2', startTime: at(14), endTime: at(15), closed: true },
        ],
      },
    });
    renderWithApp(<BookingPage />, {
      route: '/booking',
      user: makeUser({ membershipType: 'general', membershipStatus: 'monthly' }),
    });
    await screen.findByRole('button', { name: memberLabels.booking.confirm });
    expect(
      await screen.findByRole('button', { name: 'Bay 1 at 2:00 PM: taken, join the waitlist' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Bay 2 at 2:00 PM/ })).toBeNull();
    expect(screen.getByText(/^Bay 2 at 2:00 PM/).parentElement?.textContent).toContain('Closed');
    expect(screen.getByText('Closed: not open for booking then')).toBeTruthy();
  });
});
