/**
 * Member tournaments and leagues (docs/competitions.md): what a competition must say to be created,
 * who may enter and what they pay, the field and its waiting list, withdrawal refunds, the groups
 * of at most 4 a bay, and what makes a scorecard. A round's bays are closed exactly like a bay block
 * (bayBlocks.ts builds its occurrences); a round already played (a season moved onto the software)
 * closes nothing. The handicap and leaderboard arithmetic is handicaps.ts and leaderboard.ts.
 */

import { blockMessages, planBayBlock } from './bayBlocks';
import type { CourseHole } from './handicaps';
import { activeTier, type MembershipFields } from './tiers';
import {
  type IsoDate,
  isIsoDate,
  isWallTime,
  minutesOfDay,
  parseIsoInstant,
  type WallTime,
  wallToInstant,
} from './time';
import type { VenueSettings } from './venue';
import { bayLabel } from './venue';
import { cleanLine, hasWords } from './writtenText';

export const COMPETITION_KINDS = ['tournament', 'league'] as const;
export type CompetitionKind = (typeof COMPETITION_KINDS)[number];
export const COMPETITION_FORMATS = ['gross', 'net'] as const;
export type CompetitionFormat = (typeof COMPETITION_FORMATS)[number];
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

export const competitionMessages = {
  notFound: 'Competition not found',
  entryNotFound: 'Entry not found',
  noName: { title: 'Name Required', message: 'Give the competition a name.' },
  nameTooLong: { title: 'Name Too Long', message: `Keep the name to ${COMPETITION_NAME_MAX} characters.` },
  badAllowance: {
    title: 'Invalid Allowance',
    message: 'The handicap allowance is a percentage from 1 to 100.',
  },
  badFee: { title: 'Invalid Entry Fee', message: 'Entry fees are whole cents, 0 or more.' },
  badFieldSize: (most: number) => ({
    title: 'Invalid Field Size',
    message: `The field is 2 to ${most} players: at most ${PLAYERS_PER_BAY} a bay in every round.`,
  }),
  badClose: {
    title: 'Invalid Registration Close',
    message: 'Give when registration closes as a date and time.',
  },
  badCourse: {
    title: 'Invalid Course',
    message:
      'The course needs 18 holes, each with a par of 3 to 6 and a stroke index, 1 to 18 used once each.',
  },
  badRatings: {
    title: 'Invalid Course Ratings',
    message: 'The course rating is 50 to 90 and the slope rating 55 to 155.',
  },
  noRounds: { title: 'Rounds Required', message: 'A tournament has one round; a league at least two.' },
  tooManyRounds: { title: 'Too Many Rounds', message: `A league has at most ${MAX_ROUNDS} rounds.` },
  roundsOutOfOrder: {
    title: 'Rounds Out of Order',
    message: 'Each round must start after the one before it ends.',
  },
  /** A round's bays would cover bookings: the refusal lists them, as a block's does. */
  coversBookings: (count: number) => ({
    title: 'Bookings in the Way',
    message: `${count === 1 ? 'A booking falls' : `${count} bookings fall`} inside a round's bays and time. Move ${count === 1 ? 'it' : 'them'}, or choose other bays or another time.`,
  }),
  notEligible: {
    title: 'VIP Only',
    message: 'This is a cash-prize event for VIP members.',
  },
  notMember: {
    title: 'Members Only',
    message: 'Tournaments and leagues are for members with an active membership.',
  },
  registrationClosed: {
    title: 'Registration Closed',
    message: 'Registration for this competition has closed.',
  },
  alreadyEntered: { title: 'Already Entered', message: 'You are already entered (or on the waiting list).' },
  notEntered: { title: 'Not Entered', message: 'You have no entry in this competition.' },
  fieldFull: {
    title: 'Field Full',
    message: 'The field is full. Withdraw someone first, or let them join the waiting list.',
  },
  badCard: {
    title: 'Invalid Scorecard',
    message: `A card has ${CARD_HOLES} holes, each scored ${HOLE_SCORE_MIN} to ${HOLE_SCORE_MAX}.`,
  },
  /** A card of the wrong length: how many holes were typed, so staff see which one is missing or extra. */
  wrongHoleCount: (typed: number) => ({
    title: 'Invalid Scorecard',
    message: `A card has ${CARD_HOLES} holes; ${typed} ${typed === 1 ? 'was' : 'were'} typed.`,
  }),
  unfinishedCard: { title: 'Card Not Finished', message: 'Score every hole before you submit the card.' },
  notYourCard: {
    title: 'Not Your Card',
    message: 'Only the player, a playing partner attesting it, or staff may write this card.',
  },
  cardFinal: { title: 'Card Final', message: 'This card is final. Ask staff to correct it.' },
  notSubmitted: { title: 'Not Submitted Yet', message: 'The player has not submitted this card yet.' },
  cardsDiffer: {
    title: 'Scores Differ',
    message:
      'Your scores differ from the card the player submitted. Settle them with the player, or ask staff.',
  },
  ownAttest: { title: 'Partner Needed', message: 'A playing partner (or staff) attests your card, not you.' },
  roundNotFound: 'Round not found',
  roundNotStarted: { title: 'Round Not Started', message: 'Scores open when the round starts.' },
  notInRound: { title: 'Not in This Round', message: 'That player is not in the field of this round.' },
  bayFull: (bay: string) => ({
    title: 'Bay Full',
    message: `${bayLabel(bay)} already has ${PLAYERS_PER_BAY} players.`,
  }),
  badIndex: {
    title: 'Invalid Handicap Index',
    message: 'A Handicap Index is from +10.0 to 54.0, to a tenth.',
  },
  /** What the member reads once entered, waiting, or paid. */
  entered: 'You are entered. Your bay and start time are on your dashboard.',
  waiting: 'The field is full: you are on the waiting list and move up when a place opens.',
  entryUnpaid: { title: 'Entry Fee Not Paid', message: 'The entry fee has not been paid yet.' },
  /** Paid after the held place had gone to someone else: the money is refunded by staff. */
  paidNotEntered:
    'Your payment was received, but the place it was for had already gone. The lounge will refund it.',
  withdrawnRefund: 'You have withdrawn. Your entry fee is being refunded.',
  withdrawnNoRefund: 'You have withdrawn. Registration had closed, so the entry fee is not refunded.',
  withdrawn: 'You have withdrawn.',
  /** What the desk reads once staff withdrew a player. */
  staffWithdrawn: (refund: string | null) =>
    refund === null
      ? 'Withdrawn. Nothing is refunded.'
      : `Withdrawn. The entry fee of ${refund} is being refunded.`,
} as const;

