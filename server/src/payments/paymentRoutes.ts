/**
 * The gateway's news: the Stripe webhook, its signature checked on the raw body. The checkouts
 * themselves are their features' (membership/membershipCheckoutRoutes.ts,
 * bookings/bookingPaymentRoutes.ts); what a paid one does is its purchase kind's.
 */
import type { Plugin } from '@hapi/hapi';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { responds } from '../http/responseSchemas';
import { receiveWebhook } from './webhook';

export const paymentRoutes: Plugin<AppContext> = {
  name: 'lounge-payments',
  register(server, ctx) {
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
  },
};
