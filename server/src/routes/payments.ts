/**
 * Payments API (docs/product.md): membership checkout and activation,
 * subscription status and management, guest-fee checkout, and the Stripe webhook. The gateway is
 * Stripe or the sandbox (AppContext.payments); nothing here knows which.
 */
import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';
import {
  activeTier,
  type BookingInput,
  formatDateLong,
  paymentMessages,
  TIERS,
  toastMessages,
  toIsoInstant,
} from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { currentUser, optionalUser } from '../auth/authPlugin';
import { bookingFields } from '../bookings/bookingPayload';
import { bookingView } from '../bookings/bookingView';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { isOwnUrl, siteUrl } from '../http/origins';
import { uuid } from '../http/validation';
import { checkoutAccount } from '../payments/checkoutAccount';
import { findCheckout, recordCheckout } from '../payments/checkoutStore';
import { fulfilCheckout, handleGatewayEvent, releaseHold } from '../payments/fulfilment';
import { WebhookSignatureError } from '../payments/gateway';
import { atGateway, gatewayFailure } from '../payments/gatewayErrors';
import { startGuestCheckout } from '../payments/guestCheckout';
import {
  accountOfSubscription,
  applySubscription,
  LIVE_SUBSCRIPTION_STATUSES,
  membershipFromSubscription,
} from '../payments/membershipSync';
import { nudgeWaitlist } from '../waitlist/waitlistService';

const checkoutPayload = Joi.object({
  plan: Joi.string().valid('general', 'vip').required(),
  flow: Joi.string().valid('intro', 'monthly').required(),
  successUrl: Joi.string().max(2000).required(),
  cancelUrl: Joi.string().max(2000).required(),
  customerEmail: Joi.string().email({ tlds: false }).max(254).allow('', null),
}).label('request body');

const activatePayload = Joi.object({
  sessionId: Joi.string().max(255).required(),
  email: Joi.string().max(320).required(),
}).label('request body');

const guestCheckoutPayload = Joi.object({
  guestCount: Joi.alternatives(
    Joi.number().integer().min(1).max(4),
    Joi.string().pattern(/^[1-4]$/),
  ).required(),
  bookingData: Joi.object(bookingFields).required(),
  // The Edit Booking dialog adding guests to this booking: only the added guests are charged.
  bookingId: uuid,
}).label('request body');

interface CheckoutPayload {
  plan: 'general' | 'vip';
  flow: 'intro' | 'monthly';
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string | null;
}

interface GuestCheckoutPayload {
  guestCount: number | string;
  bookingData: BookingInput & { durationHours?: number };
  bookingId?: string;
}

/** The one-line story of a subscription, for the dashboard's 'Subscription Status Updated' toast. */
function subscriptionReason(
  status: string,
  cancelAtPeriodEnd: boolean,
  periodEnd: number | null,
  timeZone: string,
): string {
  const until = periodEnd === null ? 'the end of the period' : formatDateLong(periodEnd, timeZone);
  if (!LIVE_SUBSCRIPTION_STATUSES.has(status)) return paymentMessages.subscriptionEnded;
  if (status === 'past_due') return paymentMessages.subscriptionPastDue;
  return cancelAtPeriodEnd
    ? paymentMessages.subscriptionEnding(until)
    : paymentMessages.subscriptionActive(until);
}

