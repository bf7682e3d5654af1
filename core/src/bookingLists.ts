/**
 * How a member's bookings are read: which are upcoming, which are past, what status to show.
 * docs/product.md: confirmed is the only editable status and the only one counted as upcoming;
 * a booking is past once its start is at or before now. docs/product.md, choice 9: a confirmed booking whose end
 * has passed shows as completed; staff statuses (checked_in, no_show) show grey.
 */
import { parseIsoInstant } from './time';

/** A booking as the API returns it: instants as ISO 8601 strings. */
export interface BookingTimes {
  status: string;
  startTime: string;
  endTime: string;
}

/** Dashboard list sizes (docs/product.md, choice 4: 3 upcoming and 3 past). */
const DASHBOARD_UPCOMING_LIMIT = 3;
const DASHBOARD_PAST_LIMIT = 3;

function startOf(b: BookingTimes): number {
  return parseIsoInstant(b.startTime) ?? Number.NaN;
}

function ms(now: number | Date): number {
  return typeof now === 'number' ? now : now.getTime();
}

/** Confirmed and not yet started: counts toward the tier's upcoming limit and can be edited. */
function isUpcoming(b: BookingTimes, now: number | Date): boolean {
  return b.status === 'confirmed' && startOf(b) > ms(now);
}

/** Started at or before now, whatever its status. */
function isPast(b: BookingTimes, now: number | Date): boolean {
  return startOf(b) <= ms(now);
}

/** Only an upcoming confirmed booking may be edited or cancelled by its member. */
export const canModifyBooking = isUpcoming;

/** The status a member sees: a confirmed booking that has ended reads completed. */
export function displayStatus(b: BookingTimes, now: number | Date): string {
  if (b.status === 'confirmed' && (parseIsoInstant(b.endTime) ?? Number.POSITIVE_INFINITY) <= ms(now))
    return 'completed';
  return b.status;
}

export type StatusTone = 'success' | 'error' | 'default';

/** Confirmed green, cancelled red, anything else grey (docs/product.md). */
export function statusTone(status: string): StatusTone {
  if (status === 'confirmed') return 'success';
  if (status === 'cancelled') return 'error';
  return 'default';
}

/** Upcoming confirmed bookings, soonest first. */
export function upcomingBookings<T extends BookingTimes>(
  list: readonly T[],
  now: number | Date,
  limit = DASHBOARD_UPCOMING_LIMIT,
): T[] {
  return list
    .filter((b) => isUpcoming(b, now))
    .sort((a, b) => startOf(a) - startOf(b))
    .slice(0, limit);
}

/** Past bookings, most recent first. */
export function pastBookings<T extends BookingTimes>(
  list: readonly T[],
  now: number | Date,
  limit = DASHBOARD_PAST_LIMIT,
): T[] {
  return list
    .filter((b) => isPast(b, now))
    .sort((a, b) => startOf(b) - startOf(a))
    .slice(0, limit);
}

export function countUpcoming(list: readonly BookingTimes[], now: number | Date): number {
  return list.filter((b) => isUpcoming(b, now)).length;
}

/** Sessions the member actually had: past bookings that were not cancelled or missed. */
export function countSessions(list: readonly BookingTimes[], now: number | Date): number {
  return list.filter((b) => isPast(b, now) && b.status !== 'cancelled' && b.status !== 'no_show').length;
}
