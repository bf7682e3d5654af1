/**
 * The desk's report for a range of venue days: rows in (bookings, ledger rows, members), figures
 * out. No I/O and no clock: the server's store reads the rows and passes `now`.
 *
 * Its bay utilisation, by bay and wall-clock hour, is reportUtilisation.ts's.
 */
import type { CheckInDay, StaffReport } from './api/reports';
import type { LedgerKind } from './api/statuses';
import type { EntryStatus } from './competitionKinds';
import { type Freeze, freezeOn, freezeScheduledAfter } from './membershipFreeze';
import { daysInRange, type ReportRange, rangeInstants } from './reportRange';
import type { ReportHoldRow } from './reportUtilisation';
import { countOf, instantOf, percentOf, UTILISING_STATUSES, utilisation } from './reportUtilisation';
import { type IsoDate, toIsoInstant, venueDate } from './time';
import type { VenueSettings } from './venue';

export type { ReportHoldRow };

/** A booking on one of the range's days, as the store reads it. */
export interface ReportBookingRow {
  bayNumber: string;
  bookingDate: IsoDate;
  /** An instant: ISO 8601, or epoch milliseconds (the store's counted groups, read without text). */
  startTime: string | number;
  endTime: string | number;
  status: string;
  /** Players in the bay, the member included (in all the bookings the row stands for). */
  players: number;
  /**
   * How many bookings the row stands for (1 when left out): the store counts a slice's bookings of
   * one bay, status and times of day together, placed on the slice's first day (reportSlices).
   */
  bookings?: number;
}

/**
 * Ledger rows of one kind and status written during the range (see docs/payments.md), summed: the
 * store adds them up in SQL, as the money figures need nothing else of them.
 */
export interface ReportLedgerRow {
  kind: LedgerKind;
  /** The rows' amounts added up. */
  amountCents: number;
  status: string;
  /** How many rows (1 when left out). */
  entries?: number;
}

/** An account that has or had a plan. */
export interface ReportMemberRow {
  membershipType: 'general' | 'vip' | null;
  membershipStatus: string;
  /** The end of the paid period (when a lapsed plan ended). */
  membershipExpiresAt: string | null;
  /** The first membership payment in the ledger, if any. */
  firstPaidAt: string | null;
  createdAt: string;
  /** The member's freezes (venue dates), ended, running or to come. */
  freezes?: readonly Freeze[];
}

/**
 * Bookings of one venue date checked in at a kiosk or at the desk, or released by the lounge,
 * counted by the store. A release staff took back, then checked in, is counted as both.
 */
export interface ReportCheckInRow {
  bookingDate: IsoDate;
  how: 'kiosk' | 'desk' | 'released';
  bookings: number;
}

export interface ReportRows {
  bookings: readonly ReportBookingRow[];
  /** The range's check-ins by where, and its releases, per date. */
  checkIns?: readonly ReportCheckInRow[];
  ledger: readonly ReportLedgerRow[];
  members: readonly ReportMemberRow[];
  /** Paid, not cancelled, private events (any date): what is held and owed, and those in range. */
  events?: readonly ReportEventRow[];
  /** Tournaments and leagues with a round on the range's days or an entry fee (or refund) in it. */
  competitions?: readonly ReportCompetitionRow[];
  /** Those competitions' entries, as they stand now. */
  competitionEntries?: readonly ReportEntryRow[];
  /** Entry fees and their refunds written during the range, with the competition each is for. */
  entryFees?: readonly ReportEntryFeeRow[];
  /** The blocks on the range's days, by what each holds its bay for. */
  holds?: readonly ReportHoldRow[];
}

/** A competition the report lists. */
export interface ReportCompetitionRow {
  id: string;
  name: string;
  /** Its first round's venue date. */
  firstRoundDate: IsoDate;
}

/** An entry of a listed competition. */
export interface ReportEntryRow {
  competitionId: string;
  status: EntryStatus;
}

/** An entry fee (a charge) or the refund of one, written during the range. */
export interface ReportEntryFeeRow {
  competitionId: string;
  kind: 'entry_fee' | 'refund';
  /** A refund's amount is negative, as in the ledger. */
  amountCents: number;
  status: string;
}

/** Stored statuses of a booking that counts as made and kept (a no-show was kept, then missed). */
const KEPT_STATUSES: readonly string[] = Object.freeze([...UTILISING_STATUSES, 'no_show']);
const LIVE_PLAN_STATUSES: readonly string[] = Object.freeze(['intro', 'monthly']);

