/**
 * Payments API (docs/product.md): membership checkout and activation,
 * subscription status and management, guest-fee checkout, and the Stripe webhook. The gateway is
 * Stripe or the sandbox (AppContext.payments); nothing here knows which. Each route maps HTTP to a
 * call of payments/ and back.
 */
import type { Plugin, Request } from '@hapi/hapi';
import type { CreateCheckoutRequest } from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { currentUser, optionalUser } from '../auth/authPlugin';
import { bookingFields } from '../bookings/bookingPayload';
import { responds } from '../http/responseSchemas';
import * as shapes from '../http/responseShapes';
import { uuid } from '../http/validation';
import { signedOutCheckoutLimit } from '../payments/checkoutLimits';
import { checkoutGuests, type GuestCheckoutForm } from '../payments/guestCheckout';
import { releaseGuestCheckout } from '../payments/guestCheckoutReturn';
import { activateAccess, startMembershipCheckout } from '../payments/membershipCheckout';
import {
  checkSubscription,
  openBillingPortal,
  refreshSubscription,
  subscriptionStatus,
} from '../payments/subscriptionService';
import { receiveWebhook } from '../payments/webhook';

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

export const paymentRoutes: Plugin<AppContext> = {
  name: 'lounge-payments',
  register(server, ctx) {
    server.route<{ Payload: CreateCheckoutRequest }>({
      method: 'POST',
      path: '/api/checkout/create-session',
      options: {
        response: responds(shapes.CheckoutRedirect),
        auth: { mode: 'try' },
        validate: { payload: checkoutPayload },
        ext: signedOutCheckoutLimit(ctx),
      },
      handler: (request) => startMembershipCheckout(ctx, optionalUser(request), request.payload),
    });
    server.route<{ Payload: { sessionId: string; email: string } }>({
      method: 'POST',
      path: '/api/membership/activate-access',
      options: {
        response: responds(shapes.ActivationResult),
        auth: { mode: 'try' },
        validate: { payload: activatePayload },
      },
      handler: (request) =>
        activateAccess(ctx, request.payload.sessionId, request.payload.email, optionalUser(request)),
    });
    // Node joins a repeated header into one string, so the signature is one string or absent.
    server.route<{ Payload: Buffer; Headers: { 'stripe-signature'?: string } }>({
      method: 'POST',
      path: '/api/payments/webhook',
      options: {
        response: responds(shapes.WebhookReceipt),
        auth: false,
        // Raw bytes, checked by their signature rather than by a schema.
        validate: { payload: true },
        // The signature covers the exact bytes Stripe sent: keep them unparsed.
        payload: { output: 'data', parse: false, maxBytes: 1024 * 1024 },
      },
      handler: (request) => receiveWebhook(ctx, request.payload, request.headers['stripe-signature']),
    });
    // The member's own subscription: each a call with the signed-in account, no body.
    const subscriptionCalls = [
      ['GET', 'status', subscriptionStatus, shapes.SubscriptionStatus],
      ['POST', 'refresh', refreshSubscription, shapes.SubscriptionRefreshResult],
      ['POST', 'check', checkSubscription, shapes.SubscriptionCheckResult],
      ['POST', 'portal', openBillingPortal, shapes.PortalLink],
    ] as const;
    server.route(
      subscriptionCalls.map(([method, name, call, schema]) => ({
        method,
        path: `/api/subscription/${name}`,
        options: { response: responds(schema) },
        handler: (request: Request) => call(ctx, currentUser(request)),
      })),
    );
    server.route<{ Payload: GuestCheckoutForm }>({
      method: 'POST',
      path: '/api/guest-checkout',
      options: {
        response: responds(shapes.GuestCheckoutResponse),
        validate: { payload: guestCheckoutPayload },
      },
      async handler(request, h) {
        const answer = await checkoutGuests(ctx, currentUser(request), request.payload);
        // Booked at once (nothing owed): 201, as a booking made on the booking page.
        return 'url' in answer ? answer : h.response(answer).code(201);
      },
    });
    server.route<{ Payload: { sessionId: string } }>({
      method: 'POST',
      path: '/api/guest-checkout/release',
      options: {
        response: responds(shapes.ReleaseCheckoutResponse),
        validate: {
          payload: Joi.object({ sessionId: Joi.string().max(255).required() }).label('request body'),
        },
      },
      handler: (request) => releaseGuestCheckout(ctx, currentUser(request), request.payload.sessionId),
    });
  },
};
