/**
 * Closest-to-the-pin and long-drive contests (docs/competitions.md): a competition whose format is
 * 'closest' or 'longest' is scored by each player's attempts, not by cards. Distances are kept in
 * whole tenths, as the simulators show them to one decimal: closest to the pin in feet from the pin
 * (smallest wins), long drive in yards (largest wins). A missed attempt (off the green, out of
 * bounds) has no distance. This file holds the limits, the setup's and an attempt's checks, and the
 * board's order.
 */
import {
  CLOSEST_MAX_FEET,
  type CompetitionCourse,
  type CompetitionFormat,
  type ContestFormat,
  DEFAULT_ATTEMPTS,
  isContest,
  LONGEST_MAX_YARDS,
  LONGEST_MIN_YARDS,
  MAX_ATTEMPTS,
} from './competitionKinds';
import { contestMessages } from './contestWords';

type Refusal = { ok: false; title: string; message: string };

/**
 * A contest's terms at creation: its attempts (1 to 10) and, for closest to the pin, a par 3 of the
 * course; long drive has no hole. Stroke play takes neither. Null when all is well.
 */
export function checkContestTerms(input: {
  format: CompetitionFormat;
  attempts?: number | undefined;
  contestHole?: number | null | undefined;
  course: CompetitionCourse;
}): (Refusal & { field: 'attempts' | 'contestHole' }) | null {
  const hole = input.contestHole ?? null;
  if (!isContest(input.format)) {
    if (input.attempts !== undefined || hole !== null)
      return { ok: false, field: 'attempts', ...contestMessages.contestTermsOnStrokePlay };
    return null;
  }
  const attempts = input.attempts ?? DEFAULT_ATTEMPTS;
  if (!Number.isInteger(attempts) || attempts < 1 || attempts > MAX_ATTEMPTS)
    return { ok: false, field: 'attempts', ...contestMessages.badAttempts };
  if (input.format === 'longest')
    return hole === null ? null : { ok: false, field: 'contestHole', ...contestMessages.holeNotWanted };
  if (hole === null) return { ok: false, field: 'contestHole', ...contestMessages.noHole };
  if (!Number.isInteger(hole) || input.course.holes[hole - 1]?.par !== 3)
    return { ok: false, field: 'contestHole', ...contestMessages.notParThree(hole) };
  return null;
}

/**
 * A distance as typed or sent, in whole tenths: null for a miss. Refused when outside the format's
 * range or finer than a tenth.
 */
export function attemptTenths(
  format: ContestFormat,
  distance: number | null,
): { ok: true; tenths: number | null } | Refusal {
  if (distance === null) return { ok: true, tenths: null };
  const tenths = Math.round(distance * 10);
  const min = format === 'closest' ? 0 : LONGEST_MIN_YARDS * 10;
  const max = format === 'closest' ? CLOSEST_MAX_FEET * 10 : LONGEST_MAX_YARDS * 10;
  if (!Number.isFinite(distance) || Math.abs(tenths - distance * 10) > 1e-6 || tenths < min || tenths > max)
    return { ok: false, ...contestMessages.badDistance(format) };
  return { ok: true, tenths };
}

/** A distance as a player types it ('12.4', '287'); null for text that is no number. */
export function parseDistance(text: string): number | null {
  const t = text.trim();
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : null;
}

export interface ContestAttempt {
  entryId: string;
  name: string;
  number: number;
  /** Whole tenths of a foot (closest) or a yard (longest); null for a miss. */
  tenths: number | null;
  /** When it was first entered (an ISO instant): the last tie-break. */
  enteredAt: string;
  attested: boolean;
}

export interface ContestLine {
  entryId: string;
  name: string;
  position: number;
  /** The best distance in tenths; null when every attempt missed. */
  best: number | null;
  /** Each attempt in order, in tenths (null: missed). */
  attempts: (number | null)[];
  /** Some attempt is not attested yet: the line may still change. */
  provisional: boolean;
}

/**
 * The board: each player's distances best first (smallest for closest to the pin, largest for
 * long drive), compared in turn, so a tie on the best attempt goes to the next-best; a tie left
 * goes to whoever entered their best attempt first. A player with only misses comes after every
 * distance. Positions are never shared: the tie-breaks end every tie but a same-instant entry,
 * and that goes by name.
 */
export function contestBoard(
  attempts: readonly ContestAttempt[],
  format: ContestFormat,
  onlyAttested = false,
): ContestLine[] {
  const better = (a: number, b: number) => (format === 'closest' ? a - b : b - a);
  const players = new Map<string, ContestAttempt[]>();
  for (const a of attempts) {
    if (onlyAttested && !a.attested) continue;
    players.set(a.entryId, [...(players.get(a.entryId) ?? []), a]);
  }
  const ranked = [...players.values()].map((own) => {
    const inOrder = [...own].sort((a, b) => a.number - b.number);
    const hits = inOrder.filter((a) => a.tenths !== null) as (ContestAttempt & { tenths: number })[];
    const sorted = [...hits].sort(
      (a, b) => better(a.tenths, b.tenths) || a.enteredAt.localeCompare(b.enteredAt),
    );
    const first = inOrder[0] as ContestAttempt;
    return {
      entryId: first.entryId,
      name: first.name,
      distances: sorted.map((a) => a.tenths),
      bestAt: sorted[0]?.enteredAt ?? first.enteredAt,
      attempts: inOrder.map((a) => a.tenths),
      provisional: inOrder.some((a) => !a.attested),
    };
  });
  ranked.sort((a, b) => {
    if (a.distances.length === 0 || b.distances.length === 0)
      return (
        (b.distances.length > 0 ? 1 : 0) - (a.distances.length > 0 ? 1 : 0) ||
        a.bestAt.localeCompare(b.bestAt)
      );
    for (let i = 0; i < Math.max(a.distances.length, b.distances.length); i += 1) {
      const x = a.distances[i];
      const y = b.distances[i];
      // A player with a further distance beats one without it.
      if (x === undefined || y === undefined) return x === undefined ? 1 : -1;
      if (x !== y) return better(x, y);
    }
    return a.bestAt.localeCompare(b.bestAt) || a.name.localeCompare(b.name);
  });
  return ranked.map((r, i) => ({
    entryId: r.entryId,
    name: r.name,
    position: i + 1,
    best: r.distances[0] ?? null,
    attempts: r.attempts,
    provisional: r.provisional,
  }));
}
