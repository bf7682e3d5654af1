/**
 * The waitlist: a member may wait for a taken day and time range; when it frees up the
 * first in line is offered it and the bay is held for them (offerHoldEnds). The copy of the
 * screens and the server's answers lives here.
 */

import {
  type BookingCheck,
  type BookingInput,
  type NewBookingContext,
  type ValidBooking,
  validateNewBooking,
} from './bookingRules';
import { activeTier, type MembershipFields } from './tiers';
import { addDays, venueDate, wallToInstant } from './time';
import { bayLabel, baysForTier, type VenueSettings } from './venue';

/**
 * How long an offered slot is held for the member before it passes to the next in line, counted in
 * the lounge's opening hours (see offerHoldEnds).
 */
export const WAITLIST_HOLD_MS = 15 * 60 * 1000;
/** Entries a member may have waiting (or offered) at once. */
export const WAITLIST_MAX_ACTIVE = 3;

/** A waitlist entry's status in the desk's words. */
export const WAITLIST_STATUS_WORDS: Readonly<Record<string, string>> = Object.freeze({
  waiting: 'Waiting',
  offered: 'Offered',
  claimed: 'Booked',
  left: 'Left',
  lapsed: 'Offer lapsed',
  expired: 'Expired',
});

export const waitlistMessages = {
  joinButton: 'Join Waitlist',
  joinPrompt: 'This time is taken. Join the waitlist and we will email you if it frees up.',
  anyBay: 'Any bay',
  joined: {
    title: 'Added to Waitlist',
    message: `You are on the waitlist. If this time frees up, we will email you and hold it for you for ${WAITLIST_HOLD_MS / 60_000} minutes (overnight, until ${WAITLIST_HOLD_MS / 60_000} minutes after we open).`,
  },
  /** 'Any bay' while a bay is free: booked there instead of waiting. */
  bookedInstead: (bay: string) => ({
    title: 'Booking Confirmed',
    message: `${bayLabel(bay)} was free at that time, so we booked it for you instead of adding you to the waitlist.`,
  }),
  slotFree: {
    title: 'Time Available',
    message: 'That time is free right now. Book it instead of waiting.',
  },
  alreadyWaiting: {
    title: 'Already Waiting',
    message: 'You are already on the waitlist for an overlapping time that day.',
  },
  waitlistFull: (n: number) => ({
    title: 'Waitlist Limit Reached',
    message: `You can wait for up to ${n} times at once. Leave one of your waitlist entries first.`,
  }),
  /** The hold ran out unclaimed: said without promising a next member who may not exist. */
  offerEnded: {
    title: 'Hold Ended',
    message: 'Your hold on this time ended before it was claimed, so the bay was let go.',
  },
  /**
   * The lounge took the held time back (a bay block, a staff cancel) after offering it; `reason` is
   * what staff gave, as the member's cancellation emails show it. The member keeps their place.
   */
  offerWithdrawn: (reason: string | null) => ({
    title: 'Offer Withdrawn',
    message: `The lounge took this time back after offering it to you${reason ? ` (${reason})` : ''}, so the offer was withdrawn. You keep your place in line, and we will email you if it frees up again.`,
  }),
  notWaiting: {
    title: 'Not on the Waitlist',
    message: 'This waitlist entry is no longer active.',
  },
  claimed: { title: 'Booking Confirmed', message: 'The slot is yours. See you at the lounge!' },
  left: { title: 'Left Waitlist', message: 'You have left the waitlist for this time.' },
  sectionTitle: 'Your Waitlist',
  claimButton: 'Claim Slot',
  leaveButton: 'Leave Waitlist',
  position: (n: number) => `#${n} in line`,
  offerHeld: (bay: string, until: string) => `${bayLabel(bay)} is held for you until ${until}.`,
  /** When a waitlist request did not get an answer the screen can show (no connection, a server fault). */
  requestFailed: {
    title: 'Waitlist Unavailable',
    message: 'The waitlist could not be reached. Please try again in a moment.',
  },
} as const;

