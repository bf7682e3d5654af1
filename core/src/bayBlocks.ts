/**
 * Bay blocks: staff close one bay, several or all of them for a stretch of a venue day (maintenance,
 * a private event), once or every week until a date. A blocked bay is taken: members see the time
 * as taken, bookings and waitlist offers cannot use it, and a block never silently covers a booking.
 * Times are the venue's wall clock; each occurrence is turned into instants on its own date, so a
 * weekly block keeps its wall-clock hours across a daylight-saving change.
 */
import {
  addDays,
  formatWallTime,
  type IsoDate,
  instantToWall,
  isIsoDate,
  isWallTime,
  minutesOfDay,
  parseIsoInstant,
  type WallTime,
  wallToInstant,
} from './time';
import type { VenueSettings } from './venue';
import { cleanLine, hasWords } from './writtenText';

/** How far ahead a block (or the last week of a repeating one) may reach, in days. */
const BLOCK_MAX_DAYS_AHEAD = 366;
export const BLOCK_REASON_MAX = 200;

export interface BayBlockInput {
  /** Bay numbers, or 'all' for every bay of the venue. */
  bays: readonly string[] | 'all';
  date: IsoDate;
  startTime: WallTime;
  endTime: WallTime;
  reason: string;
  repeatWeekly?: boolean;
  /** With repeatWeekly: the last date a week may fall on (inclusive). */
  until?: IsoDate;
}

/** One bay closed from one instant to another: what a block request becomes. */
export interface BlockOccurrence {
  bayNumber: string;
  date: IsoDate;
  start: number;
  end: number;
}

export type BlockField = 'bays' | 'date' | 'startTime' | 'endTime' | 'reason' | 'until';

export const blockMessages = {
  noBays: { title: 'Choose a Bay', message: 'Choose at least one bay to block, or all bays.' },
  unknownBay: (bay: string) => ({ title: 'Unknown Bay', message: `There is no bay ${bay}.` }),
  badDate: { title: 'Invalid Date', message: 'Give the date to block as YYYY-MM-DD.' },
  pastDate: { title: 'Date Passed', message: 'A block cannot start on a day that has passed.' },
  tooFar: {
    title: 'Too Far Ahead',
    message: `Blocks can be set at most ${BLOCK_MAX_DAYS_AHEAD} days ahead.`,
  },
  badTime: { title: 'Invalid Time', message: 'Give start and end times as HH:mm.' },
  endBeforeStart: { title: 'Invalid Time Range', message: 'The block must end after it starts.' },
  noReason: { title: 'Reason Required', message: 'Say why the bay is blocked (staff see it on the board).' },
  reasonTooLong: {
    title: 'Reason Too Long',
    message: `Keep the reason to ${BLOCK_REASON_MAX} characters.`,
  },
  badUntil: {
    title: 'Invalid Repeat',
    message: 'A weekly block needs an end date (YYYY-MM-DD) on or after its first day.',
  },
  /** A checked-in member is playing in the block's time: 'cancel them' does not reach them. */
  coversCheckedIn: (playing: readonly string[]) => ({
    title: 'Member Playing',
    message: `${playing.length === 1 ? 'A checked-in booking is' : `${playing.length} checked-in bookings are`} inside this block: ${playing.join('; ')}. A block never cancels a member who is playing; choose another time.`,
  }),
  /** A booking that has ended is the day's record: a block over it would cancel it (front-desk.md). */
  coversFinished: (ended: readonly string[]) => ({
    title: 'Booking Finished',
    message: `${ended.length === 1 ? 'A booking that has ended is' : `${ended.length} bookings that have ended are`} inside this block: ${ended.join('; ')}. A finished booking stays on the day's record; start the block after it.`,
  }),
  coversBookings: (count: number) => ({
    title: 'Bookings in the Way',
    message: `${count === 1 ? 'A booking falls' : `${count} bookings fall`} inside this block. Cancel ${count === 1 ? 'it' : 'them'} with the block's reason, or choose another time.`,
  }),
  /** What a member meets when a blocked bay is asked for; the staff's reason stays with staff. */
  bayClosed: {
    title: 'Bay Unavailable',
    message: 'That bay is closed for part of that time. Please choose another bay or time.',
  },
  notFound: 'Block not found',
  /** An event's hold is released by cancelling the event (its deposit refunded by the terms). */
  eventHold: {
    title: 'Private Event',
    message: 'This bay is held by a paid private event. Cancel the event from Event Quotes to release it.',
  },
} as const;

