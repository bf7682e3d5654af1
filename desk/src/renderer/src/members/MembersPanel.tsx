/**
 * Members at the desk: search by name or email, filter by tier, status and the plan's state (frozen,
 * a freeze scheduled, cancelling, in the money-back guarantee; the server searches, up
 * to 200 at a time), each with upcoming bookings and guest passes used this month. A name opens the
 * member's profile (bookings, notes, payments). 'Book' opens the
 * desk booking dialog for them; 'Account' corrects a member's name and phone (and, for admins,
 * deletes the account on the member's request); admins can make a member staff, or staff a member again.
 */

import {
  MEMBER_STATE_LABELS,
  MEMBER_STATES,
  MEMBERSHIP_STATUSES,
  type MemberFilters,
  type StaffMemberView,
  type UserView,
} from '@lounge/core';
import { showToast } from '@lounge/web/feedback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Button, Popconfirm, Tag } from 'antd';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { refusalText, staffApi } from '../api/staffApi';
import { sectionAtom } from '../app/sections';
import { newBookingAtom } from '../board/boardAtoms';
import { MemberPaymentsModal } from '../payments/MemberPaymentsModal';
import { ContactCell } from '../tables/cells';
import type { DeskColumn } from '../tables/DataTable';
import { FilterSelect, ListPanel } from '../tables/ListPanel';
import { useVenue } from '../ui/useVenue';
import { venueDateTimeOf } from '../ui/venueTime';
import { ClearSignInLimitsButton } from './ClearSignInLimitsButton';
import { MemberAccountActions } from './MemberAccountActions';
import { useOpenMemberProfile } from './memberProfileAtoms';

const column = createColumnHelper<StaffMemberView>();
const TIER_LABELS = { general: 'General', vip: 'VIP' } as const;
const STATUS_LABELS = {
  pending: 'Pending',
  intro: 'Intro',
  monthly: 'Monthly',
  inactive: 'Inactive',
} as const;

type GivenRole = 'member' | 'staff' | 'manager' | 'coach';

/**
 * What an admin may make of each account: a member staff; staff a manager or a member again; a
 * manager staff again (docs/decisions/054); a member a coach (docs/lessons.md) and back. An admin is
 * made on the box.
 */
const ROLE_STEPS: Record<
  GivenRole,
  { to: GivenRole; label: string; title: (name: string) => string; description: string }[]
> = {
  member: [
    {
      to: 'staff',
      label: 'Make Staff',
      title: (name) => `Make ${name} staff?`,
      description: 'They can sign in to the desk and see every member and booking.',
    },
    {
      to: 'coach',
      label: 'Make Coach',
      title: (name) => `Make ${name} a coach?`,
      description: 'They see their own lessons and students, and nothing else of the desk.',
    },
  ],
  coach: [
    {
      to: 'member',
      label: 'Make Member',
      title: (name) => `Make ${name} a member again?`,
      description: 'They no longer see the lessons they teach.',
    },
  ],
  staff: [
    {
      to: 'manager',
      label: 'Make Manager',
      title: (name) => `Make ${name} a manager?`,
      description:
        'They can also cancel memberships, freeze past the yearly limit, change the site’s photos and legal texts, set official handicaps and cancel paid events.',
    },
    {
      to: 'member',
      label: 'Make Member',
      title: (name) => `Make ${name} a member again?`,
      description: 'They can no longer sign in to the desk.',
    },
  ],
  manager: [
    {
      to: 'staff',
      label: 'Make Staff',
      title: (name) => `Make ${name} plain staff again?`,
      description: 'They keep the day’s work at the desk, without the manager’s steps.',
    },
  ],
};

