/**
 * Tournaments and leagues: POST/PATCH /api/staff/competitions, GET /api/competitions(/{id}),
 * entries, scorecards, GET /api/handicap and PUT /api/staff/members/{id}/handicap. The rules the
 * shapes carry are core's (competitions.ts, handicaps.ts, leaderboard.ts).
 */
import Joi from 'joi';
import {
  CARD_HOLES,
  CARD_STATES,
  COMPETITION_DESCRIPTION_MAX,
  COMPETITION_ELIGIBILITY,
  COMPETITION_FORMATS,
  COMPETITION_KINDS,
  COMPETITION_NAME_MAX,
  DEFAULT_ALLOWANCE_PERCENT,
  ENTRY_STATUSES,
  MAX_ROUNDS,
} from '../competitionKinds';
import { CheckoutRedirect } from './bookings';
import {
  bool,
  either,
  extend,
  id,
  int,
  list,
  nullable,
  object,
  oneOf,
  optional,
  type Sent,
  type Shape,
  text,
  withDefault,
  words,
  writtenLine,
  writtenLines,
} from './shape';

const isoDate = Joi.string().max(10);
const wallTime = Joi.string().max(5);
const num = Joi.number();

const Hole = object({ par: int.min(1).max(9), strokeIndex: int.min(1).max(CARD_HOLES) });
export const Course = object({
  name: words(COMPETITION_NAME_MAX),
  courseRating: num,
  slopeRating: int,
  holes: list(Hole).max(CARD_HOLES * 2),
});

const RoundInput = object({
  date: isoDate,
  startTime: wallTime,
  endTime: wallTime,
  /** Bay numbers, or 'all' for every bay of the venue. */
  bays: either(Joi.string<'all'>().valid('all'), list(Joi.string().max(8)).max(64)),
});

/** POST /api/staff/competitions: core's CompetitionInput (planCompetition says what is wrong with it). */
export const CreateCompetitionRequest = object({
  name: writtenLine(COMPETITION_NAME_MAX * 2),
  description: withDefault(writtenLines(COMPETITION_DESCRIPTION_MAX), ''),
  kind: oneOf(COMPETITION_KINDS),
  format: oneOf(COMPETITION_FORMATS),
  allowancePercent: withDefault(int, DEFAULT_ALLOWANCE_PERCENT),
  eligibility: withDefault(oneOf(COMPETITION_ELIGIBILITY), 'members'),
  entryFeeCents: object({ general: int, vip: int }),
  fieldSize: int,
  /** An instant, ISO 8601. */
  registrationClosesAt: Joi.string().max(40),
  course: Course,
  rounds: list(RoundInput).max(MAX_ROUNDS * 2),
  /** A contest's attempts per player in a round (3 when left out); stroke play sends none. */
  attempts: optional(int),
  /** Closest to the pin's hole (a par 3); long drive and stroke play send none. */
  contestHole: optional(nullable(int)),
}).label('request body');
export type CreateCompetitionRequest = Sent<typeof CreateCompetitionRequest>;

/**
 * PATCH /api/staff/competitions/{id}: the words and terms of a competition (its rounds and course
 * stay as created once anyone has entered). Keys left out keep their value.
 */
export const UpdateCompetitionRequest = object({
  name: optional(writtenLine(COMPETITION_NAME_MAX * 2)),
  description: optional(writtenLines(COMPETITION_DESCRIPTION_MAX)),
  fieldSize: optional(int),
  registrationClosesAt: optional(Joi.string().max(40)),
  entryFeeCents: optional(object({ general: int, vip: int })),
}).label('request body');
export type UpdateCompetitionRequest = Sent<typeof UpdateCompetitionRequest>;

export const CreatedCompetition = object({ id });

/** POST /api/staff/competitions/{id}/entries: staff add a player (no fee). */
export const StaffEntryRequest = object({ userId: Joi.string().max(64) }).label('request body');

/** PUT /api/staff/competitions/{id}/rounds/{round}/groups: staff move a player to a bay. */
export const MovePlayerRequest = object({
  entryId: Joi.string().max(64),
  bayNumber: Joi.string().max(8),
}).label('request body');

