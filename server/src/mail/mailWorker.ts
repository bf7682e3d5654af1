/**
 * The mail worker: sends what the outbox holds, in the background, so that no request ever waits
 * on (or fails with) the mail server.
 *
 * A message is claimed in a write transaction (status sending, a lease, attempts + 1), then sent,
 * then marked sent. Claiming in a transaction means two processes on one database never take the
 * same message. A message whose worker died mid-send comes back when its lease ends; that is the
 * one case where a message can go twice, and the fixed Message-ID makes the copies one message.
 * Failures retry with exponential backoff (30 s doubling, at most an hour apart) and give up as
 * failed after MAX_ATTEMPTS, logged as an error for staff.
 *
 * Without SMTP_URL nothing is sent: each message is written to the log and kept as `logged`,
 * visible in the desk console's outbox, without any secret link's real text.
 */
import { toIsoInstant } from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { noteDelivery } from './mailDelivery';
import {
  leaseOutboxMessage,
  type OutboxRow,
  type OutboxSettlement,
  outboxDueNow,
  settleOutboxMessage,
} from './outboxStore';
import type { MailSender } from './smtpSender';

export const MAX_ATTEMPTS = 10;
const LEASE_MS = 2 * 60 * 1000;
const BATCH = 20;

/** Wait before attempt n + 1 after n failures: 30 s, 1 min, 2 min ... at most an hour. */
export function backoffMs(failures: number): number {
  return Math.min(30_000 * 2 ** (failures - 1), 60 * 60 * 1000);
}

/** Takes the messages due now (and any whose sender's lease ran out), marking them ours. */
function claimDue(ctx: AppContext, now: number): OutboxRow[] {
  const nowIso = toIsoInstant(now);
  // A read first: most passes find nothing, and need not take the write lock to say so.
  if (outboxDueNow(ctx.db, nowIso, BATCH).length === 0) return [];
  return writeTransaction(ctx.database, () => {
    const due = outboxDueNow(ctx.db, nowIso, BATCH);
    if (due.length === 0) return [];
    const leaseUntil = toIsoInstant(now + LEASE_MS);
    for (const row of due) leaseOutboxMessage(ctx.db, row.id, leaseUntil, row.attempts + 1);
    return due.map((row) => ({ ...row, status: 'sending' as const, leaseUntil, attempts: row.attempts + 1 }));
  });
}

function settle(ctx: AppContext, id: string, values: OutboxSettlement): void {
  writeTransaction(ctx.database, () => settleOutboxMessage(ctx.db, id, values));
}

export interface WorkerRun {
  sent: number;
  retried: number;
  failed: number;
  logged: number;
}

/** One pass over the outbox. `sender` null: no SMTP, keep and log instead of sending. */
export async function deliverDueMail(ctx: AppContext, sender: MailSender | null): Promise<WorkerRun> {
  const run: WorkerRun = { sent: 0, retried: 0, failed: 0, logged: 0 };
  for (const row of claimDue(ctx, ctx.now())) {
    if (!sender) {
      ctx.logger.info('mail kept in the outbox (no SMTP_URL)', {
        mailId: row.id,
        kind: row.kind,
        to: row.toAddress,
        subject: row.subject,
      });
      // A secret link is not stored without a mail server; one queued while the box had a server
      // is dropped now, as nothing will deliver it (docs/decisions/052).
      settle(ctx, row.id, { status: 'logged', secretTextBody: null });
      run.logged += 1;
      continue;
    }
    try {
      await sender.send(row);
      settle(ctx, row.id, {
        status: 'sent',
        sentAt: toIsoInstant(ctx.now()),
        lastError: null,
        secretTextBody: null,
      });
      run.sent += 1;
      noteDelivery(ctx, 'sent', ctx.now());
    } catch (error) {
      noteDelivery(ctx, 'failed', ctx.now());
      const reason = error instanceof Error ? error.message : String(error);
      if (row.attempts >= MAX_ATTEMPTS) {
        ctx.logger.error('mail failed for good', {
          mailId: row.id,
          kind: row.kind,
          to: row.toAddress,
          reason,
        });
        settle(ctx, row.id, { status: 'failed', lastError: reason });
        run.failed += 1;
      } else {
        ctx.logger.warn('mail not sent, will retry', { mailId: row.id, attempts: row.attempts, reason });
        settle(ctx, row.id, {
          status: 'queued',
          lastError: reason,
          nextAttemptAt: toIsoInstant(ctx.now() + backoffMs(row.attempts)),
        });
        run.retried += 1;
      }
    }
  }
  return run;
}
