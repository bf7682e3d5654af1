/** Freezing a membership: /api/membership/freeze and the desk's /api/staff/members/{id}/freeze. */

/** GET, and every change's answer: the freeze running or to come, and what a new one may be. */
export interface FreezeOptionsView {
  /** Venue dates: frozen from startsOn, active again on resumesOn. */
  freeze: { startsOn: string; resumesOn: string } | null;
  /** Billing dates a new freeze may start on (none while one runs or is scheduled). */
  startChoices: string[];
  monthChoices: number[];
  /** Freeze months still free in the year of the first start choice. */
  monthsLeft: number;
}

/** POST /api/membership/freeze. */
export interface FreezeAsk {
  months: number;
  /** A billing date from startChoices; the first by default. */
  startsOn?: string;
  /** After the refusal listing the bookings inside the freeze: cancel them and freeze. */
  cancelBookings?: boolean;
}

/** POST /api/staff/members/{id}/freeze: with a reason, and past the yearly cap with the override. */
export interface StaffFreezeAsk extends FreezeAsk {
  reason: string;
  override?: boolean;
}

/** DELETE /api/staff/members/{id}/freeze. */
export interface StaffEndFreezeRequest {
  reason: string;
}

/** GET /api/membership/cancel, and every change's answer (the desk's /api/staff/members/{id}/cancel too). */
export interface CancelOptionsView {
  /** A cancellation under way: the membership's last day, and whether it was the guarantee. */
  cancellation: { lastDay: string; guarantee: boolean } | null;
  /** Cancelling with notice today: the dates, every charge to come, and the sentence saying so. */
  notice: {
    noticeEndsOn: string;
    /** The first day without a membership. */
    endsOn: string;
    lastDay: string;
    charges: { on: string; cents: number }[];
    summary: string;
  } | null;
  /** The money-back guarantee, when it applies: its last day, the refund, and the offer's sentence. */
  guarantee: { lastDay: string; refundCents: number; message: string } | null;
}

/** POST /api/membership/cancel: with notice, or the guarantee when it applies. */
export interface CancelRequest {
  guarantee?: boolean;
}

/** GET /api/subscription/change/quote?plan=: what a change of plan would cost, before it is confirmed. */
export interface PlanChangeQuote {
  plan: 'general' | 'vip';
  /** 'now' for an upgrade, 'period_end' for a downgrade. */
  when: 'now' | 'period_end';
  /** Charged at once (the prorated difference; 0 for a downgrade). */
  chargedNowCents: number;
  /** The new plan's price for each period after, and the first day it is charged (an ISO instant). */
  newPriceCents: number;
  nextBillingAt: string | null;
  /** The confirm's sentence, with these sums and the date. */
  message: string;
}
