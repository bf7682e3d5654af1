/**
 * The terms a membership is sold on: freezing, notice to cancel and the money-back guarantee. One
 * settings object, so the rules the server enforces and the sentences the site prints come from the
 * same numbers (a venue may change any of them; these are the defaults).
 */
export interface MembershipTerms {
  /** Whole billing months a freeze may last. */
  freezeMonthChoices: readonly number[];
  /** Freeze months that may begin within any 12 months (staff may go past it, audited). */
  freezeMonthsPerYear: number;
  /** A freeze starts on a billing date at most this many days ahead. */
  freezeStartWithinDays: number;
  /** The reminder that a freeze is ending goes this many days before it ends. */
  freezeReminderDays: number;
  /** Days of notice a cancellation runs from the request. */
  cancelNoticeDays: number;
  /** Days after the first membership payment within which cancelling refunds every payment. */
  guaranteeDays: number;
}

export const DEFAULT_MEMBERSHIP_TERMS: MembershipTerms = Object.freeze({
  freezeMonthChoices: Object.freeze([1, 2, 3]),
  freezeMonthsPerYear: 3,
  freezeStartWithinDays: 60,
  freezeReminderDays: 7,
  cancelNoticeDays: 30,
  guaranteeDays: 30,
});
