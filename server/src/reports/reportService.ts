/**
 * The desk's reports and records as the routes serve them: the range checked with core's words
 * (400 naming the field), the rows read from the stores slice by slice, the figures from core.
 */
import {
  addDays,
  computeReport,
  daySheetRows,
  type IsoDate,
  isIsoDate,
  type ReportBookingRow,
  type ReportCheckInRow,
  type ReportRange,
  reportRangeRefusal,
  reportSlices,
  type StaffReport,
  venueDate,
  weekOf,
} from '@lounge/core';
import type { ReportRangeQuery, Shape } from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { daySchedule } from '../bookings/deskBookingService';
import { refuse } from '../http/errors';
import {
  ledgerTotals,
  membersWithFreezes,
  reportRangeRows,
  sliceBookings,
  sliceCheckIns,
} from './reportStore';

/** The days a report or the audit trail asks for (core's ReportRangeQuery). */
type RangeQuery = Shape<typeof ReportRangeQuery>;

/**
 * The range a query asks for, checked; a side left out is taken from `fallback` (the reports'
 * week, the audit's last seven days).
 */
export function rangeOfQuery(query: RangeQuery, fallback: ReportRange): ReportRange {
  const from = query.from ?? fallback.from;
  const to = query.to ?? fallback.to;
  const refusal = reportRangeRefusal(from, to);
  if (refusal) throw refuse(400, refusal);
  return { from, to };
}

function venueToday(ctx: AppContext): IsoDate {
  return venueDate(ctx.now(), ctx.config.venue.timeZone);
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The report for a range (this week at the venue when none is given). Its bookings are read slice
 * by slice (at most a month each), then its money, its members, its events and competitions, and
 * then summed, letting other requests in between each, so a year's report never holds the server
 * (docs/decisions/051).
 */
export async function staffReport(ctx: AppContext, query: RangeQuery): Promise<StaffReport> {
  const range = rangeOfQuery(query, weekOf(venueToday(ctx)));
  const { venue } = ctx.config;
  const bookings: ReportBookingRow[] = [];
  const checkIns: ReportCheckInRow[] = [];
  for (const slice of reportSlices(range, venue.timeZone)) {
    bookings.push(...sliceBookings(ctx.db, slice));
    checkIns.push(...sliceCheckIns(ctx.db, slice));
    await nextTurn();
  }
  const ledger = ledgerTotals(ctx.db, range, venue.timeZone);
  await nextTurn();
  const members = membersWithFreezes(ctx.db);
  await nextTurn();
  const rows = { bookings, checkIns, ledger, members, ...reportRangeRows(ctx.db, range, venue.timeZone) };
  await nextTurn();
  return computeReport(range, venue, rows, ctx.now());
}

/** The audit trail's default: the last seven venue days, today included. */
export function lastSevenDays(ctx: AppContext): ReportRange {
  const today = venueToday(ctx);
  return { from: addDays(today, -6), to: today };
}

/**
 * The day sheet of a venue day (today when none is given): core's rows of the desk's schedule of
 * that day, the very answer the desk prints its sheet from.
 */
export function daySheet(
  ctx: AppContext,
  date: string | undefined,
): { date: IsoDate; rows: (string | number)[][] } {
  const day = date ?? venueToday(ctx);
  if (!isIsoDate(day)) {
    throw refuse(400, { title: 'Invalid Date', message: 'Choose the day as YYYY-MM-DD.', field: 'date' });
  }
  return { date: day, rows: daySheetRows(daySchedule(ctx, day), ctx.now()) };
}
