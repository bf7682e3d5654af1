/**
 * When a one-off Checkout Session at Stripe stops taking payment. Stripe takes `expires_at` only
 * from 30 minutes to 24 hours after it makes the session, by its own clock, and answers 400
 * otherwise; our holds are shorter (a guest or entry fee's 15 minutes, an event's 30). So the
 * session closes at the hold's end or, when that is sooner, 30 minutes and a margin from now: the
 * margin covers a slow network, a box whose clock is a little behind Stripe's, and the SDK's own
 * retry (the same body, sent later). It is rounded up to the minute, so a request repeated within
 * the minute sends the same parameters under its idempotency key (Stripe refuses a key used again
 * with others). The hold itself stays as the product says: the session may outlive it, and a
 * payment after the hold lapsed is dealt with as any late payment (docs/payments.md).
 */

const MINUTE_MS = 60_000;
/** Stripe's shortest and longest Checkout Session. */
const STRIPE_MIN_SESSION_MS = 30 * MINUTE_MS;
const STRIPE_MAX_SESSION_MS = 24 * 60 * MINUTE_MS;
/** Slack on both ends of Stripe's range. */
const SESSION_MARGIN_MS = 5 * MINUTE_MS;

/** The `expires_at` (epoch ms, a whole minute) to ask Stripe for, for a hold ending at `holdEndsAt`. */
export function checkoutExpiresAt(holdEndsAt: number, now: number): number {
  const earliest = now + STRIPE_MIN_SESSION_MS + SESSION_MARGIN_MS;
  const latest = now + STRIPE_MAX_SESSION_MS - SESSION_MARGIN_MS;
  const at = Math.min(Math.max(holdEndsAt, earliest), latest);
  return Math.ceil(at / MINUTE_MS) * MINUTE_MS;
}
