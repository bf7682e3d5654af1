/**
 * Payments at the desk: GET /api/staff/payments?userId= (a member's ledger rows with what is left
 * to refund) and POST /api/staff/payments/{id}/refund (a stated amount of a payment, with a reason;
 * audited in staff_actions; within plain staff's limits, core's refundAuthority.ts). Refunds are
 * idempotent and never return more than was paid (payments/refunds.ts). With `endPlan`, a membership
 * payment refunded in full also ends the plan today (membership/refundEndsPlan.ts).
 */
import type { Plugin } from '@hapi/hapi';
import type { StaffPaymentView, StaffRefundView } from '@lounge/core';
import * as api from '@lounge/core/api';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { responds } from '../http/responseSchemas';
import { typedRoute } from '../http/validation';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import { staffPayments } from './paymentHistory';
import { refundEndingPurchase, refundPayment } from './refunds';
import { staffRefundView } from './refundView';

export const staffPaymentRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-payments',
  register(server, ctx) {
    requireStaffForPlugin(server);
    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/payments',
      options: {
        response: responds(api.list(api.StaffPaymentView)),
        validate: { query: api.object({ userId: Joi.string().max(64) }) },
      },
      handler(request): StaffPaymentView[] {
        staffUser(request);
        return staffPayments(ctx, request.query.userId);
      },
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/payments/{id}/refund',
      options: {
        response: responds(api.StaffRefundView),
        validate: { params: api.object({ id: Joi.string().max(64) }), payload: api.StaffRefundRequest },
      },
      async handler(request): Promise<StaffRefundView> {
        const actor = staffUser(request);
        const { amountCents, reason, endPlan } = request.payload;
        const asked = { chargeId: request.params.id, amountCents, reason, actorId: actor.id };
        const refund = endPlan ? await refundEndingPurchase(ctx, asked) : await refundPayment(ctx, asked);
        return staffRefundView(ctx, refund);
      },
    });
  },
};
