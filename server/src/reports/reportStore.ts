/**
 * The rows the desk's reports are made of (core's reports.ts does the sums): a slice's bookings and the range's ledger rows, counted together in SQL where the figures
 * need only their counts and sums (docs/decisions/051), and every account that has or had a plan
 * with its first membership payment, paid events and competitions.
 */
import {
  type IsoDate,
  LEDGER_KINDS,
  LEDGER_STATUSES,
  type ReportBookingRow,
  type ReportCheckInRow,
  type ReportHoldRow,
  type ReportLedgerRow,
  type ReportRange,
  type ReportRows,
  rangeInstants,
  toIsoInstant,
} from '@lounge/core';
import { and, between, eq, gte, inArray, isNotNull, lt, min, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/database';
import { perDatabase } from '../db/perDatabase';
import {
  bayBlocks,
  bookings,
  competitionEntries,
  competitionRounds,
  competitions,
  eventQuotes,
  ledgerEntries,
  membershipFreezes,
  users,
} from '../db/schema';

/**
 * When the account's first membership payment was written, if it was. Spelled out in SQL: drizzle
 * leaves columns of a one-table select unqualified, and "id" inside would name the ledger's own.
 */
const firstPaidAt = sql<string | null>`(
  SELECT min(paid.created_at) FROM ledger_entries AS paid
  WHERE paid.user_id = "users"."id" AND paid.kind = 'membership'
)`;

/** Where an instant falls after the UTC midnight of its booking's date, in seconds. */
const afterDateStarts = (instant: typeof bookings.startTime | typeof bookings.endTime) =>
  sql<number>`(unixepoch(${instant}, 'subsec') - unixepoch(${bookings.bookingDate}))`;

/** A slice's bookings grouped (sliceBookings), prepared once per database: a year asks it 12 times or more. */
const bookingGroups = perDatabase((db) => {
  const starts = afterDateStarts(bookings.startTime);
  const ends = afterDateStarts(bookings.endTime);
  return db
    .select({
      bayNumber: bookings.bayNumber,
      status: bookings.status,
      starts,
      ends,
      bookings: sql<number>`count(*)`,
      players: sql<number>`sum(${bookings.guestCount})`,
    })
    .from(bookings)
    .where(between(bookings.bookingDate, sql.placeholder('from'), sql.placeholder('to')))
    .groupBy(bookings.bayNumber, bookings.status, starts, ends)
    .prepare();
});

/**
 * A slice's bookings (core's reportSlices: its days on one clock), counted together by bay, status
 * and times of day, and placed on the slice's first day: the same wall times there, as its days
 * start alike after their UTC midnights. A month of a busy lounge is a few hundred rows, not
 * thousands; SQL groups them by numbers and only the groups are written out as instants.
 */
export function sliceBookings(db: Db, slice: ReportRange): ReportBookingRow[] {
  const firstDay = Date.parse(`${slice.from}T00:00:00Z`);
  const onFirstDay = (seconds: number) => toIsoInstant(firstDay + Math.round(seconds * 1000));
  return bookingGroups(db)
    .all({ from: slice.from, to: slice.to })
    .map(({ starts, ends, ...group }) => ({
      ...group,
      bookingDate: slice.from,
      startTime: onFirstDay(starts),
      endTime: onFirstDay(ends),
    }));
}

/** Every kind and status a ledger row may have (core's lists), as rows of SQL. */
const LEDGER_PAIRS = sql.join(
  LEDGER_KINDS.flatMap((kind) => LEDGER_STATUSES.map((status) => sql`(${kind}, ${status})`)),
  sql`, `,
);

/**
 * The ledger rows written inside the range's instants, summed by kind and status: for each pair a
 * seek in the index by kind, status and time, read from the index alone (a GROUP BY sorted every
 * row of the range first, three times the cost), in one statement. Pairs with no row are left out.
 */
export function ledgerTotals(db: Db, range: ReportRange, timeZone: string): ReportLedgerRow[] {
  const span = rangeInstants(range, timeZone);
  const written = sql`l.kind = pair.kind AND l.status = pair.status
    AND l.created_at >= ${toIsoInstant(span.start)} AND l.created_at < ${toIsoInstant(span.end)}`;
  return db
    .all<ReportLedgerRow & { entries: number }>(
      sql`WITH pair(kind, status) AS (VALUES ${LEDGER_PAIRS})
        SELECT pair.kind AS kind, pair.status AS status,
          (SELECT count(*) FROM ledger_entries AS l WHERE ${written}) AS entries,
          (SELECT coalesce(sum(l.amount_cents), 0) FROM ledger_entries AS l WHERE ${written}) AS amountCents
        FROM pair`,
    )
    .filter((total) => total.entries > 0);
}

/**
 * The blocks on the range's days, by what each holds its bay for: a private event's held bay (its
 * quote), a competition round, or a block staff made. No lessons are kept yet; when they are, their
 * bays come here as the 'lessons' part.
 */
function holdRows(db: Db, range: ReportRange): ReportHoldRow[] {
  return db
    .select({
      bayNumber: bayBlocks.bayNumber,
      blockDate: sql<IsoDate>`${bayBlocks.blockDate}`,
      startTime: bayBlocks.startTime,
      endTime: bayBlocks.endTime,
      part: sql<ReportHoldRow['part']>`CASE
        WHEN ${bayBlocks.eventQuoteId} IS NOT NULL THEN 'events'
        WHEN ${bayBlocks.competitionRoundId} IS NOT NULL THEN 'rounds'
        ELSE 'blocks' END`,
    })
    .from(bayBlocks)
    .where(between(bayBlocks.blockDate, range.from, range.to))
    .all();
}

/** What a report reads once for its whole range besides its members: blocks, paid events, competitions. */
export function reportRangeRows(
  db: Db,
  range: ReportRange,
  timeZone: string,
): Omit<ReportRows, 'bookings' | 'ledger' | 'members'> {
  return {
    holds: holdRows(db, range),
    checkIns: checkInRows(db, range),
    events: db
      .select({
        packageId: eventQuotes.packageId,
        eventDate: eventQuotes.eventDate,
        endsAt: eventQuotes.endsAt,
        depositCents: eventQuotes.depositCents,
        balanceCents: eventQuotes.balanceCents,
        balancePaidAt: eventQuotes.balancePaidAt,
      })
      .from(eventQuotes)
      .where(eq(eventQuotes.status, 'paid'))
      .all(),
    ...competitionRows(db, range, rangeInstants(range, timeZone)),
  };
}

/**
 * The range's check-ins (at a kiosk or the desk: the kiosk's id is kept on the booking) and the
 * lounge's releases, counted per booking date.
 */
function checkInRows(db: Db, range: ReportRange): ReportCheckInRow[] {
  const onDays = between(bookings.bookingDate, range.from, range.to);
  const checkedIn = db
    .select({
      bookingDate: bookings.bookingDate,
      atKiosk: sql<number>`${bookings.checkedInKioskId} IS NOT NULL`,
      bookings: sql<number>`count(*)`,
    })
    .from(bookings)
    .where(and(onDays, inArray(bookings.status, ['checked_in', 'completed'])))
    .groupBy(bookings.bookingDate, sql`2`)
    .all();
  const released = db
    .select({ bookingDate: bookings.bookingDate, bookings: sql<number>`count(*)` })
    .from(bookings)
    .where(and(onDays, isNotNull(bookings.releasedAt)))
    .groupBy(bookings.bookingDate)
    .all();
  return [
    ...checkedIn.map((r) => ({
      bookingDate: r.bookingDate as IsoDate,
      how: r.atKiosk ? ('kiosk' as const) : ('desk' as const),
      bookings: r.bookings,
    })),
    ...released.map((r) => ({ ...r, bookingDate: r.bookingDate as IsoDate, how: 'released' as const })),
  ];
}

/**
 * The competitions a report lists (a round on its days, or an entry fee or refund written in it),
 * their entries, and those fees: a charge found by its checkout, a refund by the charge it returns.
 */
function competitionRows(
  db: Db,
  range: ReportRange,
  span: { start: number; end: number },
): Pick<ReportRows, 'competitions' | 'competitionEntries' | 'entryFees'> {
  const written = (column: typeof ledgerEntries.createdAt) =>
    and(gte(column, toIsoInstant(span.start)), lt(column, toIsoInstant(span.end)));
  const charges = db
    .select({
      competitionId: competitionEntries.competitionId,
      kind: sql<'entry_fee'>`'entry_fee'`,
      amountCents: ledgerEntries.amountCents,
      status: ledgerEntries.status,
    })
    .from(ledgerEntries)
    .innerJoin(competitionEntries, eq(competitionEntries.checkoutSessionId, ledgerEntries.checkoutSessionId))
    .where(and(eq(ledgerEntries.kind, 'entry_fee'), written(ledgerEntries.createdAt)))
    .all();
  const charge = alias(ledgerEntries, 'charge');
  const refunds = db
    .select({
      competitionId: competitionEntries.competitionId,
      kind: sql<'refund'>`'refund'`,
      amountCents: ledgerEntries.amountCents,
      status: ledgerEntries.status,
    })
    .from(ledgerEntries)
    .innerJoin(charge, eq(charge.id, ledgerEntries.refundOf))
    .innerJoin(competitionEntries, eq(competitionEntries.checkoutSessionId, charge.checkoutSessionId))
    .where(
      and(eq(ledgerEntries.kind, 'refund'), eq(charge.kind, 'entry_fee'), written(ledgerEntries.createdAt)),
    )
    .all();
  const entryFees = [...charges, ...refunds];
  const played = db
    .selectDistinct({ id: competitionRounds.competitionId })
    .from(competitionRounds)
    .where(between(competitionRounds.roundDate, range.from, range.to))
    .all()
    .map((r) => r.id);
  const ids = [...new Set([...played, ...entryFees.map((f) => f.competitionId)])];
  if (ids.length === 0) return { competitions: [], competitionEntries: [], entryFees };
  return {
    competitions: db
      .select({
        id: competitions.id,
        name: competitions.name,
        firstRoundDate: sql<string>`${min(competitionRounds.roundDate)}`,
      })
      .from(competitions)
      .innerJoin(competitionRounds, eq(competitionRounds.competitionId, competitions.id))
      .where(inArray(competitions.id, ids))
      .groupBy(competitions.id)
      .all(),
    competitionEntries: db
      .select({ competitionId: competitionEntries.competitionId, status: competitionEntries.status })
      .from(competitionEntries)
      .where(inArray(competitionEntries.competitionId, ids))
      .all(),
    entryFees,
  };
}

/** Every account that has or had a plan, with its freezes (a frozen member is counted apart). */
export function membersWithFreezes(db: Db): ReportRows['members'] {
  const freezes = new Map<string, { startsOn: string; resumesOn: string }[]>();
  for (const f of db
    .select({
      userId: membershipFreezes.userId,
      startsOn: membershipFreezes.startsOn,
      resumesOn: membershipFreezes.resumesOn,
    })
    .from(membershipFreezes)
    .all()) {
    const list = freezes.get(f.userId) ?? [];
    list.push({ startsOn: f.startsOn, resumesOn: f.resumesOn });
    freezes.set(f.userId, list);
  }
  return db
    .select({
      id: users.id,
      membershipType: users.membershipType,
      membershipStatus: users.membershipStatus,
      membershipExpiresAt: users.membershipExpiresAt,
      firstPaidAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(or(isNotNull(users.membershipType), isNotNull(firstPaidAt)))
    .all()
    .map(({ id, ...member }) => ({ ...member, freezes: freezes.get(id) ?? [] }));
}