export type CompetitionField =
  | 'name'
  | 'description'
  | 'allowancePercent'
  | 'entryFeeCents'
  | 'fieldSize'
  | 'registrationClosesAt'
  | 'course'
  | 'rounds';

export type CompetitionCheck =
  | { ok: true; rounds: PlannedRound[] }
  | { ok: false; field: CompetitionField; title: string; message: string };

function refusal(field: CompetitionField, m: { title: string; message: string }): CompetitionCheck {
  return { ok: false, field, ...m };
}

/** The course is 18 holes, par 3 to 6 each, stroke indexes 1 to 18 each used once. */
function courseIsValid(course: CompetitionCourse): boolean {
  if (course.holes.length !== CARD_HOLES) return false;
  const indexes = new Set(course.holes.map((h) => h.strokeIndex));
  return (
    indexes.size === CARD_HOLES &&
    course.holes.every(
      (h) =>
        Number.isInteger(h.par) &&
        h.par >= 3 &&
        h.par <= 6 &&
        Number.isInteger(h.strokeIndex) &&
        h.strokeIndex >= 1 &&
        h.strokeIndex <= CARD_HOLES,
    )
  );
}

function ratingsAreValid(course: CompetitionCourse): boolean {
  return (
    Number.isFinite(course.courseRating) &&
    course.courseRating >= 50 &&
    course.courseRating <= 90 &&
    Number.isInteger(course.slopeRating) &&
    course.slopeRating >= 55 &&
    course.slopeRating <= 155
  );
}

