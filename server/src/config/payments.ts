import {
  DEFAULT_REFUND_CUTOFF_HOURS,
  DEFAULT_REFUND_REPEAT_SECONDS,
  DEFAULT_REFUND_STAFF_DAY_LIMIT_CENTS,
  DEFAULT_REFUND_STAFF_LIMIT_CENTS,
} from '@lounge/core';
import Joi from 'joi';
import { given, type SectionOf, type Table, text } from './variables';

/** Stripe when a secret key is set; otherwise the built-in sandbox (never in production unless asked for). */
export const PAYMENTS = {
  stripeSecretKey: text('STRIPE_SECRET_KEY', Joi.string().pattern(/^(sk|rk)_(test|live)_/)),
  stripeWebhookSecret: text('STRIPE_WEBHOOK_SECRET', Joi.string().pattern(/^whsec_/)),
  /** Another Stripe API address, for tests that point the real SDK at a local double. */
  stripeApiBase: text('STRIPE_API_BASE', Joi.string().uri({ scheme: ['http', 'https'] })),
  /** A member who cancels at least this many hours ahead gets the booking's guest fee back. */
  refundCutoffHours: given<number>(
    'REFUND_CUTOFF_HOURS',
    Joi.number()
      .min(0)
      .max(24 * 90)
      .default(DEFAULT_REFUND_CUTOFF_HOURS),
  ),
  /** Staff refund at most this many cents of one payment in all; more, or a membership's, is an admin's. */
  refundStaffLimitCents: given<number>(
    'REFUND_STAFF_LIMIT_CENTS',
    Joi.number().integer().min(0).max(10_000_000).default(DEFAULT_REFUND_STAFF_LIMIT_CENTS),
  ),
  /** One staff account refunds at most this many cents in all in a venue day; more is an admin's. */
  refundStaffDayLimitCents: given<number>(
    'REFUND_STAFF_DAY_LIMIT_CENTS',
    Joi.number().integer().min(0).max(100_000_000).default(DEFAULT_REFUND_STAFF_DAY_LIMIT_CENTS),
  ),
  /** The same refund asked again by the same staff within this many seconds is a repeat: answered, not made twice. */
  refundRepeatSeconds: given<number>(
    'REFUND_REPEAT_SECONDS',
    Joi.number().integer().min(0).max(86_400).default(DEFAULT_REFUND_REPEAT_SECONDS),
  ),
} satisfies Table;
export type PaymentsConfig = SectionOf<typeof PAYMENTS> & { sandbox: boolean };
