/** The desk's bay board (/api/staff/schedule and /api/staff/bookings): the day, and bookings made or changed at the desk. */
import Joi from 'joi';
import { BOARD_STATUSES, type DeskWindows } from '../boardStatus';
import { CORRECTED_STATUSES } from '../statusCorrection';
import { MEMBERSHIP_TYPES } from '../tiers';
import type { VenueHours } from '../venue';
import { BayBlockView } from './blocks';
import { BookingView, bookingFields } from './bookings';
import { profileKeys } from './profile';
import {
  bool,
  describes,
  extend,
  id,
  int,
  list,
  nullable,
  object,
  oneOf,
  optional,
  readonlyList,
  type Sent,
  type Shape,
  text,
  uuid,
  withDefault,
  words,
} from './shape';
import { DESK_PAYMENT_METHODS } from './statuses';

/**
 * A member as the desk's views of a day show them (the board, the day sheet, printed and CSV):
 * declared once. The server selects the users columns of these keys (`bookingsOfDayWithMembers`),
 * this schema checks the answer, and the type follows; the member's profile (profile.ts) is part of
 * it, so a profile field reaches these views with no change here.
 */
export const ScheduleMember = object({
  id,
  email: text,
  ...profileKeys,
  membershipType: nullable(oneOf(MEMBERSHIP_TYPES)),
});
export type ScheduleMember = Shape<typeof ScheduleMember>;

/** A booking on the board: the member's view of it, with what the desk needs besides. */
export const ScheduleBooking = extend(BookingView, {
  /** What a member would see: a confirmed booking that has ended reads completed. */
  displayStatus: text,
  /** The board's status when the schedule was read (the console recomputes it as time passes). */
  boardStatus: oneOf(BOARD_STATUSES),
  players: int,
  /** What has been refunded of its guest fee (completed refunds), so the desk says what is true now. */
  guestFeeRefundedCents: int,
  /** The staff member who booked it at the desk, if one did. */
  createdBy: nullable(text),
  limitOverride: bool,
  /** When the lounge released it, nobody having checked in; kept if staff took the release back. */
  releasedAt: nullable(text),
  /** The kiosk's name when the member checked in there; null when the desk did (or nobody has). */
  checkedInAtKiosk: nullable(text),
  member: ScheduleMember,
});
export type ScheduleBooking = Shape<typeof ScheduleBooking>;

/** Core's VenueHours (venue.ts) and DeskWindows (boardStatus.ts), described exactly. */
export const VenueHoursView = describes<VenueHours>()(object({ open: text, close: text, stepMinutes: int }));
const DeskWindowsView = describes<DeskWindows>()(
  object({
    checkInOpensMinutes: int,
    noShowAfterMinutes: int,
    passOpensMinutes: int,
    noShowReleaseMinutes: int,
  }),
);

/** GET /api/staff/schedule?date= */
export const Schedule = object({
  date: text,
  /** The bays closed that day (maintenance, private events). */
  blocks: list(BayBlockView),
  bays: readonlyList(Joi.string()),
  hours: VenueHoursView,
  timeZone: text,
  /** The venue's check-in and no-show windows, so the desk offers what the server allows. */
  windows: DeskWindowsView,
  bookings: list(ScheduleBooking),
});
export type Schedule = Shape<typeof Schedule>;

/**
 * POST /api/staff/bookings/{id}/correct: after a booking has ended, what happened, with a reason
 * (audited). Answers the booking; the same status again answers it unchanged.
 */
export const StaffCorrectionRequest = object({
  status: oneOf(CORRECTED_STATUSES),
  reason: words(500),
}).label('request body');
export type StaffCorrectionRequest = Sent<typeof StaffCorrectionRequest>;

/** POST /api/staff/bookings/{id}/cancel */
export const StaffCancelRequest = object({ reason: words(500) }).label('request body');
export type StaffCancelRequest = Sent<typeof StaffCancelRequest>;

/** What the desk adds to a booking's fields when it books or edits (left out: false). */
const deskOptions = {
  /** Book past the tier's limits; recorded on the booking and in the audit trail. */
  override: withDefault(Joi.boolean(), false),
  /** Guests beyond free passes pay at the desk; staff confirm they collected it. */
  guestFeeCollected: withDefault(Joi.boolean(), false),
};

/** POST /api/staff/bookings: a booking made at the desk for a member (the booking's fields as forms send them). */
export const DeskBookingRequest = object({
  ...bookingFields,
  userId: uuid,
  ...deskOptions,
  /** How a collected guest fee was taken at the counter, kept on its ledger row. */
  paymentMethod: optional(oneOf(DESK_PAYMENT_METHODS)),
  /**
   * A walk-in: the member is here now. The start may be the slot under way (core's walkInStart),
   * and the booking is checked in as it is made, in the same transaction.
   */
  walkIn: withDefault(Joi.boolean(), false),
}).label('request body');
export type DeskBookingRequest = Sent<typeof DeskBookingRequest>;

/** PATCH /api/staff/bookings/{id}: a move, a new length or new players (any of the booking's fields). */
export const StaffEditRequest = object({
  ...bookingFields,
  ...deskOptions,
  /** Added guests' fee left for the member to pay later (a pending desk row), instead of collected. */
  guestFeeOwed: withDefault(Joi.boolean(), false).when('guestFeeCollected', {
    is: false,
    otherwise: Joi.valid(false),
  }),
}).label('request body');
export type StaffEditRequest = Sent<typeof StaffEditRequest>;
