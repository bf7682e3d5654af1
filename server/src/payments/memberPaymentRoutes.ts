/**
 * The member's own money: GET /api/payments (their ledger rows, newest first: the dashboard's
 * Payments card and its receipts).
 */
import type { Plugin } from '@hapi/hapi';
import type { PaymentView } from '@lounge/core';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import { responds } from '../http/responseSchemas';
import { memberPayments } from './paymentHistory';

export const memberPaymentRoutes: Plugin<AppContext> = {
  name: 'lounge-member-payments',
  register(server, ctx) {
    server.route({
      method: 'GET',
      path: '/api/payments',
      options: { response: responds(api.list(api.PaymentView)) },
      handler(request): PaymentView[] {
        return memberPayments(ctx, currentUser(request).id);
      },
    });
  },
};
