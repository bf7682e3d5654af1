/**
 * The outbox at the desk (/api/staff/outbox): every email the lounge queued, newest first, with
 * whether it went. When the box has no SMTP_URL this is where staff read what would have been sent.
 * A message that failed every attempt (SMTP down for hours, a password changed) can be sent again
 * once the cause is fixed, rather than being lost. GET /api/staff/mail-delivery says whether the box
 * sends email at all (without, a secret link is never stored: decision 048).
 */
import type { Plugin } from '@hapi/hapi';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { responds } from '../http/responseSchemas';
import { noPayload, noQuery, typedRoute, uuid, withParams } from '../http/validation';
import { MESSAGE_NOT_FOUND, mailDelivery, outboxMessages, retryFailedMail } from '../mail/outboxService';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';

export const staffOutboxRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-outbox',
  register(server, ctx) {
    requireStaffForPlugin(server);
    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/outbox',
      options: {
        response: responds(api.list(api.OutboxMessageView)),
        validate: { query: api.OutboxQuery },
      },
      handler(request) {
        staffUser(request);
        const { status } = request.query;
        return outboxMessages(ctx, status);
      },
    });
    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/mail-delivery',
      options: { response: responds(api.MailDelivery), validate: { query: noQuery } },
      handler(request) {
        staffUser(request);
        return mailDelivery(ctx);
      },
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/outbox/{id}/retry',
      // No input: an empty body or {} only.
      options: {
        response: responds(api.OutboxMessageView),
        validate: withParams({ id: uuid }, MESSAGE_NOT_FOUND, { payload: noPayload }),
      },
      handler(request) {
        const actor = staffUser(request);
        const { id } = request.params;
        return retryFailedMail(ctx, actor, id);
      },
    });
  },
};
