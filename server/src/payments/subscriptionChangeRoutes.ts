/**
 * GET /api/subscription/change/quote?plan= (what a change would cost) and POST /api/subscription/change { plan }: General to VIP now (prorated charge), VIP to General when
 * the paid period ends (payments/planChange.ts). Answers the account's plan, the change still to
 * come and what was charged, or { url } when the member must confirm the payment at the gateway.
 */
import type { Plugin } from '@hapi/hapi';
import type { PlanChangeResponse } from '@lounge/core';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import { responds } from '../http/responseSchemas';
import { typedRoute } from '../http/validation';
import { changePlan, quotePlanChange } from '../payments/planChange';

export const subscriptionChangeRoutes: Plugin<AppContext> = {
  name: 'lounge-subscription-change',
  register(server, ctx) {
    typedRoute(server, {
      method: 'POST',
      path: '/api/subscription/change',
      options: {
        response: responds(api.PlanChangeResponse),
        validate: { payload: api.PlanChangeRequest },
      },
      handler(request): Promise<PlanChangeResponse> {
        return changePlan(ctx, currentUser(request), request.payload.plan);
      },
    });
    // What the change would cost, for the confirm: the sum now and the new price from the next billing date.
    typedRoute(server, {
      method: 'GET',
      path: '/api/subscription/change/quote',
      options: {
        response: responds(api.PlanChangeQuote),
        validate: { query: api.PlanChangeQuoteQuery },
      },
      handler: (request) => quotePlanChange(ctx, currentUser(request), request.query.plan),
    });
  },
};
