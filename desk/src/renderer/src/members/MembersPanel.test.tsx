// @vitest-environment jsdom
import '@lounge/web/testing/setup';
import { MEMBER_STATE_LABELS, MEMBER_STATES, type StaffMemberView, type UserView } from '@lounge/core';
import { stubApi } from '@lounge/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choose } from '../testing/deskDialogs';
import { renderAtDesk } from '../testing/renderAtDesk';
import { MembersPanel } from './MembersPanel';

const jack = {
  id: 'u-jack',
  email: 'jack@example.com',
  firstName: 'Jack',
  lastName: 'Reilly',
  phone: null,
  role: 'member',
  membershipType: 'general',
  membershipStatus: 'monthly',
  createdAt: '2026-01-01T00:00:00.000Z',
  deletedAt: null,
  upcomingBookings: 0,
  guestPassesUsedThisMonth: 0,
} as unknown as StaffMemberView;
const admin = { id: 'a1', firstName: 'Ada', lastName: 'Admin', role: 'admin' } as unknown as UserView;

describe('a role change', () => {
  it('asks before making a member staff', async () => {
    const api = stubApi({
      'GET /api/staff/members*': { body: [jack] },
      'PATCH /api/staff/members/u-jack/role': { body: { ...jack, role: 'staff' } },
    });
    renderAtDesk(<MembersPanel user={admin} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Make Staff' }));
    // antd's popover opens after its own short delay; a busy machine stretches it.
    const ask = await screen.findByText('Make Jack Reilly staff?', {}, { timeout: 12_000 });
    const popover = ask.closest('.ant-popover') as HTMLElement;
    expect(api.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
    // The panel renders again while the question is open (a search typed, the list refetched):
    // the question stays until it is answered.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search members' }), {
      target: { value: 'Jack' },
    });
    await waitFor(() => expect(api.calls.filter((c) => c.path.includes('q=Jack'))).not.toEqual([]));
    expect(screen.queryByText('Make Jack Reilly staff?')).not.toBeNull();
    fireEvent.click(within(popover).getByRole('button', { name: 'Make Staff' }));
    await waitFor(
      () =>
        expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ role: 'staff' }]),
      { timeout: 5_000 },
    );
  });
});

describe('the manager role', () => {
  it('lets an admin make staff a manager, asked first', async () => {
    const sam = {
      ...jack,
      id: 'u-sam',
      firstName: 'Sam',
      lastName: 'Staff',
      role: 'staff',
    } as StaffMemberView;
    const api = stubApi({
      'GET /api/staff/members*': { body: [sam] },
      'PATCH /api/staff/members/u-sam/role': { body: { ...sam, role: 'manager' } },
    });
    renderAtDesk(<MembersPanel user={admin} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Make Manager' }));
    const ask = await screen.findByText('Make Sam Staff a manager?', {}, { timeout: 12_000 });
    expect(api.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
    fireEvent.click(
      within(ask.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Make Manager' }),
    );
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ role: 'manager' }]),
    );
  });
});

describe('members by the state of their plan', () => {
  it('asks the server for the state chosen and shows its answer', async () => {
    const api = stubApi({
      'GET /api/staff/members?state=frozen': { body: [jack] },
      'GET /api/staff/members*': { body: [] },
    });
    renderAtDesk(<MembersPanel user={admin} />);
    await screen.findByText('No members match.');
    await choose('Plan state', MEMBER_STATE_LABELS.frozen);
    expect(await screen.findByRole('button', { name: 'Jack Reilly' })).toBeTruthy();
    expect(api.calls.map((c) => c.path)).toContain('/api/staff/members?state=frozen');
    for (const state of MEMBER_STATES) {
      await choose('Plan state', MEMBER_STATE_LABELS[state]);
      await waitFor(() =>
        expect(api.calls.map((c) => c.path)).toContain(`/api/staff/members?state=${state}`),
      );
    }
  });
});
