/**
 * A member's profile at the desk (GET /api/staff/members/{id}) and the staff notes on it
 * (POST /api/staff/members/{id}/notes, PATCH /api/staff/members/{id}/notes/{noteId}).
 */
import type { MembershipStatus, MembershipType } from '../tiers';
import type { StaffPaymentView } from './payments';

/** A staff note on a member, with who wrote it and who changed it last. */
export interface MemberNoteView {
  id: string;
  body: string;
  createdAt: string;
  /** Staff member's name, or null when that account is gone. */
  createdBy: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

/** POST and PATCH bodies of a note. */
export interface MemberNoteRequest {
  body: string;
}

/** One of the member's bookings as the profile lists it. */
export interface ProfileBooking {
  id: string;
  bayNumber: string;
  bookingDate: string;
  /** ISO 8601 UTC instants. */
  startTime: string;
  endTime: string;
  /** The stored status (held, confirmed, checked_in, no_show, cancelled, completed). */
  status: string;
  players: number;
  /** Guest fee paid, in cents. */
  guestFee: number;
  notes: string | null;
  /** Booked at the desk rather than by the member. */
  byStaff: boolean;
  limitOverride: boolean;
}

export interface MemberProfile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** E.164, or null when the member gave none. */
  phone: string | null;
  role: 'member' | 'staff' | 'admin';
  membershipType: MembershipType | null;
  membershipStatus: MembershipStatus;
  membershipExpiresAt: string | null;
  /** When the account was made (ISO instant). */
  memberSince: string;
  /** The member has proven the address (followed a link sent to it). */
  emailVerified: boolean;
  deletedAt: string | null;
  guestPasses: { month: string; used: number; allowance: number; left: number };
  /** No-shows marked by staff in the last `noShows.days` venue days. */
  noShows: { count: number; days: number };
  /** Still to come, soonest first. */
  upcoming: ProfileBooking[];
  /** Played, missed or cancelled, latest first; the latest PROFILE_PAST_LIMIT of `pastTotal`. */
  past: ProfileBooking[];
  pastTotal: number;
  /** Newest first. */
  notes: MemberNoteView[];
  /** The ledger's rows for the member, newest first. */
  payments: StaffPaymentView[];
}

/** How many past bookings the profile lists. */
export const PROFILE_PAST_LIMIT = 20;