function planRound(
  round: CompetitionRoundInput,
  number: number,
  venue: VenueSettings,
  today: IsoDate,
  reason: string,
): PlannedRound | { field: CompetitionField; title: string; message: string } {
  if (!isIsoDate(round.date)) return { field: 'rounds', ...blockMessages.badDate };
  if (!isWallTime(round.startTime) || !isWallTime(round.endTime))
    return { field: 'rounds', ...blockMessages.badTime };
  if (minutesOfDay(round.endTime) <= minutesOfDay(round.startTime))
    return { field: 'rounds', ...blockMessages.endBeforeStart };
  const past = round.date < today;
  const bays = round.bays === 'all' ? [...venue.bays] : [...new Set(round.bays)];
  if (past) {
    const unknown = bays.find((bay) => !venue.bays.includes(bay));
    if (unknown !== undefined) return { field: 'rounds', ...blockMessages.unknownBay(unknown) };
  } else {
    // A round still to play closes its bays by a bay block's own rules.
    const block = planBayBlock({ ...round, reason }, venue, today);
    if (!block.ok) return { field: 'rounds', title: block.title, message: block.message };
  }
  if (bays.length === 0) return { field: 'rounds', ...blockMessages.noBays };
  return {
    number,
    date: round.date,
    startTime: round.startTime,
    endTime: round.endTime,
    start: wallToInstant(round.date, round.startTime, venue.timeZone),
    end: wallToInstant(round.date, round.endTime, venue.timeZone),
    bays,
    past,
  };
}

/** The reason a round's bays show at the desk, as a block's reason does. */
export function roundBlockReason(name: string, round: number, kind: CompetitionKind): string {
  const label = kind === 'league' ? `${name.trim()}, week ${round}` : name.trim();
  return label.slice(0, 200);
}

/**
 * Checks a competition against the venue and today's date and spells out its rounds. Rounds on a
 * day already past (a season moved onto the software) are kept and block nothing.
 */
export function planCompetition(
  input: CompetitionInput,
  venue: VenueSettings,
  today: IsoDate,
): CompetitionCheck {
  const terms = checkCompetitionTerms(input);
  if (terms) return terms;
  const name = cleanLine(input.name);
  const count = input.rounds.length;
  if (count === 0 || (input.kind === 'tournament' && count !== 1) || (input.kind === 'league' && count < 2))
    return refusal('rounds', competitionMessages.noRounds);
  if (count > MAX_ROUNDS) return refusal('rounds', competitionMessages.tooManyRounds);
  const rounds: PlannedRound[] = [];
  for (const [i, round] of input.rounds.entries()) {
    const planned = planRound(round, i + 1, venue, today, roundBlockReason(name, i + 1, input.kind));
    if (!('number' in planned)) return refusal(planned.field, planned);
    const before = rounds[rounds.length - 1];
    if (before && planned.start < before.end) return refusal('rounds', competitionMessages.roundsOutOfOrder);
    rounds.push(planned);
  }
  const field = checkFieldSize(input.fieldSize, rounds);
  return field ?? { ok: true, rounds };
}

/** The terms of a competition that an edit may change: its words, fees, close and course. Null when all is well. */
export function checkCompetitionTerms(
  input: Omit<CompetitionInput, 'rounds' | 'kind' | 'format' | 'eligibility' | 'fieldSize'>,
): Extract<CompetitionCheck, { ok: false }> | null {
  const name = cleanLine(input.name);
  if (!hasWords(name)) return fail('name', competitionMessages.noName);
  if (name.length > COMPETITION_NAME_MAX) return fail('name', competitionMessages.nameTooLong);
  if (!Number.isInteger(input.allowancePercent) || input.allowancePercent < 1 || input.allowancePercent > 100)
    return fail('allowancePercent', competitionMessages.badAllowance);
  const fees = [input.entryFeeCents.general, input.entryFeeCents.vip];
  if (fees.some((f) => !Number.isInteger(f) || f < 0))
    return fail('entryFeeCents', competitionMessages.badFee);
  if (parseIsoInstant(input.registrationClosesAt) === null)
    return fail('registrationClosesAt', competitionMessages.badClose);
  if (!courseIsValid(input.course)) return fail('course', competitionMessages.badCourse);
  if (!ratingsAreValid(input.course)) return fail('course', competitionMessages.badRatings);
  return null;
}

