/**
 * Booking validation for create and edit: the rules of docs/product.md in the order the booking
 * page meets them, then the lounge's own rules (the grid inside bookable hours, a known bay,
 * players 1-5, not in the past). The first broken rule is returned with its exact title and
 * message. Conflicts with other bookings need the database and are the server's (see rangesOverlap).
 */
import { bookingMessages as M, type Notice } from './messages';
import {
  activeTier,
  MAX_GUESTS,
  MAX_PLAYERS,
  type MembershipFields,
  MIN_SESSION_HOURS,
  type TierRules,
} from './tiers';
import {
  addDays,
  formatWallTime,
  type IsoDate,
  instantToWall,
  isIsoDate,
  isWallTime,
  parseIsoInstant,
  venueDate,
  wallToInstant,
} from './time';
import { dayGrid, gridInstantOf, HOUR_MS, isOnDayGrid, MINUTE_MS } from './timeSlots';
import { mayBookBay, type VenueSettings } from './venue';
import { cleanLines } from './writtenText';

export const BOOKING_NOTES_MAX = 500;

/** A booking as a form or API call sends it: every field untrusted. */
export interface BookingInput {
  bayNumber?: unknown;
  bookingDate?: unknown;
  /** 'HH:mm' venue wall-clock time on bookingDate, or an ISO 8601 instant with offset. */
  startTime?: unknown;
  endTime?: unknown;
  /** Players in the bay, the member included ("1" to "5"); docs/product.md calls it guestCount. */
  guestCount?: unknown;
  notes?: unknown;
}

export interface ValidBooking {
  bayNumber: string;
  bookingDate: IsoDate;
  start: number;
  end: number;
  players: number;
  /** Players other than the member: the ones guest fees and passes are for. */
  guests: number;
  notes: string | null;
  tier: TierRules;
}

export const BOOKING_ERROR_CODES = [
  'membership_required',
  'missing_information',
  'invalid_date',
  'past_date',
  'scheduling_limit',
  'booking_limit',
  'invalid_time',
  'invalid_time_range',
  'minimum_duration',
  'duration_limit',
  'invalid_duration',
  'outside_hours',
  'past_start',
  'unknown_bay',
  'bay_not_for_tier',
  'invalid_players',
  'notes_too_long',
  'override_too_far',
  'override_too_long',
] as const;
export type BookingErrorCode = (typeof BOOKING_ERROR_CODES)[number];

export interface BookingRuleError extends Notice {
  code: BookingErrorCode;
  /** The HTTP status the server answers with. */
  status: 400 | 403;
  /** The input field at fault, when there is one. */
  field?: keyof BookingInput;
}

export type BookingCheck = { ok: true; booking: ValidBooking } | { ok: false; error: BookingRuleError };

export interface BookingContext {
  venue: VenueSettings;
  now: number | Date;
  /** The member making or changing the booking. */
  user: MembershipFields | null | undefined;
  /**
   * Staff changing a booking under way: its own start, kept by the change, may have passed (a
   * member playing is given 30 minutes more). A start moved to a passed time is still refused.
   */
  keptStart?: number;
}

export interface NewBookingContext extends BookingContext {
  /** The member's upcoming confirmed bookings (and live holds) right now. */
  upcomingCount: number;
  /**
   * Staff at the desk may book past a tier's limits (advance window, upcoming count, session
   * length), explicitly and on the record. Hours, bays, players, the clock and conflicts still hold.
   */
  staffOverride?: boolean;
  /**
   * A walk-in at the desk: the member is here now, so the start may be the grid point the current
   * time falls in (this minute rounded down to the grid's step), already passed by less than a step.
   */
  walkIn?: boolean;
}

const invalidTime: Notice = {
  title: 'Invalid Time',
  message: 'Please choose a start and end time from the list.',
};

/**
 * A form's time as an instant: 'HH:mm' read on the venue's wall clock on `date`, or an ISO instant.
 * Null when it is neither, or names a wall time that does not exist that day (the spring gap).
 */
export function resolveBookingTime(date: IsoDate, value: unknown, venue: VenueSettings): number | null {
  if (isWallTime(value)) {
    // A time on the day's grid is already resolved; others (off the grid, the DST gap) are walked.
    const onGrid = gridInstantOf(date, venue, value);
    if (onGrid !== undefined) return onGrid;
    const instant = wallToInstant(date, value, venue.timeZone);
    return instantToWall(instant, venue.timeZone).time === value ? instant : null;
  }
  return parseIsoInstant(value);
}

