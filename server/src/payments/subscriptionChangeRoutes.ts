/**
 * GET /api/subscription/change/quote?plan= (what a change would cost) and POST /api/subscription/change { plan }: General to VIP now (prorated charge), VIP to General when
 * the paid period ends (payments/planChange.ts). Answers the account's plan, the change still to
 * come and what was charged, or { url } when the member must confirm the payment at the gateway.
 */
import type { Plugin } from '@hapi/hapi';
import {
  MEMBERSHIP_TYPES,
  type MembershipType,
  type PlanChangeRequest,
  type PlanChangeResponse,
} from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import { responds } from '../http/responseSchemas';
import * as shapes from '../http/responseShapes';
import { changePlan, quotePlanChange } from '../payments/planChange';

const PlanChangeQuoteView = Joi.object({
  plan: Joi.string()
    .valid(...MEMBERSHIP_TYPES)
    .required(),
  when: Joi.string().valid('now', 'period_end').required(),
  chargedNowCents: Joi.number().integer().min(0).required(),
  newPriceCents: Joi.number().integer().min(0).required(),
  nextBillingAt: Joi.string().allow(null).required(),
  message: Joi.string().required(),
});

export const subscriptionChangeRoutes: Plugin<AppContext> = {
  name: 'lounge-subscription-change',
  register(server, ctx) {
    server.route<{ Payload: PlanChangeRequest }>({
      method: 'POST',
      path: '/api/subscription/change',
      options: {
        response: responds(shapes.PlanChangeResponse),
        validate: {
          payload: Joi.object({
            plan: Joi.string()
              .valid(...MEMBERSHIP_TYPES)
              .required(),
          }).label('request body'),
        },
      },
      handler(request): Promise<PlanChangeResponse> {
        return changePlan(ctx, currentUser(request), request.payload.plan);
      },
    });
    // What the change would cost, for the confirm: the sum now and the new price from the next billing date.
    server.route<{ Query: { plan: MembershipType } }>({
      method: 'GET',
      path: '/api/subscription/change/quote',
      options: {
        response: responds(PlanChangeQuoteView),
        validate: {
          query: Joi.object({
            plan: Joi.string()
              .valid(...MEMBERSHIP_TYPES)
              .required(),
          }),
        },
      },
      handler: (request) => quotePlanChange(ctx, currentUser(request), request.query.plan),
    });
  },
};