/** The field fits every round: at most 4 a bay, and at least 2 players. Null when it does. */
export function checkFieldSize(
  fieldSize: number,
  rounds: readonly { bays: readonly string[] }[],
): Extract<CompetitionCheck, { ok: false }> | null {
  const most = PLAYERS_PER_BAY * Math.min(...rounds.map((r) => r.bays.length));
  if (!Number.isInteger(fieldSize) || fieldSize < 2 || fieldSize > most)
    return fail('fieldSize', competitionMessages.badFieldSize(most));
  return null;
}

function fail(field: CompetitionField, m: { title: string; message: string }) {
  return { ok: false as const, field, ...m };
}

/** Who may enter, and what they pay: members with a paid plan; VIP-only events for VIP members. */
export function entryTerms(
  competition: { eligibility: CompetitionEligibility; entryFeeCents: { general: number; vip: number } },
  member: MembershipFields,
): { ok: true; feeCents: number } | { ok: false; title: string; message: string } {
  const tier = activeTier(member);
  if (!tier) return { ok: false, ...competitionMessages.notMember };
  if (competition.eligibility === 'vip' && tier.type !== 'vip')
    return { ok: false, ...competitionMessages.notEligible };
  return { ok: true, feeCents: competition.entryFeeCents[tier.type] };
}

/** Registration is open until its close; entering, and a refund on withdrawal, only before it. */
export function registrationOpen(registrationClosesAt: string, now: number): boolean {
  const closes = parseIsoInstant(registrationClosesAt);
  return closes !== null && now < closes;
}

/** A round is live from its start; scores may be entered from then on (a past round's at any time). */
export function roundStarted(round: { start: number }, now: number): boolean {
  return now >= round.start;
}

/**
 * A card's holes as sent: 18 entries, each a whole number from 1 to 15, or null for a hole not
 * played yet. A final card has every hole scored.
 */
export function checkCard(
  holes: readonly (number | null)[],
  final: boolean,
): { ok: true } | { ok: false; title: string; message: string } {
  if (holes.length !== CARD_HOLES) return { ok: false, ...competitionMessages.wrongHoleCount(holes.length) };
  for (const h of holes) {
    if (h === null) continue;
    if (!Number.isInteger(h) || h < HOLE_SCORE_MIN || h > HOLE_SCORE_MAX)
      return { ok: false, ...competitionMessages.badCard };
  }
  if (final && holes.some((h) => h === null)) return { ok: false, ...competitionMessages.unfinishedCard };
  return { ok: true };
}

/** Where a player's card stands in a round, as the desk's round view shows it. */
export const CARD_STATES = ['none', 'in_progress', 'submitted', 'final'] as const;
export type CardState = (typeof CARD_STATES)[number];

/**
 * A card's state: no score yet, being scored, submitted (waiting for a partner's attest), or final
 * (attested). A missing card is 'none'.
 */
export function cardState(
  card:
    | { holes: readonly (number | null)[]; submittedAt: string | null; attestedAt: string | null }
    | undefined,
): CardState {
  if (!card) return 'none';
  if (card.attestedAt) return 'final';
  if (card.submittedAt) return 'submitted';
  return card.holes.some((h) => h !== null) ? 'in_progress' : 'none';
}

/**
 * What withdrawing an entry refunds: the fee a player in the field paid, while registration is
 * open; after it nothing, and nothing for a place not paid for (waiting, or a place still unpaid).
 */
export function withdrawalRefundCents(
  entry: { status: EntryStatus; feeCents: number },
  registrationIsOpen: boolean,
): number {
  return entry.status === 'entered' && registrationIsOpen ? entry.feeCents : 0;
}

/** An official Handicap Index staff may set: +10.0 (written -10) to 54.0, to a tenth. */
export function indexIsValid(index: number): boolean {
  return Number.isFinite(index) && index >= -10 && index <= 54 && Math.round(index * 10) === index * 10;
}

/**
 * An index as staff type it: '12.4', or a plus handicap as '+2.5' or '-2.5' (held as -2.5). Null for text
 * that is no number; indexIsValid says whether the number is one staff may set.
 */
