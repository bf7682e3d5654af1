/**
 * The rows the desk's reports are made of (core's reports.ts does the sums): a slice's bookings and the range's ledger rows, counted together in SQL where the figures
 * need only their counts and sums (docs/decisions/051), and every account that has or had a plan
 * with its first membership payment, paid events and competitions.
 */
import {
  type Freeze,
  type IsoDate,
  LEDGER_KINDS,
  LEDGER_STATUSES,
  type ReportBookingRow,
  type ReportCheckInRow,
  type ReportHoldRow,
  type ReportLedgerRow,
  type ReportMemberRow,
  type ReportRange,
  type ReportRows,
  rangeInstants,
  toIsoInstant,
} from '@lounge/core';
import { and, between, eq, gte, inArray, lt, min, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/database';
import { perDatabase } from '../db/perDatabase';
import {
  bayBlocks,
  competitionEntries,
  competitionRounds,
  competitions,
  eventQuotes,
  ledgerEntries,
} from '../db/schema';

/**
 * A slice's bookings counted by bay, status and times of day (sliceBookings): each time as seconds
 * after the UTC midnight of the booking's date. Plain SQL on the driver, prepared once per
 * database, its rows read as arrays: drizzle's mapping of every row cost more than the counting.
 */
const bookingGroups = perDatabase((db) =>
  db.$client
    .prepare<[IsoDate, IsoDate], [string, string, number, number, number, number]>(
      `SELECT bay_number, status,
        unixepoch(start_time, 'subsec') - unixepoch(booking_date) AS starts,
        unixepoch(end_time, 'subsec') - unixepoch(booking_date) AS ends,
        count(*), sum(guest_count)
      FROM bookings WHERE booking_date BETWEEN ? AND ?
      GROUP BY bay_number, status, starts, ends`,
    )
    .raw(),
);

/**
 * A slice's bookings (core's reportSlices: its days on one clock), counted together by bay, status
 * and times of day, and placed on the slice's first day: the same wall times there, as its days
 * start alike after their UTC midnights. A month of a busy lounge is a few hundred rows, not
 * thousands; SQL groups them by numbers, and their instants go to core as epoch milliseconds.
 */
export function sliceBookings(db: Db, slice: ReportRange): ReportBookingRow[] {
  const firstDay = Date.parse(`${slice.from}T00:00:00Z`);
  const onFirstDay = (seconds: number) => firstDay + Math.round(seconds * 1000);
  return bookingGroups(db)
    .all(slice.from, slice.to)
    .map(([bayNumber, status, starts, ends, count, players]) => ({
      bayNumber,
      status,
      bookingDate: slice.from,
      startTime: onFirstDay(starts),
      endTime: onFirstDay(ends),
      bookings: count,
      players,
    }));
}

/**
 * A slice's check-ins and releases per booking date, in one pass over the date index (its dates in
 * order, so no sort): checked in at a kiosk (the kiosk's id is kept on the booking), at the desk,
 * and released by the lounge.
 */
const checkInCounts = perDatabase((db) =>
  db.$client
    .prepare<[IsoDate, IsoDate], [IsoDate, number, number, number]>(
      `SELECT booking_date,
        sum(status IN ('checked_in', 'completed') AND checked_in_kiosk_id IS NOT NULL),
        sum(status IN ('checked_in', 'completed') AND checked_in_kiosk_id IS NULL),
        sum(released_at IS NOT NULL)
      FROM bookings WHERE booking_date BETWEEN ? AND ?
      GROUP BY booking_date`,
    )
    .raw(),
);

/** A slice's (or any range's) check-ins and releases, counted per booking date. */
export function sliceCheckIns(db: Db, slice: ReportRange): ReportCheckInRow[] {
  const rows: ReportCheckInRow[] = [];
  for (const [bookingDate, kiosk, desk, released] of checkInCounts(db).all(slice.from, slice.to)) {
    if (kiosk > 0) rows.push({ bookingDate, how: 'kiosk', bookings: kiosk });
    if (desk > 0) rows.push({ bookingDate, how: 'desk', bookings: desk });
    if (released > 0) rows.push({ bookingDate, how: 'released', bookings: released });
  }
  return rows;
}

/** Every kind and status a ledger row may have (core's lists). */
const LEDGER_PAIRS = LEDGER_KINDS.flatMap((kind) => LEDGER_STATUSES.map((status) => [kind, status] as const));

/** The count and sum of one kind and status written in a span: one seek in the covering index. */
const ledgerPairTotal = perDatabase((db) =>
  db.$client
    .prepare<[string, string, string, string], [number, number]>(
      `SELECT count(*), coalesce(sum(amount_cents), 0) FROM ledger_entries
      WHERE kind = ? AND status = ? AND created_at >= ? AND created_at < ?`,
    )
    .raw(),
);

/**
 * The ledger rows written inside the range's instants, summed by kind and status: for each pair
 * one pass over its stretch of the index by kind, status and time, which holds the amount (a GROUP
 * BY sorted every row of the range first, three times the cost). Pairs with no row are left out.
 */
export function ledgerTotals(db: Db, range: ReportRange, timeZone: string): ReportLedgerRow[] {
  const span = rangeInstants(range, timeZone);
  const [from, until] = [toIsoInstant(span.start), toIsoInstant(span.end)];
  const total = ledgerPairTotal(db);
  const totals: ReportLedgerRow[] = [];
  for (const [kind, status] of LEDGER_PAIRS) {
    const [[entries, amountCents] = [0, 0]] = total.all(kind, status, from, until);
    if (entries > 0) totals.push({ kind, status, entries, amountCents });
  }
  return totals;
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
): Omit<ReportRows, 'bookings' | 'checkIns' | 'ledger' | 'members'> {
  return {
    holds: holdRows(db, range),
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

/**
 * The freezes, then every account with its first membership payment (one seek each in the partial
 * index by account and time), prepared once per database and read as arrays (3,000 members'
 * rows through drizzle's mapping cost more than the query).
 */
const memberStatements = perDatabase((db) => ({
  freezes: db.$client
    .prepare<[], [string, IsoDate, IsoDate]>('SELECT user_id, starts_on, resumes_on FROM membership_freezes')
    .raw(),
  accounts: db.$client
    .prepare<[], [ReportMemberRow['membershipType'], string, string | null, string | null, string, string]>(
      `SELECT u.membership_type, u.membership_status, u.membership_expires_at,
        (SELECT min(paid.created_at) FROM ledger_entries AS paid
          WHERE paid.user_id = u.id AND paid.kind = 'membership') AS first_paid_at,
        u.created_at, u.id
      FROM users AS u`,
    )
    .raw(),
}));

/** Every account that has or had a plan, with its freezes (a frozen member is counted apart). */
export function membersWithFreezes(db: Db): ReportRows['members'] {
  const statements = memberStatements(db);
  const freezes = new Map<string, Freeze[]>();
  for (const [userId, startsOn, resumesOn] of statements.freezes.all()) {
    const list = freezes.get(userId) ?? [];
    list.push({ startsOn, resumesOn });
    freezes.set(userId, list);
  }
  const members: ReportMemberRow[] = [];
  for (const [
    membershipType,
    membershipStatus,
    membershipExpiresAt,
    firstPaidAt,
    createdAt,
    id,
  ] of statements.accounts.all()) {
    // An account that never had a plan (staff, a visitor's sign-up) is not a member of any figure.
    if (membershipType === null && firstPaidAt === null) continue;
    const freezesOf = freezes.get(id) ?? [];
    members.push({
      membershipType,
      membershipStatus,
      membershipExpiresAt,
      firstPaidAt,
      createdAt,
      freezes: freezesOf,
    });
  }
  return members;
}