/** The days that had a check-in or a release, in order, each with its three counts. */
function checkInDays(rows: readonly ReportCheckInRow[]): CheckInDay[] {
  const days = new Map<string, CheckInDay>();
  for (const row of rows) {
    const day = days.get(row.bookingDate) ?? { date: row.bookingDate, kiosk: 0, desk: 0, released: 0 };
    day[row.how] += row.bookings;
    days.set(row.bookingDate, day);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

function bookingFigures(
  bookings: readonly ReportBookingRow[],
  checkIns: readonly ReportCheckInRow[],
): StaffReport['bookings'] {
  const count = (rows: readonly ReportBookingRow[]) => rows.reduce((sum, b) => sum + countOf(b), 0);
  const checkInsBy = (how: ReportCheckInRow['how']) =>
    checkIns.filter((r) => r.how === how).reduce((sum, r) => sum + r.bookings, 0);
  const kept = bookings.filter((b) => KEPT_STATUSES.includes(b.status));
  const noShows = count(kept.filter((b) => b.status === 'no_show'));
  return {
    bookings: count(kept),
    cancelled: count(bookings.filter((b) => b.status === 'cancelled')),
    noShows,
    checkedIn: count(kept.filter((b) => b.status === 'checked_in' || b.status === 'completed')),
    kioskCheckIns: checkInsBy('kiosk'),
    deskCheckIns: checkInsBy('desk'),
    released: checkInsBy('released'),
    players: kept.filter((b) => b.status !== 'no_show').reduce((sum, b) => sum + b.players, 0),
    noShowRatePercent: percentOf(noShows, count(kept)),
  };
}

function moneyFigures(ledger: readonly ReportLedgerRow[]): StaffReport['money'] {
  // A charge counts whatever was refunded of it later: the refund is its own row.
  const charges = (kinds: readonly string[]) =>
    ledger.filter((r) => kinds.includes(r.kind)).reduce((sum, r) => sum + r.amountCents, 0);
  // A pending refund may still fail, a failed one moved nothing.
  const refunds = ledger.filter((r) => r.kind === 'refund' && r.status === 'refunded');
  const guestFeesCents = charges(['guest_fee', 'desk']);
  const entryFeesCents = charges(['entry_fee']);
  const membershipCents = charges(['membership']);
  // An invoiced balance is owed, not taken, until it is paid.
  const eventsCents = ledger
    .filter((r) => (r.kind === 'event_deposit' || r.kind === 'event_balance') && r.status !== 'pending')
    .reduce((sum, r) => sum + r.amountCents, 0);
  const refundsCents = -refunds.reduce((sum, r) => sum + r.amountCents, 0);
  return {
    guestFeesCents,
    entryFeesCents,
    membershipCents,
    eventsCents,
    refundsCents,
    refundCount: refunds.reduce((sum, r) => sum + (r.entries ?? 1), 0),
    netCents: guestFeesCents + entryFeesCents + membershipCents + eventsCents - refundsCents,
  };
}

/**
 * Entries and entry fees of each competition: the field, waiting list and withdrawals as they
 * stand, the fees taken and refunded during the range (a refund as a positive amount, counted
 * once completed, as the money figures count it). In first-round order.
 */
function competitionFigures(rows: ReportRows): StaffReport['competitions'] {
  const entries = rows.competitionEntries ?? [];
  const fees = rows.entryFees ?? [];
  return [...(rows.competitions ?? [])]
    .sort((a, b) => a.firstRoundDate.localeCompare(b.firstRoundDate) || a.name.localeCompare(b.name))
    .map((c) => {
      const mine = entries.filter((e) => e.competitionId === c.id);
      const count = (status: EntryStatus) => mine.filter((e) => e.status === status).length;
      const money = fees.filter((f) => f.competitionId === c.id);
      const feesCents = money
        .filter((f) => f.kind === 'entry_fee')
        .reduce((sum, f) => sum + f.amountCents, 0);
      const refundsCents = money
        .filter((f) => f.kind === 'refund' && f.status === 'refunded')
        .reduce((sum, f) => sum - f.amountCents, 0);
      return {
        competitionId: c.id,
        name: c.name,
        firstRoundDate: c.firstRoundDate,
        entered: count('entered'),
        waiting: count('waiting'),
        withdrawn: count('withdrawn'),
        feesCents,
        refundsCents,
        netCents: feesCents - refundsCents,
      };
    });
}

/** A paid (not cancelled) private event, as the report reads it. */
export interface ReportEventRow {
  packageId: string;
  eventDate: IsoDate;
  endsAt: string;
  depositCents: number;
  balanceCents: number;
  balancePaidAt: string | null;
}

function eventFigures(
  range: ReportRange,
  events: readonly ReportEventRow[],
  now: number,
): StaffReport['events'] {
  const toCome = events.filter((e) => instantOf(e.endsAt) > now);
  const inRange = events.filter((e) => e.eventDate >= range.from && e.eventDate <= range.to);
  const of = (packageId: string) => inRange.filter((e) => e.packageId === packageId).length;
  return {
    depositsHeldCents: toCome.reduce((sum, e) => sum + e.depositCents, 0),
    balancesDueCents: toCome
      .filter((e) => e.balancePaidAt === null)
      .reduce((sum, e) => sum + e.balanceCents, 0),
    corporateEvents: of('corporate'),
    celebrationEvents: of('celebration'),
    tournamentEvents: of('tournament'),
  };
}

function memberFigures(
  range: ReportRange,
  zone: string,
  members: readonly ReportMemberRow[],
  now: number,
): StaffReport['members'] {
  const span = rangeInstants(range, zone);
  const asOf = Math.min(span.end - 1, now);
  // On one of the range's venue days: inside its instants (no zone lookup per member).
  const inRange = (at: number | null) => at !== null && at >= span.start && at < span.end;
  const asOfDate = venueDate(asOf, zone);
  const counts = {
    activeGeneral: 0,
    activeVip: 0,
    frozen: 0,
    freezesScheduled: 0,
    newMemberships: 0,
    endedMemberships: 0,
  };
  for (const m of members) {
    // Each instant read once: a busy lounge has thousands of members.
    const paid = m.firstPaidAt === null ? null : instantOf(m.firstPaidAt);
    const expires = m.membershipExpiresAt === null ? null : instantOf(m.membershipExpiresAt);
    const since = paid ?? instantOf(m.createdAt);
    if (inRange(paid)) counts.newMemberships += 1;
    const ended = m.membershipStatus === 'inactive' && m.membershipType !== null;
    if (ended && expires !== null && expires <= now && inRange(expires)) counts.endedMemberships += 1;
    if (m.membershipType === null || since > asOf) continue;
    // A plan that has ended was live until its paid period ran out.
    const live =
      LIVE_PLAN_STATUSES.includes(m.membershipStatus) ||
      (ended && paid !== null && expires !== null && expires > asOf);
    if (!live) continue;
    // A frozen member is counted apart: not active that day (docs/membership-terms.md).
    if (freezeOn(asOfDate, m.freezes ?? []) !== null) {
      counts.frozen += 1;
      continue;
    }
    // A freeze still to start is not running: the member is active, and the freeze counted apart.
    if (freezeScheduledAfter(asOfDate, m.freezes ?? [])) counts.freezesScheduled += 1;
    if (m.membershipType === 'general') counts.activeGeneral += 1;
    else if (m.membershipType === 'vip') counts.activeVip += 1;
  }
  const { newMemberships, endedMemberships, ...active } = counts;
  return { ...active, activeAsOf: toIsoInstant(asOf), newMemberships, endedMemberships };
}

/**
 * The report of a range (already checked with reportRangeRefusal). `rows.bookings` are the
 * bookings on the range's venue dates (one by one, or counted together slice by slice); `rows.ledger`
 * the ledger rows written inside rangeInstants(range), summed by kind and status or not;
 * `rows.members` every account that has or had a plan.
 */
export function computeReport(
  range: ReportRange,
  venue: VenueSettings,
  rows: ReportRows,
  now: number,
): StaffReport {
  return {
    from: range.from,
    to: range.to,
    days: daysInRange(range.from, range.to),
    timeZone: venue.timeZone,
    bookings: bookingFigures(rows.bookings, rows.checkIns ?? []),
    money: moneyFigures(rows.ledger),
    events: eventFigures(range, rows.events ?? [], now),
    members: memberFigures(range, venue.timeZone, rows.members, now),
    competitions: competitionFigures(rows),
    checkIns: checkInDays(rows.checkIns ?? []),
    utilisation: utilisation(range, venue, rows.bookings, rows.holds ?? []),
  };
}
