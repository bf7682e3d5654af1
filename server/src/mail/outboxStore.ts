/**
 * The outbox: every email is first a row here, written inside the transaction of what it reports,
 * so a booking and its confirmation commit (or roll back) together and a request never waits on
 * SMTP. The mail worker (mailWorker.ts) sends the rows.
 */
import { randomUUID } from 'node:crypto';
import { LINK_HIDDEN, type OutboxStatus } from '@lounge/core';
import { and, desc, eq, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { perDatabase } from '../db/perDatabase';
import { outboxMessages } from '../db/schema';

export type OutboxRow = typeof outboxMessages.$inferSelect;

export const MAIL_KINDS = [
  'booking_confirmed',
  'booking_updated',
  'booking_cancelled',
  'booking_reminder',
  'booking_released',
  'tour_received',
  'tour_confirmed',
  'event_received',
  'contact_received',
  'staff_new_inquiry',
  'guest_fee_receipt',
  'membership_receipt',
  'password_reset',
  'waitlist_offer',
  'password_changed',
  'email_change_confirm',
  'email_change_notice',
  'address_confirm',
  'membership_frozen',
  'membership_freeze_ending',
  'membership_resumed',
  'membership_cancelled',
  'membership_cancel_withdrawn',
  'membership_guarantee_refunded',
  'membership_plan_changed',
  'competition_entered',
  'competition_place_open',
  'competition_results',
  'event_quote',
  'event_paid',
  'event_balance_reminder',
  'event_cancelled',
  'shop_receipt',
  'lesson_booked',
  'lesson_cancelled',
  'lesson_reminder',
  'coach_day',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  /**
   * The account the message is written to (not a visitor's address): what an account's erasure
   * and export find it by, whatever address it went to.
   */
  userId?: string | null;
  /** The inquiry the message is about (a receipt, a staff note): erased with it. */
  inquiryId?: string | null;
  subject: string;
  /** Plain text: every mail client shows it, and it cannot carry a tracking pixel. */
  text: string;
  /** Links in `text` that carry a secret (core's emails name them): hidden from all but the sender. */
  secretLinks?: readonly string[];
  /**
   * Whether the box has a mail server (mailContext's hasMailServer): said by every message with
   * secretLinks. With one, the real text is kept for the sender until the message is sent; without,
   * it is never stored, so no database file or backup holds the link (docs/decisions/052).
   */
  mailServer?: boolean;
  /** An iCalendar file attached as invite.ics. */
  calendar?: string;
  /** A message that must be queued at most once (a reminder) names itself here. */
  dedupeKey?: string;
}

/** The queueing insert, built once per database: every booking queues its email inside its transaction. */
const queueStatement = perDatabase((db) => {
  const p = sql.placeholder;
  return db
    .insert(outboxMessages)
    .values({
      id: p('id'),
      kind: p('kind'),
      toAddress: p('toAddress'),
      userId: p('userId'),
      inquiryId: p('inquiryId'),
      subject: p('subject'),
      textBody: p('textBody'),
      secretTextBody: p('secretTextBody'),
      calendar: p('calendar'),
      dedupeKey: p('dedupeKey'),
      status: 'queued',
      nextAttemptAt: p('now'),
      createdAt: p('now'),
    })
    .onConflictDoNothing()
    .prepare();
});

/**
 * Queues a message. Call inside the transaction that writes what the message reports. A message
 * whose dedupeKey is already queued is left out (returns false).
 */
export function enqueueMail(db: Db, mail: OutgoingMail, nowIso: string): boolean {
  const secrets = mail.secretLinks ?? [];
  const shown = secrets.reduce((text, link) => text.replaceAll(link, LINK_HIDDEN), mail.text);
  assertNoSecretShown(mail.kind, shown);
  if (secrets.length > 0 && mail.mailServer === undefined)
    throw new Error(`a ${mail.kind} email carries a secret link; say whether the box has a mail server`);
  const result = queueStatement(db).run({
    id: randomUUID(),
    kind: mail.kind,
    toAddress: mail.to,
    userId: mail.userId ?? null,
    inquiryId: mail.inquiryId ?? null,
    subject: mail.subject,
    textBody: shown,
    secretTextBody: secrets.length > 0 && mail.mailServer ? mail.text : null,
    calendar: mail.calendar ?? null,
    dedupeKey: mail.dedupeKey ?? null,
    now: nowIso,
  });
  return result.changes === 1;
}

/** A link whose query or path names a token or key: a secret unless the message marks it so. */
const SECRET_LOOKING_LINK =
  /https?:\/\/\S*(?:[?&#](?:token|key|secret|code|sig)=|\/(?:reset|verify|confirm|feed)\/)\S*/i;

/**
 * Refuses to queue a message whose visible text still holds a link that looks like it carries a
 * secret: a new email with a token link must list it in secretLinks (core's emails), or it would
 * be readable in the desk's Outbox.
 */
function assertNoSecretShown(kind: string, text: string): void {
  const found = SECRET_LOOKING_LINK.exec(text);
  if (found) throw new Error(`a ${kind} email shows a secret-looking link; list it in secretLinks`);
}

/**
 * A message whose secret link will never reach its recipient: hidden in its text, not kept for a
 * sender (the box has no mail server), and not sent. The desk says how staff can pass it on.
 */
export function linkWithheld(row: OutboxRow): boolean {
  return row.textBody.includes(LINK_HIDDEN) && row.secretTextBody === null && row.status !== 'sent';
}

/** The text the sender sends: the real one where the stored text hides a secret. */
export function sendableText(row: OutboxRow): string {
  return row.secretTextBody ?? row.textBody;
}

/** The newest messages first (the desk's outbox view), optionally of one status. */
export function listOutbox(db: Db, options: { status?: OutboxStatus; limit?: number } = {}): OutboxRow[] {
  return db
    .select()
    .from(outboxMessages)
    .where(options.status ? eq(outboxMessages.status, options.status) : undefined)
    .orderBy(desc(outboxMessages.createdAt))
    .limit(options.limit ?? 200)
    .all();
}

/**
 * A message that failed every attempt, queued again with a fresh set of attempts (the desk's 'Send
 * Again', once SMTP works again). Only a failed message: one still queued is already on its way,
 * and one sent or kept without SMTP has nothing to retry. Returns the row, or null when the message
 * is not failed.
 */
export function requeueFailedMail(db: Db, id: string, nowIso: string): OutboxRow | null {
  return (
    db
      .update(outboxMessages)
      .set({ status: 'queued', attempts: 0, nextAttemptAt: nowIso, leaseUntil: null })
      .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'failed')))
      .returning()
      .get() ?? null
  );
}

