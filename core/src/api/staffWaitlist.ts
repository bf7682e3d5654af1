/** GET /api/staff/waitlist?date=: a venue day's waitlist as the desk reads it (read-only). */
import { id, int, list, nullable, object, oneOf, type Shape } from './shape';
import { WAITLIST_STATUSES } from './statuses';

export const StaffWaitlistEntry = object({
  id,
  memberId: id,
  memberName: id,
  /** ISO instants. */
  startTime: id,
  endTime: id,
  /** The bay asked for; null for any bay. */
  bayNumber: nullable(id),
  /** Players, the member included. */
  guestCount: int,
  status: oneOf(WAITLIST_STATUSES),
  /** Place in line for the time (1 first); null once out of the line. */
  position: nullable(int),
  /** While offered: when the hold ends, and the bay held. */
  offerExpiresAt: nullable(id),
  heldBayNumber: nullable(id),
  joinedAt: id,
});
export type StaffWaitlistEntry = Shape<typeof StaffWaitlistEntry>;

export const StaffWaitlistDay = object({
  date: id,
  /** Waiting and offered first, then the rest; each by start time. */
  entries: list(StaffWaitlistEntry),
});
export type StaffWaitlistDay = Shape<typeof StaffWaitlistDay>;
