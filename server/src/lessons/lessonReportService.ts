/**
 * GET /api/staff/reports/lessons (docs/lessons.md): the lessons' rows of a range of venue days, each
 * card lesson's charge less its refunds and each pack's, read here; core's lessonReport adds them up.
 */
import {
  addDays,
  type LessonReportView,
  lessonReport,
  reportRangeRefusal,
  toIsoInstant,
  venueDate,
  wallToInstant,
  weekOf,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { refuse } from '../http/errors';
import { findLedgerEntryByRef, refundableCents } from '../payments/paymentService';
import { lessonsForReport, openPacks, packsBoughtBetween } from './lessonStore';

export function lessonReportOf(ctx: AppContext, query: { from?: string; to?: string }): LessonReportView {
  const zone = ctx.config.venue.timeZone;
  const today = venueDate(ctx.now(), zone);
  const week = weekOf(today);
  const from = query.from ?? week.from;
  const to = query.to ?? week.to;
  const refusal = reportRangeRefusal(from, to);
  if (refusal) throw refuse(400, refusal);
  const netOf = (checkoutId: string | null) => {
    const charge = checkoutId ? findLedgerEntryByRef(ctx.db, checkoutId) : undefined;
    return charge ? refundableCents(ctx.db, charge) : 0;
  };
  const lessons = lessonsForReport(ctx.db, from, to).map((l) => ({
    coachId: l.coachId,
    coachName: l.coachName,
    typeId: l.typeId,
    typeName: l.typeName,
    ...(l.packId !== null && l.packPriceCents !== null && l.packSize !== null
      ? { pack: { id: l.packId, priceCents: l.packPriceCents, size: l.packSize } }
      : { netCents: netOf(l.checkoutSessionId) }),
  }));
  const packsSold = packsBoughtBetween(
    ctx.db,
    toIsoInstant(wallToInstant(from, '00:00', zone)),
    toIsoInstant(wallToInstant(addDays(to, 1), '00:00', zone)),
  ).map((p) => ({ size: p.size, netCents: netOf(p.checkoutSessionId) }));
  return { from, to, ...lessonReport({ lessons, packsSold, openPacks: openPacks(ctx.db, today) }) };
}
