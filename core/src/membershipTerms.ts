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

/**
 * The policies in one sentence each, as the membership pages and the dashboard state them. Here,
 * with the terms and without the time code, so the marketing pages' first screen does not load
 * core's calendar arithmetic for two sentences (membershipFreeze.ts and membershipCancel.ts use them).
 */
export const termsPolicy = {
  freeze: (terms: MembershipTerms) =>
    `Freeze when you travel: pause for up to ${terms.freezeMonthsPerYear} months a year.`,
  cancel: (terms: MembershipTerms) =>
    `Cancel with ${terms.cancelNoticeDays} days' notice. New members get a full refund within ${terms.guaranteeDays} days.`,
};
