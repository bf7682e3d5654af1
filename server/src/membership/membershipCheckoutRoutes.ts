/**
 * A membership bought and kept (docs/product.md): the checkout and the account's activation after
 * it, and the member's own subscription: its status, a refresh or check against the gateway, and
 * the billing portal. Each route maps HTTP to a call of membership/ and back.
 */
import type { Plugin, Request } from '@hapi/hapi';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { currentUser, optionalUser } from '../auth/authPlugin';
import { responds } from '../http/responseSchemas';
import { typedRoute } from '../http/validation';
import { signedOutCheckoutLimit } from '../payments/checkoutLimits';
import { activateAccess, startMembershipCheckout } from './membershipCheckout';
import {
  checkSubscription,
  openBillingPortal,
  refreshSubscription,
  subscriptionStatus,
} from './subscriptionService';

export const membershipCheckoutRoutes: Plugin<AppContext> = {
  name: 'lounge-membership-checkout',
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
  },
};
