/**
 * What features ask of a bay's occupancy (occupancyStore.ts): whether a time is free, the refusals
 * when it is not, the day's taken times, what a block would cover. Bookings, the waitlist, blocks,
 * events, rounds, lessons, the bay screen and the door call here, never each other's stores.
 */
import { blockMessages, bookingMessages, toIsoInstant, type ValidBooking } from '@lounge/core';
import type { WriteContext } from '../appContext';
import { refuse } from '../http/errors';
import { bayIsBlocked, bayIsBooked, memberIsBusy } from './occupancyStore';

export {
  bayBookingsBetween,
  bayIsBlocked,
  bayIsTaken,
  bookingsCoveredBy,
  expireLapsedHolds,
  memberIsBusy,
  takenOnDate,
} from './occupancyStore';

/** No other booking in the bay, and the member in no other bay, for the booking's time. */
export function assertFree(
  ctx: WriteContext,
  userId: string,
  booking: ValidBooking,
  excludeId?: string,
): void {
  const span = {
    start: toIsoInstant(booking.start),
    end: toIsoInstant(booking.end),
    ...(excludeId ? { excludeId } : {}),
  };
  if (bayIsBlocked(ctx.db, booking.bayNumber, span)) {
    throw refuse(409, { ...blockMessages.bayClosed, code: 'bay_blocked', field: 'bayNumber' });
  }
  // The block was just looked at: only another booking is left to find.
  if (bayIsBooked(ctx.db, booking.bayNumber, span)) {
    throw refuse(409, { ...bookingMessages.bayTaken, code: 'bay_taken', field: 'bayNumber' });
  }
  if (memberIsBusy(ctx.db, userId, span)) {
    throw refuse(409, { ...bookingMessages.memberDoubleBooked, code: 'member_busy', field: 'startTime' });
  }
}

/** The triggers' refusal, should two writers get past the checks at once, read as the 409 it is. */
export function asBayConflict<T>(write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (error instanceof Error && /bay_overlap/.test(error.message)) {
      throw refuse(409, { ...bookingMessages.bayTaken, code: 'bay_taken', field: 'bayNumber' });
    }
    if (error instanceof Error && /bay_blocked/.test(error.message)) {
      throw refuse(409, { ...blockMessages.bayClosed, code: 'bay_blocked', field: 'bayNumber' });
    }
    throw error;
  }
}
