/** bay_hook_events: the simulator hooks' queue (bayHook.ts posts it). */
import { randomUUID } from 'node:crypto';
import type { BayEvent } from '@lounge/core';
import { and, eq, lte, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bayHookEvents } from '../db/schema';

export type BayHookRow = typeof bayHookEvents.$inferSelect;

export interface QueuedBayEvent {
  bayNumber: string;
  event: BayEvent;
  bookingId: string;
  dedupeKey: string;
  body: string;
  expiresAt: string;
}

/** Queues an event once: a second with the same dedupe key is ignored. */
export function insertBayEvent(db: Db, values: QueuedBayEvent, nowIso: string): void {
  db.insert(bayHookEvents)
    .values({ id: randomUUID(), ...values, nextAttemptAt: nowIso, createdAt: nowIso })
    .onConflictDoNothing({ target: bayHookEvents.dedupeKey })
    .run();
}

/** Events due now, and any whose poster's lease ran out, oldest first. */
export function bayEventsDue(db: Db, nowIso: string, limit: number): BayHookRow[] {
  return db
    .select()
    .from(bayHookEvents)
    .where(
      or(
        and(eq(bayHookEvents.status, 'queued'), lte(bayHookEvents.nextAttemptAt, nowIso)),
        and(eq(bayHookEvents.status, 'sending'), lte(bayHookEvents.leaseUntil, nowIso)),
      ),
    )
    .orderBy(bayHookEvents.nextAttemptAt)
    .limit(limit)
    .all();
}

export function updateBayEvent(db: Db, id: string, values: Partial<BayHookRow>): void {
  db.update(bayHookEvents).set(values).where(eq(bayHookEvents.id, id)).run();
}
