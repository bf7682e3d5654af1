/**
 * Tournaments and leagues (docs/competitions.md). Creating one closes its rounds' bays as bay
 * blocks in one IMMEDIATE transaction that first looks for the bookings they would cover and
 * refuses with the list, as a block does (rounds already played close nothing). Entering re-counts
 * the field in its own transaction, so concurrent entries never pass the field size; a fee is paid
 * through the guest fees' checkout and ledger (entryFees.ts). Cards are written by their player,
 * attested by a partner of the same bay or by staff; a staff correction of a final card is audited.
 * The arithmetic (handicaps, boards, points) is core's.
 */
import Boom from '@hapi/boom';
import {
  adjustedGrossScore,
  boardName,
  type CardView,
  type CompetitionDetail,
  type CompetitionInput,
  type CompetitionSummary,
  type CourseRatings,
  checkCard,
  checkCompetitionTerms,
  checkFieldSize,
  competitionEmails,
  competitionLabels,
  competitionMessages,
  competitionPhase,
  courseHandicap,
  type EntryAnswer,
  entryTerms,
  formatMoney,
  type GroupCards,
  type HandicapView,
  handicapIndex,
  indexIsValid,
  instantToWall,
  type LeaderboardLine,
  leaderboard,
  leagueStandings,
  type MyEntryView,
  PLAYERS_PER_BAY,
  planCompetition,
  playingHandicap,
  type RoundCard,
  type RoundView,
  registrationOpen,
  roundBlockReason,
  roundStarted,
  type StaffCardAnswer,
  type StaffEntryView,
  scoreDifferential,
  toIsoInstant,
  venueDate,
  type WithdrawAnswer,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { covered } from '../blocks/blockService';
import { bookingsCoveredBy } from '../blocks/blockStore';
import { expireLapsedHolds } from '../bookings/bookingStore';
import { HOLD_GRACE_MS, HOLD_MS } from '../bookings/guestCheckout';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { siteUrl } from '../http/origins';
import { emailContext } from '../mail/mailContext';
import { enqueueMail } from '../mail/outboxService';
import { gatewayFailure } from '../payments/gatewayErrors';
import { findLedgerEntryByRef, recordCheckout, refundableCents } from '../payments/paymentService';
import { reserveRefund, settleRefund } from '../payments/refunds';
import { logStaffAction } from '../staff/auditService';
import { isStaff } from '../staff/staffAccess';
import { findUserById, type UserRow } from '../users/userService';
import {
  allCompetitions,
  baysOf,
  type CardRow,
  type CompetitionRow,
  cardsOfRound,
  closeRound,
  courseOf,
  type EntryRow,
  type EntryWithMember,
  entriesOf,
  finalCardsOfMember,
  findCard,
  findCompetition,
  findEntry,
  handicapSettingsOf,
  insertCard,
  insertCompetition,
  insertEntry,
  insertRound,
  liveEntriesOfMember,
  liveEntryOf,
  type RoundRow,
  roundsOf,
  roundsOfMany,
  setMove,
  setOfficialIndex,
  updateCard,
  updateCompetition,
  updateEntry,
} from './competitionStore';
import {
  fieldOf,
  groupsOf,
  lapseUnpaid,
  moveUpWaitingList,
  publicName,
  queueEntryConfirmed,
  refundsNow,
  termsOf,
} from './entryFees';

const notFound = () => Boom.notFound(competitionMessages.notFound);

function competitionOr404(ctx: AppContext, id: string): CompetitionRow {
  const row = findCompetition(ctx.db, id);
  if (!row) throw notFound();
  return row;
}

// ---- Creating and editing ------------------------------------------------------------------

export function createCompetition(ctx: AppContext, actorId: string, input: CompetitionInput): { id: string } {
  const now = ctx.now();
  const zone = ctx.config.venue.timeZone;
  const plan = planCompetition(input, ctx.config.venue, venueDate(now, zone));
  if (!plan.ok)
    throw refuse(400, {
      title: plan.title,
      message: plan.message,
      field: plan.field,
      code: 'invalid_competition',
    });
  const closesAt = toIsoInstant(Date.parse(input.registrationClosesAt));
  return writeTransaction(ctx.database, () => {
    const nowIso = toIsoInstant(ctx.now());
    expireLapsedHolds(ctx.db, nowIso);
    const occurrences = plan.rounds
      .filter((r) => !r.past)
      .flatMap((r) => r.bays.map((bayNumber) => ({ bayNumber, date: r.date, start: r.start, end: r.end })));
    const inTheWay = bookingsCoveredBy(ctx.db, occurrences);
    if (inTheWay.length > 0) {
      const error = refuse(409, {
        ...competitionMessages.coversBookings(inTheWay.length),
        code: 'round_covers_bookings',
        field: 'rounds',
      });
      Object.assign(error.output.payload, { bookings: inTheWay.map((b) => covered(ctx, b)) });
      throw error;
    }
    const name = input.name.trim();
    const row = insertCompetition(
      ctx.db,
      {
        name,
        description: input.description.trim(),
        kind: input.kind,
        format: input.format,
        allowancePercent: input.allowancePercent,
        eligibility: input.eligibility,
        feeGeneralCents: input.entryFeeCents.general,
        feeVipCents: input.entryFeeCents.vip,
        fieldSize: input.fieldSize,
        registrationClosesAt: closesAt,
        course: JSON.stringify({
          name: input.course.name.trim(),
          courseRating: input.course.courseRating,
          slopeRating: input.course.slopeRating,
          holes: input.course.holes.map((h) => ({ par: h.par, strokeIndex: h.strokeIndex })),
        }),
        createdBy: actorId,
      },
      nowIso,
    );
    try {
      for (const round of plan.rounds) {
        insertRound(ctx.db, row.id, round, {
          reason: roundBlockReason(name, round.number, input.kind),
          createdBy: actorId,
          nowIso,
        });
      }
    } catch (error) {
      // Only a second writer on the same file gets here: the check above saw no booking.
      if (error instanceof Error && /block_overlap/.test(error.message))
        throw refuse(409, { ...competitionMessages.coversBookings(1), code: 'round_covers_bookings' });
      throw error;
    }
    logStaffAction(
      ctx.db,
      {
        actorId,
        action: 'create_competition',
        targetType: 'competition',
        targetId: row.id,
        details: { name, kind: input.kind, rounds: plan.rounds.length, fieldSize: input.fieldSize },
      },
      ctx.now(),
    );
    return { id: row.id };
  });
}

export function editCompetition(
  ctx: AppContext,
  actorId: string,
  id: string,
  patch: {
    name?: string;
    description?: string;
    fieldSize?: number;
    registrationClosesAt?: string;
    entryFeeCents?: { general: number; vip: number };
  },
): { id: string } {
  return writeTransaction(ctx.database, () => {
    const row = competitionOr404(ctx, id);
    const nowIso = toIsoInstant(ctx.now());
    const rounds = roundsOf(ctx.db, id);
    const current = {
      name: patch.name ?? row.name,
      description: patch.description ?? row.description,
      allowancePercent: row.allowancePercent,
      entryFeeCents: patch.entryFeeCents ?? termsOf(row).entryFeeCents,
      fieldSize: patch.fieldSize ?? row.fieldSize,
      registrationClosesAt: patch.registrationClosesAt ?? row.registrationClosesAt,
      course: courseOf(row),
    };
    const wrong =
      checkCompetitionTerms(current) ??
      checkFieldSize(
        current.fieldSize,
        rounds.map((r) => ({ bays: baysOf(r) })),
      );
    if (wrong)
      throw refuse(400, {
        title: wrong.title,
        message: wrong.message,
        field: wrong.field,
        code: 'invalid_competition',
      });
    const taken = fieldOf(ctx, id, nowIso).length;
    if (current.fieldSize < taken)
      throw refuse(409, {
        title: 'Field Too Small',
        message: `${taken} players are in the field already; withdraw some first.`,
        field: 'fieldSize',
        code: 'invalid_competition',
      });
    const updated = updateCompetition(
      ctx.db,
      id,
      {
        name: current.name.trim(),
        description: current.description.trim(),
        fieldSize: current.fieldSize,
        registrationClosesAt: toIsoInstant(Date.parse(current.registrationClosesAt)),
        feeGeneralCents: current.entryFeeCents.general,
        feeVipCents: current.entryFeeCents.vip,
      },
      nowIso,
    );
    moveUpWaitingList(ctx, updated, nowIso);
    logStaffAction(
      ctx.db,
      { actorId, action: 'edit_competition', targetType: 'competition', targetId: id, details: { ...patch } },
      ctx.now(),
    );
    return { id };
  });
}

// ---- Reading ------------------------------------------------------------------------------

function core(ctx: AppContext, row: CompetitionRow, rounds: readonly RoundRow[], entries: EntryWithMember[]) {
  const now = ctx.now();
  const nowIso = toIsoInstant(now);
  const taken = entries.filter(
    (e) =>
      e.entry.status === 'entered' ||
      (e.entry.status === 'unpaid' && (e.entry.holdExpiresAt === null || e.entry.holdExpiresAt > nowIso)),
  ).length;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    kind: row.kind,
    format: row.format,
    allowancePercent: row.allowancePercent,
    eligibility: row.eligibility,
    entryFeeCents: termsOf(row).entryFeeCents,
    fieldSize: row.fieldSize,
    entered: taken,
    waiting: entries.filter((e) => e.entry.status === 'waiting').length,
    registrationClosesAt: row.registrationClosesAt,
    registrationOpen: registrationOpen(row.registrationClosesAt, now),
    phase: competitionPhase(
      rounds.map((r) => ({ start: Date.parse(r.startTime), end: Date.parse(r.endTime) })),
      now,
    ),
    courseName: courseOf(row).name,
  };
}