/**
 * VIP's 'priority reservations': when a time frees up, a VIP member waiting for it is offered it
 * before a General member, whoever joined first; within a tier, the order of joining. The plans'
 * copy and the FAQ say exactly this (tiers.ts's WAITLIST_PRIORITY).
 */
function waitlistRank(member: MembershipFields | null | undefined): number {
  const tier = activeTier(member)?.type;
  return tier === 'vip' ? 0 : tier === 'general' ? 1 : 2;
}

/**
 * The line in the order offers are made: by rank (waitlistRank), then as given (the store reads it
 * in the order of joining; the sort is stable).
 */
export function inOfferOrder<T>(line: readonly T[], memberOf: (entry: T) => MembershipFields | null): T[] {
  return line
    .map((entry, joined) => ({ entry, joined, rank: waitlistRank(memberOf(entry)) }))
    .sort((a, b) => a.rank - b.rank || a.joined - b.joined)
    .map(({ entry }) => entry);
}

/** The bay a waitlist entry names when any bay will do. */
export const ANY_BAY = 'any';

export type WaitlistCheck =
  | { ok: true; booking: ValidBooking; anyBay: boolean }
  | Extract<BookingCheck, { ok: false }>;

/**
 * Joining the waitlist: the same rules as booking that time now (membership, the tier's advance
 * window, upcoming limit and session length, the grid, hours, players), since an offer the member
 * could not take would only hold the bay from the next in line. The bay may be 'any'.
 */
export function validateWaitlistJoin(input: BookingInput, ctx: NewBookingContext): WaitlistCheck {
  const anyBay = input.bayNumber === ANY_BAY;
  // 'Any bay' is checked as a bay the member may book; without a tier the rules refuse it anyway.
  const type = activeTier(ctx.user)?.type;
  const firstBay = (type ? baysForTier(ctx.venue, type)[0] : ctx.venue.bays[0]) ?? '';
  const check = validateNewBooking(anyBay ? { ...input, bayNumber: firstBay } : input, ctx);
  if (!check.ok) return check;
  return { ok: true, booking: check.booking, anyBay };
}

/** Whether two waitlist ranges (or a range and a booking) could be the same slot: same day, overlapping, bays compatible. */
export function rangesCompete(
  a: { bayNumber: string | null; startTime: string; endTime: string },
  b: { bayNumber: string | null; startTime: string; endTime: string },
): boolean {
  const baysMeet = a.bayNumber === null || b.bayNumber === null || a.bayNumber === b.bayNumber;
  return baysMeet && a.startTime < b.endTime && b.startTime < a.endTime;
}

/**
 * When an offer made at `now` stops holding the bay: WAITLIST_HOLD_MS of the lounge's opening
 * hours. A slot freed after closing (a late-evening cancel) is held for the first in line until 15
 * minutes after opening, instead of passing down the whole line overnight, emailing each member in
 * turn while they sleep and ending free for whoever looks first in the morning. An offer made near
 * closing keeps the minutes left over for the next morning. Never later than the booking's start,
 * after which it could not be claimed.
 */
export function offerHoldEnds(now: number, venue: VenueSettings, bookingStart: number): number {
  const { timeZone, hours } = venue;
  let left = WAITLIST_HOLD_MS;
  let at = now;
  // Opening hours are at least an hour long (resolveVenue checks), so two days always suffice.
  for (let day = venueDate(now, timeZone), visited = 0; left > 0 && visited < 3; visited++) {
    const open = wallToInstant(day, hours.open, timeZone);
    const close = wallToInstant(day, hours.close, timeZone);
    const from = Math.max(at, open);
    if (from < close) {
      const used = Math.min(left, close - from);
      left -= used;
      at = from + used;
    }
    day = addDays(day, 1);
  }
  return Math.min(at, bookingStart);
}