export type BlockCheck =
  | { ok: true; occurrences: BlockOccurrence[]; bays: string[]; dates: IsoDate[] }
  | { ok: false; field: BlockField; title: string; message: string };

function refusal(field: BlockField, m: { title: string; message: string }): BlockCheck {
  return { ok: false, field, ...m };
}

/** The dates a block falls on: its date, then every 7 days until `until` when it repeats. */
export function blockDates(input: Pick<BayBlockInput, 'date' | 'repeatWeekly' | 'until'>): IsoDate[] {
  if (!input.repeatWeekly || !input.until) return [input.date];
  const dates: IsoDate[] = [];
  for (let d = input.date; d <= input.until; d = addDays(d, 7)) dates.push(d);
  return dates;
}

/**
 * Checks a block request against the venue and today's date, and spells it out bay by bay and
 * date by date. Any wall-clock span of the day may be blocked, not only the booking grid: a
 * technician's visit does not keep to half hours.
 */
export function planBayBlock(input: BayBlockInput, venue: VenueSettings, today: IsoDate): BlockCheck {
  const bays = input.bays === 'all' ? [...venue.bays] : [...new Set(input.bays)];
  if (bays.length === 0) return refusal('bays', blockMessages.noBays);
  const unknown = bays.find((bay) => !venue.bays.includes(bay));
  if (unknown !== undefined) return refusal('bays', blockMessages.unknownBay(unknown));
  if (!isIsoDate(input.date)) return refusal('date', blockMessages.badDate);
  if (input.date < today) return refusal('date', blockMessages.pastDate);
  const lastDay = addDays(today, BLOCK_MAX_DAYS_AHEAD);
  if (input.date > lastDay) return refusal('date', blockMessages.tooFar);
  if (!isWallTime(input.startTime)) return refusal('startTime', blockMessages.badTime);
  if (!isWallTime(input.endTime)) return refusal('endTime', blockMessages.badTime);
  if (minutesOfDay(input.endTime) <= minutesOfDay(input.startTime))
    return refusal('endTime', blockMessages.endBeforeStart);
  const reason = cleanLine(input.reason);
  if (!hasWords(reason)) return refusal('reason', blockMessages.noReason);
  if (reason.length > BLOCK_REASON_MAX) return refusal('reason', blockMessages.reasonTooLong);
  if (input.repeatWeekly) {
    if (!isIsoDate(input.until) || input.until < input.date) return refusal('until', blockMessages.badUntil);
    if (input.until > lastDay) return refusal('until', blockMessages.tooFar);
  }
  const dates = blockDates(input);
  const occurrences = dates.flatMap((date) => {
    const start = wallToInstant(date, input.startTime, venue.timeZone);
    const end = wallToInstant(date, input.endTime, venue.timeZone);
    return bays.map((bayNumber) => ({ bayNumber, date, start, end }));
  });
  return { ok: true, occurrences, bays, dates };
}

/** A stored booking status in the desk's words, as a block's refusal lists it. */
const STATUS_WORDS: Readonly<Record<string, string>> = Object.freeze({
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
  held: 'Held (paying)',
});

export function bookingStatusWords(status: string): string {
  return STATUS_WORDS[status] ?? status.replace('_', ' ');
}

/** 'Sam Tester, bay 3, 2:00 PM to 3:00 PM': a booking in a block's way, on the venue's clock. */
export function coveredBookingWords(
  b: { memberName: string; bayNumber: string; startTime: string; endTime: string },
  timeZone: string,
): string {
  const time = (iso: string) => formatWallTime(instantToWall(parseIsoInstant(iso) ?? 0, timeZone).time);
  return `${b.memberName}, bay ${b.bayNumber}, ${time(b.startTime)} to ${time(b.endTime)}`;
}