export function parseIndex(text: string): number | null {
  const t = text.trim();
  if (!/^[+-]?\d+(\.\d+)?$/.test(t)) return null;
  const n = Number(t.replace(/^[+-]/, ''));
  // A sign, either way, marks a plus handicap: the API writes +2.5 as -2.5.
  return /^[+-]/.test(t) && n !== 0 ? -n : n;
}

/** An index as golfers write it: '12.4', a plus handicap '+2.5'. */
export function formatIndex(index: number): string {
  return index < 0 ? `+${(-index).toFixed(1)}` : index.toFixed(1);
}

/** A player placed in a round: their bay. */
export interface Placement {
  entryId: string;
  bayNumber: string;
}

/**
 * The groups of a round: at most 4 a bay. Players staff moved keep the bay they were moved to;
 * the rest fill the round's bays in registration order, each bay up to 4 before the next. Anyone
 * past the bays' room (never, while the field fits) is left unplaced.
 */
export function groupRound(
  entryIdsInOrder: readonly string[],
  bays: readonly string[],
  moved: readonly Placement[],
): { groups: { bayNumber: string; entryIds: string[] }[]; unplaced: string[] } {
  const groups = bays.map((bayNumber) => ({ bayNumber, entryIds: [] as string[] }));
  const inField = new Set(entryIdsInOrder);
  const placed = new Set<string>();
  for (const m of moved) {
    const group = groups.find((g) => g.bayNumber === m.bayNumber);
    if (!group || !inField.has(m.entryId) || group.entryIds.length >= PLAYERS_PER_BAY) continue;
    group.entryIds.push(m.entryId);
    placed.add(m.entryId);
  }
  const unplaced: string[] = [];
  for (const entryId of entryIdsInOrder) {
    if (placed.has(entryId)) continue;
    const group = groups.find((g) => g.entryIds.length < PLAYERS_PER_BAY);
    if (group) group.entryIds.push(entryId);
    else unplaced.push(entryId);
  }
  // Moved players first in their bay is staff's doing; show each bay in registration order.
  const order = new Map(entryIdsInOrder.map((id, i) => [id, i]));
  for (const g of groups) g.entryIds.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  return { groups, unplaced };
}

/** The competition's state, as the lists group them: upcoming, live (a round under way or scored), results. */
export function competitionPhase(
  rounds: readonly { start: number; end: number }[],
  now: number,
): 'upcoming' | 'live' | 'finished' {
  const first = rounds[0];
  const last = rounds[rounds.length - 1];
  if (!first || !last) return 'upcoming';
  if (now < first.start) return 'upcoming';
  // The results stand from the day after the last round.
  if (now >= last.end + 12 * 3_600_000) return 'finished';
  return 'live';
}

