/**
 * The outbox at the desk (/api/staff/outbox): every email the lounge queued, newest first, with
 * whether it went. When the box has no SMTP_URL this is where staff read what would have been sent.
 */
import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { OUTBOX_STATUSES, type OutboxStatus } from '../db/schema';
import { listOutbox } from '../mail/outbox';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';

const outboxQuery = Joi.object({ status: Joi.string().valid(...OUTBOX_STATUSES) });

export const staffOutboxRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-outbox',
  register(server, ctx) {
    requireStaffForPlugin(server);
    server.route({
      method: 'GET',
      path: '/api/staff/outbox',
      options: { validate: { query: outboxQuery } },
      handler(request) {
        staffUser(request);
        const { status } = request.query as { status?: OutboxStatus };
        return listOutbox(ctx.db, status ? { status } : {}).map((row) => ({
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
        }));
      },
    });
  },
};
