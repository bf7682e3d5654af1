/**
 * A waitlist claim that owes a guest fee turns the offer's hold into a guest checkout's. Should that
 * checkout end unpaid (the member cancelled on the payment page, or went back to change it), the
 * member gets the offer back for what is left of its hold rather than losing their place to the
 * next in line; once the hold's time is gone the claim has lapsed like any unclaimed offer.
 *
 * Kept apart from waitlistService so the payment code can call it without importing the waitlist's
 * own use of the guest checkout.
 */
import { toIsoInstant } from '@lounge/core';
import { type BookingRow, setPasses, updateBookingRow } from '../bookings/bookingQueries';
import { NOTHING_CHARGED } from '../bookings/paidGuests';
import type { Db } from '../db/database';
import { claimOfHold, setEntry } from './waitlistStore';

/**
 * Inside the caller's transaction: true when `hold` was a claim's and is an offer again (held, no
 * fee, no passes, until the offer's end); false when the caller should let go of it.
 */
export function reopenClaimedOffer(db: Db, hold: BookingRow, now: number): boolean {
  const entry = claimOfHold(db, hold.id);
  if (!entry) return false;
  const nowIso = toIsoInstant(now);
  if (!entry.offerExpiresAt || entry.offerExpiresAt <= nowIso) {
    setEntry(db, entry.id, { status: 'lapsed' }, nowIso);
    return false;
  }
  setPasses(db, hold, 0, '', nowIso);
  updateBookingRow(db, hold.id, { ...NOTHING_CHARGED, holdExpiresAt: entry.offerExpiresAt }, nowIso);
  setEntry(db, entry.id, { status: 'offered' }, nowIso);
  return true;
}
