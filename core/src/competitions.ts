/**
 * Member tournaments and leagues (docs/competitions.md): what a competition must say to be created,
 * who may enter and what they pay, the field and its waiting list, withdrawal refunds, the groups
 * of at most 4 a bay, and what makes a scorecard. A round's bays are closed exactly like a bay block
 * (bayBlocks.ts builds its occurrences); a round already played (a season moved onto the software)
 * closes nothing. The handicap and leaderboard arithmetic is handicaps.ts and leaderboard.ts; what a
 * competition is made of, competitionKinds.ts; its words, competitionWords.ts.
 */
import { blockMessages, planBayBlock } from './bayBlocks';
import {
  CARD_HOLES,
  type CardState,
  COMPETITION_NAME_MAX,
  type CompetitionCourse,
  type CompetitionEligibility,
  type CompetitionInput,
  type CompetitionKind,
  type CompetitionRoundInput,
  type EntryStatus,
  HOLE_SCORE_MAX,
  HOLE_SCORE_MIN,
  MAX_ROUNDS,
  PLAYERS_PER_BAY,
  type PlannedRound,
} from './competitionKinds';
import { competitionMessages } from './competitionWords';
import { checkContestTerms } from './contestRules';
import { activeTier, type MembershipFields } from './tiers';
import { type IsoDate, isIsoDate, isWallTime, minutesOfDay, parseIsoInstant, wallToInstant } from './time';
import type { VenueSettings } from './venue';
import { cleanLine, hasWords } from './writtenText';

export type CompetitionField =
  | 'name'
  | 'description'
  | 'allowancePercent'
  | 'entryFeeCents'
  | 'fieldSize'
  | 'registrationClosesAt'
  | 'course'
  | 'rounds'
  | 'attempts'
  | 'contestHole';

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
  const terms = checkCompetitionTerms(input) ?? checkContestTerms(input);
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