export function listCompetitions(ctx: AppContext): CompetitionSummary[] {
  const rows = allCompetitions(ctx.db);
  const rounds = roundsOfMany(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const own = rounds.filter((r) => r.competitionId === row.id);
    return {
      ...core(ctx, row, own, entriesOf(ctx.db, row.id)),
      firstRoundAt: own[0]?.startTime ?? null,
      rounds: own.length,
    };
  });
}

/** The playing handicap a card is scored with: the event's allowance of the course handicap from the index; 0 in a gross event or with no index. */
function playingHandicapFor(row: CompetitionRow, index: number | null): number {
  if (row.format === 'gross' || index === null) return 0;
  return playingHandicap(courseHandicap(index, courseOf(row)), row.allowancePercent);
}

function roundBoard(
  row: CompetitionRow,
  cards: readonly CardRow[],
  names: ReadonlyMap<string, string>,
  format: 'gross' | 'net',
  onlyFinal = false,
): LeaderboardLine[] {
  const roundCards: RoundCard[] = cards
    .filter((c) => names.has(c.entryId) && (!onlyFinal || c.attestedAt !== null))
    .map((c) => ({
      entryId: c.entryId,
      name: names.get(c.entryId) ?? '',
      holes: JSON.parse(c.holes) as (number | null)[],
      playingHandicap: c.playingHandicap,
    }));
  return leaderboard(roundCards, courseOf(row).holes, format);
}

