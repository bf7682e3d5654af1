/** Closing a round and emailing its results (docs/competitions.md). */
import {
  type CompetitionDetail,
  competitionEmails,
  competitionLabels,
  contestLabels,
  isContest,
  toIsoInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { emailContext } from '../mail/mailContext';
import { enqueueMail } from '../mail/outboxService';
import { logStaffAction } from '../staff/auditService';
import { competitionOr404, roundOr404 } from './competitionLookups';
import { cardsOfRound, closeRound, entriesOf } from './competitionStore';
import { competitionDetail, roundBoard } from './competitionViews';
import { roundContestBoard } from './contestAttempts';
import { publicName } from './entryFees';

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
    const format = row.format;
    // A contest's results are its attested attempts, best first; stroke play's, the final cards.
    const lines = isContest(format)
      ? roundContestBoard(ctx, format, round, names, true).map(
          (l) => `${l.position}. ${l.name}: ${contestLabels.distance(format, l.best)}`,
        )
      : roundBoard(row, cardsOfRound(ctx.db, round.id), names, format, true).map(
          (l) =>
            `${l.position}. ${l.name}: ${l.gross} gross, ${l.net} net (${competitionLabels.toPar(l.toPar)})`,
        );
    const title = row.kind === 'league' ? `${row.name}, week ${round.number}` : row.name;
    for (const e of entries) {
      // A private event's guests have no email: their board is the event's link.
      if (e.email === null) continue;
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
