// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import type { ProfileBooking, StaffMemberView } from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberProfile } from '../testing/memberProfiles';
import { renderAtDesk } from '../testing/renderAtDesk';
import { MemberFinder } from './MemberFinder';
import { MemberProfileDrawer } from './MemberProfileDrawer';

afterEach(() => vi.unstubAllGlobals());

const member = (id: string, firstName: string, lastName: string, upcomingBookings: number) =>
  ({
    id,
    email: `${firstName.toLowerCase()}@example.com`,
    firstName,
    lastName,
    phone: '+14065550123',
    role: 'member',
    membershipType: 'general',
    membershipStatus: 'monthly',
    isEmailVerified: true,
    deletedAt: null,
    upcomingBookings,
    guestPassesUsedThisMonth: 0,
  }) as unknown as StaffMemberView;
const jack = member('u-jack', 'Jack', 'Reilly', 2);
const jackie = member('u-jackie', 'Jackie', 'Moss', 0);

const booking = (id: string, startTime: string): ProfileBooking => ({
  id,
  bayNumber: '2',
  bookingDate: startTime.slice(0, 10),
  startTime,
  endTime: startTime.replace('T21', 'T22'),
  status: 'confirmed',
  players: 1,
  guestFee: 0,
  notes: null,
  byStaff: false,
  limitOverride: false,
});
const jackProfile = memberProfile({
  id: 'u-jack',
  email: 'jack@example.com',
  firstName: 'Jack',
  lastName: 'Reilly',
  phone: '+14065550123',
  membershipType: 'general',
  memberSince: '2025-03-04T17:00:00.000Z',
  // 2:00 PM at the venue (America/Denver, standard time).
  upcoming: [booking('b1', '2026-11-28T21:00:00.000Z'), booking('b2', '2026-12-05T21:00:00.000Z')],
});

function renderFinder() {
  const api = stubApi({
    'GET /api/staff/members?q=Jack': { body: [jack, jackie] },
    'GET /api/staff/members?q=Jackie': { body: [jackie] },
    'GET /api/staff/members/u-jack': { body: jackProfile },
    'GET /api/staff/members/u-jackie': {
      body: {
        ...jackProfile,
        id: 'u-jackie',
        email: 'jackie@example.com',
        firstName: 'Jackie',
        lastName: 'Moss',
        upcoming: [],
      },
    },
    'GET /api/staff/payments*': { body: [] },
  });
  renderAtDesk(
    <Provider store={createStore()}>
      <MemberFinder />
      <MemberProfileDrawer />
    </Provider>,
  );
  return api;
}

describe('finding a caller by name', () => {
  it('lists the matches with their next bookings; with two, Enter keeps the list until one is chosen', async () => {
    renderFinder();
    let clicks = 0;
    let keys = 0;
    const field = screen.getByRole('combobox', { name: 'Find a member' });
    fireEvent.click(field);
    clicks++;
    fireEvent.change(field, { target: { value: 'Jack' } });
    const list = await screen.findByRole('listbox', { name: 'Members found' });
    const jackOption = await within(list).findByText(/Sat Nov 28 2:00 PM, Bay 2/);
    expect(jackOption.textContent).toBe('Sat Nov 28 2:00 PM, Bay 2 · Sat Dec 5 2:00 PM, Bay 2');
    const options = within(list).getAllByRole('option');
    // Two match: none is taken for the caller until staff choose.
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'false']);
    expect(options[0]?.textContent).toContain('(406) 555-0123 · #ujack');
    expect(options[1]?.textContent).toContain('No bookings to come');

    fireEvent.keyDown(field, { key: 'Enter' });
    keys++;
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((field as HTMLInputElement).value).toBe('Jack');
    expect(within(list).getAllByRole('option')).toHaveLength(2);

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });
    keys += 2;
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('jack@example.com');
    expect({ clicks, keys }).toEqual({ clicks: 1, keys: 3 });
    // The field is cleared for the next call.
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('opens the one member matching with Enter', async () => {
    renderFinder();
    const field = screen.getByRole('combobox', { name: 'Find a member' });
    fireEvent.change(field, { target: { value: 'Jackie' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('option').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText('jackie@example.com')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('picks another match with the arrow keys or a click, and Enter never opens an older search’s match', async () => {
    renderFinder();
    const field = screen.getByRole('combobox', { name: 'Find a member' });
    fireEvent.change(field, { target: { value: 'Jack' } });
    await screen.findByRole('listbox', { name: 'Members found' });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    // Typed on: Enter before the new answer opens nothing.
    fireEvent.change(field, { target: { value: 'Jackie' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    // Nothing opened: opening a profile clears the field.
    expect((field as HTMLInputElement).value).toBe('Jackie');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    fireEvent.click(screen.getByRole('option'));
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
    // The list is gone; the address is the profile's.
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(await screen.findByText('jackie@example.com')).toBeTruthy();
  });
});
