/**
 * A member's check-in pass: the code their booking was given when it was made (or, for a booking
 * made before passes, now), the text its QR code encodes and when it checks in. Another member's
 * booking answers exactly like one that does not exist.
 */
import Boom from '@hapi/boom';
import {
  type BookingPass,
  checkInMessages,
  type EmailPass,
  passPagePath,
  passQrText,
  passWindow,
  toIsoInstant,
} from '@lounge/core';
import type { AppContext, WriteContext } from '../appContext';
import { findBooking } from '../bookings/bookingQueries';
import { writeTransaction } from '../db/database';
import { refuse } from '../http/errors';
import { closeEndedPasses, issuePass, passOfBooking } from './passStore';

export const BOOKING_NOT_FOUND = 'Booking not found';
/** A booking in one of these is no longer on: its pass is not shown. */
const PASSLESS_STATUSES = new Set(['cancelled', 'expired', 'no_show']);

export function memberPass(ctx: AppContext, userId: string, bookingId: string): BookingPass {
  const booking = findBooking(ctx.db, bookingId);
  if (!booking || booking.userId !== userId) throw Boom.notFound(BOOKING_NOT_FOUND);
  if (PASSLESS_STATUSES.has(booking.status))
    throw refuse(409, { ...checkInMessages.pass.noPass, code: 'no_pass' });
  const code =
    passOfBooking(ctx.db, booking.id) ??
    writeTransaction(
      ctx.database,
      () => passOfBooking(ctx.db, booking.id) ?? issuePass(ctx.db, booking.id, toIsoInstant(ctx.now())),
    );
  const { opensAt, closesAt } = passWindow(booking, ctx.config.desk.passOpensMinutes);
  return { code, qr: passQrText(code), opensAt: toIsoInstant(opensAt), closesAt: toIsoInstant(closesAt) };
}

/** A booking's pass as its emails and calendar event state it; null for a booking without one. */
export function emailPassOf(ctx: WriteContext, bookingId: string): EmailPass | null {
  const code = passOfBooking(ctx.db, bookingId);
  if (!code) return null;
  return {
    code,
    url: `${ctx.config.publicUrl}${passPagePath(bookingId)}`,
    opensMinutes: ctx.config.desk.passOpensMinutes,
  };
}

/** Frees the codes of bookings now over, for new bookings to draw (the background pass). */
export function closeOverPasses(ctx: AppContext): number {
  return writeTransaction(ctx.database, () => closeEndedPasses(ctx.db, toIsoInstant(ctx.now())));
}