export function MembersPanel({ user }: { user: UserView }) {
  const zone = useVenue()?.timeZone ?? 'UTC';
  const [filters, setFilters] = useState<MemberFilters>({ q: '', tier: '', status: '', state: '' });
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setFilters((f) => ({ ...f, q: typed })), 300);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const members = useQuery({
    queryKey: ['members', 'list', filters],
    queryFn: () => staffApi.members(filters),
    placeholderData: (previous) => previous,
  });
  const client = useQueryClient();
  const setRole = useMutation({
    mutationFn: ({ id, role }: { id: string; role: GivenRole }) => staffApi.setRole(id, role),
    onSuccess: (member) =>
      showToast({ title: `${member.firstName} ${member.lastName} is now ${member.role}`, kind: 'success' }),
    onError: (error) => showToast({ ...refusalText(error), kind: 'error' }),
    onSettled: () => client.invalidateQueries({ queryKey: ['members'] }),
  });
  const openBooking = useSetAtom(newBookingAtom);
  const openProfile = useOpenMemberProfile();
  const showSection = useSetAtom(sectionAtom);
  const isAdmin = user.role === 'admin';
  const [paymentsOf, setPaymentsOf] = useState<{ id: string; name: string } | null>(null);
  const [accountOf, setAccountOf] = useState<StaffMemberView | null>(null);

  const columns: DeskColumn<StaffMemberView>[] = [
    column.accessor((m) => `${m.lastName}, ${m.firstName}`, {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => (
        <Button type="link" className="link-button" onClick={() => openProfile(row.original.id)}>
          {row.original.firstName} {row.original.lastName}
        </Button>
      ),
    }),
    column.accessor('email', {
      header: 'Email',
      cell: ({ getValue, row }) => <ContactCell email={getValue()} verified={row.original.isEmailVerified} />,
    }),
    column.accessor((m) => (m.membershipType ? TIER_LABELS[m.membershipType] : ''), {
      id: 'tier',
      header: 'Tier',
    }),
    column.accessor((m) => STATUS_LABELS[m.membershipStatus], { id: 'status', header: 'Status' }),
    column.accessor((m) => m.membershipExpiresAt ?? '', {
      id: 'expires',
      header: 'Renews / ends',
      cell: ({ getValue }) => venueDateTimeOf(getValue() || null, zone),
    }),
    column.accessor('upcomingBookings', { header: 'Upcoming' }),
    column.accessor('guestPassesUsedThisMonth', { header: 'Guest passes (month)' }),
    column.accessor('role', {
      header: 'Role',
      cell: ({ getValue }) =>
        getValue() === 'member' ? (
          'Member'
        ) : (
          <Tag color={getValue() === 'admin' ? 'purple' : getValue() === 'manager' ? 'geekblue' : 'blue'}>
            {getValue()}
          </Tag>
        ),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const m = row.original;
        return (
          <div className="row-actions">
            <Button
              size="small"
              onClick={() => {
                openBooking({ member: { id: m.id, name: `${m.firstName} ${m.lastName}` } });
                showSection('board');
              }}
            >
              Book
            </Button>
            <Button
              size="small"
              onClick={() => setPaymentsOf({ id: m.id, name: `${m.firstName} ${m.lastName}` })}
            >
              Payments
            </Button>
            {m.role === 'member' && !m.deletedAt && (
              <Button size="small" onClick={() => setAccountOf(m)}>
                Account
              </Button>
            )}
            {isAdmin && !m.deletedAt && (
              <ClearSignInLimitsButton memberId={m.id} name={`${m.firstName} ${m.lastName}`} />
            )}
            {isAdmin &&
              m.role !== 'admin' &&
              ROLE_STEPS[m.role].map((step) => (
                <Popconfirm
                  key={step.to}
                  title={step.title(`${m.firstName} ${m.lastName}`)}
                  description={step.description}
                  okText={step.label}
                  cancelText="Keep As Is"
                  onConfirm={() => setRole.mutate({ id: m.id, role: step.to })}
                >
                  <Button size="small" loading={setRole.isPending && setRole.variables?.id === m.id}>
                    {step.label}
                  </Button>
                </Popconfirm>
              ))}
          </div>
        );
      },
    }),
  ];

  return (
    <>
      <MemberPaymentsModal member={paymentsOf} onClose={() => setPaymentsOf(null)} />
      <MemberAccountActions member={accountOf} isAdmin={isAdmin} onClose={() => setAccountOf(null)} />
      <ListPanel
        searchLabel="Search members"
        searchPlaceholder="Search by name or email"
        typed={typed}
        onSearch={setTyped}
        toolbar={
          <>
            <FilterSelect
              label="Tier"
              value={filters.tier}
              onChange={(tier) => setFilters((f) => ({ ...f, tier }))}
              options={[
                { value: '', label: 'All tiers' },
                { value: 'general', label: 'General' },
                { value: 'vip', label: 'VIP' },
                { value: 'none', label: 'No membership' },
              ]}
            />
            <FilterSelect
              label="Membership status"
              value={filters.status}
              onChange={(status) => setFilters((f) => ({ ...f, status }))}
              options={[
                { value: '', label: 'All statuses' },
                ...MEMBERSHIP_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
              ]}
            />
            <FilterSelect
              label="Plan state"
              value={filters.state}
              onChange={(state) => setFilters((f) => ({ ...f, state }))}
              options={[
                { value: '', label: 'Any plan state' },
                ...MEMBER_STATES.map((value) => ({ value, label: MEMBER_STATE_LABELS[value] })),
              ]}
            />
          </>
        }
        label="Members"
        data={members.data ?? []}
        columns={columns}
        getRowId={(m) => m.id}
        initialSorting={[{ id: 'name', desc: false }]}
        empty="No members match."
        loading={members.isLoading}
      />
    </>
  );
}
