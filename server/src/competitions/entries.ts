/**
 * The field: a member entering (the field re-counted in the entry's own transaction, so concurrent
 * entries never pass the field size; a fee paid through the guest fees' checkout and ledger) and
 * withdrawing (the refund rule), and staff listing, adding, withdrawing and moving players.
 */
import Boom from '@hapi/boom';
import {
  competitionMessages,
  type EntryAnswer,
  entryTerms,
  formatMoney,
  PLAYERS_PER_BAY,
  registrationOpen,
  type StaffEntryView,
  toIsoInstant,
  type WithdrawAnswer,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { HOLD_GRACE_MS, HOLD_MS } from '../bookings/guestCheckout';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { siteUrl } from '../http/origins';
import { gatewayFailure } from '../payments/gatewayErrors';
import { findLedgerEntryByRef, recordCheckout, refundableCents } from '../payments/paymentService';
import { reserveRefund, settleRefund } from '../payments/refunds';
import { logStaffAction } from '../staff/auditService';
import { findUserById, type UserRow } from '../users/userService';
import { competitionOr404, membersCompetitionOr404, notFound, roundOr404 } from './competitionLookups';
import {
  baysOf,
  type CompetitionRow,
  type EntryRow,
  entriesOf,
  findEntry,
  insertEntry,
  liveEntryOf,
  roundsOf,
  setMove,
  updateEntry,
} from './competitionStore';
import { competitionDetail, myEntry } from './competitionViews';
import {
  fieldOf,
  groupsOf,
  lapseUnpaid,
  moveUpWaitingList,
  queueEntryConfirmed,
  refundsNow,
  termsOf,
} from './entryFees';
import { handicapOf, indexOfEntry } from './memberHandicaps';

export function staffEntries(ctx: AppContext, id: string): StaffEntryView[] {
  competitionOr404(ctx, id);
  return entriesOf(ctx.db, id).map((e) => ({
    id: e.entry.id,
    userId: e.entry.userId,
    memberName: `${e.firstName} ${e.lastName}`.trim(),
    status: e.entry.status,
    feeCents: e.entry.feeCents,
    createdAt: e.entry.createdAt,
    handicapIndex: indexOfEntry(ctx, e.entry),
  }));
}

type EntryPlan =
  | { kind: 'done'; entry: EntryRow; message: string }
  | { kind: 'pay'; entry: EntryRow; feeCents: number; holdUntil: string | null };

export async function enter(ctx: AppContext, user: UserRow, id: string): Promise<EntryAnswer> {
  const row = membersCompetitionOr404(ctx, id);
  const terms = entryTerms(termsOf(row), user);
  if (!terms.ok) throw refuse(403, { title: terms.title, message: terms.message, code: 'not_eligible' });
  const plan = writeTransaction(ctx.database, (): EntryPlan => {
    const now = ctx.now();
    const nowIso = toIsoInstant(now);
    lapseUnpaid(ctx, row, nowIso);
    const live = liveEntryOf(ctx.db, id, user.id);
    // A place held for the member (the waiting list gave it, or a checkout left unpaid): pay for it.
    if (live?.status === 'unpaid')
      return { kind: 'pay', entry: live, feeCents: live.feeCents, holdUntil: live.holdExpiresAt };
    if (live) throw refuse(409, { ...competitionMessages.alreadyEntered, code: 'already_entered' });
    if (!registrationOpen(row.registrationClosesAt, now))
      throw refuse(409, { ...competitionMessages.registrationClosed, code: 'registration_closed' });
    const taken = fieldOf(ctx, id, nowIso).length;
    if (taken >= row.fieldSize) {
      const entry = insertEntry(
        ctx.db,
        { competitionId: id, userId: user.id, status: 'waiting', feeCents: 0 },
        nowIso,
      );
      return { kind: 'done', entry, message: competitionMessages.waiting };
    }
    if (terms.feeCents === 0) {
      const entry = insertEntry(
        ctx.db,
        { competitionId: id, userId: user.id, status: 'entered', feeCents: 0 },
        nowIso,
      );
      queueEntryConfirmed(ctx, row, entry, nowIso);
      return { kind: 'done', entry, message: competitionMessages.entered };
    }
    const holdUntil = toIsoInstant(now + HOLD_MS + HOLD_GRACE_MS);
    const entry = insertEntry(
      ctx.db,
      {
        competitionId: id,
        userId: user.id,
        status: 'unpaid',
        feeCents: terms.feeCents,
        holdExpiresAt: holdUntil,
      },
      nowIso,
    );
    return { kind: 'pay', entry, feeCents: terms.feeCents, holdUntil };
  });
  const nowIso = toIsoInstant(ctx.now());
  const view = (_entry: EntryRow) => {
    const detail = competitionDetail(ctx, id, user);
    return detail.mine ?? myEntry(ctx, row, roundsOf(ctx.db, id), entriesOf(ctx.db, id), user.id, nowIso);
  };
  if (plan.kind === 'done') {
    const mine = view(plan.entry);
    if (!mine) throw notFound();
    return { entry: mine, message: plan.message, checkout: null };
  }
  const checkout = await openEntryCheckout(ctx, user, row, plan.entry, plan.feeCents, plan.holdUntil);
  const mine = view(plan.entry);
  if (!mine) throw notFound();
  return { entry: mine, message: '', checkout };
}

async function openEntryCheckout(
  ctx: AppContext,
  user: UserRow,
  row: CompetitionRow,
  entry: EntryRow,
  feeCents: number,
  holdUntil: string | null,
): Promise<{ url: string; sessionId: string }> {
  const now = ctx.now();
  const origin = siteUrl(ctx.config);
  let created: Awaited<ReturnType<AppContext['payments']['createPaymentCheckout']>>;
  try {
    created = await ctx.payments.createPaymentCheckout({
      line: {
        name: 'Entry fee',
        description: `Entry fee: ${row.name}`,
        quantity: 1,
        unitAmountCents: feeCents,
      },
      email: user.email,
      userId: user.id,
      customerId: user.stripeCustomerId,
      metadata: { kind: 'entry_fee', userId: user.id, entryId: entry.id },
      successUrl: `${origin}/tournaments/${row.id}?payment=success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/tournaments/${row.id}?payment=cancelled`,
      expiresAt: now + HOLD_MS,
      idempotencyKey: `entry-fee-${entry.id}-${entry.updatedAt}`,
    });
  } catch (error) {
    if (holdUntil !== null)
      writeTransaction(ctx.database, () => {
        updateEntry(ctx.db, entry.id, { status: 'lapsed' }, toIsoInstant(ctx.now()));
      });
    throw gatewayFailure(ctx, `entry-fee checkout failed for entry ${entry.id}`, error);
  }
  writeTransaction(ctx.database, () => {
    recordCheckout(
      ctx.db,
      {
        id: created.id,
        kind: 'entry_fee',
        userId: user.id,
        email: user.email,
        amountCents: feeCents,
        expiresAt: toIsoInstant(created.expiresAt),
      },
      ctx.now(),
    );
    const nowIso = toIsoInstant(ctx.now());
    updateEntry(
      ctx.db,
      entry.id,
      // The place stays held as long as it was (the session may outlive it, as any late payment).
      { checkoutSessionId: created.id },
      nowIso,
    );
  });
  return { url: created.url, sessionId: created.id };
}

export async function withdraw(ctx: AppContext, user: UserRow, id: string): Promise<WithdrawAnswer> {
  const row = competitionOr404(ctx, id);
  const refunded = await withdrawEntry(ctx, row, null, () => liveEntryOf(ctx.db, id, user.id));
  if (refunded === null) return { message: competitionMessages.withdrawn, refundedCents: 0 };
  if (refunded === 0) return { message: competitionMessages.withdrawnNoRefund, refundedCents: 0 };
  return { message: competitionMessages.withdrawnRefund, refundedCents: refunded };
}

/**
 * Staff withdraw a player (or take them off the waiting list): the member's rule, refunding the
 * fee through the ledger before registration closes and nothing after; audited.
 */
export async function staffWithdraw(
  ctx: AppContext,
  actorId: string,
  id: string,
  entryId: string,
): Promise<WithdrawAnswer> {
  const row = competitionOr404(ctx, id);
  const refunded = await withdrawEntry(ctx, row, actorId, () => {
    const entry = findEntry(ctx.db, entryId);
    return entry?.competitionId === id && LIVE_STATUSES.includes(entry.status) ? entry : undefined;
  });
  const refundedCents = refunded ?? 0;
  return {
    message: competitionMessages.staffWithdrawn(refundedCents > 0 ? formatMoney(refundedCents) : null),
    refundedCents,
  };
}

const LIVE_STATUSES: readonly string[] = ['unpaid', 'entered', 'waiting'];

/**
 * Withdraws the live entry `find` names in one transaction (the waiting list moving up), then
 * refunds its fee when the rule says so. Answers the cents refunded: null when nothing was paid,
 * 0 when the fee was paid but registration has closed. The refund is the ledger's own, reserved
 * once with its idempotency key, so a repeated call never returns money twice.
 */
async function withdrawEntry(
  ctx: AppContext,
  row: CompetitionRow,
  actorId: string | null,
  find: () => EntryRow | undefined,
): Promise<number | null> {
  const done = writeTransaction(ctx.database, () => {
    const nowIso = toIsoInstant(ctx.now());
    const entry = find();
    if (!entry) throw refuse(409, { ...competitionMessages.notEntered, code: 'not_entered' });
    updateEntry(ctx.db, entry.id, { status: 'withdrawn' }, nowIso);
    if (entry.status !== 'waiting') moveUpWaitingList(ctx, row, nowIso);
    const charge =
      entry.status === 'entered' && entry.checkoutSessionId
        ? findLedgerEntryByRef(ctx.db, entry.checkoutSessionId)
        : undefined;
    if (actorId !== null)
      logStaffAction(
        ctx.db,
        {
          actorId,
          action: 'withdraw_player',
          targetType: 'competition',
          targetId: row.id,
          details: { entryId: entry.id, userId: entry.userId, status: entry.status },
        },
        ctx.now(),
      );
    const left = charge ? refundableCents(ctx.db, charge) : 0;
    // Reserved with the withdrawal: a refund above plain staff's limits refuses both (403).
    const reserved =
      charge && left > 0 && refundsNow(row, ctx.now())
        ? reserveRefund(ctx, { chargeId: charge.id, reason: `Withdrew from ${row.name}`, actorId })
        : null;
    return { entry, left, reserved };
  });
  if (done.entry.status === 'unpaid' && done.entry.checkoutSessionId) {
    await ctx.payments.expireCheckout(done.entry.checkoutSessionId).catch(() => undefined);
  }
  if (done.left === 0) return null;
  if (!done.reserved) return 0;
  try {
    await settleRefund(ctx, done.reserved.refund, done.reserved.key);
  } catch (error) {
    // The entry stays withdrawn; the refund is recorded failed and the charge stays refundable.
    ctx.logger.error('refund for a withdrawn entry failed', {
      entryId: done.entry.id,
      chargeId: done.reserved.refund.refundOf,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  return done.left;
}

/** Staff add a player to the field: no fee, even after registration closes (a season moved onto the software). */
export function addPlayer(ctx: AppContext, actorId: string, id: string, userId: string): StaffEntryView {
  return writeTransaction(ctx.database, () => {
    const row = membersCompetitionOr404(ctx, id);
    const member = findUserById(ctx.db, userId);
    if (!member || member.deletedAt) throw Boom.notFound('Member not found');
    const nowIso = toIsoInstant(ctx.now());
    lapseUnpaid(ctx, row, nowIso);
    const live = liveEntryOf(ctx.db, id, userId);
    if (live?.status === 'entered')
      throw refuse(409, { ...competitionMessages.alreadyEntered, code: 'already_entered' });
    if (fieldOf(ctx, id, nowIso).filter((e) => e.entry.id !== live?.id).length >= row.fieldSize)
      throw refuse(409, { ...competitionMessages.fieldFull, code: 'already_entered' });
    const entry = live
      ? updateEntry(ctx.db, live.id, { status: 'entered', feeCents: 0, holdExpiresAt: null }, nowIso)
      : insertEntry(
          ctx.db,
          { competitionId: id, userId, status: 'entered', feeCents: 0, addedBy: actorId },
          nowIso,
        );
    logStaffAction(
      ctx.db,
      {
        actorId,
        action: 'add_player',
        targetType: 'competition',
        targetId: id,
        details: { userId, entryId: entry.id },
      },
      ctx.now(),
    );
    return {
      id: entry.id,
      userId,
      memberName: `${member.firstName} ${member.lastName}`.trim(),
      status: entry.status,
      feeCents: entry.feeCents,
      createdAt: entry.createdAt,
      handicapIndex: handicapOf(ctx, userId).index,
    };
  });
}

/** Staff move a player to a bay of a round (at most 4 a bay). */
export function movePlayer(
  ctx: AppContext,
  actorId: string,
  id: string,
  roundNumber: number,
  move: { entryId: string; bayNumber: string },
) {
  return writeTransaction(ctx.database, () => {
    competitionOr404(ctx, id);
    const round = roundOr404(ctx, id, roundNumber);
    const entry = findEntry(ctx.db, move.entryId);
    if (!entry || entry.competitionId !== id || entry.status !== 'entered')
      throw refuse(409, { ...competitionMessages.notInRound, code: 'not_in_round' });
    if (!baysOf(round).includes(move.bayNumber))
      throw refuse(400, {
        title: 'Unknown Bay',
        message: `Round ${roundNumber} is not played on bay ${move.bayNumber}.`,
        field: 'bayNumber',
      });
    const entered = entriesOf(ctx.db, id)
      .filter((e) => e.entry.status === 'entered')
      .map((e) => e.entry.id);
    const there = groupsOf(ctx, round, entered).groups.find((g) => g.bayNumber === move.bayNumber);
    if (there && !there.entryIds.includes(entry.id) && there.entryIds.length >= PLAYERS_PER_BAY)
      throw refuse(409, { ...competitionMessages.bayFull(move.bayNumber), code: 'bay_full' });
    setMove(ctx.db, round.id, entry.id, move.bayNumber);
    logStaffAction(
      ctx.db,
      {
        actorId,
        action: 'move_player',
        targetType: 'competition',
        targetId: id,
        details: { round: roundNumber, ...move },
      },
      ctx.now(),
    );
    return competitionDetail(ctx, id, null);
  });
}
