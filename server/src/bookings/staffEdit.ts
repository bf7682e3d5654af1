/**
 * Staff change a booking at the desk (PATCH /api/staff/bookings/{id}): date, times, bay, players,
 * notes. The member's edit rules apply, or, with `override`, the desk's (past the tier's limits,
 * as desk bookings are). Added guests beyond passes are collected at the desk (a paid desk row in
 * the ledger) or left owed by the member (a pending one). The member gets the 'updated' email with a new calendar file. The bay's
 * overlap triggers stand behind the checks, so a move racing a member's booking lets exactly one in.
 */
import Boom from '@hapi/boom';
import {
  type BookingInput,
  bookingMessages,
  instantToWall,
  ledgerDescriptions,
  monthOf,
  parseIsoInstant,
  toIsoInstant,
  validateBookingEdit,
  validateNewBooking,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { refuse } from '../http/errors';
import { passTier } from '../membership/frozenDays';
import { assertFree, expireLapsedHolds } from '../occupancy/occupancyService';
import { recordLedgerEntry } from '../payments/paymentService';
import { findUserById } from '../users/userService';
import { mergeEdit, ruleRefusal, writeEdit } from './bookingService';
import { type BookingRow, findBooking, passesUsed, updateBookingRow } from './bookingStore';
import { quoteBookingEdit, withAddedGuests } from './paidGuests';

/** Statuses staff may change: a booking still to happen, or one under way. */
const EDITABLE = ['confirmed', 'checked_in'];

export interface StaffEdit {
  input: BookingInput;
  override: boolean;
  guestFeeCollected: boolean;
  /** Added guests' fee left for the member to pay later: a 'pending' desk row in the ledger. */
  guestFeeOwed: boolean;
  staffId: string;
}

/** Plans and writes a staff edit; call inside writeTransaction. */
export function editByStaff(ctx: AppContext, id: string, edit: StaffEdit): BookingRow {
  const now = ctx.now();
  const nowIso = toIsoInstant(now);
  expireLapsedHolds(ctx.db, nowIso);
  const existing = findBooking(ctx.db, id);
  if (!existing) throw Boom.notFound('Booking not found');
  if (!EDITABLE.includes(existing.status)) {
    throw refuse(409, { ...bookingMessages.notEditable, code: 'not_editable' });
  }
  const user = findUserById(ctx.db, existing.userId);
  const merged = mergeEdit(existing, edit.input);
  // A booking under way keeps its start: lengthening it (+30 min) is not choosing a passed start.
  const keptStart = parseIsoInstant(existing.startTime) ?? undefined;
  const context = { venue: ctx.config.venue, now, user, keptStart };
  const check = edit.override
    ? validateNewBooking(merged, { ...context, upcomingCount: 0, staffOverride: true })
    : validateBookingEdit(merged, context);
  if (!check.ok) throw ruleRefusal(check);
  const booking = check.booking;
  assertFree(ctx, existing.userId, booking, id);
  const month = monthOf(booking.bookingDate);
  const quote = quoteBookingEdit(
    passTier(ctx, existing.userId, booking.tier, month),
    existing,
    booking.guests,
    passesUsed(ctx.db, existing.userId, month, id),
  );
  if (quote.feeCents > 0 && !edit.guestFeeCollected && !edit.guestFeeOwed) {
    const error = refuse(402, {
      ...bookingMessages.guestFeeRequired,
      message:
        'Collect the added guests’ fee at the desk and confirm it was collected, or leave it owed by the member.',
      field: 'guestFeeCollected',
    });
    Object.assign(error.output.payload, { feeCents: quote.feeCents });
    throw error;
  }
  let row = writeEdit(ctx, { existing, booking, quote, month, nowIso });
  if (quote.feeCents > 0) {
    // Either way the booking is charged for the added guests, so no later edit charges them again.
    // Collected: its paid guest fee grows too. Owed: the ledger's pending row holds the money owed.
    const collected = edit.guestFeeCollected;
    row = updateBookingRow(ctx.db, id, withAddedGuests(existing, quote, { owed: !collected }), nowIso);
    const wall = instantToWall(booking.start, ctx.config.venue.timeZone);
    const what = ledgerDescriptions.guestFee(quote.paidGuests, booking.bayNumber, wall);
    recordLedgerEntry(
      ctx.db,
      {
        kind: 'desk',
        amountCents: quote.feeCents,
        status: collected ? 'paid' : 'pending',
        description: collected ? ledgerDescriptions.deskFee(what) : ledgerDescriptions.deskFeeOwed(what),
        userId: existing.userId,
        bookingId: id,
        recordedBy: edit.staffId,
      },
      now,
    );
  }
  return row;
}
