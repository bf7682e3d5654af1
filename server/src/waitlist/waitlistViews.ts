import {
  ACTIVE_WAITLIST_STATUSES,
  inOfferOrder,
  isIsoDate,
  rangesCompete,
  type StaffWaitlistDay,
  type StaffWaitlistEntry,
  venueDate,
  type WaitlistEntryView,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { findBooking } from '../bookings/bookingQueries';
import { refuse } from '../http/errors';
import { activeEntriesOf, activeLine, entriesOfDay, type LineRow, type WaitlistRow } from './waitlistStore';

export function waitlistView(ctx: AppContext, entry: WaitlistRow, line?: WaitlistRow[]): WaitlistEntryView {
  const order = line ?? lineInOrder(ctx);
  const place = order.findIndex((other) => other.id === entry.id);
  const ahead = order
    .slice(0, Math.max(place, 0))
    .filter((other) => other.bookingDate === entry.bookingDate && rangesCompete(other, entry)).length;
  const hold =
    entry.status === 'offered' && entry.holdBookingId ? findBooking(ctx.db, entry.holdBookingId) : undefined;
  return {
    id: entry.id,
    bookingDate: entry.bookingDate,
    startTime: entry.startTime,
    endTime: entry.endTime,
    bayNumber: entry.bayNumber,
    guestCount: entry.guestCount,
    notes: entry.notes,
    status: entry.status,
    position: entry.status === 'offered' ? 1 : ahead + 1,
    offerExpiresAt: entry.status === 'offered' ? entry.offerExpiresAt : null,
    heldBayNumber: hold?.bayNumber ?? null,
  };
}

/** GET /api/waitlist: the member's waiting and offered entries, soonest first. */
export function listWaitlist(ctx: AppContext, userId: string): WaitlistEntryView[] {
  const line = lineInOrder(ctx);
  return activeEntriesOf(ctx.db, userId).map((entry) => waitlistView(ctx, entry, line));
}

/**
 * GET /api/staff/waitlist?date=: a venue day's entries for the desk (today when no date is given),
 * waiting and offered first with their place in line and an offer's hold, then the rest.
 */
export function staffWaitlistDay(ctx: AppContext, date: string | undefined): StaffWaitlistDay {
  const day = date ?? venueDate(ctx.now(), ctx.config.venue.timeZone);
  if (!isIsoDate(day)) {
    throw refuse(400, { title: 'Invalid Date', message: 'Choose the day as YYYY-MM-DD.', field: 'date' });
  }
  const line = lineInOrder(ctx);
  const active: readonly string[] = ACTIVE_WAITLIST_STATUSES;
  const entries = entriesOfDay(ctx.db, day).map((entry): StaffWaitlistEntry => {
    const inLine = active.includes(entry.status);
    const view = inLine ? waitlistView(ctx, entry, line) : null;
    return {
      id: entry.id,
      memberId: entry.userId,
      memberName: `${entry.firstName} ${entry.lastName}`,
      startTime: entry.startTime,
      endTime: entry.endTime,
      bayNumber: entry.bayNumber,
      guestCount: entry.guestCount,
      status: entry.status,
      position: view?.position ?? null,
      offerExpiresAt: view?.offerExpiresAt ?? null,
      heldBayNumber: view?.heldBayNumber ?? null,
      joinedAt: entry.createdAt,
    };
  });
  const rank = (e: StaffWaitlistEntry) => (active.includes(e.status) ? 0 : 1);
  return { date: day, entries: entries.sort((a, b) => rank(a) - rank(b)) };
}

// What other features may use of this folder's tables: its store stays its own (docs/decisions/055).

export const memberOf = (entry: LineRow) => entry.member;

/**
 * The line as places in it are told: whoever holds an offer first, then as offers go down it (VIP
 * members first, then the order of joining: core's inOfferOrder).
 */
function lineInOrder(ctx: AppContext): LineRow[] {
  const line = inOfferOrder(activeLine(ctx.db), memberOf);
  return [...line.filter((e) => e.status === 'offered'), ...line.filter((e) => e.status !== 'offered')];
}
