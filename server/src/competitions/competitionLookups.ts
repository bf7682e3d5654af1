/**
 * A competition or one of its rounds by id, or the 404 every competition route answers; and its
 * format as a route needs it, or the 409 for a card sent to a contest (or attempts to stroke play).
 */
import Boom from '@hapi/boom';
import {
  type CompetitionFormat,
  type ContestFormat,
  competitionMessages,
  contestMessages,
  eventGuestMessages,
  isContest,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { refuse } from '../http/errors';
import { type CompetitionRow, findCompetition, type RoundRow, roundsOf } from './competitionStore';

export const notFound = () => Boom.notFound(competitionMessages.notFound);

export function competitionOr404(ctx: AppContext, id: string): CompetitionRow {
  const row = findCompetition(ctx.db, id);
  if (!row) throw notFound();
  return row;
}

/** A members' competition: a private event's is for its guests, whom staff enter (docs/decisions/066). */
export function membersCompetitionOr404(ctx: AppContext, id: string): CompetitionRow {
  const row = competitionOr404(ctx, id);
  if (row.eventQuoteId !== null) throw refuse(409, { ...eventGuestMessages.guestsOnly, code: 'guests_only' });
  return row;
}

export function roundOr404(ctx: AppContext, competitionId: string, number: number): RoundRow {
  const round = roundsOf(ctx.db, competitionId).find((r) => r.number === number);
  if (!round) throw Boom.notFound(competitionMessages.roundNotFound);
  return round;
}

/** The contest's format, or 409 for a stroke-play event (its players write cards). */
export function contestFormatOf(row: CompetitionRow): ContestFormat {
  if (!isContest(row.format)) throw refuse(409, { ...contestMessages.notAContest, code: 'not_a_contest' });
  return row.format;
}

/** A stroke-play event's format, or 409 for a contest (its players enter attempts). */
export function strokeFormatOf(row: CompetitionRow): 'gross' | 'net' {
  const format: CompetitionFormat = row.format;
  if (isContest(format)) throw refuse(409, { ...contestMessages.notStrokePlay, code: 'not_stroke_play' });
  return format;
}