/** PUT .../cards/{entryId}: the holes (null for one not played yet) and, to submit or attest, final. */
export const CardRequest = object({
  holes: list(nullable(int)).max(CARD_HOLES * 2),
  final: withDefault(bool, false),
}).label('request body');
export type CardRequest = Sent<typeof CardRequest>;

const LeaderboardLineView = object({
  entryId: id,
  name: text,
  position: int,
  gross: int,
  net: int,
  toPar: int,
  thru: int,
  holes: list(nullable(int)),
});

/** A contest's line: distances in whole tenths of a foot (closest) or a yard (longest); null, a miss. */
const ContestLineView = object({
  entryId: id,
  name: text,
  position: int,
  best: nullable(int),
  attempts: list(nullable(int)),
  /** An attempt is not attested yet: the line may still change. */
  provisional: bool,
});

const StandingView = object({ entryId: id, name: text, points: num, position: int });

/** A player in the field as everyone sees them: first name and last initial, or 'A member'. */
const FieldPlayer = object({ entryId: id, name: text });

const RoundGroupView = object({ bayNumber: text, players: list(FieldPlayer) });

export const RoundView = object({
  number: int,
  date: text,
  startTime: text,
  endTime: text,
  /** Instants, ISO 8601 UTC. */
  startsAt: text,
  endsAt: text,
  bays: list(text),
  /** Played before the competition came onto the software: it blocked nothing. */
  past: bool,
  closedAt: nullable(text),
  groups: list(RoundGroupView),
  leaderboard: list(LeaderboardLineView),
  /** A contest's board of this round (empty for stroke play). */
  contestBoard: list(ContestLineView),
  /** The field's players whose card is not final (none yet, being written, or not attested): left off the results. */
  unattested: list(FieldPlayer),
});
export type RoundView = Shape<typeof RoundView>;

const CompetitionCore = {
  id,
  name: text,
  description: text,
  kind: oneOf(COMPETITION_KINDS),
  format: oneOf(COMPETITION_FORMATS),
  allowancePercent: int,
  eligibility: oneOf(COMPETITION_ELIGIBILITY),
  entryFeeCents: object({ general: int, vip: int }),
  fieldSize: int,
  entered: int,
  waiting: int,
  registrationClosesAt: text,
  registrationOpen: bool,
  phase: oneOf(['upcoming', 'live', 'finished'] as const),
  courseName: text,
  /** A contest's attempts per player in a round, and closest to the pin's hole; null for stroke play. */
  contestAttempts: nullable(int),
  contestHole: nullable(int),
};

/** GET /api/competitions: each competition in brief. */
export const CompetitionSummary = object({
  ...CompetitionCore,
  firstRoundAt: nullable(text),
  rounds: int,
});
export type CompetitionSummary = Shape<typeof CompetitionSummary>;

/** The signed-in member's own entry, where they have one. */
export const MyEntryView = object({
  id,
  status: oneOf(ENTRY_STATUSES),
  feeCents: int,
  /** Their bay and start (an instant) in the next round, once grouped. */
  nextRound: nullable(object({ number: int, bayNumber: nullable(text), startsAt: text })),
  /** Their place on the waiting list (1 first), while waiting. */
  waitingPosition: nullable(int),
});
export type MyEntryView = Shape<typeof MyEntryView>;

/** GET /api/competitions/{id}: details, field, groups, each round's board, and a league's standings. */
export const CompetitionDetail = object({
  ...CompetitionCore,
  course: Course,
  rounds: list(RoundView),
  field: list(FieldPlayer),
  /** The current round's board (the latest round with a card). */
  leaderboard: list(LeaderboardLineView),
  /** The current round's board both ways, for the TV (which cycles gross, net and standings). */
  boards: object({ gross: list(LeaderboardLineView), net: list(LeaderboardLineView) }),
  /** A contest's current board (the latest round with an attempt); empty for stroke play. */
  contestBoard: list(ContestLineView),
  /** A league's season standings (empty for a tournament). */
  standings: list(StandingView),
  mine: nullable(MyEntryView),
});
export type CompetitionDetail = Shape<typeof CompetitionDetail>;

/** An entry as the desk sees it (full name, status, fee paid). */
export const StaffEntryView = object({
  id,
  /** Null for a private event's guest, who has no account. */
  userId: nullable(id),
  memberName: text,
  status: oneOf(ENTRY_STATUSES),
  feeCents: int,
  createdAt: text,
  /** The player's Handicap Index now (official or lounge; null with none yet): their printed card's strokes. */
  handicapIndex: nullable(num),
});
export type StaffEntryView = Shape<typeof StaffEntryView>;

