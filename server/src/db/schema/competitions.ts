import {
  COMPETITION_ELIGIBILITY,
  COMPETITION_FORMATS,
  COMPETITION_KINDS,
  ENTRY_STATUSES,
} from '@lounge/core';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { createdAt, isDate, isInstant, isInstantOrNull, oneOf, updatedAt } from './columns';
import { eventQuotes } from './events';

/**
 * Member tournaments and leagues (docs/competitions.md). The course (name, ratings, 18 holes of par
 * and stroke index) is JSON, as core's CompetitionCourse; it never changes once anyone has played.
 */
export const competitions = sqliteTable(
  'competitions',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: COMPETITION_KINDS }).notNull(),
    format: text('format', { enum: COMPETITION_FORMATS }).notNull(),
    allowancePercent: integer('allowance_percent').notNull(),
    eligibility: text('eligibility', { enum: COMPETITION_ELIGIBILITY }).notNull(),
    feeGeneralCents: integer('fee_general_cents').notNull(),
    feeVipCents: integer('fee_vip_cents').notNull(),
    fieldSize: integer('field_size').notNull(),
    registrationClosesAt: text('registration_closes_at').notNull(),
    course: text('course').notNull(),
    /** A contest's attempts per player in a round (null for stroke play). */
    contestAttempts: integer('contest_attempts'),
    /** A closest-to-the-pin contest's hole, 1 to 18 (null for long drive and stroke play). */
    contestHole: integer('contest_hole'),
    /** A Golf Tournaments event's own competition: its guests play it, members do not enter (docs/decisions/066). */
    eventQuoteId: text('event_quote_id').references(() => eventQuotes.id),
    createdBy: text('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('competitions_event_quote_unique').on(t.eventQuoteId),
    check('competitions_kind_check', oneOf(t.kind, COMPETITION_KINDS)),
    check('competitions_format_check', oneOf(t.format, COMPETITION_FORMATS)),
    check('competitions_eligibility_check', oneOf(t.eligibility, COMPETITION_ELIGIBILITY)),
    check('competitions_fees_check', sql`${t.feeGeneralCents} >= 0 AND ${t.feeVipCents} >= 0`),
    check('competitions_field_check', sql`${t.fieldSize} >= 2`),
    check('competitions_close_check', isInstant(t.registrationClosesAt)),
    check(
      'competitions_contest_check',
      sql`(${t.format} IN ('closest', 'longest')) = (${t.contestAttempts} IS NOT NULL) AND (${t.contestHole} IS NULL OR ${t.contestHole} BETWEEN 1 AND 18)`,
    ),
  ],
);

