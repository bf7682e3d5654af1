/**
 * The bays' simulator hooks (docs/decisions/059): a bay with BAY_<n>_HOOK_URL is told when its
 * booking starts, is BAY_WARN_MINUTES from its end, is extended and ends, so the venue's agent on
 * the simulator PC can unlock and lock the simulator. An event is a row first (bay_hook_events,
 * the outbox's shape), written in the transaction of what it reports or by the background pass
 * that notices a start, warning or end; the same pass posts the rows, signed with BAY_HOOK_SECRET
 * (signedPost: `X-Lounge-Signature`), retrying with backoff until the event no longer matters.
 * Nothing a member or staff does waits on a hook: a PC that is off delays only its own posts.
 */
import { BAY_WARN_MINUTES, type BayEvent, OCCUPYING_BOOKING_STATUSES, toIsoInstant } from '@lounge/core';
import type { AppContext } from '../appContext';
import type { BookingRow } from '../bookings/bookingQueries';
import { writeTransaction } from '../db/database';
import { signedPost } from '../door/signedPost';
import { bayBookingsBetween } from '../occupancy/occupancyService';
import { bayEventsDue, insertBayEvent, updateBayEvent } from './bayHookStore';

const MINUTE = 60_000;
/** A hook that does not answer within this long has failed this attempt. */
const ANSWER_MS = 4000;
const LEASE_MS = 60_000;
const BATCH = 20;
/** An 'end' is still worth saying this long after the booking ended (the agent locks on it). */
const END_MATTERS_MS = 60 * MINUTE;
/** The background pass looks back this far for an end it has not reported (a pass can be late). */
const LOOK_BACK_MS = 10 * MINUTE;

/** Wait before attempt n + 1 after n failures: 5 s, 10 s, 20 s ... at most 5 minutes (a PC on the LAN reboots in minutes). */
function hookBackoffMs(failures: number): number {
  return Math.min(5000 * 2 ** (failures - 1), 5 * MINUTE);
}

/** The event's key: 'warn' and 'end' name the booking's end, so an extension arms them again. */
function dedupeKey(event: BayEvent, booking: BookingRow): string {
  return event === 'start' ? `start:${booking.id}` : `${event}:${booking.id}:${booking.endTime}`;
}

/**
 * Queues `event` for `booking`'s bay if the bay has a hook; nothing otherwise. Call inside the
 * transaction of what it reports.
 */
export function queueBayEvent(ctx: AppContext, event: BayEvent, booking: BookingRow, now: number): void {
  if (!ctx.config.bayHooks.urls[booking.bayNumber]) return;
  const end = Date.parse(booking.endTime);
  const key = dedupeKey(event, booking);
  insertBayEvent(
    ctx.db,
    {
      bayNumber: booking.bayNumber,
      event,
      bookingId: booking.id,
      dedupeKey: key,
      // The key is the event's id for the agent: a post it got twice (a lost answer) is one event.
      body: JSON.stringify({
        id: key,
        event: `bay.${event}`,
        bay: booking.bayNumber,
        bookingId: booking.id,
        startsAt: booking.startTime,
        endsAt: booking.endTime,
        at: toIsoInstant(now),
      }),
      expiresAt: toIsoInstant(event === 'end' ? end + END_MATTERS_MS : end),
    },
    toIsoInstant(now),
  );
}

/** The background pass: the starts, warnings and ends of the hooked bays' bookings reached by now. */
function queueDueBayEvents(ctx: AppContext): void {
  const bays = Object.keys(ctx.config.bayHooks.urls);
  if (bays.length === 0) return;
  const now = ctx.now();
  const fromIso = toIsoInstant(now - LOOK_BACK_MS);
  const untilIso = toIsoInstant(now + 1);
  const occupying = OCCUPYING_BOOKING_STATUSES as readonly string[];
  writeTransaction(ctx.database, () => {
    for (const bay of bays) {
      for (const { booking } of bayBookingsBetween(ctx.db, bay, fromIso, untilIso)) {
        if (!occupying.includes(booking.status)) continue;
        const end = Date.parse(booking.endTime);
        if (now < end) queueBayEvent(ctx, 'start', booking, now);
        if (now >= end - BAY_WARN_MINUTES * MINUTE && now < end) queueBayEvent(ctx, 'warn', booking, now);
        if (now >= end) queueBayEvent(ctx, 'end', booking, now);
      }
    }
  });
}

export interface HookRun {
  sent: number;
  retried: number;
  expired: number;
}

/** Posts the events due now, each once per attempt; a failure waits its backoff, an event past mattering expires. */
async function postDueBayEvents(ctx: AppContext): Promise<HookRun> {
  const run: HookRun = { sent: 0, retried: 0, expired: 0 };
  const { urls, secret } = ctx.config.bayHooks;
  const now = ctx.now();
  const nowIso = toIsoInstant(now);
  if (!secret || bayEventsDue(ctx.db, nowIso, 1).length === 0) return run;
  const claimed = writeTransaction(ctx.database, () => {
    const due = bayEventsDue(ctx.db, nowIso, BATCH);
    const leaseUntil = toIsoInstant(now + LEASE_MS);
    for (const row of due) {
      if (row.expiresAt <= nowIso || !urls[row.bayNumber]) {
        updateBayEvent(ctx.db, row.id, { status: 'expired', leaseUntil: null });
        run.expired += 1;
      } else {
        updateBayEvent(ctx.db, row.id, { status: 'sending', leaseUntil, attempts: row.attempts + 1 });
      }
    }
    return due.filter((row) => row.expiresAt > nowIso && urls[row.bayNumber]);
  });
  // In the order they happened, and a bay that failed once is left for its next attempt, so its
  // later events neither overtake it nor each wait out a timeout.
  const failedBays = new Set<string>();
  for (const row of claimed.sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    const attempts = row.attempts + 1;
    if (failedBays.has(row.bayNumber)) {
      retryLater(ctx, row.id, row.attempts, 'an earlier event to this bay failed');
      run.retried += 1;
      continue;
    }
    try {
      await signedPost(urls[row.bayNumber] ?? '', secret, JSON.parse(row.body), ANSWER_MS);
      writeTransaction(ctx.database, () =>
        updateBayEvent(ctx.db, row.id, {
          status: 'sent',
          sentAt: toIsoInstant(ctx.now()),
          leaseUntil: null,
          lastError: null,
        }),
      );
      run.sent += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      failedBays.add(row.bayNumber);
      if (attempts === 1) {
        ctx.logger.warn('bay hook not answering, will retry', {
          bay: row.bayNumber,
          event: row.event,
          reason,
        });
      }
      retryLater(ctx, row.id, attempts, reason);
      run.retried += 1;
    }
  }
  return run;
}

/** Back to the queue with `attempts` counted, due again after their backoff. */
function retryLater(ctx: AppContext, id: string, attempts: number, reason: string): void {
  writeTransaction(ctx.database, () =>
    updateBayEvent(ctx.db, id, {
      status: 'queued',
      attempts,
      leaseUntil: null,
      lastError: reason,
      nextAttemptAt: toIsoInstant(ctx.now() + hookBackoffMs(Math.max(1, attempts))),
    }),
  );
}

/** One step of the background pass: notice what happened, then post it. */
export async function bayHookChores(ctx: AppContext): Promise<void> {
  queueDueBayEvents(ctx);
  await postDueBayEvents(ctx);
}
