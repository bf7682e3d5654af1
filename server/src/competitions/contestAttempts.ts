/**
 * A contest's attempts (closest to the pin, long drive: core's contestRules.ts), kept as cards are:
 * the player enters their own, one after another up to the contest's number; a playing partner of
 * the same bay attests each by typing the same distance; staff enter and correct any, attested as
 * they write them (each in the audit trail, a correction with the distance before and after).
 */
import {
  type AttemptView,
  attemptTenths,
  boardName,
  type ContestFormat,
  type ContestLine,
  competitionMessages,
  contestBoard,
  contestMessages,
  type GroupAttempts,
  roundStarted,
  toIsoInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { logStaffAction } from '../staff/auditService';
import { isStaff } from '../staff/staffAccess';
import type { UserRow } from '../users/userService';
import { competitionOr404, contestFormatOf, roundOr404 } from './competitionLookups';
import { type CompetitionRow, entriesOf, findEntry, type RoundRow } from './competitionStore';
import {
  type AttemptRow,
  attemptsOfEntry,
  attemptsOfRound,
  insertAttempt,
  updateAttempt,
} from './contestStore';
import { groupsOf } from './entryFees';
import { isPartner } from './scorecards';

function attemptView(row: AttemptRow, round: number): AttemptView {
  return {
    entryId: row.entryId,
    round,
    number: row.number,
    tenths: row.distanceTenths,
    enteredAt: row.createdAt,
    attestedAt: row.attestedAt,
  };
}

function tenthsOr400(format: ContestFormat, distance: number | null): number | null {
  const check = attemptTenths(format, distance);
  if (!check.ok)
    throw refuse(400, {
      title: check.title,
      message: check.message,
      code: 'invalid_distance',
      field: 'distance',
    });
  return check.tenths;
}

interface Scene {
  row: CompetitionRow;
  format: ContestFormat;
  round: RoundRow;
  staff: boolean;
  own: boolean;
  partner: boolean;
}

/** Who writes to an entry's attempts in a round, and the refusals every write shares. */
function sceneOf(ctx: AppContext, user: UserRow, id: string, roundNumber: number, entryId: string): Scene {
  const row = competitionOr404(ctx, id);
  const format = contestFormatOf(row);
  const round = roundOr404(ctx, id, roundNumber);
  const entry = findEntry(ctx.db, entryId);
  if (!entry || entry.competitionId !== id || entry.status !== 'entered')
    throw refuse(404, { ...competitionMessages.notInRound, code: 'not_in_round' });
  const staff = isStaff(user);
  const own = entry.userId === user.id;
  const partner = !staff && !own && isPartner(ctx, round, id, entryId, user.id);
  if (!staff && !own && !partner)
    throw refuse(403, { ...competitionMessages.notYourCard, code: 'not_your_card' });
  if (!staff && !round.past && !roundStarted({ start: Date.parse(round.startTime) }, ctx.now()))
    throw refuse(409, { ...competitionMessages.roundNotStarted, code: 'round_not_started' });
  return { row, format, round, staff, own, partner };
}

/**
 * POST .../attempts/{entryId}: the next attempt, by its player or staff (a partner attests, never
 * enters). Staff's is attested as it is written. Refused once every attempt is entered.
 */
export function enterAttempt(
  ctx: AppContext,
  user: UserRow,
  id: string,
  roundNumber: number,
  entryId: string,
  distance: number | null,
): AttemptView {
  return writeTransaction(ctx.database, () => {
    const scene = sceneOf(ctx, user, id, roundNumber, entryId);
    if (scene.partner) throw refuse(403, { ...competitionMessages.notYourCard, code: 'not_your_card' });
    const tenths = tenthsOr400(scene.format, distance);
    const allowed = scene.row.contestAttempts ?? 0;
    const before = attemptsOfEntry(ctx.db, scene.round.id, entryId);
    if (before.length >= allowed)
      throw refuse(409, { ...contestMessages.noAttemptsLeft(allowed), code: 'no_attempts_left' });
    const now = ctx.now();
    const nowIso = toIsoInstant(now);
    const row = insertAttempt(
      ctx.db,
      {
        roundId: scene.round.id,
        entryId,
        number: before.length + 1,
        distanceTenths: tenths,
        enteredBy: user.id,
        attestedBy: scene.staff ? user.id : null,
        attestedAt: scene.staff ? nowIso : null,
      },
      nowIso,
    );
    if (scene.staff)
      logStaffAction(
        ctx.db,
        {
          actorId: user.id,
          action: 'enter_attempt',
          targetType: 'competition',
          targetId: id,
          details: {
            attemptId: row.id,
            round: scene.round.number,
            entryId,
            number: row.number,
            after: tenths,
          },
        },
        now,
      );
    return attemptView(row, scene.round.number);
  });
}

/**
 * PUT .../attempts/{entryId}/{number}: the player fixes an attempt not yet attested; a partner
 * attests it by sending the same distance; staff attest or correct it (audited).
 */
export function writeAttempt(
  ctx: AppContext,
  user: UserRow,
  id: string,
  roundNumber: number,
  entryId: string,
  number: number,
  distance: number | null,
): AttemptView {
  return writeTransaction(ctx.database, () => {
    const scene = sceneOf(ctx, user, id, roundNumber, entryId);
    const tenths = tenthsOr400(scene.format, distance);
    const existing = attemptsOfEntry(ctx.db, scene.round.id, entryId).find((a) => a.number === number);
    if (!existing) throw refuse(404, { ...contestMessages.attemptNotFound, code: 'attempt_not_found' });
    const now = ctx.now();
    const nowIso = toIsoInstant(now);
    if (!scene.staff) {
      if (existing.attestedAt) throw refuse(409, { ...contestMessages.attemptFinal, code: 'attempt_final' });
      if (scene.own)
        return attemptView(
          updateAttempt(ctx.db, existing.id, { distanceTenths: tenths }, nowIso),
          scene.round.number,
        );
      if (existing.distanceTenths !== tenths)
        throw refuse(409, { ...contestMessages.attemptsDiffer, code: 'attempts_differ' });
      const row = updateAttempt(ctx.db, existing.id, { attestedAt: nowIso, attestedBy: user.id }, nowIso);
      return attemptView(row, scene.round.number);
    }
    const row = updateAttempt(
      ctx.db,
      existing.id,
      {
        distanceTenths: tenths,
        attestedAt: existing.attestedAt ?? nowIso,
        attestedBy: existing.attestedBy ?? user.id,
      },
      nowIso,
    );
    logStaffAction(
      ctx.db,
      {
        actorId: user.id,
        action: existing.attestedAt ? 'correct_attempt' : 'attest_attempt',
        targetType: 'competition',
        targetId: id,
        details: {
          attemptId: row.id,
          round: scene.round.number,
          entryId,
          number,
          before: existing.distanceTenths,
          after: tenths,
        },
      },
      now,
    );
    return attemptView(row, scene.round.number);
  });
}

/** GET .../attempts: the attempts of the signed-in player's bay in a round: theirs to enter, their partners' to attest. */
export function groupAttempts(
  ctx: AppContext,
  user: UserRow,
  id: string,
  roundNumber: number,
): GroupAttempts {
  const row = competitionOr404(ctx, id);
  const format = contestFormatOf(row);
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
  const all = attemptsOfRound(ctx.db, round.id);
  return {
    format,
    attemptsEach: row.contestAttempts ?? 0,
    contestHole: row.contestHole,
    bayNumber: group?.bayNumber ?? null,
    players: (group?.entryIds ?? [mine.entry.id]).map((entryId) => {
      const e = entries.find((x) => x.entry.id === entryId);
      return {
        entryId,
        name: e ? boardName(e.firstName, e.lastName, false) : '',
        mine: entryId === mine.entry.id,
        attempts: all
          .filter((a) => a.entryId === entryId)
          .sort((a, b) => a.number - b.number)
          .map((a) => attemptView(a, round.number)),
      };
    }),
  };
}

/** A round's contest board, names as every board shows them; attested attempts only for results and standings. */
export function roundContestBoard(
  ctx: AppContext,
  format: ContestFormat,
  round: RoundRow,
  names: ReadonlyMap<string, string>,
  onlyAttested = false,
): ContestLine[] {
  const attempts = attemptsOfRound(ctx.db, round.id)
    .filter((a) => names.has(a.entryId))
    .map((a) => ({
      entryId: a.entryId,
      name: names.get(a.entryId) ?? '',
      number: a.number,
      tenths: a.distanceTenths,
      enteredAt: a.createdAt,
      attested: a.attestedAt !== null,
    }));
  return contestBoard(attempts, format, onlyAttested);
}