export function competitionDetail(ctx: AppContext, id: string, viewer: UserRow | null): CompetitionDetail {
  const row = competitionOr404(ctx, id);
  const rounds = roundsOf(ctx.db, id);
  const entries = entriesOf(ctx.db, id);
  const nowIso = toIsoInstant(ctx.now());
  const names = new Map(
    entries.filter((e) => e.entry.status === 'entered').map((e) => [e.entry.id, publicName(e)] as const),
  );
  const enteredIds = entries.filter((e) => e.entry.status === 'entered').map((e) => e.entry.id);
  let current: LeaderboardLine[] = [];
  let boards: { gross: LeaderboardLine[]; net: LeaderboardLine[] } = { gross: [], net: [] };
  const netBoards: LeaderboardLine[][] = [];
  const roundViews: RoundView[] = rounds.map((round) => {
    const cards = cardsOfRound(ctx.db, round.id);
    const board = roundBoard(row, cards, names, row.format);
    if (board.length > 0) {
      current = board;
      boards = { gross: roundBoard(row, cards, names, 'gross'), net: roundBoard(row, cards, names, 'net') };
    }
    const finals = roundBoard(row, cards, names, 'net', true);
    if (finals.length > 0) netBoards.push(finals);
    const { groups } = groupsOf(ctx, round, enteredIds);
    return {
      number: round.number,
      date: round.roundDate,
      startTime: instantToWall(Date.parse(round.startTime), ctx.config.venue.timeZone).time,
      endTime: instantToWall(Date.parse(round.endTime), ctx.config.venue.timeZone).time,
      startsAt: round.startTime,
      endsAt: round.endTime,
      bays: baysOf(round),
      past: round.past,
      closedAt: round.closedAt,
      groups: groups
        .filter((g) => g.entryIds.length > 0)
        .map((g) => ({
          bayNumber: g.bayNumber,
          players: g.entryIds.map((entryId) => ({ entryId, name: names.get(entryId) ?? '' })),
        })),
      leaderboard: board,
      unattested: enteredIds
        .filter((entryId) => !cards.some((c) => c.entryId === entryId && c.attestedAt !== null))
        .map((entryId) => ({ entryId, name: names.get(entryId) ?? '' })),
    };
  });
  const standings = row.kind === 'league' ? leagueStandings(netBoards) : [];
  const mine = viewer ? myEntry(ctx, row, rounds, entries, viewer.id, nowIso) : null;
  return {
    ...core(ctx, row, rounds, entries),
    course: { ...courseOf(row), holes: [...courseOf(row).holes] },
    rounds: roundViews,
    field: enteredIds.map((entryId) => ({ entryId, name: names.get(entryId) ?? '' })),
    leaderboard: current,
    boards,
    standings,
    mine,
  };
}

