/**
 * Payments at the desk: GET /api/staff/payments?userId= (a member's ledger rows with what is left
 * to refund) and POST /api/staff/payments/{id}/refund (a stated amount of a payment, with a reason;
 * audited in staff_actions; a membership payment or more than REFUND_STAFF_LIMIT_CENTS is an admin's). Refunds are idempotent and never return more than was paid
 * (payments/refunds.ts).
 */
import type { Plugin } from '@hapi/hapi';
import type { StaffPaymentView, StaffRefundRequest, StaffRefundView } from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { responds } from '../http/responseSchemas';
import * as shapes from '../http/responseShapes';
import { staffPayments } from '../payments/paymentHistory';
import { refundPayment } from '../payments/refunds';
import { staffRefundView } from '../payments/refundView';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';

const refundPayload = Joi.object({
  amountCents: Joi.number().integer().min(1).max(10_000_000).required(),
  reason: Joi.string().trim().min(1).max(500).required(),
}).label('request body');

export const staffPaymentRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-payments',
  register(server, ctx) {
    requireStaffForPlugin(server);
    server.route<{ Query: { userId: string } }>({
      method: 'GET',
      path: '/api/staff/payments',
      options: {
        response: responds(Joi.array().items(shapes.StaffPaymentView)),
        validate: { query: Joi.object({ userId: Joi.string().max(64).required() }) },
      },
      handler(request): StaffPaymentView[] {
        staffUser(request);
        return staffPayments(ctx, request.query.userId);
      },
    });
    server.route<{ Params: { id: string }; Payload: StaffRefundRequest }>({
      method: 'POST',
      path: '/api/staff/payments/{id}/refund',
      options: {
        response: responds(shapes.StaffRefundView),
        validate: { params: Joi.object({ id: Joi.string().max(64).required() }), payload: refundPayload },
      },
      async handler(request): Promise<StaffRefundView> {
        const actor = staffUser(request);
        const { amountCents, reason } = request.payload;
        const refund = await refundPayment(ctx, {
          chargeId: request.params.id,
          amountCents,
          reason,
          actorId: actor.id,
          actorRole: actor.role === 'admin' ? 'admin' : 'staff',
        });
        return staffRefundView(ctx, refund);
      },
    });
  },
};
