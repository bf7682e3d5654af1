/**
 * The member's own money: GET /api/payments (their ledger rows, newest first: the dashboard's
 * Payments card and its receipts) and GET /api/bookings/{id}/cancellation (what cancelling a
 * booking now would refund, for the confirmation shown before they confirm).
 */
import type { Plugin } from '@hapi/hapi';
import type { CancellationQuote, PaymentView } from '@lounge/core';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import { responds } from '../http/responseSchemas';
import { typedRoute, uuid, withParams } from '../http/validation';
import { cancellationQuoteFor } from '../payments/cancellationRefund';
import { memberPayments } from '../payments/paymentHistory';

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
    typedRoute(server, {
      method: 'GET',
      path: '/api/bookings/{id}/cancellation',
      options: {
        response: responds(api.CancellationQuote),
        validate: withParams({ id: uuid }, 'Booking not found'),
      },
      handler(request): CancellationQuote {
        return cancellationQuoteFor(ctx, currentUser(request).id, request.params.id);
      },
    });
  },
};