function myEntry(
  ctx: AppContext,
  _row: CompetitionRow,
  rounds: readonly RoundRow[],
  entries: EntryWithMember[],
  userId: string,
  nowIso: string,
): MyEntryView | null {
  const own = entries.find(
    (e) => e.entry.userId === userId && ['unpaid', 'entered', 'waiting'].includes(e.entry.status),
  );
  if (!own) return null;
  const entry = own.entry;
  const waiting = entries.filter((e) => e.entry.status === 'waiting');
  const next = rounds.find((r) => r.endTime > nowIso);
  const enteredIds = entries.filter((e) => e.entry.status === 'entered').map((e) => e.entry.id);
  const bay =
    next && entry.status === 'entered'
      ? (groupsOf(ctx, next, enteredIds).groups.find((g) => g.entryIds.includes(entry.id))?.bayNumber ?? null)
      : null;
  const status =
    entry.status === 'unpaid' && entry.holdExpiresAt !== null && entry.holdExpiresAt <= nowIso
      ? 'lapsed'
      : entry.status;
  return {
    id: entry.id,
    status,
    feeCents: entry.feeCents,
    nextRound: next ? { number: next.number, bayNumber: bay, startsAt: next.startTime } : null,
    waitingPosition:
      entry.status === 'waiting' ? waiting.findIndex((e) => e.entry.id === entry.id) + 1 : null,
  };
}

