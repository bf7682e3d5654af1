/**
 * A member's profile at the desk (GET /api/staff/members/{id}) and the staff notes on it
 * (POST /api/staff/members/{id}/notes, PATCH /api/staff/members/{id}/notes/{noteId}).
 */
import { MEMBERSHIP_STATUSES, MEMBERSHIP_TYPES } from '../tiers';
import { MembershipDates } from './membershipTerms';
import { StaffPaymentView } from './payments';
import { ProfileView } from './profile';
import {
  bool,
  extend,
  id,
  int,
  list,
  nullable,
  object,
  oneOf,
  type Sent,
  type Shape,
  text,
  writtenLines,
} from './shape';
import { USER_ROLES } from './statuses';

/** A staff note on a member, with who wrote it and who changed it last. */
export const MemberNoteView = object({
  id,
  body: text,
  createdAt: text,
  /** Staff member's name, or null when that account is gone. */
  createdBy: nullable(text),
  updatedAt: text,
  updatedBy: nullable(text),
});
export type MemberNoteView = Shape<typeof MemberNoteView>;

/** POST and PATCH bodies of a note: joi checks the shape only; core's validateMemberNote the text. */
export const MemberNoteRequest = object({ body: writtenLines(10_000) }).label('request body');
export type MemberNoteRequest = Sent<typeof MemberNoteRequest>;

/** One of the member's bookings as the profile lists it. */
export const ProfileBooking = object({
  id,
  bayNumber: text,
  bookingDate: text,
  /** ISO 8601 UTC instants. */
  startTime: text,
  endTime: text,
  /** The stored status (held, confirmed, checked_in, no_show, cancelled, completed). */
  status: text,
  players: int,
  /** Guest fee paid, in cents. */
  guestFee: int,
  notes: nullable(text),
  /** Booked at the desk rather than by the member. */
  byStaff: bool,
  limitOverride: bool,
});
export type ProfileBooking = Shape<typeof ProfileBooking>;

/** The member's profile (profile.ts), with what the desk needs to know of them. */
export const MemberProfile = extend(ProfileView, {
  id,
  email: text,
  role: oneOf(USER_ROLES),
  membershipType: nullable(oneOf(MEMBERSHIP_TYPES)),
  membershipStatus: oneOf(MEMBERSHIP_STATUSES),
  membershipExpiresAt: nullable(text),
  /** When the account was made (ISO instant). */
  memberSince: text,
  /** The member has proven the address (followed a link sent to it). */
  emailVerified: bool,
  deletedAt: nullable(text),
  guestPasses: object({ month: text, used: int, allowance: int, left: int }),
  /** The freeze, the last day of a cancellation with notice, and the guarantee's last day. */
  membershipDates: MembershipDates,
  /** No-shows marked by staff in the last `noShows.days` venue days. */
  noShows: object({ count: int, days: int }),
  /** Still to come, soonest first. */
  upcoming: list(ProfileBooking),
  /** Played, missed or cancelled, latest first; the latest PROFILE_PAST_LIMIT of `pastTotal`. */
  past: list(ProfileBooking),
  pastTotal: int,
  /** Newest first. */
  notes: list(MemberNoteView),
  /** The ledger's rows for the member, newest first. */
  payments: list(StaffPaymentView),
});
export type MemberProfile = Shape<typeof MemberProfile>;
