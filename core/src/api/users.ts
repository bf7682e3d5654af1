/**
 * An account as the API shows it: never its password hash or payment-provider ids. The server's one
 * `userView` (server/src/users/userView.ts) picks these keys from the users row; a test
 * (server/test/rowViews.test.ts) holds the row's columns and this schema's keys together.
 */
import Joi from 'joi';
import { MEMBERSHIP_STATUSES, MEMBERSHIP_TYPES } from '../tiers';
import { profileKeys } from './profile';
import {
  bool,
  exactly,
  extend,
  formText,
  id,
  int,
  nullable,
  object,
  oneOf,
  optional,
  type Sent,
  type Shape,
  text,
  writtenLine,
} from './shape';
import { USER_ROLES } from './statuses';

/**
 * POST /api/auth/login and /signup, PATCH /api/auth/user (and its preferences), the desk's
 * PATCH /api/staff/members/{id} and /role.
 */
export const UserView = object({
  id,
  email: text,
  /** The member's own details (profile.ts). */
  ...profileKeys,
  profileImageUrl: nullable(text),
  role: oneOf(USER_ROLES),
  membershipType: nullable(oneOf(MEMBERSHIP_TYPES)),
  membershipStatus: oneOf(MEMBERSHIP_STATUSES),
  membershipExpiresAt: nullable(text),
  /** A downgrade waiting for the paid period to end, and when it applies. */
  pendingMembershipType: nullable(oneOf(MEMBERSHIP_TYPES)),
  pendingChangeAt: nullable(text),
  authProvider: text,
  isEmailVerified: bool,
  /** The reminder email before each booking; on unless the member turned it off. */
  emailReminders: bool,
  /** Set when the account was deleted (its name reads 'Deleted member'). */
  deletedAt: nullable(text),
  /** When the account was made: the dashboard's 'member since'. */
  createdAt: text,
  updatedAt: text,
});
export type UserView = Shape<typeof UserView>;

/** GET /api/auth/user and /api/auth/session: the signed-in account, with the month's VIP passes left. */
export const AccountView = extend(UserView, {
  /** VIP passes left this venue month; null for a tier without passes. */
  guestPassesLeft: nullable(int),
});
export type AccountView = Shape<typeof AccountView>;

// Shapes only: the rules and their messages are core's (validateSignupRequest, validateLogin,
// validateForgotPassword, validatePasswordReset), so each field may be absent or ''.

/** POST /api/auth/login */
export const LoginRequest = object({ email: formText(320), password: formText(1024) });
export type LoginRequest = Sent<typeof LoginRequest>;

/** POST /api/auth/signup (and pre-checkout's account). */
export const SignupRequest = object({
  email: formText(320),
  password: formText(1024),
  firstName: optional(writtenLine(200)),
  lastName: optional(writtenLine(200)),
  /** Optional: '' or null for none. */
  phone: optional(nullable(Joi.string().allow('').max(60))),
  // From pre-checkout: the plan being bought. An account can only ever start as pending; payment
  // activates it (docs/payments.md), never the sign-up request.
  membershipType: optional(nullable(oneOf(MEMBERSHIP_TYPES))),
  membershipStatus: optional(nullable(oneOf(['pending']))),
});
export type SignupRequest = Sent<typeof SignupRequest>;

/** POST /api/auth/forgot-password */
export const ForgotPasswordRequest = object({ email: formText(320) });
export type ForgotPasswordRequest = Sent<typeof ForgotPasswordRequest>;

/** POST /api/auth/reset-password */
export const ResetPasswordRequest = object({
  token: formText(200),
  password: formText(1024),
  confirmPassword: formText(1024),
});
export type ResetPasswordRequest = Sent<typeof ResetPasswordRequest>;

/** PATCH /api/auth/user/preferences */
export const PreferencesRequest = object({ emailReminders: Joi.boolean().strict() }).label('request body');
export type PreferencesRequest = Sent<typeof PreferencesRequest>;

/**
 * GET /api/auth/session: who is signed in, asked by every page. Signed out is an ordinary answer
 * here ({ user: null }, 200), not a refusal, so a visitor's browser logs no failed request on every
 * page; GET /api/auth/user keeps its 401 for callers that need a signed-in user.
 */
export const SessionAnswer = object({ user: nullable(AccountView) });
export type SessionAnswer = Shape<typeof SessionAnswer>;

/** POST /api/auth/logout */
export const SignedOut = object({ success: exactly(true) });
export type SignedOut = Shape<typeof SignedOut>;
