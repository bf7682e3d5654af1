/**
 * The desk's takings and cash-up (docs/front-desk.md): a venue day's money by method from the
 * ledger (core's dayTakings), and the drawer counted at close against the expected cash, saved
 * with who counted and when, one per day; a recount replaces it. Both are in staff_actions.
 */
import {
  type CashUpDay,
  type CashUpRequest,
  cashDifference,
  cashUpCopy,
  dayTakings,
  type IsoDate,
  isIsoDate,
  toIsoInstant,
  venueDate,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { openTabsAt } from '../shop/tabService';
import { logStaffAction } from '../staff/auditService';
import { type CashUpRow, findCashUp, saveCashUp, takingsRows } from './cashUpStore';

function dayOf(ctx: AppContext, date: string | undefined): IsoDate {
  const day = date ?? venueDate(ctx.now(), ctx.config.venue.timeZone);
  if (!isIsoDate(day)) {
    throw refuse(400, { title: 'Invalid Date', message: 'Choose the day as YYYY-MM-DD.', field: 'date' });
  }
  return day;
}

function countView(row: CashUpRow): NonNullable<CashUpDay['count']> {
  const difference = cashDifference(row.expectedCashCents, row.countedCents);
  return {
    expectedCashCents: row.expectedCashCents,
    countedCents: row.countedCents,
    differenceCents: difference.cents,
    differenceWords: difference.words,
    countedById: row.countedBy,
    countedByName: row.countedByName,
    countedAt: row.countedAt,
    note: row.note,
  };
}

function cashUpDayOf(ctx: AppContext, day: IsoDate): CashUpDay {
  const takings = dayTakingsOf(ctx, day);
  const count = findCashUp(ctx.db, day);
  // Tabs still open are flagged: their money is not in the drawer yet, and must not be lost.
  const openTabs = openTabsAt(ctx, day).map(({ id, label, bay, totalCents, openedAt }) => ({
    id,
    label,
    bay,
    totalCents,
    openedAt,
  }));
  return { date: day, takings, count: count ? countView(count) : null, openTabs };
}

function dayTakingsOf(ctx: AppContext, day: IsoDate) {
  return dayTakings(takingsRows(ctx.db, day, ctx.config.venue.timeZone));
}

/** A venue day's takings and its count (today when no date is given). */
export function cashUpDay(ctx: AppContext, date: string | undefined): CashUpDay {
  return cashUpDayOf(ctx, dayOf(ctx, date));
}

/**
 * The drawer counted: saved against the cash expected now, in one transaction with its
 * staff_actions row ('cash-up', or 'recount' with the count it replaced). A day still to come
 * cannot be counted.
 */
export function countCash(ctx: AppContext, actorId: string, request: CashUpRequest): CashUpDay {
  const day = dayOf(ctx, request.date);
  if (day > venueDate(ctx.now(), ctx.config.venue.timeZone)) {
    throw refuse(400, { title: 'Not Yet', message: cashUpCopy.dayToCome, field: 'date' });
  }
  return writeTransaction(ctx.database, () => {
    const expected = dayTakingsOf(ctx, day).expectedCashCents;
    const before = findCashUp(ctx.db, day);
    const note = request.note?.trim() || null;
    saveCashUp(ctx.db, {
      venueDate: day,
      expectedCashCents: expected,
      countedCents: request.countedCents,
      countedBy: actorId,
      countedAt: toIsoInstant(ctx.now()),
      note,
    });
    logStaffAction(
      ctx.db,
      {
        actorId,
        action: before ? 'recount' : 'cash-up',
        targetType: 'cash_up',
        targetId: day,
        details: {
          expectedCashCents: expected,
          countedCents: request.countedCents,
          differenceCents: request.countedCents - expected,
          ...(note ? { note } : {}),
          ...(before
            ? { replacedCountedCents: before.countedCents, replacedCountedBy: before.countedBy }
            : {}),
        },
      },
      ctx.now(),
    );
    return cashUpDayOf(ctx, day);
  });
}