/** The screens' words for tournaments and leagues (the site, the phone scorecard, the TV board). */
export const competitionLabels = {
  pageTitle: 'Tournaments and Leagues',
  eyebrow: 'Member tournaments',
  intro: 'Handicapped leagues and tournaments on our simulators, with a live leaderboard.',
  upcoming: 'Upcoming',
  live: 'Live',
  results: 'Results',
  none: 'No tournaments or leagues yet. Check back soon.',
  enter: 'Enter',
  enterPaid: (fee: string) => `Enter (${fee})`,
  joinWaitlist: 'Join the Waiting List',
  withdraw: 'Withdraw',
  withdrawConfirm: (refunds: boolean) =>
    refunds
      ? 'Withdraw from this competition? Your entry fee is refunded.'
      : 'Withdraw from this competition? Registration has closed, so the entry fee is not refunded.',
  /** The desk's confirmation before staff withdraw a player: what it refunds, and why not. */
  staffWithdrawConfirm: (name: string, refund: string | null, paidButClosed: boolean) =>
    refund !== null
      ? `Withdraw ${name}? Their entry fee of ${refund} is refunded.`
      : paidButClosed
        ? `Withdraw ${name}? Registration has closed, so their entry fee is not refunded.`
        : `Withdraw ${name}? No entry fee was paid, so nothing is refunded.`,
  payForPlace: (fee: string) => `Pay ${fee} to Take Your Place`,
  declinePlace: 'Give Up the Place',
  declineConfirm: 'Give up the place held for you? It goes to the next on the waiting list.',
  signInToEnter: 'Sign in to enter',
  registrationCloses: 'Registration closes',
  registrationClosed: 'Registration closed',
  field: 'The Field',
  groups: 'Groups',
  leaderboard: 'Leaderboard',
  standings: 'Standings',
  noScores: 'No scores yet.',
  yourEntry: 'Your entry',
  entryStatus: {
    unpaid: 'Place held: pay the entry fee to take it',
    entered: 'Entered',
    waiting: 'On the waiting list',
    withdrawn: 'Withdrawn',
    lapsed: 'Place not paid for',
  },
  waitingPosition: (n: number) => `Number ${n} on the waiting list`,
  paid: 'Payment received. You are entered.',
  nameOnBoards: 'Your name on leaderboards',
  hideName: 'Hide my name on leaderboards',
  hideNameNote: "The field, the leaderboards and the lounge's TV show 'A member' in place of your name.",
  nameHidden: "Your name is hidden: boards show 'A member'.",
  nameShown: 'Your name shows on boards as your first name and last initial.',
  nameSettingFailed: { title: 'Not Saved', message: 'Your name setting was not saved. Please try again.' },
  paymentCancelled: 'Payment cancelled. Your place was not taken.',
  scorecard: 'Scorecard',
  noCard: 'There is no card of yours in this round.',
  openScorecard: 'Open Scorecard',
  hole: (n: number) => `Hole ${n}`,
  /** A scorecard grid's box as a screen reader names it. */
  holeBox: (n: number, par: number, strokes: number) =>
    `Hole ${n}, par ${par}${strokes > 0 ? `, ${strokes} ${strokes === 1 ? 'stroke' : 'strokes'} received` : strokes < 0 ? `, ${-strokes} given back` : ''}`,
  /** The grid's running total: the strokes over the holes scored and the round to par so far. */
  cardTotal: (strokes: number, toPar: string, holes: number) =>
    holes === 0 ? 'No holes scored yet' : `${strokes} (${toPar}) thru ${holes === 18 ? '18' : holes}`,
  strokesReceivedKey: 'A dot under par: a stroke received there.',
  par: (n: number) => `Par ${n}`,
  strokeIndex: (n: number) => `Stroke index ${n}`,
  previousHole: 'Previous Hole',
  nextHole: 'Next Hole',
  fewer: 'One fewer',
  more: 'One more',
  saved: 'Saved',
  saving: 'Saving…',
  offline: 'Not saved yet: no connection. It saves when the connection is back.',
  submit: 'Submit Card',
  submitted: 'Submitted: a playing partner attests it.',
  final: 'Final: submitted and attested.',
  partners: 'Your playing partners',
  attest: 'Attest Card',
  attestHint: 'Check the scores with your partner before you attest them.',
  notSubmittedYet: 'Not submitted yet',
  nextRound: 'Your next round',
  noNextRound: 'No rounds coming up.',
  handicap: 'Handicap',
  indexSource: { official: 'Official Handicap Index', lounge: 'Lounge index' },
  noIndex: 'No index yet: three final cards make one.',
  /** An index as golfers write it: to a tenth, a plus handicap (stored below 0) with its '+'. */
  indexValue: (index: number) => (index < 0 ? `+${(-index).toFixed(1)}` : index.toFixed(1)),
  bayAt: (bay: string | null) => (bay ? bayLabel(bay) : 'Bay given out when the groups are made'),
  /** A card's state in the desk's words (cardState). */
  cardStateWords: {
    none: 'No scores yet',
    in_progress: 'Scoring',
    submitted: 'Submitted, not attested',
    final: 'Final',
  } satisfies Record<CardState, string>,
  tvGross: 'Gross',
  tvNet: 'Net',
  tvStandings: 'Season standings',
  thru: (n: number) => (n === 18 ? 'F' : String(n)),
  toPar: (n: number) => (n === 0 ? 'E' : n > 0 ? `+${n}` : String(n)),
  formatWords: (format: CompetitionFormat, allowance: number) =>
    format === 'gross' ? 'Stroke play, gross' : `Stroke play, net (${allowance}% handicap allowance)`,
  eligibilityWords: (e: CompetitionEligibility) =>
    e === 'vip' ? 'VIP members (cash prizes)' : 'All members',
} as const;