/** POST /api/competitions/{id}/entries: the entry, and the checkout to pay its fee on when there is one. */
export const EntryAnswer = object({
  entry: MyEntryView,
  message: text,
  checkout: nullable(CheckoutRedirect),
});
export type EntryAnswer = Shape<typeof EntryAnswer>;

/** DELETE /api/competitions/{id}/entries/mine */
export const WithdrawAnswer = object({ message: text, refundedCents: int });
export type WithdrawAnswer = Shape<typeof WithdrawAnswer>;

/** A scorecard as the API answers it. */
export const CardView = object({
  entryId: id,
  round: int,
  holes: list(nullable(int)),
  playingHandicap: int,
  submittedAt: nullable(text),
  attestedAt: nullable(text),
  /** Final: submitted and attested. */
  final: bool,
  adjustedGross: nullable(int),
  differential: nullable(num),
});
export type CardView = Shape<typeof CardView>;

/**
 * GET /api/staff/competitions/{id}/rounds/{round}/cards/{entryId}: a player's card of a round as it
 * stands, for the desk's card entry to correct it; null before anyone has typed a score.
 */
export const StaffCardAnswer = object({ card: nullable(CardView) });
export type StaffCardAnswer = Shape<typeof StaffCardAnswer>;

/** GET /api/competitions/{id}/rounds/{round}/cards: the cards of the signed-in player's bay (theirs and their partners'). */
export const GroupCards = object({
  bayNumber: nullable(text),
  cards: list(extend(CardView, { name: text, mine: bool })),
});
export type GroupCards = Shape<typeof GroupCards>;

/** GET /api/handicap */
export const HandicapView = object({
  index: nullable(num),
  source: nullable(oneOf(['official', 'lounge'] as const)),
  differentials: list(object({ date: text, differential: num, used: bool })),
});
export type HandicapView = Shape<typeof HandicapView>;

/** PUT /api/staff/members/{id}/handicap: null clears it. */
export const OfficialIndexRequest = object({ index: nullable(num) }).label('request body');

/** GET /api/competitions/mine: the signed-in member's rounds to come, with their bay (the dashboard's 'Your next round'). */
export const MyRoundView = object({
  competitionId: id,
  competitionName: text,
  round: int,
  bayNumber: nullable(text),
  startsAt: text,
  endsAt: text,
});
export type MyRoundView = Shape<typeof MyRoundView>;

/** GET and PUT /api/golf-settings: the member's own golf settings (hiding their name on boards). */
export const GolfSettings = object({
  /** The field, leaderboards and TV show 'A member' in place of their first name and last initial. */
  hideName: bool,
});
export type GolfSettings = Shape<typeof GolfSettings>;

export const GolfSettingsRequest = object({ hideName: bool }).label('request body');
export type GolfSettingsRequest = Sent<typeof GolfSettingsRequest>;

/** POST /api/competitions/{id}/entries/paid: back from an entry fee's checkout, its session id. */
export const EntryPaidRequest = object({ sessionId: Joi.string().max(255) }).label('request body');
export type EntryPaidRequest = Sent<typeof EntryPaidRequest>;

/**
 * GET /api/staff/competition-rounds/{roundId}: a round as the board's round block opens it: its
 * competition, times, every player with their bay and where their card stands, and the TV page.
 */
export const StaffRoundView = object({
  roundId: id,
  competitionId: id,
  competitionName: text,
  kind: oneOf(COMPETITION_KINDS),
  number: int,
  /** Instants, ISO 8601 UTC. */
  startsAt: text,
  endsAt: text,
  closedAt: nullable(text),
  /** The competition's TV leaderboard, an absolute address on the site. */
  tvUrl: text,
  players: list(
    object({
      entryId: id,
      memberName: text,
      bayNumber: nullable(text),
      card: oneOf(CARD_STATES),
      /** Holes scored so far, and their strokes (null with none). */
      holesPlayed: int,
      gross: nullable(int),
    }),
  ),
});
export type StaffRoundView = Shape<typeof StaffRoundView>;
