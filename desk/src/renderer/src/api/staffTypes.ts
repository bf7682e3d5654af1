/** What the staff API answers (server/src/routes/staff*.ts), as the console reads it. */
import type { BayBlockView, BoardStatus, MembershipStatus, MembershipType, VenueHours } from '@lounge/core';

export type UserRole = 'member' | 'staff' | 'admin';

/** The signed-in account (GET /api/auth/user): the public user, with its role. */
export interface StaffUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
}

export interface ScheduleMember {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  membershipType: MembershipType | null;
}

export interface ScheduleBooking {
  id: string;
  bayNumber: string;
  bookingDate: string;
  /** ISO 8601 UTC instants. */
  startTime: string;
  endTime: string;
  /** The stored status: held, confirmed, checked_in, no_show, cancelled, completed. */
  status: string;
  /** What a member would see: a confirmed booking that has ended reads completed. */
  displayStatus: string;
  /** The board's status when the schedule was read (the console recomputes it as time passes). */
  boardStatus: BoardStatus;
  players: number;
  /** Guest fee paid, in cents. */
  guestFee: number;
  notes: string | null;
  /** The staff member who booked it at the desk, if one did. */
  createdBy: string | null;
  limitOverride: boolean;
  member: ScheduleMember;
}

export interface Schedule {
  date: string;
  /** The bays closed that day (maintenance, private events). */
  blocks: BayBlockView[];
  bays: string[];
  hours: VenueHours;
  timeZone: string;
  bookings: ScheduleBooking[];
}

export interface NewDeskBooking {
  userId: string;
  bayNumber: string;
  bookingDate: string;
  /** 'HH:mm', or the ISO instant where the wall time repeats that day. */
  startTime: string;
  endTime: string;
  /** Players, the member included (the product's guestCount). */
  guestCount: string;
  notes: string;
  override: boolean;
  guestFeeCollected: boolean;
}

export type TourStatus = 'scheduled' | 'confirmed' | 'completed' | 'cancelled';

export interface Tour {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  preferredDate: string;
  preferredTime: string;
  partySize: number;
  specialRequests: string | null;
  status: TourStatus;
  confirmedDate: string | null;
  confirmedTime: string | null;
  notes: string | null;
  createdAt: string;
}

export type InquiryKind = 'events' | 'contact';

interface InquiryBase {
  id: string;
  email: string;
  phone: string | null;
  message: string;
  createdAt: string;
  handledAt: string | null;
  handledBy: string | null;
  notes: string | null;
}

export interface EventInquiryRow extends InquiryBase {
  contactName: string;
  eventType: string;
  eventDate: string | null;
  guestCount: string | null;
}

export interface ContactInquiryRow extends InquiryBase {
  firstName: string;
  lastName: string;
  inquiryType: string;
}

export interface InquiryRows {
  events: EventInquiryRow;
  contact: ContactInquiryRow;
}

export interface StaffMember {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Optional, E.164. */
  phone?: string | null;
  /** Set when the account was deleted (its name reads 'Deleted member'). */
  deletedAt?: string | null;
  role: UserRole;
  membershipType: MembershipType | null;
  membershipStatus: MembershipStatus;
  membershipExpiresAt: string | null;
  createdAt: string;
  upcomingBookings: number;
  guestPassesUsedThisMonth: number;
}

export interface MemberFilters {
  q: string;
  tier: '' | 'general' | 'vip' | 'none';
  status: '' | MembershipStatus;
}

export interface AnalyticsDay {
  day: string;
  page_view: number;
  join_now_click: number;
  popup_close: number;
}

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed', 'logged'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A message of the outbox (GET /api/staff/outbox), newest first. */
export interface OutboxMessage {
  id: string;
  /** booking_confirmed, password_reset, waitlist_offer... */
  kind: string;
  to: string;
  subject: string;
  /** The plain-text body, as sent (or kept). */
  text: string;
  /** An invite.ics rides along (booking messages). */
  hasCalendar: boolean;
  /** logged: kept here (and in the log) because the server has no SMTP_URL. */
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string | null;
}
