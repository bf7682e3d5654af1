/** What a tournament or league is made of: its kinds, formats and statuses, the limits, and its input's shape (docs/competitions.md). */
import type { CourseHole } from './handicaps';
import type { IsoDate, WallTime } from './time';

export const COMPETITION_KINDS = ['tournament', 'league'] as const;
export type CompetitionKind = (typeof COMPETITION_KINDS)[number];
/**
 * Stroke play (gross or net, scored by cards) or a contest: closest to the pin ('closest') or long
 * drive ('longest'), scored by each player's attempts (contests.ts).
 */
export const COMPETITION_FORMATS = ['gross', 'net', 'closest', 'longest'] as const;
export type CompetitionFormat = (typeof COMPETITION_FORMATS)[number];
export const CONTEST_FORMATS = ['closest', 'longest'] as const;
export type ContestFormat = (typeof CONTEST_FORMATS)[number];

/** A contest's attempts per player in a round: 3 unless staff say otherwise, at most 10. */
export const DEFAULT_ATTEMPTS = 3;
export const MAX_ATTEMPTS = 10;
/** Closest to the pin: 0.0 (in the hole) to 300.0 feet from the pin. */
export const CLOSEST_MAX_FEET = 300;
/** Long drive: 1.0 to 500.0 yards. */
export const LONGEST_MIN_YARDS = 1;
export const LONGEST_MAX_YARDS = 500;

export function isContest(format: CompetitionFormat): format is ContestFormat {
  return format === 'closest' || format === 'longest';
}
export const COMPETITION_ELIGIBILITY = ['members', 'vip'] as const;
export type CompetitionEligibility = (typeof COMPETITION_ELIGIBILITY)[number];
/**
 * An entry's state: `unpaid` holds a place while its fee is being paid (a checkout, or a place
 * the waiting list gave it); `entered` is in the field; `waiting` on the waiting list; `withdrawn`
 * left; `lapsed` an unpaid place whose checkout ended unpaid.
 */
export const ENTRY_STATUSES = ['unpaid', 'entered', 'waiting', 'withdrawn', 'lapsed'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** The default handicap allowance of a net event, in percent. */
export const DEFAULT_ALLOWANCE_PERCENT = 95;
/** At most this many players share a bay in a round. */
export const PLAYERS_PER_BAY = 4;
/** A card has 18 holes, each scored 1 to 15. */
export const CARD_HOLES = 18;
export const HOLE_SCORE_MIN = 1;
export const HOLE_SCORE_MAX = 15;
export const COMPETITION_NAME_MAX = 80;
export const COMPETITION_DESCRIPTION_MAX = 2000;
/** A league has at most this many rounds (a round a week for up to half a year). */
export const MAX_ROUNDS = 26;

export interface CompetitionRoundInput {
  date: IsoDate;
  startTime: WallTime;
  endTime: WallTime;
  bays: readonly string[] | 'all';
}

export interface CompetitionCourse {
  name: string;
  courseRating: number;
  slopeRating: number;
  holes: readonly CourseHole[];
}

export interface CompetitionInput {
  name: string;
  description: string;
  kind: CompetitionKind;
  format: CompetitionFormat;
  allowancePercent: number;
  eligibility: CompetitionEligibility;
  entryFeeCents: { general: number; vip: number };
  fieldSize: number;
  /** An instant (ISO 8601). */
  registrationClosesAt: string;
  course: CompetitionCourse;
  rounds: readonly CompetitionRoundInput[];
  /** A contest's attempts per player in each round (3 unless staff say otherwise); stroke play has none. */
  attempts?: number | undefined;
  /** A closest-to-the-pin contest's hole (1 to 18, a par 3 of the course); none for long drive or stroke play. */
  contestHole?: number | null | undefined;
}

/** One round as it is kept: its instants, its bays, and whether it closes them (not when already played). */
export interface PlannedRound {
  number: number;
  date: IsoDate;
  startTime: WallTime;
  endTime: WallTime;
  start: number;
  end: number;
  bays: string[];
  /** Played before the competition came onto the software: it blocks nothing. */
  past: boolean;
}

/** Where a player's card stands in a round, as the desk's round view shows it. */
export const CARD_STATES = ['none', 'in_progress', 'submitted', 'final'] as const;
export type CardState = (typeof CARD_STATES)[number];
