/**
 * The desk's arrivals at a moment: the members expected in the next 90 minutes (and those already
 * late, who are still welcome until their booking ends) and the day's confirmed tours, late ones
 * first, then by time. The console lists them beside the board with a one-click check-in; the
 * server's check-in window (boardStatus.ts) still decides what a click may do.
 */
import { type BoardStatus, boardStatus } from './boardStatus';
import { isIsoDate, isWallTime, parseIsoInstant, wallToInstant } from './time';

/** Bookings starting within this many minutes are listed as arrivals. */
export const ARRIVALS_AHEAD_MINUTES = 90;
/**
 * A confirmed tour stays in the arrivals, late, for this long after its time; then nobody is
 * coming for it any more (the Tours tab keeps it, to complete or cancel).
 */
export const ARRIVALS_TOUR_KEPT_MINUTES = 60;
/**
 * A member who checked in at a kiosk stays listed, done, until this long after their start (or
 * their end, if sooner), so the desk sees who walked in by themselves.
 */
export const ARRIVALS_KIOSK_KEPT_MINUTES = 30;

const MINUTE = 60_000;

export interface ArrivingBooking {
  status: string;
  startTime: string;
  endTime: string;
  /** The kiosk's name when the member checked in there. */
  checkedInAtKiosk?: string | null;
}

export interface ArrivingTour {
  status: string;
  confirmedDate: string | null;
  confirmedTime: string | null;
}

export interface BookingArrival<B> {
  kind: 'booking';
  item: B;
  at: number;
  status: BoardStatus;
  late: boolean;
}

export interface TourArrival<T> {
  kind: 'tour';
  item: T;
  at: number;
  late: boolean;
}

export type Arrival<B, T> = BookingArrival<B> | TourArrival<T>;

/**
 * Who the desk expects at `now` on `today` (the venue's date): confirmed bookings not yet ended
 * whose start is at most ARRIVALS_AHEAD_MINUTES away, and `today`'s confirmed tours up to
 * ARRIVALS_TOUR_KEPT_MINUTES after their time, each late once its time has passed. Late ones
 * first, then by time. What is finished is never listed: a booking checked in (playing or
 * played), ended, cancelled or marked no-show, a tour done or cancelled; the desk's list lets such
 * a card go at its next refresh. The exception: a member who checked in at a kiosk is listed as
 * checked in until ARRIVALS_KIOSK_KEPT_MINUTES after their start, so the desk sees them in.
 */
export function arrivalsAt<B extends ArrivingBooking, T extends ArrivingTour>(
  bookings: readonly B[],
  tours: readonly T[],
  today: string,
  timeZone: string,
  now: number,
): Arrival<B, T>[] {
  const list: Arrival<B, T>[] = [];
  for (const booking of bookings) {
    const at = parseIsoInstant(booking.startTime);
    const status = boardStatus(booking, now);
    if (at === null || at > now + ARRIVALS_AHEAD_MINUTES * MINUTE) continue;
    if (booking.checkedInAtKiosk && status === 'checked_in') {
      if (now < at + ARRIVALS_KIOSK_KEPT_MINUTES * MINUTE) {
        list.push({ kind: 'booking', item: booking, at, status, late: false });
      }
      continue;
    }
    if (booking.status !== 'confirmed') continue;
    if (status !== 'upcoming' && status !== 'due' && status !== 'late') continue;
    list.push({ kind: 'booking', item: booking, at, status, late: status === 'late' });
  }
  for (const tour of tours) {
    if (tour.status !== 'confirmed' || tour.confirmedDate !== today) continue;
    if (!isIsoDate(tour.confirmedDate) || !isWallTime(tour.confirmedTime)) continue;
    const at = wallToInstant(tour.confirmedDate, tour.confirmedTime, timeZone);
    if (now > at + ARRIVALS_TOUR_KEPT_MINUTES * MINUTE) continue;
    list.push({ kind: 'tour', item: tour, at, late: at <= now });
  }
  return list.sort((a, b) => Number(b.late) - Number(a.late) || a.at - b.at);
}
