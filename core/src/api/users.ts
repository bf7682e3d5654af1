/** An account as the API shows it: never its password hash or payment-provider ids. */
import type { MembershipStatus, MembershipType } from '../tiers';
import type { UserRole } from './statuses';

/**
 * POST /api/auth/login and /signup, PATCH /api/auth/user (and its preferences), the desk's
 * PATCH /api/staff/members/{id} and /role.
 */
export interface UserView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Optional, E.164. */
  phone: string | null;
  profileImageUrl: string | null;
  role: UserRole;
  membershipType: MembershipType | null;
  membershipStatus: MembershipStatus;
  membershipExpiresAt: string | null;
  /** A downgrade waiting for the paid period to end, and when it applies. */
  pendingMembershipType: MembershipType | null;
  pendingChangeAt: string | null;
  authProvider: string;
  isEmailVerified: boolean;
  /** The reminder email before each booking; on unless the member turned it off. */
  emailReminders: boolean;
  /** Set when the account was deleted (its name reads 'Deleted member'). */
  deletedAt: string | null;
  /** When the account was made: the dashboard's 'member since'. */
  createdAt: string;
  updatedAt: string;
}

/** GET /api/auth/user and /api/auth/session: the signed-in account, with the month's VIP passes left. */
export interface AccountView extends UserView {
  /** VIP passes left this venue month; null for a tier without passes. */
  guestPassesLeft: number | null;
}

/** POST /api/auth/login */
export interface LoginRequest {
  email: string;
  password: string;
}

/** POST /api/auth/signup (and pre-checkout's account). */
export interface SignupRequest {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Optional: '' or null for none. */
  phone?: string | null;
  /** From pre-checkout: the plan being bought; the account starts pending until payment. */
  membershipType?: MembershipType | null;
  membershipStatus?: 'pending' | null;
}

/** POST /api/auth/forgot-password */
export interface ForgotPasswordRequest {
  email: string;
}

/** POST /api/auth/reset-password */
export interface ResetPasswordRequest {
  token: string;
  password: string;
  confirmPassword: string;
}

/** PATCH /api/auth/user/preferences */
export interface PreferencesRequest {
  emailReminders: boolean;
}
