/**
 * The payment sandbox's side of /test-checkout and of its billing portal (registered only when the
 * sandbox is the gateway); the work is payments/sandboxCheckoutService.ts.
 */
import type { Plugin, Request, ServerRoute } from '@hapi/hapi';
import { paymentMessages } from '@lounge/core';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import { responds } from '../http/responseSchemas';
import { noPayload, sandboxSessionId, typedRoute, withParams } from '../http/validation';
import {
  cancelSandboxSession,
  completeSandboxSession,
  sandboxSessionView,
  sandboxSubscriptionOf,
  setSandboxCancelAtPeriodEnd,
} from '../payments/sandboxCheckoutService';
import type { SandboxGateway } from '../payments/sandboxGateway';

export const sandboxPaymentRoutes: Plugin<AppContext & { sandbox: SandboxGateway }> = {
  name: 'lounge-sandbox-payments',
  register(server, ctx) {
    const { sandbox } = ctx;
    const sessionValidation = withParams({ id: sandboxSessionId }, paymentMessages.checkoutNotFound, {
      payload: noPayload,
    });

    typedRoute(server, {
      method: 'GET',
      path: '/api/payments/sandbox/sessions/{id}',
      options: {
        response: responds(api.SandboxSessionView),
        auth: false,
        validate: withParams({ id: sandboxSessionId }, paymentMessages.checkoutNotFound),
      },
      handler: (request) => sandboxSessionView(ctx, sandbox, request.params.id),
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/payments/sandbox/sessions/{id}/complete',
      options: { response: responds(api.SandboxRedirect), auth: false, validate: sessionValidation },
      handler: (request) => completeSandboxSession(ctx, sandbox, request.params.id),
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/payments/sandbox/sessions/{id}/cancel',
      options: { response: responds(api.SandboxRedirect), auth: false, validate: sessionValidation },
      handler: (request) => cancelSandboxSession(ctx, sandbox, request.params.id),
    });
    server.route([
      {
        method: 'GET',
        path: '/api/payments/sandbox/subscription',
        options: { response: responds(api.SandboxSubscriptionView) },
        handler: (request) => sandboxSubscriptionOf(sandbox, currentUser(request)),
      },
      ...((['cancel', 'resume'] as const).map((action) => ({
        method: 'POST',
        path: `/api/payments/sandbox/subscription/${action}`,
        options: { response: responds(api.SandboxSubscriptionView), validate: { payload: noPayload } },
        handler: (request: Request) =>
          setSandboxCancelAtPeriodEnd(ctx, sandbox, currentUser(request), action === 'cancel'),
      })) satisfies ServerRoute[]),
    ]);
  },
};
