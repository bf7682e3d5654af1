/**
 * The outbox at the desk (/api/staff/outbox): every email the lounge queued, newest first, with
 * whether it went. When the box has no SMTP_URL this is where staff read what would have been sent.
 * A message that failed every attempt (SMTP down for hours, a password changed) can be sent again
 * once the cause is fixed, rather than being lost.
 */
import type { Plugin } from '@hapi/hapi';
import { OUTBOX_STATUSES, type OutboxStatus } from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { responds } from '../http/responseSchemas';
import * as shapes from '../http/responseShapes';
import { noPayload, uuid, withParams } from '../http/validation';
import { MESSAGE_NOT_FOUND, outboxMessages, retryFailedMail } from '../mail/outboxService';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';

const outboxQuery = Joi.object({ status: Joi.string().valid(...OUTBOX_STATUSES) });

export const staffOutboxRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-outbox',
  register(server, ctx) {
    requireStaffForPlugin(server);
    server.route<{ Query: { status?: OutboxStatus } }>({
      method: 'GET',
      path: '/api/staff/outbox',
      options: {
        response: responds(Joi.array().items(shapes.OutboxMessageView)),
        validate: { query: outboxQuery },
      },
      handler(request) {
        staffUser(request);
        const { status } = request.query;
        return outboxMessages(ctx, status);
      },
    });
    server.route<{ Params: { id: string } }>({
      method: 'POST',
      path: '/api/staff/outbox/{id}/retry',
      // No input: an empty body or {} only.
      options: {
        response: responds(shapes.OutboxMessageView),
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
