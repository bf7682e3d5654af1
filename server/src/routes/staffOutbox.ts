/**
 * The outbox at the desk (/api/staff/outbox): every email the lounge queued, newest first, with
 * whether it went. When the box has no SMTP_URL this is where staff read what would have been sent.
 * A message that failed every attempt (SMTP down for hours, a password changed) can be sent again
 * once the cause is fixed, rather than being lost.
 */
import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';
import { OUTBOX_STATUSES, type OutboxMessageView, type OutboxStatus, toIsoInstant } from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { responds } from '../http/responseSchemas';
import { noPayload, uuid, withParams } from '../http/validation';
import { findOutboxMessage, listOutbox, type OutboxRow, requeueFailedMail } from '../mail/outboxStore';
import { logStaffAction, requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import * as shapes from './responseShapes';

const MESSAGE_NOT_FOUND = 'Message not found';
const outboxQuery = Joi.object({ status: Joi.string().valid(...OUTBOX_STATUSES) });

function messageView(row: OutboxRow): OutboxMessageView {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    hasCalendar: row.calendar !== null,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    nextAttemptAt: row.nextAttemptAt,
  };
}

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
        return listOutbox(ctx.db, status ? { status } : {}).map(messageView);
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
        return writeTransaction(ctx.database, () => {
          const message = findOutboxMessage(ctx.db, id);
          if (!message) throw Boom.notFound(MESSAGE_NOT_FOUND);
          const queued = requeueFailedMail(ctx.db, id, toIsoInstant(ctx.now()));
          if (!queued)
            throw refuse(409, {
              title: 'Not Possible',
              message: `Only a failed message can be sent again; this one is ${message.status}.`,
            });
          logStaffAction(
            ctx.db,
            { actorId: actor.id, action: 'mail_retry', targetType: 'outbox_message', targetId: id },
            ctx.now(),
          );
          return messageView(queued);
        });
      },
    });
  },
};
