import type { FilledBookingRequest } from '@lounge/core';
/**
 * The booking waiting for its guest fee (docs/product.md), kept in this tab's session storage
 * between the booking page (or the edit dialog), the payment page and the return. It also keeps the
 * checkout's session id, so a cancelled payment can let go of the bay it held.
 */

export type PendingBooking = FilledBookingRequest & {
  /** The session's length, shown on the checkout page (docs/product.md: the data carries it). */
  durationHours: number;
  /** What the server said the guests cost (402 guest_fee_required), and how many pay. */
  feeCents?: number;
  paidGuests?: number;
  /** Set when the pending change is an edit of this booking that adds guests. */
  bookingId?: string;
  /** The open checkout, once the member went to pay. */
  sessionId?: string;
  /** Set when the pending booking is an offered waitlist slot being claimed. */
  waitlistEntryId?: string;
};

export type PendingRead = { kind: 'none' } | { kind: 'invalid' } | { kind: 'ok'; booking: PendingBooking };

const KEY = 'lounge.pendingBooking';

const isText = (v: unknown) => typeof v === 'string';
const isOptional = (v: unknown, type: 'string' | 'number') => v === undefined || typeof v === type;

function isPendingBooking(value: unknown): value is PendingBooking {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    ['bayNumber', 'bookingDate', 'startTime', 'endTime', 'guestCount'].every((k) => isText(v[k])) &&
    (v.notes === null || isText(v.notes)) &&
    typeof v.durationHours === 'number' &&
    isOptional(v.feeCents, 'number') &&
    isOptional(v.paidGuests, 'number') &&
    isOptional(v.bookingId, 'string') &&
    isOptional(v.sessionId, 'string') &&
    isOptional(v.waitlistEntryId, 'string')
  );
}

export function savePendingBooking(booking: PendingBooking): void {
  sessionStorage.setItem(KEY, JSON.stringify(booking));
}

/** The saved booking; 'invalid' when something is stored but cannot be read as one. */
export function readPendingBooking(): PendingRead {
  const raw = sessionStorage.getItem(KEY);
  if (raw === null) return { kind: 'none' };
  try {
    const parsed: unknown = JSON.parse(raw);
    return isPendingBooking(parsed) ? { kind: 'ok', booking: parsed } : { kind: 'invalid' };
  } catch {
    return { kind: 'invalid' };
  }
}

export function clearPendingBooking(): void {
  sessionStorage.removeItem(KEY);
}

/** Records (or, with undefined, forgets) the checkout session of the saved booking. */
export function setPendingSession(sessionId: string | undefined): void {
  const read = readPendingBooking();
  if (read.kind !== 'ok') return;
  const { sessionId: _old, ...booking } = read.booking;
  savePendingBooking(sessionId ? { ...booking, sessionId } : booking);
}

/** The booking fields the API takes (its shape forbids the extras kept here). */
export function bookingDataOf(booking: PendingBooking): FilledBookingRequest & { durationHours: number } {
  const { bayNumber, bookingDate, startTime, endTime, guestCount, notes, durationHours } = booking;
  return { bayNumber, bookingDate, startTime, endTime, guestCount, notes, durationHours };
}
