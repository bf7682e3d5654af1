/** A member's desk profile and search row for the console's component tests: the account's fields written once. */
import { ERASED_PROFILE, type MemberProfile, type StaffMemberView } from '@lounge/core';

/** A VIP member, Sam Tester, with nothing booked, noted or paid; `over` changes any field. */
export function memberProfile(over: Partial<MemberProfile> = {}): MemberProfile {
  return {
    id: '00000000-0000-4000-8000-000000000000',
    email: 'sam@example.com',
    // Every profile field as core leaves it empty (an erased account's), then the names.
    ...ERASED_PROFILE,
    firstName: 'Sam',
    lastName: 'Tester',
    role: 'member',
    membershipType: 'vip',
    membershipStatus: 'monthly',
    membershipExpiresAt: null,
    memberSince: '2026-01-01T00:00:00.000Z',
    emailVerified: true,
    deletedAt: null,
    guestPasses: { month: '2026-11', used: 0, allowance: 0, left: 0 },
    membershipDates: { frozenFrom: null, frozenUntil: null, endsOn: null, guaranteeUntil: null },
    noShows: { count: 0, days: 90 },
    upcoming: [],
    past: [],
    pastTotal: 0,
    notes: [],
    payments: [],
    ...over,
  };
}

/** A General member, Jack Reilly, as the desk's member search lists him; `over` changes any field. */
export function staffMember(over: Partial<StaffMemberView> = {}): StaffMemberView {
  return {
    id: 'u-jack',
    email: 'jack@example.com',
    firstName: 'Jack',
    lastName: 'Reilly',
    role: 'member',
    membershipType: 'general',
    membershipStatus: 'monthly',
    upcomingBookings: 0,
    guestPassesUsedThisMonth: 0,
    ...over,
  } as StaffMemberView;
}

/** GET /api/staff/members/{id}/cancel for a plan with nothing cancelled: notice to January 21, 2027, one more $99. */
export const cancelOptions = {
  cancellation: null,
  notice: {
    noticeEndsOn: '2026-12-31',
    endsOn: '2027-01-22',
    lastDay: '2027-01-21',
    charges: [{ on: '2026-12-22', cents: 9900 }],
    summary: 'One more payment of $99 on December 22, 2026; your membership ends on January 21, 2027.',
  },
  guarantee: null,
};
