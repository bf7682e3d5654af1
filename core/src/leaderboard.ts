/**
 * A round's leaderboard and a league's standings. Gross and net to par through the holes played;
 * net scores take each hole's strokes by stroke index (handicaps.ts), so a live net board is fair
 * after any number of holes. Ties after 18 holes are broken by countback on the last 9, 6, 3 and
 * then 1 holes (net hole scores in a net event); ties left, and ties while a round is live, share
 * their position. A league round's net position earns (field size - position + 1) points, tied
 * players sharing the points of the places they cover.
 */
import { type CourseHole, strokesOnHole } from './handicaps';

export interface RoundCard {
  entryId: string;
  name: string;
  /** Hole scores in order; null for a hole not played yet. */
  holes: readonly (number | null)[];
  /** The playing handicap of the round (0 for gross events). */
  playingHandicap: number;
}

export interface LeaderboardLine {
  entryId: string;
  name: string;
  position: number;
  gross: number;
  net: number;
  /** Gross to par in a gross event, net to par in a net one, through the holes played. */
  toPar: number;
  thru: number;
  /** The gross score of each hole in order, null for a hole not played yet (the TV's hole by hole). */
  holes: (number | null)[];
}

const COUNTBACK_HOLES = [9, 6, 3, 1] as const;

interface Scored {
  card: RoundCard;
  gross: number;
  net: number;
  par: number;
  thru: number;
  /** Each played hole's score as the event counts it (net in a net event). */
  counted: number[];
}

function score(card: RoundCard, holes: readonly CourseHole[], format: 'gross' | 'net'): Scored {
  let gross = 0;
  let net = 0;
  let par = 0;
  let thru = 0;
  const counted: number[] = [];
  card.holes.forEach((s, i) => {
    const hole = holes[i];
    if (s === null || s === undefined || !hole) return;
    const given = strokesOnHole(card.playingHandicap, hole.strokeIndex);
    gross += s;
    net += s - given;
    par += hole.par;
    thru += 1;
    counted.push(format === 'net' ? s - given : s);
  });
  return { card, gross, net, par, thru, counted };
}

/** Compares two finished cards on the last 9, 6, 3 and 1 holes: negative when `a` is better. */
function countback(a: Scored, b: Scored): number {
  if (a.thru !== 18 || b.thru !== 18) return 0;
  for (const n of COUNTBACK_HOLES) {
    const sum = (s: Scored) => s.counted.slice(-n).reduce((x, y) => x + y, 0);
    const d = sum(a) - sum(b);
    if (d !== 0) return d;
  }
  return 0;
}

export function leaderboard(
  cards: readonly RoundCard[],
  holes: readonly CourseHole[],
  format: 'gross' | 'net',
): LeaderboardLine[] {
  const scored = cards.map((c) => score(c, holes, format)).filter((s) => s.thru > 0);
  const toPar = (s: Scored) => (format === 'net' ? s.net : s.gross) - s.par;
  const compare = (a: Scored, b: Scored) => toPar(a) - toPar(b) || countback(a, b);
  scored.sort((a, b) => compare(a, b) || a.card.name.localeCompare(b.card.name));
  const lines: LeaderboardLine[] = [];
  scored.forEach((s, i) => {
    const previous = scored[i - 1];
    const tied = previous !== undefined && compare(previous, s) === 0;
    const position = tied ? (lines[i - 1]?.position ?? i + 1) : i + 1;
    lines.push({
      entryId: s.card.entryId,
      name: s.card.name,
      position,
      gross: s.gross,
      net: s.net,
      toPar: toPar(s),
      thru: s.thru,
      holes: holes.map((_, h) => s.card.holes[h] ?? null),
    });
  });
  return lines;
}

/**
 * A round's league points: (field size - position + 1), where the field is everyone with a card;
 * players tied on a position share the points of the places they take between them.
 */
export function roundPoints(
  lines: readonly Pick<LeaderboardLine, 'entryId' | 'position'>[],
): Map<string, number> {
  const field = lines.length;
  const points = new Map<string, number>();
  for (const line of lines) {
    const tied = lines.filter((l) => l.position === line.position).length;
    let total = 0;
    for (let place = line.position; place < line.position + tied; place += 1) total += field - place + 1;
    points.set(line.entryId, total / tied);
  }
  return points;
}

export interface Standing {
  entryId: string;
  name: string;
  points: number;
  position: number;
}

/** A league's standings: each round's points summed; equal totals share a position. */
export function leagueStandings(
  rounds: readonly (readonly Pick<LeaderboardLine, 'entryId' | 'name' | 'position'>[])[],
): Standing[] {
  const totals = new Map<string, { name: string; points: number }>();
  for (const round of rounds) {
    for (const [entryId, pts] of roundPoints(round)) {
      const name = round.find((l) => l.entryId === entryId)?.name ?? '';
      const before = totals.get(entryId);
      totals.set(entryId, { name, points: (before?.points ?? 0) + pts });
    }
  }
  const sorted = [...totals.entries()]
    .map(([entryId, t]) => ({ entryId, name: t.name, points: t.points }))
    .sort((a, b) => b.points - a.points || a.name.localeCompare(b.name));
  return sorted.map((s, i) => {
    const first = sorted.findIndex((x) => x.points === s.points);
    return { ...s, position: (first === -1 ? i : first) + 1 };
  });
}

/** How a player is shown to everyone: first name and last initial, or 'A member' when they hide it. */
export function boardName(firstName: string, lastName: string, hidden: boolean): string {
  if (hidden) return 'A member';
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

/** A hole's score against its par, as boards mark it: circled under par, squared over. */
export type HoleMark = 'eagle' | 'birdie' | 'par' | 'bogey' | 'double';

export function holeMark(score: number, par: number): HoleMark {
  const diff = score - par;
  if (diff <= -2) return 'eagle';
  if (diff === -1) return 'birdie';
  if (diff === 0) return 'par';
  return diff === 1 ? 'bogey' : 'double';
}

export type BoardView = 'gross' | 'net' | 'closest' | 'longest' | 'standings';

/**
 * The boards the TV shows in turn: the event's own scoring first (net in a net event, with the
 * gross board after it; a gross event has no net board, its players playing off nothing; a
 * contest its closest-to-the-pin or long-drive board), then a league's season standings.
 */
export function tvBoards(
  format: 'gross' | 'net' | 'closest' | 'longest',
  kind: 'tournament' | 'league',
): BoardView[] {
  // A contest has its own board alone (closest to the pin, or long drive): no card, no to-par.
  const boards: BoardView[] = format === 'net' ? ['net', 'gross'] : [format];
  return kind === 'league' ? [...boards, 'standings'] : boards;
}
