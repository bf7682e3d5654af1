/** A competition or one of its rounds by id, or the 404 every competition route answers. */
import Boom from '@hapi/boom';
import { competitionMessages } from '@lounge/core';
import type { AppContext } from '../appContext';
import { type CompetitionRow, findCompetition, type RoundRow, roundsOf } from './competitionStore';

export const notFound = () => Boom.notFound(competitionMessages.notFound);

export function competitionOr404(ctx: AppContext, id: string): CompetitionRow {
  const row = findCompetition(ctx.db, id);
  if (!row) throw notFound();
  return row;
}

export function roundOr404(ctx: AppContext, competitionId: string, number: number): RoundRow {
  const round = roundsOf(ctx.db, competitionId).find((r) => r.number === number);
  if (!round) throw Boom.notFound(competitionMessages.roundNotFound);
  return round;
}
