/**
 * Handicaps by the World Handicap System (Rules 3, 5 and 6, 2024 edition), for a lounge's
 * simulator rounds: the adjusted gross score (every hole capped at net double bogey), the score
 * differential, the Handicap Index from the most recent 20 differentials, and the course and
 * playing handicaps with the strokes each hole receives. What is not applied (the soft and hard
 * caps, the playing conditions calculation, exceptional-score reductions) and why is written in
 * docs/competitions.md.
 *
 * Rounding follows the Rules: to the nearest tenth or whole number, a half rounded up (toward plus:
 * 12.5 is 13, and -2.5 is -2, a plus 2). Sums are rounded to 9 places first, so binary fractions
 * (0.1 + 0.2) never decide a rounding.
 */
import type { CompetitionFormat } from './competitionKinds';

/** A hole as the course states it: its par (3 to 6) and stroke index (1, the hardest, to 18). */
export interface CourseHole {
  par: number;
  strokeIndex: number;
}

export interface CourseRatings {
  courseRating: number;
  slopeRating: number;
  holes: readonly CourseHole[];
}

/** The standard slope: a course of average difficulty for the bogey golfer. */
const STANDARD_SLOPE = 113;
/** The highest Handicap Index the Rules allow. */
const MAX_HANDICAP_INDEX = 54;
/** A player without an index yet has every hole capped at par plus this. */
const NO_INDEX_HOLE_CAP_OVER_PAR = 5;
/** The differentials an index is computed from: the most recent this many. */
const INDEX_SCORES = 20;

const clean = (x: number) => Math.round(x * 1e9) / 1e9;
/** To the nearest whole number, a half rounded up. */
export const roundWhole = (x: number) => Math.floor(clean(x) + 0.5);
/** To the nearest tenth, a half rounded up. */
export const roundTenth = (x: number) => Math.floor(clean(x * 10) + 0.5) / 10;

const coursePar = (holes: readonly CourseHole[]) => holes.reduce((sum, h) => sum + h.par, 0);

/** Course Handicap = Index x (Slope / 113) + (Course Rating - Par), rounded (Rule 6.1). */
export function courseHandicap(index: number, course: CourseRatings): number {
  return roundWhole(
    (index * course.slopeRating) / STANDARD_SLOPE + (course.courseRating - coursePar(course.holes)),
  );
}

/** Playing Handicap = Course Handicap x allowance, rounded (Rule 6.2); 95 is the usual allowance. */
export function playingHandicap(courseHcp: number, allowancePercent: number): number {
  return roundWhole((courseHcp * allowancePercent) / 100);
}

/**
 * The strokes a handicap gives on a hole of `strokeIndex` (Rule 6.2b): every hole its share of each
 * full 18, then one more on the hardest holes. A plus handicap gives strokes back from the easiest
 * hole (stroke index 18) up.
 */
export function strokesOnHole(handicap: number, strokeIndex: number): number {
  if (handicap >= 0) {
    return Math.floor(handicap / 18) + (strokeIndex <= handicap % 18 ? 1 : 0);
  }
  const back = -handicap;
  const given = Math.floor(back / 18) + (strokeIndex > 18 - (back % 18) ? 1 : 0);
  return given === 0 ? 0 : -given;
}

/**
 * A player's printed card: their playing handicap in an event and the strokes it gives on each
 * hole, in the course's hole order. A gross event gives none, nor does a player with no index yet
 * (they play off 0, as their card will be scored).
 */
export function cardStrokes(
  course: CourseRatings,
  index: number | null,
  event: { format: CompetitionFormat; allowancePercent: number },
): { playingHandicap: number; strokes: number[] } {
  // Only a net event gives strokes: gross and the contests (no card) play off nothing.
  const handicap =
    event.format !== 'net' || index === null
      ? 0
      : playingHandicap(courseHandicap(index, course), event.allowancePercent);
  return {
    playingHandicap: handicap,
    strokes: course.holes.map((h) => strokesOnHole(handicap, h.strokeIndex)),
  };
}

/** One box of a scorecard: the hole, its par, the strokes received there, the score, and the round to par so far. */
export interface ScorecardBox {
  hole: number;
  par: number;
  strokes: number;
  score: number | null;
  /** Strokes over (+) or under (-) par over the holes scored up to this one; null until this one is scored. */
  toParSoFar: number | null;
}

