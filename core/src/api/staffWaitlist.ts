/** GET /api/staff/waitlist?date=: a venue day's waitlist as the desk reads it (read-only). */
import type { WaitlistStatus } from './statuses';

export interface StaffWaitlistEntry {
  id: string;
  memberId: string;
  memberName: string;
  /** ISO instants. */
  startTime: string;
  endTime: string;
  /** The bay asked for; null for any bay. */
  bayNumber: string | null;
  /** Players, the member included. */
  guestCount: number;
  status: WaitlistStatus;
  /** Place in line for the time (1 first); null once out of the line. */
  position: number | null;
  /** While offered: when the hold ends, and the bay held. */
  offerExpiresAt: string | null;
  heldBayNumber: string | null;
  joinedAt: string;
}

export interface StaffWaitlistDay {
  date: string;
  /** Waiting and offered first, then the rest; each by start time. */
  entries: StaffWaitlistEntry[];
}
