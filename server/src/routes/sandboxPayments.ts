/**
 * The payment sandbox's side of /test-checkout and of its billing portal (registered only when the
 * sandbox is the gateway). Completing a session runs the same event handling as a Stripe webhook.
 */
import Boom from '@hapi/boom';
import type { Plugin, Request, ServerRoute } from '@hapi/hapi';
import { paymentMessages, type SandboxRedirect, type SandboxSessionView } from '@lounge/core';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import { responds } from '../http/responseSchemas';
import { noPayload, sandboxSessionId, withParams } from '../http/validation';
import { findCheckout } from '../payments/checkoutStore';
import { handleGatewayEvent, releaseHold } from '../payments/fulfilment';
import type { SandboxGateway } from '../payments/sandboxGateway';
import * as shapes from './responseShapes';

/** Stripe's template in success URLs, filled in as Stripe would. */
const withSessionId = (url: string, id: string) =>
  url.replaceAll('{CHECKOUT_SESSION_ID}', encodeURIComponent(id));

export const sandboxPaymentRoutes: Plugin<AppContext & { sandbox: SandboxGateway }> = {
  name: 'lounge-sandbox-payments',
  register(server, ctx) {
    const { sandbox } = ctx;
    const sessionOr404 = (id: string) => {
      const row = sandbox.session(id);
      if (!row) throw Boom.notFound(paymentMessages.checkoutNotFound);
      return row;
    };

    const sessionValidation = withParams({ id: sandboxSessionId }, paymentMessages.checkoutNotFound, {
      payload: noPayload,
    });

    server.route<{ Params: { id: string } }>({
      method: 'GET',
      path: '/api/payments/sandbox/sessions/{id}',
      options: {
        response: responds(shapes.SandboxSessionView),
        auth: false,
        validate: withParams({ id: sandboxSessionId }, paymentMessages.checkoutNotFound),
      },
      handler(request) {
        const row = sessionOr404(request.params.id);
        const record = findCheckout(ctx.db, row.id);
        return {
          id: row.id,
          kind: record?.kind ?? (row.mode === 'subscription' ? 'membership' : 'guest_fee'),
          description: row.description,
          amountCents: row.amountCents,
          status: row.paid
            ? 'paid'
            : row.status === 'expired'
              ? record?.status === 'expired'
                ? 'cancelled'
                : 'expired'
              : 'open',
          expiresAt: row.expiresAt,
        } satisfies SandboxSessionView;
      },
    });
    server.route<{ Params: { id: string } }>({
      method: 'POST',
      path: '/api/payments/sandbox/sessions/{id}/complete',
      options: { response: responds(shapes.SandboxRedirect), auth: false, validate: sessionValidation },
      async handler(request) {
        const { id } = request.params;
        const before = sessionOr404(id);
        const row = sandbox.complete(id);
        if (!row) {
          if (before.paid)
            return { redirectUrl: withSessionId(before.successUrl, id) } satisfies SandboxRedirect;
          throw Boom.conflict(paymentMessages.checkoutExpired);
        }
        await handleGatewayEvent(ctx, {
          id: `evt_sbx_${id}`,
          type: 'checkout.session.completed',
          objectId: id,
          subscriptionId: row.subscriptionId,
        });
        return { redirectUrl: withSessionId(row.successUrl, id) } satisfies SandboxRedirect;
      },
    });
    server.route<{ Params: { id: string } }>({
      method: 'POST',
      path: '/api/payments/sandbox/sessions/{id}/cancel',
      options: { response: responds(shapes.SandboxRedirect), auth: false, validate: sessionValidation },
      handler(request) {
        const { id } = request.params;
        const row = sessionOr404(id);
        if (row.paid) throw Boom.conflict(paymentMessages.checkoutAlreadyPaid);
        sandbox.cancel(id);
        releaseHold(ctx, id);
        return { redirectUrl: withSessionId(row.cancelUrl, id) } satisfies SandboxRedirect;
      },
    });
    server.route([
      {
        method: 'GET',
        path: '/api/payments/sandbox/subscription',
        options: { response: responds(shapes.SandboxSubscriptionView) },
        async handler(request) {
          const user = currentUser(request);
          const sub = user.stripeSubscriptionId
            ? await sandbox.retrieveSubscription(user.stripeSubscriptionId)
            : null;
          if (!sub) throw Boom.notFound(paymentMessages.noSubscriptionLinked);
          return sub;
        },
      },
      ...((['cancel', 'resume'] as const).map((action) => ({
        method: 'POST',
        path: `/api/payments/sandbox/subscription/${action}`,
        options: { response: responds(shapes.SandboxSubscriptionView), validate: { payload: noPayload } },
        async handler(request: Request) {
          const user = currentUser(request);
          if (!user.stripeSubscriptionId) throw Boom.notFound(paymentMessages.noSubscriptionLinked);
          sandbox.setCancelAtPeriodEnd(user.stripeSubscriptionId, action === 'cancel');
          // What Stripe would tell us next: the subscription changed.
          await handleGatewayEvent(ctx, {
            id: `evt_sbx_${user.stripeSubscriptionId}_${action}_${ctx.now()}`,
            type: 'customer.subscription.updated',
            objectId: user.stripeSubscriptionId,
            subscriptionId: user.stripeSubscriptionId,
          });
          return sandbox.retrieveSubscription(user.stripeSubscriptionId);
        },
      })) satisfies ServerRoute[]),
    ]);
  },
};
