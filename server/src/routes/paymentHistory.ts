/**
 * GET /api/payments: the signed-in member's own ledger rows, newest first (the dashboard's Payments
 * card and its receipts). Nobody else's rows, whatever is asked.
 */
import type { Plugin } from '@hapi/hapi';
import type { PaymentView } from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import { ledgerForUser, paymentView } from '../payments/ledgerStore';

export const paymentHistoryRoutes: Plugin<AppContext> = {
  name: 'lounge-payment-history',
  register(server, ctx) {
    server.route({
      method: 'GET',
      path: '/api/payments',
      options: { validate: { query: Joi.object({}) } },
      handler(request): PaymentView[] {
        const user = currentUser(request);
        return ledgerForUser(ctx.db, user.id).map(paymentView);
      },
    });
  },
};
