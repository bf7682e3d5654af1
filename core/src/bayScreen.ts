/**
 * A bay's screen (/bay/{n}, a kiosk paired for that bay): what it shows at a moment (the member
 * playing and the time left, the warning near the end, the next booking, or 'Bay free'), and the
 * extension it offers: 30 minutes more of the same booking when the bay is free for them and the
 * member's plan allows the longer session, priced by the rule a web booking's guests are
 * (guestFees.ts). Real minutes throughout, as for the pass (checkIn.ts).
 */
import type { TimedBooking } from './checkIn';
import { type GuestFeeQuote, quoteEditedGuests } from './guestFees';
import type { Notice } from './messages';
import { formatPrice, type TierRules } from './tiers';
import type { IsoDate } from './time';
import { parseIsoInstant } from './time';
import { isOnDayGrid } from './timeSlots';
import type { VenueSettings } from './venue';

/** What a bay's simulator hook is told (docs/on-premise.md): the booking started, is 5 minutes from its end, was extended, ended. */
export const BAY_EVENTS = ['start', 'warn', 'extend', 'end'] as const;
export type BayEvent = (typeof BAY_EVENTS)[number];
/**
 * A hook post's life: queued → sending (leased) → sent; back to queued with a later attempt after a
 * failure; expired once it no longer matters (its booking over), so a late 'start' never unlocks a
 * simulator after the booking ended.
 */
export const BAY_HOOK_STATUSES = ['queued', 'sending', 'sent', 'expired'] as const;

/** How much one 'Extend' adds to a booking. */
export const EXTENSION_MINUTES = 30;
/** The screen warns this long before the end. */
export const BAY_WARN_MINUTES = 5;

/** The bay screen's timings, in milliseconds: how often it asks the server, and redraws the time left. */
export const BAY_SCREEN_TIMINGS = Object.freeze({ refresh: 5000, tick: 1000 });

const MINUTE = 60_000;
const instantOf = (iso: string) => parseIsoInstant(iso) ?? Number.NaN;

/** A booking as the extension reads it. */
export interface ExtendableBooking extends TimedBooking {
  bookingDate: IsoDate;
  /** Players in the bay, the member included. */
  guestCount: number;
  /** The guests the booking was charged for (paidGuests.ts): they stay paid. */
  paidGuests: number;
}

/** What the database knows of the 30 minutes after the booking's end. */
export interface ExtensionFacts {
  booking: ExtendableBooking;
  /** The member's tier as it stands for the booking's month (passTier), or null without a paid plan. */
  tier: TierRules | null;
  /** Whether a freeze covers the booking's day. */
  frozen: boolean;
  /** Whether another booking, a live hold or a bay block holds the bay in any of those 30 minutes. */
  bayTaken: boolean;
  /** Whether the member is booked in another bay then. */
  memberBusy: boolean;
  /** The member's VIP guest passes used that month by their other bookings. */
  passesUsedElsewhere: number;
}

export type ExtensionVerdict =
  | { kind: 'extend'; endsAt: number; quote: GuestFeeQuote }
  /** Not under way now (not started, over), or not a confirmed or checked-in booking. */
  | { kind: 'not_playing' }
  | { kind: 'no_plan' }
  | { kind: 'frozen' }
  /** The longer session would pass the tier's maxSessionHours. */
  | { kind: 'session_limit'; maxHours: number; tierName: string }
  /** The new end is past the venue's last bookable end that day. */
  | { kind: 'closing' }
  | { kind: 'bay_taken' }
  | { kind: 'member_busy' }
  /** The extension would cost something, which a bay's screen cannot take: staff at the desk can. */
  | { kind: 'needs_payment'; feeCents: number };

/**
 * Whether `facts.booking` may run EXTENSION_MINUTES longer at `now`: under way and confirmed or
 * checked in, a paid plan not frozen that day, the longer session within the tier's hours and the
 * venue's, the bay and the member free for the added time, and its price (the guests' fee of the
 * same booking, its paid guests kept) nothing to pay.
 */
export function extensionVerdict(facts: ExtensionFacts, venue: VenueSettings, now: number): ExtensionVerdict {
  const { booking, tier } = facts;
  const start = instantOf(booking.startTime);
  const end = instantOf(booking.endTime);
  const playing = booking.status === 'confirmed' || booking.status === 'checked_in';
  if (!playing || now < start || now >= end) return { kind: 'not_playing' };
  if (!tier) return { kind: 'no_plan' };
  if (facts.frozen) return { kind: 'frozen' };
  const endsAt = end + EXTENSION_MINUTES * MINUTE;
  if (endsAt - start > tier.maxSessionHours * 60 * MINUTE) {
    return { kind: 'session_limit', maxHours: tier.maxSessionHours, tierName: tier.name };
  }
  if (!isOnDayGrid(booking.bookingDate, venue, endsAt)) return { kind: 'closing' };
  if (facts.bayTaken) return { kind: 'bay_taken' };
  if (facts.memberBusy) return { kind: 'member_busy' };
  const quote = quoteEditedGuests(
    tier,
    Math.max(0, booking.guestCount - 1),
    booking.paidGuests,
    facts.passesUsedElsewhere,
  );
  if (quote.feeCents > 0) return { kind: 'needs_payment', feeCents: quote.feeCents };
  return { kind: 'extend', endsAt, quote };
}