/**
 * A card as its grid shows it: each hole with par, the strokes the player receives (from
 * cardStrokes), the score typed and the running total to par (gross), counting only holes scored.
 */
export function scorecardBoxes(
  holes: readonly CourseHole[],
  strokes: readonly number[],
  scores: readonly (number | null)[],
): ScorecardBox[] {
  let toPar = 0;
  return holes.map((h, i) => {
    const score = scores[i] ?? null;
    if (score !== null) toPar += score - h.par;
    return {
      hole: i + 1,
      par: h.par,
      strokes: strokes[i] ?? 0,
      score,
      toParSoFar: score === null ? null : toPar,
    };
  });
}

/**
 * The most a hole counts for the index (Rule 3.1): net double bogey (par + 2 + the strokes the
 * player's Course Handicap gives there), or par + 5 while the player has no index.
 */
export function holeCap(hole: CourseHole, courseHcp: number | null): number {
  if (courseHcp === null) return hole.par + NO_INDEX_HOLE_CAP_OVER_PAR;
  return hole.par + 2 + strokesOnHole(courseHcp, hole.strokeIndex);
}

/** The adjusted gross score: each hole's score capped (Rule 3.1), fixed with the index of the day. */
export function adjustedGrossScore(
  scores: readonly number[],
  course: CourseRatings,
  index: number | null,
): number {
  const hcp = index === null ? null : courseHandicap(index, course);
  return scores.reduce((sum, score, i) => {
    const hole = course.holes[i];
    if (!hole) throw new RangeError(`no hole ${i + 1} on the course`);
    return sum + Math.min(score, holeCap(hole, hcp));
  }, 0);
}

/** Score Differential = (113 / Slope) x (Adjusted Gross Score - Course Rating), to a tenth (Rule 5.1). */
export function scoreDifferential(
  adjustedGross: number,
  course: Pick<CourseRatings, 'courseRating' | 'slopeRating'>,
): number {
  return roundTenth((STANDARD_SLOPE / course.slopeRating) * (adjustedGross - course.courseRating));
}

/** Rule 5.2a's table: how many of the lowest differentials count, and the adjustment, by how many there are. */
export function indexTableRow(scores: number): { lowest: number; adjustment: number } | null {
  if (scores < 3) return null;
  if (scores === 3) return { lowest: 1, adjustment: -2 };
  if (scores === 4) return { lowest: 1, adjustment: -1 };
  if (scores === 5) return { lowest: 1, adjustment: 0 };
  if (scores === 6) return { lowest: 2, adjustment: -1 };
  if (scores <= 8) return { lowest: 2, adjustment: 0 };
  if (scores <= 11) return { lowest: 3, adjustment: 0 };
  if (scores <= 14) return { lowest: 4, adjustment: 0 };
  if (scores <= 16) return { lowest: 5, adjustment: 0 };
  if (scores <= 18) return { lowest: 6, adjustment: 0 };
  if (scores === 19) return { lowest: 7, adjustment: 0 };
  return { lowest: 8, adjustment: 0 };
}

export interface HandicapIndexResult {
  /** Null with fewer than 3 differentials. */
  index: number | null;
  /** For each differential given (most recent first), whether it counted. */
  used: boolean[];
}

/**
 * The Handicap Index from differentials, most recent first (Rule 5.2): the most recent 20, the
 * table's lowest ones averaged, the adjustment applied, to a tenth, at most 54.0. Which ones
 * counted is returned too (the earlier of equal differentials counts first).
 */
export function handicapIndex(differentials: readonly number[]): HandicapIndexResult {
  const recent = differentials.slice(0, INDEX_SCORES);
  const row = indexTableRow(recent.length);
  const used = differentials.map(() => false);
  if (!row) return { index: null, used };
  const lowest = recent
    .map((value, at) => ({ value, at }))
    .sort((a, b) => a.value - b.value || b.at - a.at)
    .slice(0, row.lowest);
  for (const { at } of lowest) used[at] = true;
  const average = lowest.reduce((sum, d) => sum + d.value, 0) / lowest.length;
  return { index: Math.min(MAX_HANDICAP_INDEX, roundTenth(average + row.adjustment)), used };
}
