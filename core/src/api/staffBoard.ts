/** The desk's bay board (/api/staff/schedule and /api/staff/bookings): the day, and bookings made or changed at the desk. */
import type { BoardStatus, DeskWindows } from '../boardStatus';
import type { CorrectedStatus } from '../statusCorrection';
import type { MembershipType } from '../tiers';
import type { VenueHours } from '../venue';
import type { BayBlockView } from './blocks';
import type { BookingView } from './bookings';
import type { DeskPaymentMethod } from './payments';

/** Who a booking on the board is for. */
export interface ScheduleMember {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  membershipType: MembershipType | null;
}

/** A booking on the board: the member's view of it, with what the desk needs besides. */
export interface ScheduleBooking extends BookingView {
  /** What a member would see: a confirmed booking that has ended reads completed. */
  displayStatus: string;
  /** The board's status when the schedule was read (the console recomputes it as time passes). */
  boardStatus: BoardStatus;
  players: number;
  /** The staff member who booked it at the desk, if one did. */
  createdBy: string | null;
  limitOverride: boolean;
  member: ScheduleMember;
}

/** GET /api/staff/schedule?date= */
export interface Schedule {
  date: string;
  /** The bays closed that day (maintenance, private events). */
  blocks: BayBlockView[];
  bays: readonly string[];
  hours: VenueHours;
  timeZone: string;
  /** The venue's check-in and no-show windows, so the desk offers what the server allows. */
  windows: DeskWindows;
  bookings: ScheduleBooking[];
}

/**
 * POST /api/staff/bookings/{id}/correct: after a booking has ended, what happened, with a reason
 * (audited). Answers the booking; the same status again answers it unchanged.
 */
export interface StaffCorrectionRequest {
  status: CorrectedStatus;
  reason: string;
}

/** POST /api/staff/bookings/{id}/cancel */
export interface StaffCancelRequest {
  reason: string;
}

/** What the desk adds to a booking's fields when it books or edits. */
interface DeskBookingOptions {
  /** Book past the tier's limits; recorded on the booking and in the audit trail. */
  override: boolean;
  /** Guests beyond free passes pay at the desk; staff confirm they collected it. */
  guestFeeCollected: boolean;
}

/** POST /api/staff/bookings: a booking made at the desk for a member. */
export interface DeskBookingRequest extends DeskBookingOptions {
  userId: string;
  bayNumber: string;
  bookingDate: string;
  /** 'HH:mm', or the ISO instant where the wall time repeats that day. */
  startTime: string;
  endTime: string;
  /** Players, the member included (the product's guestCount). */
  guestCount: string;
  notes: string;
  /** How a collected guest fee was taken at the counter, kept on its ledger row. */
  paymentMethod?: DeskPaymentMethod;
  /**
   * A walk-in: the member is here now. The start may be the slot under way (core's walkInStart),
   * and the booking is checked in as it is made, in the same transaction.
   */
  walkIn?: boolean;
}

/** PATCH /api/staff/bookings/{id}: a move, a new length or new players (any of the booking's fields). */
export interface StaffEditRequest extends Partial<DeskBookingOptions> {
  /** Added guests' fee left for the member to pay later (a pending desk row), instead of collected. */
  guestFeeOwed?: boolean;
  bayNumber?: string;
  bookingDate?: string;
  startTime?: string;
  endTime?: string;
  guestCount?: string;
  notes?: string | null;
}