export const paymentRoutes: Plugin<AppContext> = {
  name: 'lounge-payments',
  register(server, ctx) {
    const gateway = ctx.payments;
    const linkedSubscription = (user: { stripeSubscriptionId: string | null }) => {
      const id = user.stripeSubscriptionId;
      return id
        ? atGateway(ctx, 'subscription lookup failed', () => gateway.retrieveSubscription(id))
        : Promise.resolve(null);
    };

    server.route<{ Payload: CheckoutPayload }>({
      method: 'POST',
      path: '/api/checkout/create-session',
      options: { auth: { mode: 'try' }, validate: { payload: checkoutPayload } },
      async handler(request) {
        const body = request.payload;
        for (const url of [body.successUrl, body.cancelUrl]) {
          if (!isOwnUrl(url, ctx.config)) {
            throw refuse(400, {
              title: toastMessages.checkoutFailed.title,
              message: paymentMessages.foreignReturnUrl,
            });
          }
        }
        const user = optionalUser(request);
        const { email, account, newAccount } = checkoutAccount(ctx, user, body.customerEmail);
        const now = ctx.now();
        let created: Awaited<ReturnType<typeof gateway.createMembershipCheckout>>;
        try {
          created = await gateway.createMembershipCheckout({
            plan: body.plan,
            flow: body.flow,
            email,
            userId: account?.id ?? null,
            customerId: account?.stripeCustomerId ?? null,
            successUrl: body.successUrl,
            cancelUrl: body.cancelUrl,
            // A double click within the same minute opens the same checkout, not two.
            idempotencyKey: `membership-${account?.id ?? email ?? 'anon'}-${body.plan}-${body.flow}-${Math.floor(now / 60_000)}`,
          });
        } catch (error) {
          throw gatewayFailure(ctx, 'membership checkout failed', error);
        }
        writeTransaction(ctx.database, () =>
          recordCheckout(
            ctx.db,
            {
              id: created.id,
              kind: 'membership',
              userId: account?.id ?? null,
              email,
              newAccount,
              plan: body.plan,
              flow: body.flow,
              amountCents:
                body.flow === 'intro'
                  ? TIERS[body.plan].prices.introCents
                  : TIERS[body.plan].prices.monthlyCents,
              expiresAt: toIsoInstant(created.expiresAt),
            },
            now,
          ),
        );
        return { url: created.url, sessionId: created.id };
      },
    });
    server.route<{ Payload: { sessionId: string; email: string } }>({
      method: 'POST',
      path: '/api/membership/activate-access',
      options: { auth: { mode: 'try' }, validate: { payload: activatePayload } },
      async handler(request) {
        const { sessionId, email } = request.payload;
        const info = await atGateway(ctx, 'checkout lookup failed', () =>
          gateway.retrieveCheckout(sessionId),
        );
        const record = findCheckout(ctx.db, sessionId);
        if (!info || (record && record.kind !== 'membership') || info.metadata.kind === 'guest_fee') {
          throw refuse(404, {
            title: toastMessages.accessPending.title,
            message: paymentMessages.checkoutNotFound,
          });
        }
        const sessionEmail = (info.email ?? record?.email ?? '').toLowerCase();
        if (sessionEmail && sessionEmail !== email.trim().toLowerCase()) {
          throw refuse(403, {
            title: toastMessages.accessPending.title,
            message: paymentMessages.checkoutForeign,
          });
        }
        if (!info.paid) {
          const expired = info.status === 'expired';
          throw refuse(expired ? 410 : 402, {
            title: toastMessages.accessPending.title,
            message: expired ? paymentMessages.checkoutExpired : paymentMessages.checkoutUnpaid,
          });
        }
        const result = await fulfilCheckout(ctx, info);
        const user = result.kind === 'membership' && result.paid ? result.user : null;
        return {
          // Only when this checkout's pre-checkout sign-up made the account.
          userCreated: user !== null && record?.newAccount === true,
          activated: user ? activeTier(user) !== null : false,
          membershipType: user?.membershipType ?? null,
          membershipStatus: user?.membershipStatus ?? null,
        };
      },
    });
    server.route<{ Payload: Buffer }>({
      method: 'POST',
      path: '/api/payments/webhook',
      options: {
        auth: false,
        // Raw bytes, checked by their signature rather than by a schema.
        validate: { payload: true },
        // The signature covers the exact bytes Stripe sent: keep them unparsed.
        payload: { output: 'data', parse: false, maxBytes: 1024 * 1024 },
      },
      async handler(request, h) {
        let event: ReturnType<typeof gateway.parseWebhook>;
        try {
          event = gateway.parseWebhook(
            request.payload,
            request.headers['stripe-signature'] as string | undefined,
          );
        } catch (error) {
          if (error instanceof WebhookSignatureError)
            throw Boom.badRequest(`Webhook refused: ${error.message}`);
          throw error;
        }
        const outcome = await handleGatewayEvent(ctx, event);
        return h.response({ received: true, outcome });
      },
    });
    server.route([
      {
        method: 'GET',
        path: '/api/subscription/status',
        async handler(request) {
          const user = currentUser(request);
          const sub = await linkedSubscription(user);
          if (!sub)
            return {
              hasSubscription: false,
              flow: null,
              stripeStatus: null,
              currentPeriodEnd: null,
              cancelAtPeriodEnd: false,
              items: [],
              message: paymentMessages.noSubscriptionLinked,
            };
          const state = membershipFromSubscription(sub);
          return {
            hasSubscription: true,
            flow: state.membershipStatus === 'inactive' ? null : state.membershipStatus,
            stripeStatus: sub.status,
            currentPeriodEnd: sub.currentPeriodEnd === null ? null : toIsoInstant(sub.currentPeriodEnd),
            cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
            items: sub.items.map((i) => ({
              amount: i.amountCents,
              interval: i.intervalCount > 1 ? `${i.intervalCount} ${i.interval}s` : i.interval,
            })),
            message: subscriptionReason(
              sub.status,
              sub.cancelAtPeriodEnd,
              sub.currentPeriodEnd,
              ctx.config.venue.timeZone,
            ),
          };
        },
      },
      {
        method: 'POST',
        path: '/api/subscription/refresh',
        async handler(request) {
          const user = currentUser(request);
          const found = await atGateway(ctx, 'subscription lookup failed', () =>
            gateway.findSubscriptionByEmail(user.email),
          );
          // Never another account's subscription: found by email, it is linked only when unclaimed.
          const owner = found ? accountOfSubscription(ctx.db, found) : undefined;
          const sub = owner && owner.id !== user.id ? null : found;
          if (!sub)
            return {
              success: false,
              membershipType: user.membershipType,
              message: paymentMessages.noSubscription,
            };
          const updated = writeTransaction(ctx.database, () =>
            applySubscription(ctx.db, user.id, sub, toIsoInstant(ctx.now())),
          );
          return {
            success: true,
            membershipType: updated.membershipType,
            message: paymentMessages.subscriptionLinked((updated.membershipType ?? '').toUpperCase()),
          };
        },
      },
      {
        method: 'POST',
        path: '/api/subscription/check',
        async handler(request) {
          const user = currentUser(request);
          const sub = await linkedSubscription(user);
          if (!sub) return { reason: paymentMessages.noSubscriptionLinked };
          writeTransaction(ctx.database, () =>
            applySubscription(ctx.db, user.id, sub, toIsoInstant(ctx.now())),
          );
          return {
            reason: subscriptionReason(
              sub.status,
              sub.cancelAtPeriodEnd,
              sub.currentPeriodEnd,
              ctx.config.venue.timeZone,
            ),
          };
        },
      },
      {
        method: 'POST',
        path: '/api/subscription/portal',
        async handler(request) {
          const user = currentUser(request);
          if (!user.stripeCustomerId)
            throw refuse(409, { title: 'Manage Membership', message: paymentMessages.noSubscriptionLinked });
          const customerId = user.stripeCustomerId;
          return atGateway(ctx, 'billing portal failed', () =>
            gateway.createPortal(customerId, `${ctx.config.publicUrl}/dashboard`),
          );
        },
      },
    ]);
    server.route<{ Payload: GuestCheckoutPayload }>({
      method: 'POST',
      path: '/api/guest-checkout',
      options: { validate: { payload: guestCheckoutPayload } },
      async handler(request, h) {
        const user = currentUser(request);
        const { guestCount, bookingData, bookingId } = request.payload;
        const { durationHours: _shown, ...booking } = bookingData;
        const result = await startGuestCheckout(
          ctx,
          user,
          Number(guestCount),
          booking,
          siteUrl(ctx.config),
          bookingId,
        );
        if ('url' in result) return result;
        return h.response({ message: result.message, booking: bookingView(result.booking) }).code(201);
      },
    });
    server.route<{ Payload: { sessionId: string } }>({
      method: 'POST',
      path: '/api/guest-checkout/release',
      options: {
        validate: {
          payload: Joi.object({ sessionId: Joi.string().max(255).required() }).label('request body'),
        },
      },
      async handler(request) {
        const user = currentUser(request);
        const { sessionId } = request.payload;
        const record = findCheckout(ctx.db, sessionId);
        if (!record || record.userId !== user.id) throw Boom.notFound(paymentMessages.checkoutNotFound);
        // Paid at the last moment after all (expiring a complete session does nothing): keep the booking.
        const info = await atGateway(ctx, 'checkout release failed', async () => {
          await gateway.expireCheckout(sessionId);
          return gateway.retrieveCheckout(sessionId);
        });
        if (info?.paid) {
          await fulfilCheckout(ctx, info);
          return { released: false };
        }
        releaseHold(ctx, sessionId);
        nudgeWaitlist(ctx);
        return { released: true };
      },
    });
  },
};
