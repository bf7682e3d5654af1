/**
 * What a competition shows: the list, an event's page (details, rounds and groups, the field, the
 * boards, league standings, the viewer's own entry) and a member's rounds to come. Names on every
 * board go through publicName, so a member who hides theirs is 'A member' everywhere.
 */
import {
  activeTier,
  type CompetitionDetail,
  type CompetitionSummary,
  type ContestLine,
  competitionPhase,
  instantToWall,
  isContest,
  type LeaderboardLine,
  leaderboard,
  leagueStandings,
  type MyEntryView,
  type RoundCard,
  type RoundView,
  registrationOpen,
  toIsoInstant,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { isStaff } from '../staff/staffAccess';
import type { UserRow } from '../users/userService';
import { competitionOr404 } from './competitionLookups';
import {
  allCompetitions,
  baysOf,
  type CardRow,
  type CompetitionRow,
  cardsOfRound,
  courseOf,
  type EntryWithMember,
  entriesOf,
  liveEntriesOfMember,
  type RoundRow,
  roundsOf,
  roundsOfMany,
} from './competitionStore';
import { roundContestBoard } from './contestAttempts';
import { attemptsOfRound } from './contestStore';
import { groupsOf, publicName, termsOf } from './entryFees';

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
    contestAttempts: row.contestAttempts,
    contestHole: row.contestHole,
  };
}

/**
 * The competitions, first round first. A private event's competition is unlisted: the public list
 * leaves it out and its board is reached by its link (docs/decisions/066); the desk's list has it, as
 * staff enter its cards and attempts and close its round there.
 */
export function listCompetitions(ctx: AppContext, withUnlisted = false): CompetitionSummary[] {
  const rows = allCompetitions(ctx.db).filter((r) => withUnlisted || r.eventQuoteId === null);
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

export function roundBoard(
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

/**
 * GET /api/competitions/{id}: the event's page as its viewer may see it. Members (an active plan)
 * and staff see it all; a visitor sees the event, its rounds, entry terms and boards, but not who
 * plays on which bay and when (the field, the groups, whose card is not final): that says where a
 * member will be, so it stays in the club (docs/decisions/060).
 */
export function competitionPage(ctx: AppContext, id: string, viewer: UserRow | null): CompetitionDetail {
  const detail = competitionDetail(ctx, id, viewer);
  if (viewer && (isStaff(viewer) || activeTier(viewer) !== null)) return detail;
  return {
    ...detail,
    field: [],
    rounds: detail.rounds.map((r) => ({ ...r, groups: [], unattested: [] })),
  };
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
  let currentContest: ContestLine[] = [];
  // Each round's final positions, for a league's standings: net cards, or a contest's attested attempts.
  const finalBoards: Pick<LeaderboardLine, 'entryId' | 'name' | 'position'>[][] = [];
  const format = row.format;
  const roundViews: RoundView[] = rounds.map((round) => {
    const cards = cardsOfRound(ctx.db, round.id);
    const contest = isContest(format);
    const board = contest ? [] : roundBoard(row, cards, names, format);
    const contestBoard = contest ? roundContestBoard(ctx, format, round, names) : [];
    if (board.length > 0) {
      current = board;
      boards = { gross: roundBoard(row, cards, names, 'gross'), net: roundBoard(row, cards, names, 'net') };
    }
    if (contestBoard.length > 0) currentContest = contestBoard;
    const finals = contest
      ? roundContestBoard(ctx, format, round, names, true)
      : roundBoard(row, cards, names, 'net', true);
    if (finals.length > 0) finalBoards.push(finals);
    const attempts = contest ? attemptsOfRound(ctx.db, round.id) : [];
    const settled = (entryId: string) =>
      contest
        ? attempts.some((a) => a.entryId === entryId) &&
          attempts.every((a) => a.entryId !== entryId || a.attestedAt !== null)
        : cards.some((c) => c.entryId === entryId && c.attestedAt !== null);
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
      contestBoard,
      unattested: enteredIds
        .filter((entryId) => !settled(entryId))
        .map((entryId) => ({ entryId, name: names.get(entryId) ?? '' })),
    };
  });
  const standings = row.kind === 'league' ? leagueStandings(finalBoards) : [];
  const mine = viewer ? myEntry(ctx, row, rounds, entries, viewer.id, nowIso) : null;
  return {
    ...core(ctx, row, rounds, entries),
    course: { ...courseOf(row), holes: [...courseOf(row).holes] },
    rounds: roundViews,
    field: enteredIds.map((entryId) => ({ entryId, name: names.get(entryId) ?? '' })),
    leaderboard: current,
    boards,
    contestBoard: currentContest,
    standings,
    mine,
  };
}

export function myEntry(
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
