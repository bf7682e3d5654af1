/**
 * Payments API (docs/product.md): membership checkout and activation,
 * subscription status and management, guest-fee checkout, and the Stripe webhook. The gateway is
 * Stripe or the sandbox (AppContext.payments); nothing here knows which. Each route maps HTTP to a
 * call of payments/ and back.
 */
import type { Plugin, Request } from '@hapi/hapi';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { currentUser, optionalUser } from '../auth/authPlugin';
import { responds } from '../http/responseSchemas';
import { typedRoute } from '../http/validation';
import { signedOutCheckoutLimit } from '../payments/checkoutLimits';
import { checkoutGuests } from '../payments/guestCheckout';
import { releaseGuestCheckout } from '../payments/guestCheckoutReturn';
import { activateAccess, startMembershipCheckout } from '../payments/membershipCheckout';
import {
  checkSubscription,
  openBillingPortal,
  refreshSubscription,
  subscriptionStatus,
} from '../payments/subscriptionService';
import { receiveWebhook } from '../payments/webhook';

export const paymentRoutes: Plugin<AppContext> = {
  name: 'lounge-payments',
  register(server, ctx) {
    typedRoute(server, {
      method: 'POST',
      path: '/api/checkout/create-session',
      options: {
        response: responds(api.CheckoutRedirect),
        auth: { mode: 'try' },
        validate: { payload: api.CreateCheckoutRequest },
        ext: signedOutCheckoutLimit(ctx),
      },
      handler: (request) => startMembershipCheckout(ctx, optionalUser(request), request.payload),
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/membership/activate-access',
      options: {
        response: responds(api.ActivationResult),
        auth: { mode: 'try' },
        validate: { payload: api.ActivateAccessRequest },
      },
      handler: (request) =>
        activateAccess(ctx, request.payload.sessionId, request.payload.email, optionalUser(request)),
    });
    // Node joins a repeated header into one string, so the signature is one string or absent.
    server.route<{ Payload: Buffer; Headers: { 'stripe-signature'?: string } }>({
      method: 'POST',
      path: '/api/payments/webhook',
      options: {
        response: responds(api.WebhookReceipt),
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
      ['GET', 'status', subscriptionStatus, api.SubscriptionStatus],
      ['POST', 'refresh', refreshSubscription, api.SubscriptionRefreshResult],
      ['POST', 'check', checkSubscription, api.SubscriptionCheckResult],
      ['POST', 'portal', openBillingPortal, api.PortalLink],
    ] as const;
    server.route(
      subscriptionCalls.map(([method, name, call, schema]) => ({
        method,
        path: `/api/subscription/${name}`,
        options: { response: responds(schema) },
        handler: (request: Request) => call(ctx, currentUser(request)),
      })),
    );
    typedRoute(server, {
      method: 'POST',
      path: '/api/guest-checkout',
      options: {
        response: responds(api.GuestCheckoutResponse),
        validate: { payload: api.GuestCheckoutRequest },
      },
      async handler(request, h) {
        const answer = await checkoutGuests(ctx, currentUser(request), request.payload);
        // Booked at once (nothing owed): 201, as a booking made on the booking page.
        return 'url' in answer ? answer : h.response(answer).code(201);
      },
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/guest-checkout/release',
      options: {
        response: responds(api.ReleaseCheckoutResponse),
        validate: { payload: api.ReleaseCheckoutRequest },
      },
      handler: (request) => releaseGuestCheckout(ctx, currentUser(request), request.payload.sessionId),
    });
  },
};