/** The member playing, as GET /api/kiosk/bay sends it (instants as ISO strings). */
export interface BayPlaying {
  firstName: string;
  endsAt: string;
  canExtend: boolean;
}

export interface BayNext {
  firstName: string;
  startsAt: string;
}

/** What the screen shows at `at` (the server's clock, carried forward by the screen). */
export type BayScreenState =
  | {
      kind: 'playing';
      firstName: string;
      /** Whole minutes left, rounded up (1 in the last minute). */
      minutesLeft: number;
      /** In the last BAY_WARN_MINUTES. */
      warn: boolean;
      canExtend: boolean;
      next: BayNext | null;
    }
  /** Nobody playing: the next member's booking, or 'Bay free'. */
  | { kind: 'between'; next: BayNext | null };

/**
 * The screen at `at`: the booking under way until its end (warned in its last 5 minutes), then the
 * next booking's member or 'Bay free'. The screen asks the server again every few seconds; between
 * asks this keeps the count going and turns to the next at the end without waiting for it.
 */
export function bayScreenState(
  view: { now: BayPlaying | null; next: BayNext | null },
  at: number,
): BayScreenState {
  const playing = view.now;
  const left = playing ? instantOf(playing.endsAt) - at : 0;
  if (!playing || !(left > 0)) return { kind: 'between', next: view.next };
  return {
    kind: 'playing',
    firstName: playing.firstName,
    minutesLeft: Math.ceil(left / MINUTE),
    warn: left <= BAY_WARN_MINUTES * MINUTE,
    canExtend: playing.canExtend,
    next: view.next,
  };
}

export const bayScreenMessages = {
  pageTitle: (bayName: string) => `${bayName} Screen`,
  welcome: (firstName: string) => `Welcome, ${firstName}`,
  timeLeft: (minutes: number) => (minutes === 1 ? '1 minute left' : `${minutes} minutes left`),
  warning: `${BAY_WARN_MINUTES} minutes to go: please finish your shot, or extend if the bay is free`,
  next: (firstName: string, time: string) => `Next: ${firstName} at ${time}`,
  upNext: (firstName: string, time: string) => `${firstName}, your bay is ready at ${time}`,
  free: 'Bay free',
  extend: `Extend ${EXTENSION_MINUTES} minutes`,
  extendPrompt: 'Type your 6-digit pass code to confirm',
  extendSubmit: 'Confirm',
  extendCancel: 'Not Now',
  extended: (time: string) => `Extended: your booking now ends at ${time}`,
  staffMessage: 'From the desk',
  refusals: {
    notPlaying: {
      title: 'Not Playing Now',
      message: 'Only the booking under way in this bay can be extended.',
    } as Notice,
    wrongBay: {
      title: 'Another Bay',
      message: 'This pass is for a booking in another bay.',
    } as Notice,
    noPlan: {
      title: 'Membership Required',
      message: 'An extension needs an active membership.',
    } as Notice,
    frozen: {
      title: 'Membership Frozen',
      message: 'Your membership is frozen on this day, so the booking cannot be extended.',
    } as Notice,
    sessionLimit: (tierName: string, hours: number): Notice => ({
      title: 'Session Limit',
      message: `${tierName} sessions are up to ${hours} ${hours === 1 ? 'hour' : 'hours'}, so this booking cannot run longer.`,
    }),
    closing: {
      title: 'Closing Time',
      message: 'The lounge closes before the extra 30 minutes would end.',
    } as Notice,
    bayTaken: {
      title: 'Bay Booked Next',
      message: 'The next booking starts in this bay within 30 minutes, so it cannot be extended.',
    } as Notice,
    memberBusy: {
      title: 'Booked Elsewhere',
      message: 'You have another booking in those 30 minutes.',
    } as Notice,
    needsPayment: (fee: number): Notice => ({
      title: 'See the Desk',
      message: `This extension costs ${formatPrice(fee)}, which the bay screen cannot take. Staff at the desk can extend it.`,
    }),
  },
  desk: {
    send: 'Message a Bay',
    bayLabel: 'Bay',
    textLabel: 'Message',
    sent: 'Shown on the bay’s screen',
    cleared: 'The bay’s screen message was cleared',
    clear: 'Clear',
  },
} as const;

/** A verdict other than 'extend', in the screen's words. */
export function extensionRefusal(verdict: Exclude<ExtensionVerdict, { kind: 'extend' }>): Notice {
  const R = bayScreenMessages.refusals;
  switch (verdict.kind) {
    case 'no_plan':
      return R.noPlan;
    case 'frozen':
      return R.frozen;
    case 'session_limit':
      return R.sessionLimit(verdict.tierName, verdict.maxHours);
    case 'closing':
      return R.closing;
    case 'bay_taken':
      return R.bayTaken;
    case 'member_busy':
      return R.memberBusy;
    case 'needs_payment':
      return R.needsPayment(verdict.feeCents);
    default:
      return R.notPlaying;
  }
}