/** A competition's rounds, numbered from 1; bays JSON (bay numbers). past: played before it came onto the software. */
export const competitionRounds = sqliteTable(
  'competition_rounds',
  {
    id: text('id').primaryKey(),
    competitionId: text('competition_id')
      .notNull()
      .references(() => competitions.id),
    number: integer('number').notNull(),
    roundDate: text('round_date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    bays: text('bays').notNull(),
    past: integer('past', { mode: 'boolean' }).notNull().default(false),
    closedAt: text('closed_at'),
  },
  (t) => [
    uniqueIndex('competition_rounds_number_unique').on(t.competitionId, t.number),
    check('competition_rounds_date_check', isDate(t.roundDate)),
    check('competition_rounds_start_check', isInstant(t.startTime)),
    check('competition_rounds_end_check', sql`${isInstant(t.endTime)} AND ${t.endTime} > ${t.startTime}`),
    check('competition_rounds_closed_check', isInstantOrNull(t.closedAt)),
  ],
);

/**
 * Entries, in registration order (created_at, then rowid). A member has at most one live entry
 * (unpaid, entered or waiting) in a competition. fee_cents: what the entry was charged (0 when staff
 * added the player, or the event is free); checkout_session_id: the checkout that paid it. A private
 * event's guest has no account: guest_name instead of user_id, entered by staff (docs/decisions/066).
 */
export const competitionEntries = sqliteTable(
  'competition_entries',
  {
    id: text('id').primaryKey(),
    competitionId: text('competition_id')
      .notNull()
      .references(() => competitions.id),
    userId: text('user_id').references(() => users.id),
    guestName: text('guest_name'),
    status: text('status', { enum: ENTRY_STATUSES }).notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    checkoutSessionId: text('checkout_session_id'),
    /** An unpaid place held while its checkout takes payment; null while the place is held till registration closes. */
    holdExpiresAt: text('hold_expires_at'),
    addedBy: text('added_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('competition_entries_competition_idx').on(t.competitionId, t.status),
    index('competition_entries_user_idx').on(t.userId),
    uniqueIndex('competition_entries_live_unique')
      .on(t.competitionId, t.userId)
      .where(sql`status IN ('unpaid', 'entered', 'waiting')`),
    check('competition_entries_status_check', oneOf(t.status, ENTRY_STATUSES)),
    check('competition_entries_fee_check', sql`${t.feeCents} >= 0`),
    check('competition_entries_hold_check', isInstantOrNull(t.holdExpiresAt)),
    check('competition_entries_who_check', sql`(${t.userId} IS NULL) <> (${t.guestName} IS NULL)`),
  ],
);

/** A player staff moved to a bay in a round; the others are grouped by core's groupRound. */
export const competitionMoves = sqliteTable(
  'competition_moves',
  {
    roundId: text('round_id')
      .notNull()
      .references(() => competitionRounds.id),
    entryId: text('entry_id')
      .notNull()
      .references(() => competitionEntries.id),
    bayNumber: text('bay_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.entryId] })],
);

/**
 * Scorecards: holes JSON (18 scores or nulls). Final once submitted and attested; then its
 * adjusted gross and differential are fixed with the index the player had (index_at_posting).
 */
export const competitionCards = sqliteTable(
  'competition_cards',
  {
    id: text('id').primaryKey(),
    roundId: text('round_id')
      .notNull()
      .references(() => competitionRounds.id),
    entryId: text('entry_id')
      .notNull()
      .references(() => competitionEntries.id),
    holes: text('holes').notNull(),
    playingHandicap: integer('playing_handicap').notNull(),
    indexAtPosting: real('index_at_posting'),
    submittedAt: text('submitted_at'),
    attestedBy: text('attested_by').references(() => users.id),
    attestedAt: text('attested_at'),
    adjustedGross: integer('adjusted_gross'),
    differential: real('differential'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('competition_cards_round_entry_unique').on(t.roundId, t.entryId),
    index('competition_cards_entry_idx').on(t.entryId),
    check('competition_cards_submitted_check', isInstantOrNull(t.submittedAt)),
    check('competition_cards_attested_check', isInstantOrNull(t.attestedAt)),
  ],
);

/** A member's golf settings: the official Handicap Index staff set (null: the lounge index counts), hiding their name. */
export const memberHandicaps = sqliteTable('member_handicaps', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  officialIndex: real('official_index'),
  setBy: text('set_by').references(() => users.id),
  setAt: text('set_at'),
  hideName: integer('hide_name', { mode: 'boolean' }).notNull().default(false),
});

/**
 * A contest's attempts (closest to the pin, long drive): numbered from 1 for each player in a round,
 * the distance in whole tenths of a foot or a yard (null: a miss). Final once attested by a playing
 * partner or staff; staff's own entries are attested as they are written.
 */
export const contestAttempts = sqliteTable(
  'contest_attempts',
  {
    id: text('id').primaryKey(),
    roundId: text('round_id')
      .notNull()
      .references(() => competitionRounds.id),
    entryId: text('entry_id')
      .notNull()
      .references(() => competitionEntries.id),
    number: integer('number').notNull(),
    distanceTenths: integer('distance_tenths'),
    enteredBy: text('entered_by')
      .notNull()
      .references(() => users.id),
    attestedBy: text('attested_by').references(() => users.id),
    attestedAt: text('attested_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contest_attempts_round_entry_number_unique').on(t.roundId, t.entryId, t.number),
    index('contest_attempts_entry_idx').on(t.entryId),
    check('contest_attempts_number_check', sql`${t.number} >= 1`),
    check('contest_attempts_distance_check', sql`${t.distanceTenths} IS NULL OR ${t.distanceTenths} >= 0`),
    check('contest_attempts_attested_check', isInstantOrNull(t.attestedAt)),
  ],
);
