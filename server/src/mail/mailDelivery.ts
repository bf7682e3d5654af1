/**
 * Whether mail is getting out, for /api/health: when delivery last succeeded and since when every
 * attempt has failed. A provider's hiccup is retried unseen (mailWorker.ts); mail failing for
 * MAIL_OUTAGE_MS makes health 'degraded', so the operator hears of an outage before members
 * wonder where their confirmations went, and a message delivered clears it.
 *
 * The worker notes each attempt's outcome here. The first look (after a start) reads the outbox
 * once, so a restart in the middle of an outage keeps its start rather than counting afresh: the
 * last message sent, and the oldest message queued since then that has failed an attempt. Times are
 * the server's clock (`ctx.now()`), as the outbox's are.
 */
import { toIsoInstant } from '@lounge/core';
import type { AppContext } from '../appContext';
import type { OpenDatabase } from '../db/database';
import { deliveryHistory } from './outboxStore';

/** Mail failing this long is an outage health reports; shorter, the retries deal with it. */
const MAIL_OUTAGE_MS = 15 * 60_000;

interface DeliveryState {
  lastSentAt?: number;
  /** The first failed attempt since the last delivery; undefined while mail gets out. */
  failingSince?: number;
}

const states = new WeakMap<OpenDatabase, DeliveryState>();

function deliveryStateOf(ctx: AppContext): DeliveryState {
  let state = states.get(ctx.database);
  if (!state) {
    const { lastSentAt, failingSince } = deliveryHistory(ctx.db);
    state = {
      ...(lastSentAt ? { lastSentAt: Date.parse(lastSentAt) } : {}),
      ...(failingSince ? { failingSince: Date.parse(failingSince) } : {}),
    };
    states.set(ctx.database, state);
  }
  return state;
}

/** The mail worker's note of one attempt: a message handed over, or one the mail server refused. */
export function noteDelivery(ctx: AppContext, outcome: 'sent' | 'failed', at: number): void {
  const state = deliveryStateOf(ctx);
  if (outcome === 'sent') {
    state.lastSentAt = at;
    state.failingSince = undefined;
  } else state.failingSince ??= at;
}

export interface MailHealth {
  /** off: no SMTP_URL, so mail is kept in the Outbox by design, not failing. */
  mail: 'ok' | 'failing' | 'off';
  problem?: string;
}

export function mailHealth(ctx: AppContext, now: number): MailHealth {
  if (!ctx.config.mail.smtpUrl) return { mail: 'off' };
  const { lastSentAt, failingSince } = deliveryStateOf(ctx);
  if (failingSince === undefined || now - failingSince < MAIL_OUTAGE_MS) return { mail: 'ok' };
  const since =
    lastSentAt === undefined
      ? 'no email has been sent'
      : `the last email went at ${toIsoInstant(lastSentAt)}`;
  return {
    mail: 'failing',
    problem: `mail is failing: every attempt since ${toIsoInstant(failingSince)} failed and ${since} (the log and the desk's Outbox say why)`,
  };
}