/** Players from a payload: "3" or 3; null when not a whole number. */
export function parsePlayers(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,2}$/.test(value.trim())
        ? Number(value)
        : NaN;
  return Number.isInteger(n) ? n : null;
}

/** Session length in hours (1.5 for 90 minutes). */
export function bookingHours(start: number, end: number): number {
  return (end - start) / HOUR_MS;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function fail(
  notice: Notice,
  code: BookingErrorCode,
  field?: keyof BookingInput,
  status: 400 | 403 = 400,
): BookingCheck {
  return { ok: false, error: { ...notice, code, status, ...(field ? { field } : {}) } };
}

interface Parsed {
  tier: TierRules;
  date: IsoDate;
  today: IsoDate;
  start: number;
  end: number;
  nowMs: number;
}

/** Shared first steps: an active tier, the required fields, a real date and two real times. */
function parseCommon(
  input: BookingInput,
  ctx: BookingContext,
  requiredFields: (keyof BookingInput)[],
  missing: Notice,
): Parsed | BookingCheck {
  const tier = activeTier(ctx.user);
  if (!tier) return fail(M.membershipRequired, 'membership_required', undefined, 403);
  const blank = requiredFields.find((f) => isBlank(input[f]));
  if (blank) return fail(missing, 'missing_information', blank);
  if (!isIsoDate(input.bookingDate)) return fail(M.invalidDate, 'invalid_date', 'bookingDate');
  const date = input.bookingDate;
  const start = resolveBookingTime(date, input.startTime, ctx.venue);
  if (start === null) return fail(invalidTime, 'invalid_time', 'startTime');
  const end = resolveBookingTime(date, input.endTime, ctx.venue);
  if (end === null) return fail(invalidTime, 'invalid_time', 'endTime');
  const nowMs = typeof ctx.now === 'number' ? ctx.now : ctx.now.getTime();
  return { tier, date, today: venueDate(nowMs, ctx.venue.timeZone), start, end, nowMs };
}

function checkWindow(p: Parsed): BookingCheck | null {
  if (p.date < p.today) return fail(M.pastDate, 'past_date', 'bookingDate');
  if (p.date > addDays(p.today, p.tier.advanceWindowDays)) {
    return fail(M.schedulingLimit(p.tier.name, p.tier.advanceWindowDays), 'scheduling_limit', 'bookingDate');
  }
  return null;
}

/** Rules after duration, common to create and edit: the grid, the clock, the bay, players and notes. */
function checkPlacement(
  input: BookingInput,
  p: Parsed,
  venue: VenueSettings,
  walkIn = false,
  keptStart?: number,
): BookingCheck {
  const onGrid = (t: number) => isOnDayGrid(p.date, venue, t);
  // Every grid point lies on its own venue date, so only a start off the grid needs converting.
  if (!onGrid(p.start) && venueDate(p.start, venue.timeZone) !== p.date)
    return fail(M.dateMismatch, 'invalid_time_range', 'startTime');
  if (!onGrid(p.start) || !onGrid(p.end)) {
    return fail(
      M.outsideHours(formatWallTime(venue.hours.open), formatWallTime(venue.hours.close)),
      'outside_hours',
      onGrid(p.start) ? 'endTime' : 'startTime',
    );
  }
  // A walk-in starts at the slot under way: passed, but by less than one step of the grid.
  const underWay = walkIn && p.nowMs < p.start + venue.hours.stepMinutes * MINUTE_MS;
  const kept = p.start === keptStart;
  if (p.start <= p.nowMs && !underWay && !kept) return fail(M.pastStart, 'past_start', 'startTime');
  const bay = typeof input.bayNumber === 'number' ? String(input.bayNumber) : input.bayNumber;
  if (typeof bay !== 'string' || !venue.bays.includes(bay.trim())) {
    return fail(M.unknownBay(bayList(venue)), 'unknown_bay', 'bayNumber');
  }
  if (!mayBookBay(venue, p.tier.type, bay.trim())) {
    return fail(M.bayNotForTier(bay.trim(), p.tier.name), 'bay_not_for_tier', 'bayNumber');
  }
  const players = parsePlayers(input.guestCount);
  if (players === null || players < 1 || players > MAX_PLAYERS) {
    return fail(M.invalidPlayers(MAX_PLAYERS, MAX_GUESTS), 'invalid_players', 'guestCount');
  }
  let notes: string | null = null;
  if (!isBlank(input.notes)) {
    if (typeof input.notes !== 'string' || input.notes.length > BOOKING_NOTES_MAX) {
      return fail(M.notesTooLong(BOOKING_NOTES_MAX), 'notes_too_long', 'notes');
    }
    notes = cleanLines(input.notes) || null;
  }
  return {
    ok: true,
    booking: {
      bayNumber: bay.trim(),
      bookingDate: p.date,
      start: p.start,
      end: p.end,
      players,
      guests: players - 1,
      notes,
      tier: p.tier,
    },
  };
}

/** 'bay 1, 2 or 3' for the unknown-bay message. */
function bayList(venue: VenueSettings): string {
  const bays = [...venue.bays];
  const lastBay = bays.pop();
  return bays.length ? `bay ${bays.join(', ')} or ${lastBay}` : `bay ${lastBay}`;
}

/** How far ahead a desk booking may be made when staff override the tier's limits. */
const OVERRIDE_MAX_DAYS_AHEAD = 365;

/**
 * An override lifts the tier's window, count and length, but not sense: the date is today or
 * within a year of it (venue time), and the length is at most the day's opening hours.
 */
function checkOverrideBounds(p: Parsed, venue: VenueSettings): BookingCheck | null {
  if (p.date < p.today) return fail(M.pastDate, 'past_date', 'bookingDate');
  if (p.date > addDays(p.today, OVERRIDE_MAX_DAYS_AHEAD))
    return fail(M.overrideTooFar(OVERRIDE_MAX_DAYS_AHEAD), 'override_too_far', 'bookingDate');
  const grid = dayGrid(p.date, venue);
  const first = grid[0]?.instant ?? 0;
  const last = grid.at(-1)?.instant ?? 0;
  if (p.end - p.start > last - first) {
    return fail(M.overrideTooLong((last - first) / HOUR_MS), 'override_too_long', 'endTime');
  }
  return null;
}

/** A new booking from the booking page or POST /api/bookings. */
export function validateNewBooking(input: BookingInput, ctx: NewBookingContext): BookingCheck {
  const parsed = parseCommon(
    input,
    ctx,
    ['bookingDate', 'startTime', 'endTime', 'bayNumber', 'guestCount'],
    M.missingInformation,
  );
  if ('ok' in parsed) return parsed;
  const p = parsed;
  const limits = !ctx.staffOverride;
  const window = limits ? checkWindow(p) : checkOverrideBounds(p, ctx.venue);
  if (window) return window;
  if (limits && ctx.upcomingCount >= p.tier.maxUpcomingBookings) {
    return fail(M.bookingLimitReached(p.tier.name, p.tier.maxUpcomingBookings), 'booking_limit');
  }
  if (p.end <= p.start) return fail(M.invalidTimeRange, 'invalid_time_range', 'endTime');
  if (p.end - p.start < MIN_SESSION_HOURS * HOUR_MS)
    return fail(M.minimumDuration, 'minimum_duration', 'endTime');
  if (limits && p.end - p.start > p.tier.maxSessionHours * HOUR_MS) {
    return fail(M.durationLimitExceeded(p.tier.name, p.tier.maxSessionHours), 'duration_limit', 'endTime');
  }
  return checkPlacement(input, p, ctx.venue, ctx.walkIn === true, ctx.keptStart);
}

/**
 * A change from the Edit Booking dialog or PUT /api/bookings/{id}. The caller fills fields the
 * dialog did not send from the booking being edited. A moved booking keeps to the same window,
 * grid and hours as a new one; the upcoming limit does not apply (it is the same booking).
 */
export function validateBookingEdit(input: BookingInput, ctx: BookingContext): BookingCheck {
  const parsed = parseCommon(input, ctx, ['bookingDate', 'startTime', 'endTime'], M.missingEditInformation);
  if ('ok' in parsed) return parsed;
  const p = parsed;
  if (p.date < p.today) return fail(M.pastDate, 'past_date', 'bookingDate');
  const length = p.end - p.start;
  if (length < MIN_SESSION_HOURS * HOUR_MS || length > p.tier.maxSessionHours * HOUR_MS) {
    return fail(M.invalidDuration(p.tier.maxSessionHours, p.tier.name), 'invalid_duration', 'endTime');
  }
  const window = checkWindow(p);
  if (window) return window;
  if (isBlank(input.bayNumber) || isBlank(input.guestCount)) {
    return fail(
      M.missingInformation,
      'missing_information',
      isBlank(input.bayNumber) ? 'bayNumber' : 'guestCount',
    );
  }
  return checkPlacement(input, p, ctx.venue, false, ctx.keptStart);
}
