/**
 * Our membership rows kept in step with the subscription at the gateway (docs/decisions/040), from
 * the subscription's state as the gateway reports it on a webhook (customer.subscription.updated,
 * paused, resumed), never from the event's payload:
 *
 * - its end (`cancel_at`): set at the gateway without a cancellation of ours (a cancellation
 *   made at Stripe, or our own request whose row is not written yet), it becomes our cancellation
 *   with its email; moved there, ours moves with it; cleared there while ours runs, ours is taken
 *   back, with its email, since the member is billed on;
 * - its pause (`pause_collection`): the pause our freeze asked for is marked set once the gateway
 *   has it; cleared at the gateway while our freeze still has days to run, billing has restarted,
 *   so the freeze ends today, with its email.
 *
 * Each email's key is the one the member's own request uses, so a race between the two sends one.
 * Runs inside the webhook's write transaction.
 */
import {
  addDays,
  cancelCopy,
  chargesBefore,
  membershipEmails,
  TIERS,
  toIsoInstant,
  venueDate,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { emailContext } from '../mail/mailContext';
import { enqueueMail } from '../mail/outboxService';
import type { SubscriptionInfo } from '../payments/gateway';
import { findUserById, type UserRow } from '../users/userService';
import { insertCancellation, latestCancellationOf, withdrawCancellationRow } from './cancelStore';
import { freezesOf, openFreezeOf, updateFreeze } from './freezeStore';
import { asFreeze } from './frozenDays';
import { planBilling } from './planBilling';

/** Statuses in which the gateway still bills the member. */
const BILLED = new Set(['active', 'trialing', 'past_due']);

export function keepTermsInStep(ctx: AppContext, userId: string, sub: SubscriptionInfo): void {
  const user = findUserById(ctx.db, userId);
  if (!user || user.deletedAt || user.stripeSubscriptionId !== sub.id) return;
  const today = venueDate(ctx.now(), ctx.config.venue.timeZone);
  const nowIso = toIsoInstant(ctx.now());
  if (BILLED.has(sub.status)) keepEndInStep(ctx, user, sub, today, nowIso);
  keepPauseInStep(ctx, user, sub, today, nowIso);
}

/** The first venue day without a membership ending at `at` (a day already begun is kept). */
function endsOnAt(ctx: AppContext, at: number): string {
  return addDays(venueDate(at - 1, ctx.config.venue.timeZone), 1);
}

function keepEndInStep(ctx: AppContext, user: UserRow, sub: SubscriptionInfo, today: string, nowIso: string) {
  const latest = latestCancellationOf(ctx.db, user.id);
  const open = latest && !latest.guarantee && latest.endsOn > today ? latest : undefined;
  const endsOn = sub.cancelAt === null ? null : endsOnAt(ctx, sub.cancelAt);
  if (open && open.endsOn === endsOn) return;
  const c = emailContext(ctx);
  if (open) {
    withdrawCancellationRow(ctx.db, open.id, nowIso);
    if (endsOn === null) {
      enqueueMail(
        ctx.db,
        {
          kind: 'membership_cancel_withdrawn',
          to: user.email,
          userId: user.id,
          ...membershipEmails.cancelWithdrawn(user.firstName, c),
          dedupeKey: `cancel:${open.id}:withdrawn`,
        },
        nowIso,
      );
      ctx.logger.info('terms: a cancellation taken back at the gateway', { userId: user.id });
      return;
    }
  }
  if (endsOn === null || endsOn <= today) return;
  const billing = planBilling(user, ctx.config.venue.timeZone);
  const row = insertCancellation(
    ctx.db,
    {
      userId: user.id,
      requestedAt: nowIso,
      endsOn,
      guarantee: false,
      refundedCents: 0,
      createdBy: null,
    },
    nowIso,
  );
  const charges =
    billing && user.membershipType
      ? chargesBefore(
          {
            requestedOn: today,
            ...billing,
            monthlyCents: TIERS[user.membershipType].prices.monthlyCents,
            freezes: freezesOf(ctx.db, user.id).map(asFreeze),
          },
          endsOn,
        )
      : [];
  const summary = cancelCopy.summary({ noticeEndsOn: endsOn, endsOn, lastDay: addDays(endsOn, -1), charges });
  enqueueMail(
    ctx.db,
    {
      kind: 'membership_cancelled',
      to: user.email,
      userId: user.id,
      ...membershipEmails.cancelled(user.firstName, summary, c),
      dedupeKey: `cancel:${row.id}`,
    },
    nowIso,
  );
  ctx.logger.info('terms: a cancellation set at the gateway', { userId: user.id, endsOn });
}

function keepPauseInStep(
  ctx: AppContext,
  user: UserRow,
  sub: SubscriptionInfo,
  today: string,
  nowIso: string,
) {
  const freeze = openFreezeOf(ctx.db, user.id, today);
  if (!freeze) return;
  if (sub.pausedUntil !== null) {
    // The pause our freeze asked for: set, whoever wrote it down first.
    if (!freeze.pausedAt) updateFreeze(ctx.db, freeze.id, { pausedAt: nowIso }, nowIso);
    return;
  }
  // Not paused, and never paused for this freeze (due later): nothing has changed.
  if (!freeze.pausedAt || freeze.startsOn > today || !BILLED.has(sub.status)) return;
  // Billed again while our freeze has days to run: it ends today, as an early end from the dashboard.
  updateFreeze(ctx.db, freeze.id, { resumesOn: today, endedAt: nowIso }, nowIso);
  enqueueMail(
    ctx.db,
    {
      kind: 'membership_resumed',
      to: user.email,
      userId: user.id,
      ...membershipEmails.resumed(user.firstName, today, emailContext(ctx)),
      dedupeKey: `freeze:${freeze.id}:ended`,
    },
    nowIso,
  );
  ctx.logger.info('terms: a freeze ended by billing restarted at the gateway', { userId: user.id });
}
