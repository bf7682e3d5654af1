/**
 * Creating and editing a tournament or league (docs/competitions.md). Creating one closes its
 * rounds' bays as bay blocks in one IMMEDIATE transaction that first looks for the bookings they
 * would cover and refuses with the list, as a block does (rounds already played close nothing).
 */
import {
  type CompetitionInput,
  checkCompetitionTerms,
  checkFieldSize,
  competitionMessages,
  DEFAULT_ATTEMPTS,
  isContest,
  planCompetition,
  roundBlockReason,
  toIsoInstant,
  venueDate,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { covered } from '../blocks/blockService';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { bookingsCoveredBy, expireLapsedHolds } from '../occupancy/occupancyService';
import { logStaffAction } from '../staff/auditService';
import { competitionOr404 } from './competitionLookups';
import {
  baysOf,
  courseOf,
  insertCompetition,
  insertRound,
  roundsOf,
  updateCompetition,
} from './competitionStore';
import { fieldOf, moveUpWaitingList, termsOf } from './entryFees';

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
        // A contest keeps its attempts (3 unless staff said otherwise) and closest to the pin its hole.
        contestAttempts: isContest(input.format) ? (input.attempts ?? DEFAULT_ATTEMPTS) : null,
        eventQuoteId: null,
        contestHole: input.format === 'closest' ? (input.contestHole ?? null) : null,
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