/** The member's rounds to come, for the dashboard's 'Your next round'. */
export function myRounds(ctx: AppContext, user: UserRow) {
  const nowIso = toIsoInstant(ctx.now());
  const mine = liveEntriesOfMember(ctx.db, user.id).filter((m) => m.entry.status === 'entered');
  const upcoming = mine.flatMap(({ entry, competition }) => {
    const rounds = roundsOf(ctx.db, competition.id);
    const next = rounds.find((r) => r.endTime > nowIso);
    if (!next) return [];
    const entered = entriesOf(ctx.db, competition.id)
      .filter((e) => e.entry.status === 'entered')
      .map((e) => e.entry.id);
    const bay =
      groupsOf(ctx, next, entered).groups.find((g) => g.entryIds.includes(entry.id))?.bayNumber ?? null;
    return [
      {
        competitionId: competition.id,
        competitionName: competition.name,
        round: next.number,
        bayNumber: bay,
        startsAt: next.startTime,
        endsAt: next.endTime,
      },
    ];
  });
  return upcoming.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

export function staffEntries(ctx: AppContext, id: string): StaffEntryView[] {
  competitionOr404(ctx, id);
  return entriesOf(ctx.db, id).map((e) => ({
    id: e.entry.id,
    userId: e.entry.userId,
    memberName: `${e.firstName} ${e.lastName}`.trim(),
    status: e.entry.status,
    feeCents: e.entry.feeCents,
    createdAt: e.entry.createdAt,
    handicapIndex: handicapOf(ctx, e.entry.userId).index,
  }));
}

// ---- Entering and withdrawing --------------------------------------------------------------

type EntryPlan =
  | { kind: 'done'; entry: EntryRow; message: string }
  | { kind: 'pay'; entry: EntryRow; feeCents: number; holdUntil: string | null };

export async function enter(ctx: AppContext, user: UserRow, id: string): Promise<EntryAnswer> {
  const row = competitionOr404(ctx, id);
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
    const row = competitionOr404(ctx, id);
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

function roundOr404(ctx: AppContext, competitionId: string, number: number): RoundRow {
  const round = roundsOf(ctx.db, competitionId).find((r) => r.number === number);
  if (!round) throw Boom.notFound(competitionMessages.roundNotFound);
  return round;
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

// ---- Handicaps ---------------------------------------------------------------------------

/** The member's index now: the official one staff set, else the lounge index from their final cards. */
export function handicapOf(ctx: AppContext, userId: string): HandicapView {
  const settings = handicapSettingsOf(ctx.db, userId);
  const cards = finalCardsOfMember(ctx.db, userId);
  const differentials = cards.map((c) => c.card.differential ?? 0);
  const lounge = handicapIndex(differentials);
  const list = cards.map((c, i) => ({
    date: c.roundDate,
    differential: c.card.differential ?? 0,
    used: lounge.used[i] === true,
  }));
  if (settings?.officialIndex !== null && settings?.officialIndex !== undefined)
    return { index: settings.officialIndex, source: 'official', differentials: list };
  return { index: lounge.index, source: lounge.index === null ? null : 'lounge', differentials: list };
}

/** A member's index as the desk reads it (404 for no such account). */
export function staffHandicapOf(ctx: AppContext, userId: string): HandicapView {
  const member = findUserById(ctx.db, userId);
  if (!member || member.deletedAt) throw Boom.notFound('Member not found');
  return handicapOf(ctx, userId);
}

export function setOfficial(
  ctx: AppContext,
  actorId: string,
  userId: string,
  index: number | null,
): HandicapView {
  if (index !== null && !indexIsValid(index))
    throw refuse(400, { ...competitionMessages.badIndex, code: 'invalid_index', field: 'index' });
  writeTransaction(ctx.database, () => {
    const member = findUserById(ctx.db, userId);
    if (!member || member.deletedAt) throw Boom.notFound('Member not found');
    setOfficialIndex(ctx.db, userId, index, actorId, toIsoInstant(ctx.now()));
    logStaffAction(
      ctx.db,
      { actorId, action: 'set_handicap', targetType: 'user', targetId: userId, details: { index } },
      ctx.now(),
    );
  });
  return handicapOf(ctx, userId);
}

// ---- Scorecards --------------------------------------------------------------------------

function cardView(card: CardRow, round: number): CardView {
  return {
    entryId: card.entryId,
    round,
    holes: JSON.parse(card.holes) as (number | null)[],
    playingHandicap: card.playingHandicap,
    submittedAt: card.submittedAt,
    attestedAt: card.attestedAt,
    final: card.attestedAt !== null,
    adjustedGross: card.adjustedGross,
    differential: card.differential,
  };
}

/** The card's posting: its adjusted gross and differential, with the index the player had then. */
function posting(course: CourseRatings, holes: readonly number[], index: number | null) {
  const adjustedGross = adjustedGrossScore(holes, course, index);
  return { indexAtPosting: index, adjustedGross, differential: scoreDifferential(adjustedGross, course) };
}

const sameHoles = (a: readonly (number | null)[], b: readonly (number | null)[]) =>
  a.length === b.length && a.every((h, i) => h === b[i]);

/**
 * PUT .../cards/{entryId}: the player writes and submits (final) their card; a playing partner of
 * the same bay attests it by sending the same scores with final; staff write, attest and correct.
 */
export function writeCard(
  ctx: AppContext,
  user: UserRow,
  id: string,
  roundNumber: number,
  entryId: string,
  body: { holes: (number | null)[]; final: boolean },
): CardView {
  const check = checkCard(body.holes, body.final);
  if (!check.ok)
    throw refuse(400, { title: check.title, message: check.message, code: 'invalid_card', field: 'holes' });
  return writeTransaction(ctx.database, () => {
    const row = competitionOr404(ctx, id);
    const round = roundOr404(ctx, id, roundNumber);
    const entry = findEntry(ctx.db, entryId);
    if (!entry || entry.competitionId !== id || entry.status !== 'entered')
      throw refuse(404, { ...competitionMessages.notInRound, code: 'not_in_round' });
    const staff = isStaff(user);
    const now = ctx.now();
    const nowIso = toIsoInstant(now);
    const existing = findCard(ctx.db, round.id, entryId);
    const course = courseOf(row);
    const own = entry.userId === user.id;
    if (!staff && !own && !isPartner(ctx, round, id, entryId, user.id))
      throw refuse(403, { ...competitionMessages.notYourCard, code: 'not_your_card' });
    if (!staff && !round.past && !roundStarted({ start: Date.parse(round.startTime) }, now))
      throw refuse(409, { ...competitionMessages.roundNotStarted, code: 'round_not_started' });

    if (!staff && !own) {
      // A partner attests: the card must be submitted, and the partner's scores the same.
      if (!existing?.submittedAt)
        throw refuse(409, { ...competitionMessages.notSubmitted, code: 'card_not_submitted' });
      if (existing.attestedAt) throw refuse(409, { ...competitionMessages.cardFinal, code: 'card_final' });
      if (!body.final || !sameHoles(JSON.parse(existing.holes), body.holes))
        throw refuse(409, { ...competitionMessages.cardsDiffer, code: 'cards_differ' });
      const card = updateCard(
        ctx.db,
        existing.id,
        {
          attestedAt: nowIso,
          attestedBy: user.id,
          ...posting(course, body.holes as number[], handicapOf(ctx, entry.userId).index),
        },
        nowIso,
      );
      return cardView(card, round.number);
    }

    if (own && !staff) {
      if (existing?.attestedAt) throw refuse(409, { ...competitionMessages.cardFinal, code: 'card_final' });
      // A save that changes nothing (a phone sending its last scores again) leaves a submitted card submitted.
      const unchanged = existing !== undefined && sameHoles(JSON.parse(existing.holes), body.holes);
      const submittedAt = body.final ? nowIso : unchanged ? (existing?.submittedAt ?? null) : null;
      const values = { holes: JSON.stringify(body.holes), submittedAt };
      const card = existing
        ? updateCard(ctx.db, existing.id, values, nowIso)
        : insertCard(
            ctx.db,
            {
              roundId: round.id,
              entryId,
              playingHandicap: playingHandicapFor(row, handicapOf(ctx, entry.userId).index),
              indexAtPosting: null,
              attestedAt: null,
              attestedBy: null,
              adjustedGross: null,
              differential: null,
              ...values,
            },
            nowIso,
          );
      return cardView(card, round.number);
    }

    // Staff: enter a card, attest it (final), or correct a final one (audited with what it was).
    const wasFinal = existing?.attestedAt != null;
    const index = existing?.indexAtPosting ?? handicapOf(ctx, entry.userId).index;
    const finalValues = body.final
      ? {
          submittedAt: existing?.submittedAt ?? nowIso,
          attestedAt: existing?.attestedAt ?? nowIso,
          attestedBy: existing?.attestedBy ?? user.id,
          ...posting(course, body.holes as number[], wasFinal ? (existing?.indexAtPosting ?? null) : index),
        }
      : {
          submittedAt: null,
          attestedAt: null,
          attestedBy: null,
          adjustedGross: null,
          differential: null,
          indexAtPosting: null,
        };
    const values = { holes: JSON.stringify(body.holes), ...finalValues };
    const card = existing
      ? updateCard(ctx.db, existing.id, values, nowIso)
      : insertCard(
          ctx.db,
          { roundId: round.id, entryId, playingHandicap: playingHandicapFor(row, index), ...values },
          nowIso,
        );
    logStaffAction(
      ctx.db,
      {
        actorId: user.id,
        action: wasFinal ? 'correct_card' : 'enter_card',
        targetType: 'scorecard',
        targetId: card.id,
        details: {
          competitionId: id,
          round: round.number,
          entryId,
          ...(existing ? { before: JSON.parse(existing.holes) } : {}),
          after: body.holes,
        },
      },
      now,
    );
    return cardView(card, round.number);
  });
}

/** Whether `userId` plays in the same bay as the entry in this round. */
function isPartner(
  ctx: AppContext,
  round: RoundRow,
  competitionId: string,
  entryId: string,
  userId: string,
): boolean {
  const entries = entriesOf(ctx.db, competitionId).filter((e) => e.entry.status === 'entered');
  const mine = entries.find((e) => e.entry.userId === userId);
  if (!mine || mine.entry.id === entryId) return false;
  const { groups } = groupsOf(
    ctx,
    round,
    entries.map((e) => e.entry.id),
  );
  return groups.some((g) => g.entryIds.includes(entryId) && g.entryIds.includes(mine.entry.id));
}

/** The cards of the signed-in player's bay in a round: theirs to fill in, their partners' to attest. */
export function groupCards(ctx: AppContext, user: UserRow, id: string, roundNumber: number): GroupCards {
  const row = competitionOr404(ctx, id);
  const round = roundOr404(ctx, id, roundNumber);
  const entries = entriesOf(ctx.db, id).filter((e) => e.entry.status === 'entered');
  const mine = entries.find((e) => e.entry.userId === user.id);
  if (!mine) throw refuse(409, { ...competitionMessages.notEntered, code: 'not_entered' });
  const { groups } = groupsOf(
    ctx,
    round,
    entries.map((e) => e.entry.id),
  );
  const group = groups.find((g) => g.entryIds.includes(mine.entry.id));
  const ids = group?.entryIds ?? [mine.entry.id];
  const cards = cardsOfRound(ctx.db, round.id);
  const index = handicapOf(ctx, user.id).index;
  return {
    bayNumber: group?.bayNumber ?? null,
    cards: ids.map((entryId) => {
      const e = entries.find((x) => x.entry.id === entryId);
      const card = cards.find((c) => c.entryId === entryId);
      const base: CardView = card
        ? cardView(card, round.number)
        : {
            entryId,
            round: round.number,
            holes: Array.from({ length: 18 }, () => null),
            playingHandicap: entryId === mine.entry.id ? playingHandicapFor(row, index) : 0,
            submittedAt: null,
            attestedAt: null,
            final: false,
            adjustedGross: null,
            differential: null,
          };
      return {
        ...base,
        name: e ? boardName(e.firstName, e.lastName, false) : '',
        mine: entryId === mine.entry.id,
      };
    }),
  };
}

/**
 * A player's card of a round as it stands (null before any score), for the desk to correct: the
 * entry must be this competition's (404 otherwise, as an unknown round is).
 */
export function staffCard(
  ctx: AppContext,
  id: string,
  roundNumber: number,
  entryId: string,
): StaffCardAnswer {
  competitionOr404(ctx, id);
  const round = roundOr404(ctx, id, roundNumber);
  if (!entriesOf(ctx.db, id).some((e) => e.entry.id === entryId)) throw notFound();
  const card = findCard(ctx.db, round.id, entryId);
  return { card: card ? cardView(card, round.number) : null };
}

/**
 * Staff close a round and announce its results: the round's board (final cards) is emailed to
 * everyone in the field, once per round. Closing again sends nothing new.
 */
export function closeAndAnnounce(
  ctx: AppContext,
  actorId: string,
  id: string,
  roundNumber: number,
): CompetitionDetail {
  writeTransaction(ctx.database, () => {
    const row = competitionOr404(ctx, id);
    const round = roundOr404(ctx, id, roundNumber);
    const nowIso = toIsoInstant(ctx.now());
    if (round.closedAt) return;
    closeRound(ctx.db, round.id, nowIso);
    const entries = entriesOf(ctx.db, id).filter((e) => e.entry.status === 'entered');
    const names = new Map(entries.map((e) => [e.entry.id, publicName(e)] as const));
    const board = roundBoard(row, cardsOfRound(ctx.db, round.id), names, row.format, true);
    const lines = board.map(
      (l) => `${l.position}. ${l.name}: ${l.gross} gross, ${l.net} net (${competitionLabels.toPar(l.toPar)})`,
    );
    const title = row.kind === 'league' ? `${row.name}, week ${round.number}` : row.name;
    for (const e of entries) {
      enqueueMail(
        ctx.db,
        {
          kind: 'competition_results',
          to: e.email,
          userId: e.entry.userId,
          ...competitionEmails.results(e.firstName, title, lines, id, emailContext(ctx)),
          dedupeKey: `competition-results:${round.id}:${e.entry.id}`,
        },
        nowIso,
      );
    }
    logStaffAction(
      ctx.db,
      {
        actorId,
        action: 'announce_results',
        targetType: 'competition',
        targetId: id,
        details: { round: roundNumber, emailed: entries.length },
      },
      ctx.now(),
    );
  });
  return competitionDetail(ctx, id, null);
}
