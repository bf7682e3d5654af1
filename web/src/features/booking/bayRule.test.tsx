/**
 * A VIP bay (bay 3 here, `resolveVenue({ vipBays: ['3'] })`) shows on the booking page through
 * core's mayBookBay, with no bay rule here: the bay list disables the bay with the reason, and the
 * grid shows its column as not included.
 */
import { bookingMessages, memberLabels, resolveVenue, TIERS } from '@lounge/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openOptions } from '../../testing/antdSelect';
import { stubApi } from '../../testing/fakeApi';
import { freezeDateInEachTest } from '../../testing/frozenDate';
import { makeUser, renderWithApp } from '../../testing/renderWithApp';
import BookingPage from './BookingPage';

const venue = resolveVenue({ vipBays: ['3'] });

// 2026-03-10 10:00 at the venue: the form opens on that day, with later starts free.
freezeDateInEachTest(new Date('2026-03-10T16:00:00Z'));

async function renderBooking(membershipType: 'general' | 'vip') {
  stubApi({ 'GET /api/bookings': { body: [] }, 'GET /api/bookings/date/*': { body: [] } });
  renderWithApp(<BookingPage />, {
    route: '/booking',
    venue,
    user: makeUser({ membershipType, membershipStatus: 'monthly' }),
  });
  await screen.findByRole('button', { name: memberLabels.booking.confirm });
}

const texts = (options: Array<{ text: string; disabled: boolean }>) =>
  options.map((o) => `${o.disabled ? 'x ' : ''}${o.text}`);

describe('a bay kept from the member’s tier, on the booking page', () => {
  it('is disabled in the bay list with the reason, and shown but not offered on the grid', async () => {
    await renderBooking('general');
    const reason = bookingMessages.bayNotForTierLabel(TIERS.general.name);
    expect(texts(await openOptions('Bay'))).toEqual(['Bay 1', 'Bay 2', `x Bay 3 - ${reason}`]);

    expect(await screen.findAllByRole('button', { name: /^Bay 1 at .*: free, choose$/ })).not.toHaveLength(0);
    expect(screen.getByRole('columnheader', { name: /^Bay 3 ?\(not in General membership\)$/ })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Bay 3 at / })).toHaveLength(0);
    expect(screen.getByText(`Not included: ${reason}`)).toBeTruthy();
  });

  it('is offered to a tier that may book it', async () => {
    await renderBooking('vip');
    expect(texts(await openOptions('Bay'))).toEqual(['Bay 1', 'Bay 2', 'Bay 3']);
    expect(await screen.findAllByRole('button', { name: /^Bay 3 at .*: free, choose$/ })).not.toHaveLength(0);
    expect(screen.getByRole('columnheader', { name: 'Bay 3' })).toBeTruthy();
  });
});
