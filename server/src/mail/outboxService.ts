/**
 * The outbox as staff see it: each message with its full text and status, and 'Send Again' for one
 * the worker gave up on, logged with its actor in the same transaction.
 */
import Boom from '@hapi/boom';
import { type MailDelivery, type OutboxMessageView, type OutboxStatus, toIsoInstant } from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { logStaffAction } from '../staff/auditService';
import type { UserRow } from '../users/userService';
import { hasMailServer } from './mailContext';
import {
  findOutboxMessage,
  linkWithheld,
  listOutbox,
  type OutboxRow,
  requeueFailedMail,
} from './outboxStore';

export const MESSAGE_NOT_FOUND = 'Message not found';

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
    linkWithheld: linkWithheld(row),
  };
}

/** Whether the box sends email: the desk says how staff pass a link on when it does not. */
export function mailDelivery(ctx: AppContext): MailDelivery {
  return { mailServer: hasMailServer(ctx) };
}

/** The desk's Outbox: the newest messages, or only those of one status. */
export function outboxMessages(ctx: AppContext, status: OutboxStatus | undefined): OutboxMessageView[] {
  return listOutbox(ctx.db, status ? { status } : {}).map(messageView);
}

/** A failed message queued again; any other status is refused (409). */
export function retryFailedMail(ctx: AppContext, actor: UserRow, id: string): OutboxMessageView {
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
}

export type { MailKind } from './outboxStore';
// What other features may use of this folder's tables: its store stays its own (docs/decisions/055).
export { enqueueMail } from './outboxStore';
