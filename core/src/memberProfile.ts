/**
 * The figures of a member's profile at the desk, worked out from rows the server reads: no-shows in
 * the last 90 venue days, guest passes used in the venue's month, which bookings are still to come.
 * Pure: `now` and the venue's zone are parameters.
 */
import type { BookingTimes } from './bookingLists';
import { guestPassesLeft } from './guestFees';
import type { TierRules } from './tiers';
import { addDays, type IsoDate, monthOf, parseIsoInstant, venueDate } from './time';
import { cleanLines, hasWords } from './writtenText';

/** How many past bookings the profile lists (api/memberProfile.ts's `past`). */
export const PROFILE_PAST_LIMIT = 20;

/** How far back the profile counts no-shows, in venue days (today included). */
export const NO_SHOW_WINDOW_DAYS = 90;

/** The first venue date of the no-show window that ends today: today and the 89 days before it. */
export function noShowWindowStart(now: number, timeZone: string, days = NO_SHOW_WINDOW_DAYS): IsoDate {
  return addDays(venueDate(now, timeZone), -(days - 1));
}

/**
 * Bookings staff marked no-show whose venue date lies in the window ending today. A booking that
 * ended without a check-in is not counted: only staff's mark says the member did not come.
 */
export function noShowsInWindow(
  bookings: readonly { status: string; bookingDate: IsoDate }[],
  now: number,
  timeZone: string,
  days = NO_SHOW_WINDOW_DAYS,
): number {
  const first = noShowWindowStart(now, timeZone, days);
  const today = venueDate(now, timeZone);
  return bookings.filter((b) => b.status === 'no_show' && b.bookingDate >= first && b.bookingDate <= today)
    .length;
}

/** The venue's calendar month of `now` ('YYYY-MM'), the month guest passes are counted in. */
function venueMonth(now: number, timeZone: string): string {
  return monthOf(venueDate(now, timeZone));
}

/** Guest passes used in the venue's month of `now`, from pass rows by the month they were played in. */
export function passesUsedInMonth(
  passes: readonly { billingMonth: string; guestCount: number }[],
  now: number,
  timeZone: string,
): number {
  const month = venueMonth(now, timeZone);
  return passes.filter((p) => p.billingMonth === month).reduce((sum, p) => sum + p.guestCount, 0);
}

export interface GuestPassFigures {
  month: string;
  used: number;
  /** The tier's passes a month (0 for General and for no plan). */
  allowance: number;
  left: number;
}

/** This month's guest passes for a tier (null: no active plan). */
export function guestPassFigures(
  tier: TierRules | null,
  passes: readonly { billingMonth: string; guestCount: number }[],
  now: number,
  timeZone: string,
): GuestPassFigures {
  const used = passesUsedInMonth(passes, now, timeZone);
  return {
    month: venueMonth(now, timeZone),
    used,
    allowance: tier?.freeGuestPassesPerMonth ?? 0,
    left: tier ? guestPassesLeft(tier, used) : 0,
  };
}

const TO_COME = new Set(['held', 'confirmed']);

/**
 * A member's bookings split for the profile: still to come (held or confirmed and not started, or
 * checked in and not ended), soonest first; and the rest, the past and the cancelled, latest first.
 */
export function splitProfileBookings<T extends BookingTimes>(
  bookings: readonly T[],
  now: number,
): { upcoming: T[]; past: T[] } {
  const upcoming: T[] = [];
  const past: T[] = [];
  for (const b of bookings) {
    const start = parseIsoInstant(b.startTime) ?? 0;
    const end = parseIsoInstant(b.endTime) ?? 0;
    const toCome = (TO_COME.has(b.status) && start > now) || (b.status === 'checked_in' && end > now);
    (toCome ? upcoming : past).push(b);
  }
  upcoming.sort((a, b) => a.startTime.localeCompare(b.startTime));
  past.sort((a, b) => b.startTime.localeCompare(a.startTime));
  return { upcoming, past };
}

/** Staff notes on a member: free text, kept with who wrote and last changed it. */
export const MEMBER_NOTE_MAX = 2000;

export const memberNoteMessages = Object.freeze({
  blank: { title: 'Note Needed', message: 'Write the note before saving it.' },
  tooLong: {
    title: 'Note Too Long',
    message: `A note can be at most ${MEMBER_NOTE_MAX} characters.`,
  },
  notFound: 'Note not found',
});

export type MemberNoteCheck =
  | { ok: true; value: string }
  | { ok: false; error: { title: string; message: string; field: 'body' } };

/** A note's text, trimmed: not blank, at most MEMBER_NOTE_MAX characters. */
export function validateMemberNote(body: unknown): MemberNoteCheck {
  const text = typeof body === 'string' ? cleanLines(body) : '';
  if (!hasWords(text)) return { ok: false, error: { ...memberNoteMessages.blank, field: 'body' } };
  if (text.length > MEMBER_NOTE_MAX)
    return { ok: false, error: { ...memberNoteMessages.tooLong, field: 'body' } };
  return { ok: true, value: text };
}
