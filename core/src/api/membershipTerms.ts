/**
 * Freezing a membership (/api/membership/freeze and the desk's /api/staff/members/{id}/freeze),
 * cancelling it (/api/membership/cancel and the desk's /api/staff/members/{id}/cancel), and what a
 * change of plan would cost (/api/subscription/change/quote).
 */
import Joi from 'joi';
import { MEMBERSHIP_TYPES } from '../tiers';
import { bool, int, list, nullable, object, oneOf, optional, type Sent, type Shape, words } from './shape';

/** A venue date, YYYY-MM-DD. */
const isoDate = Joi.string().pattern(/^\d{4}-\d{2}-\d{2}$/);
/** A staff member's reason for a change they make to a member's membership (audited). */
const staffReason = words(500).messages({
  'any.required': 'Please give a reason.',
  'string.empty': 'Please give a reason.',
});

/**
 * A membership's terms as our rows hold them, venue dates or null: the freeze running or to come
 * (its first frozen day, and the day the membership runs again), the last day of a cancellation with
 * notice under way, and the money-back guarantee's last day while it applies. GET
 * /api/subscription/status states them; so does the desk's member profile.
 */
export const MembershipDates = object({
  frozenFrom: nullable(isoDate),
  frozenUntil: nullable(isoDate),
  endsOn: nullable(isoDate),
  guaranteeUntil: nullable(isoDate),
});
export type MembershipDates = Shape<typeof MembershipDates>;

/** GET, and every change's answer: the freeze running or to come, and what a new one may be. */
export const FreezeOptionsView = object({
  /** Venue dates: frozen from startsOn, active again on resumesOn. */
  freeze: nullable(object({ startsOn: isoDate, resumesOn: isoDate })),
  /** Billing dates a new freeze may start on (none while one runs or is scheduled). */
  startChoices: list(isoDate),
  monthChoices: list(int),
  /** Freeze months still free in the year of the first start choice. */
  monthsLeft: int.min(0),
});
export type FreezeOptionsView = Shape<typeof FreezeOptionsView>;

const freezeFields = {
  months: int,
  /** A billing date from startChoices; the first by default. */
  startsOn: optional(isoDate.messages({ 'string.pattern.base': 'Choose a start date as YYYY-MM-DD.' })),
  /** After the refusal listing the bookings inside the freeze: cancel them and freeze. */
  cancelBookings: optional(bool),
};

/** POST /api/membership/freeze. */
export const FreezeAsk = object(freezeFields).label('request body');
export type FreezeAsk = Sent<typeof FreezeAsk>;

/** POST /api/staff/members/{id}/freeze: with a reason, and past the yearly cap with the override. */
export const StaffFreezeAsk = object({
  ...freezeFields,
  reason: staffReason,
  override: optional(bool),
}).label('request body');
export type StaffFreezeAsk = Sent<typeof StaffFreezeAsk>;

/** DELETE /api/staff/members/{id}/freeze. */
export const StaffEndFreezeRequest = object({ reason: staffReason }).label('request body');
export type StaffEndFreezeRequest = Sent<typeof StaffEndFreezeRequest>;

/** GET /api/membership/cancel, and every change's answer (the desk's /api/staff/members/{id}/cancel too). */
export const CancelOptionsView = object({
  /** A cancellation under way: the membership's last day, and whether it was the guarantee. */
  cancellation: nullable(object({ lastDay: isoDate, guarantee: bool })),
  /** Cancelling with notice today: the dates, every charge to come, and the sentence saying so. */
  notice: nullable(
    object({
      noticeEndsOn: isoDate,
      /** The first day without a membership. */
      endsOn: isoDate,
      lastDay: isoDate,
      charges: list(object({ on: isoDate, cents: int })),
      summary: Joi.string(),
    }),
  ),
  /** The money-back guarantee, when it applies: its last day, the refund, and the offer's sentence. */
  guarantee: nullable(object({ lastDay: isoDate, refundCents: int, message: Joi.string() })),
});
export type CancelOptionsView = Shape<typeof CancelOptionsView>;

/** POST /api/membership/cancel: with notice (no body, or {}), or the guarantee when it applies. */
export const CancelRequest = nullable(object({ guarantee: optional(bool) })).label('request body');
export type CancelRequest = NonNullable<Sent<typeof CancelRequest>>;

/** POST and DELETE /api/staff/members/{id}/cancel: cancel with notice, or take it back, with a reason. */
export const StaffCancelMembershipRequest = object({ reason: staffReason }).label('request body');
export type StaffCancelMembershipRequest = Sent<typeof StaffCancelMembershipRequest>;

/** GET /api/subscription/change/quote?plan=: the plan the member would change to. */
export const PlanChangeQuoteQuery = object({ plan: oneOf(MEMBERSHIP_TYPES) });
export type PlanChangeQuoteQuery = Shape<typeof PlanChangeQuoteQuery>;

/** GET /api/subscription/change/quote?plan=: what a change of plan would cost, before it is confirmed. */
export const PlanChangeQuote = object({
  plan: oneOf(MEMBERSHIP_TYPES),
  /** 'now' for an upgrade, 'period_end' for a downgrade. */
  when: oneOf(['now', 'period_end']),
  /** Charged at once (the prorated difference; 0 for a downgrade). */
  chargedNowCents: int.min(0),
  /** The new plan's price for each period after, and the first day it is charged (an ISO instant). */
  newPriceCents: int.min(0),
  nextBillingAt: nullable(Joi.string()),
  /** The confirm's sentence, with these sums and the date. */
  message: Joi.string(),
});
export type PlanChangeQuote = Shape<typeof PlanChangeQuote>;
