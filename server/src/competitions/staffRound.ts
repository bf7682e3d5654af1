/**
 * GET /api/staff/competition-rounds/{roundId}: a round as the desk's board opens it from one of
 * its bays' blocks (which carry the round's id, docs/decisions/041).
 */
import Boom from '@hapi/boom';
import { cardState, competitionMessages, type StaffRoundView } from '@lounge/core';
import type { AppContext } from '../appContext';
import { siteUrl } from '../http/origins';
import { cardsOfRound, entriesOf, findCompetition, findRound } from './competitionStore';
import { groupsOf } from './entryFees';

/**
 * A round as the board's round block opens it: its competition, every player in the field with
 * their bay and where their card stands (full names: staff see who is who), and the TV page.
 */
export function staffRound(ctx: AppContext, roundId: string): StaffRoundView {
  const round = findRound(ctx.db, roundId);
  if (!round) throw Boom.notFound(competitionMessages.roundNotFound);
  const row = findCompetition(ctx.db, round.competitionId);
  if (!row) throw Boom.notFound(competitionMessages.notFound);
  const entered = entriesOf(ctx.db, row.id).filter((e) => e.entry.status === 'entered');
  const { groups } = groupsOf(
    ctx,
    round,
    entered.map((e) => e.entry.id),
  );
  const cards = cardsOfRound(ctx.db, round.id);
  return {
    roundId: round.id,
    competitionId: row.id,
    competitionName: row.name,
    kind: row.kind,
    number: round.number,
    startsAt: round.startTime,
    endsAt: round.endTime,
    closedAt: round.closedAt,
    tvUrl: new URL(`/tournaments/${row.id}/tv`, siteUrl(ctx.config)).href,
    players: entered.map((e) => {
      const card = cards.find((c) => c.entryId === e.entry.id);
      const holes = card ? (JSON.parse(card.holes) as (number | null)[]) : [];
      const scored = holes.filter((h): h is number => h !== null);
      return {
        entryId: e.entry.id,
        memberName: `${e.firstName} ${e.lastName}`.trim(),
        bayNumber: groups.find((g) => g.entryIds.includes(e.entry.id))?.bayNumber ?? null,
        card: cardState(card ? { ...card, holes } : undefined),
        holesPlayed: scored.length,
        gross: scored.length > 0 ? scored.reduce((sum, h) => sum + h, 0) : null,
      };
    }),
  };
}
