/** Members at the desk (/api/staff/members). */
import Joi from 'joi';
import { MEMBERSHIP_STATUSES } from '../tiers';
import { exactly, extend, int, object, oneOf, optional, type Sent, type Shape } from './shape';
import { MEMBER_STATES } from './statuses';
import { UserView } from './users';

/** GET /api/staff/members: an account with its upcoming bookings and this month's guest passes used. */
export const StaffMemberView = extend(UserView, { upcomingBookings: int, guestPassesUsedThisMonth: int });
export type StaffMemberView = Shape<typeof StaffMemberView>;

/** GET /api/staff/members?q=&tier=&status=&state=: each left out when it does not filter. */
export const MemberQuery = object({
  q: optional(Joi.string().allow('').max(100)),
  tier: optional(oneOf(['general', 'vip', 'none'])),
  status: optional(oneOf(MEMBERSHIP_STATUSES)),
  state: optional(oneOf(MEMBER_STATES)),
});

type MemberQuery = Shape<typeof MemberQuery>;
/** The desk's filters of that list, as its form holds them: each key of the query, '' for no filter (sent as no key). */
export type MemberFilters = { [K in keyof MemberQuery]-?: '' | NonNullable<MemberQuery[K]> };

/** PATCH /api/staff/members/{id}/role (admins only; an admin is made on the box): member, staff, manager or coach. */
export const RoleChangeRequest = object({ role: oneOf(['member', 'staff', 'manager', 'coach']) }).label(
  'request body',
);
export type RoleChangeRequest = Sent<typeof RoleChangeRequest>;

/** POST /api/staff/members/{id}/clear-sign-in-limits */
export const SignInLimitsCleared = object({ cleared: exactly(true) });
export type SignInLimitsCleared = Shape<typeof SignInLimitsCleared>;
