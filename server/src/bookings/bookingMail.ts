/**
 * The emails a booking's life sends its member: confirmed, updated and cancelled (each with a
 * calendar file that adds, moves or removes the event), the reminder, and the lounge's release of a
 * booking nobody checked in for (its time has begun: no calendar file). Queued inside the
 * transaction that changes the booking, so the message and the change stand or fall together.
 */
import { bookingEmails, receiptEmails } from '@lounge/core';
import type { WriteContext } from '../appContext';
import { attendeeOf, bookingCalendar } from '../calendar/ics';
import { emailPassOf } from '../checkIn/passService';
import { emailContext } from '../mail/mailContext';
import { enqueueMail } from '../mail/outboxService';
import { findUserById } from '../users/userService';
import type { BookingRow } from './bookingStore';
import type { GuestsPaid } from './paidGuests';

export type BookingMailKind = 'confirmed' | 'updated' | 'cancelled' | 'reminder' | 'released';

export function queueBookingMail(
  ctx: WriteContext,
  kind: BookingMailKind,
  booking: BookingRow,
  nowIso: string,
  options: { reason?: string | null; refundNote?: string | null } = {},
): boolean {
  const member = findUserById(ctx.db, booking.userId);
  if (!member) return false;
  // Reminders are the one booking email a member may turn off (the dashboard's switch).
  if (kind === 'reminder' && !member.emailReminders) return false;
  const c = emailContext(ctx);
  const pass = kind === 'cancelled' || kind === 'released' ? null : emailPassOf(ctx, booking.id);
  const email =
    kind === 'confirmed'
      ? bookingEmails.confirmed(member.firstName, booking, c, pass)
      : kind === 'cancelled'
        ? bookingEmails.cancelled(member.firstName, booking, c, options.reason, options.refundNote)
        : kind === 'released'
          ? bookingEmails.released(member.firstName, booking, c, ctx.config.desk.noShowReleaseMinutes)
          : bookingEmails[kind](member.firstName, booking, c);
  return enqueueMail(
    ctx.db,
    {
      kind: `booking_${kind}`,
      to: member.email,
      userId: member.id,
      ...email,
      ...(kind === 'reminder'
        ? { dedupeKey: `reminder:${booking.id}:${booking.startTime}` }
        : kind === 'released'
          ? { dedupeKey: `released:${booking.id}` }
          : {
              calendar: bookingCalendar({ ...booking, pass }, ctx.config.venue, ctx.config.publicUrl, {
                cancelled: kind === 'cancelled',
                attendee: attendeeOf(member),
              }),
            }),
    },
    nowIso,
  );
}

/** The receipt for a paid guest fee (once per checkout): `paid` is the amount and the guests it paid for. */
export function queueGuestFeeReceipt(
  ctx: WriteContext,
  booking: BookingRow,
  paid: GuestsPaid,
  checkoutId: string,
  nowIso: string,
): void {
  const member = findUserById(ctx.db, booking.userId);
  const { amountCents, paidGuests } = paid;
  if (!member || amountCents <= 0) return;
  enqueueMail(
    ctx.db,
    {
      kind: 'guest_fee_receipt',
      to: member.email,
      userId: member.id,
      ...receiptEmails.guestFee(member.firstName, amountCents, paidGuests, booking, emailContext(ctx)),
      dedupeKey: `receipt:${checkoutId}`,
    },
    nowIso,
  );
}
