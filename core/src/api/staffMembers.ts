/** Members and numbers at the desk (/api/staff/members, /api/staff/analytics). */
import type { MembershipStatus } from '../tiers';
import type { AnalyticsEvent } from '../uiTimings';
import type { UserRole } from './statuses';
import type { UserView } from './users';

/** GET /api/staff/members: an account with its upcoming bookings and this month's guest passes used. */
export interface StaffMemberView extends UserView {
  upcomingBookings: number;
  guestPassesUsedThisMonth: number;
}

/** The list's filters (GET /api/staff/members?q=&tier=&status=); '' is no filter. */
export interface MemberFilters {
  q: string;
  tier: '' | 'general' | 'vip' | 'none';
  status: '' | MembershipStatus;
}

/** PATCH /api/staff/members/{id}/role (admins only; an admin is made on the box). */
export interface RoleChangeRequest {
  role: Exclude<UserRole, 'admin'>;
}

/** POST /api/staff/members/{id}/clear-sign-in-limits */
export interface SignInLimitsCleared {
  cleared: true;
}

/** GET /api/staff/analytics?days=: one venue day's count of each event. */
export type AnalyticsDay = { day: string } & Record<AnalyticsEvent, number>;