export function findOutboxMessage(db: Db, id: string): OutboxRow | undefined {
  return db.select().from(outboxMessages).where(eq(outboxMessages.id, id)).get();
}

/** Messages due now: queued ones whose time has come, and any whose sender's lease ran out. */
export function outboxDueNow(db: Db, nowIso: string, limit: number): OutboxRow[] {
  return db
    .select()
    .from(outboxMessages)
    .where(
      or(
        and(eq(outboxMessages.status, 'queued'), lte(outboxMessages.nextAttemptAt, nowIso)),
        and(eq(outboxMessages.status, 'sending'), lte(outboxMessages.leaseUntil, nowIso)),
      ),
    )
    .orderBy(outboxMessages.nextAttemptAt)
    .limit(limit)
    .all();
}

/** Marks a message as being sent by us until `leaseUntil`, counting the attempt. */
export function leaseOutboxMessage(db: Db, id: string, leaseUntil: string, attempts: number): void {
  db.update(outboxMessages)
    .set({ status: 'sending', leaseUntil, attempts })
    .where(eq(outboxMessages.id, id))
    .run();
}

/** What a send attempt's outcome writes on its message. */
export type OutboxSettlement = Partial<typeof outboxMessages.$inferInsert>;

/** Writes a send attempt's outcome and lets go of the lease (only while the message is still ours). */
export function settleOutboxMessage(db: Db, id: string, values: OutboxSettlement): void {
  db.update(outboxMessages)
    .set({ leaseUntil: null, ...values })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'sending')))
    .run();
}

/**
 * Mail's recent history, for health (mailDelivery.ts): when a message was last sent, and the
 * oldest message queued after that which has failed an attempt (ISO instants, or null).
 */
export function deliveryHistory(db: Db): { lastSentAt: string | null; failingSince: string | null } {
  const lastSentAt =
    db
      .select({ at: sql<string | null>`max(${outboxMessages.sentAt})` })
      .from(outboxMessages)
      .where(eq(outboxMessages.status, 'sent'))
      .get()?.at ?? null;
  const failingSince =
    db
      .select({ at: sql<string | null>`min(${outboxMessages.createdAt})` })
      .from(outboxMessages)
      .where(
        and(
          or(
            eq(outboxMessages.status, 'queued'),
            eq(outboxMessages.status, 'sending'),
            eq(outboxMessages.status, 'failed'),
          ),
          sql`${outboxMessages.lastError} IS NOT NULL`,
          lastSentAt ? sql`${outboxMessages.createdAt} > ${lastSentAt}` : undefined,
        ),
      )
      .get()?.at ?? null;
  return { lastSentAt, failingSince };
}
