/** The Edit Booking dialog's rules beyond the form: its starting values and the duration check. */
import {
  type BookingView,
  bookingMessages,
  HOUR_MS,
  MIN_SESSION_HOURS,
  type Notice,
  parseIsoInstant,
  type TakenSlot,
  type TierRules,
  type VenueSettings,
} from '@lounge/core';
import dayjs from 'dayjs';
import type { BookingFormValues } from './bookingForm';
import { slotValueOf } from './bookingTimes';

/** The booking as the dialog's fields: its venue date, its times as grid values, bay, players, notes. */
export function editValuesOf(booking: BookingView, venue: VenueSettings): BookingFormValues {
  const start = parseIsoInstant(booking.startTime);
  const end = parseIsoInstant(booking.endTime);
  return {
    bookingDate: dayjs(booking.bookingDate),
    startTime: start === null ? undefined : slotValueOf(start, booking.bookingDate, venue),
    endTime: end === null ? undefined : slotValueOf(end, booking.bookingDate, venue),
    bayNumber: booking.bayNumber,
    players: Number(booking.guestCount) || 1,
    notes: booking.notes ?? '',
  };
}

/** The booking's own place on the day's list, which must not count as taken against itself. */
export function ownSlot(booking: BookingView): TakenSlot {
  return { bayNumber: booking.bayNumber, startTime: booking.startTime, endTime: booking.endTime };
}

/**
 * docs/product.md: a length outside 1 hour to the tier's maximum is 'Invalid Duration' (and the
 * dialog's submit is disabled). Null while either time is missing: that is asked for on submit.
 */
export function durationProblem(start: number | null, end: number | null, tier: TierRules): Notice | null {
  if (start === null || end === null) return null;
  const length = end - start;
  if (length >= MIN_SESSION_HOURS * HOUR_MS && length <= tier.maxSessionHours * HOUR_MS) return null;
  return bookingMessages.invalidDuration(tier.maxSessionHours, tier.name);
}

/** The hint under the players (docs/product.md): VIP passes, or General's possible fee. */
export function guestHint(tier: TierRules, players: number): string | null {
  if (players <= 1) return null;
  return tier.freeGuestPassesPerMonth > 0
    ? bookingMessages.vipGuestPassesHint
    : bookingMessages.generalGuestFeeHint;
}
