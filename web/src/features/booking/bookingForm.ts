/** The booking form's values and their crossings to the API and back (the pending booking). */
import {
  addDays,
  bookableDateRange,
  bookingDateDisabledReason,
  type FilledBookingRequest,
  type IsoDate,
  memberLabels,
  type TierRules,
  type VenueSettings,
} from '@lounge/core';
import dayjs, { type Dayjs } from 'dayjs';
import { toIsoDate } from '../forms/dates';
import { readPendingBooking } from '../guestCheckout/pendingBooking';

export interface BookingFormValues {
  bookingDate?: Dayjs | null;
  /** Core's slot values: 'HH:mm', or an ISO instant on an autumn night's repeated hour. */
  startTime?: string;
  endTime?: string;
  bayNumber?: string;
  players?: number;
  notes?: string;
}

export function toBookingRequest(values: BookingFormValues): FilledBookingRequest {
  const notes = values.notes?.trim() ?? '';
  return {
    bayNumber: values.bayNumber ?? '',
    bookingDate: toIsoDate(values.bookingDate),
    startTime: values.startTime ?? '',
    endTime: values.endTime ?? '',
    guestCount: values.players === undefined ? '' : String(values.players),
    notes: notes === '' ? null : notes,
  };
}

/** The first day worth offering: today, or tomorrow once today has no start time left. */
export function firstBookableDate(tier: TierRules, venue: VenueSettings, now: number): IsoDate {
  const { first } = bookableDateRange(tier, venue, now);
  return bookingDateDisabledReason(first, tier, venue, now) ? addDays(first, 1) : first;
}

export function blankValues(date: IsoDate): BookingFormValues {
  return {
    bookingDate: dayjs(date),
    startTime: undefined,
    endTime: undefined,
    bayNumber: undefined,
    players: 1,
    notes: '',
  };
}

/**
 * The choices of a booking that went to guest checkout and came back unpaid (docs/product.md:
 * a cancelled payment lets the member edit and retry). An edit's pending change is not a new booking.
 */
export function restoredValues(): BookingFormValues | null {
  const read = readPendingBooking();
  if (read.kind !== 'ok' || read.booking.bookingId) return null;
  const b = read.booking;
  return {
    bookingDate: dayjs(b.bookingDate),
    startTime: b.startTime,
    endTime: b.endTime,
    bayNumber: b.bayNumber,
    players: Number(b.guestCount) || 1,
    notes: b.notes ?? '',
  };
}

/** The booking request's fields that are blank, each with its own words, keyed by the form's field name. */
export function requiredBlanks(request: FilledBookingRequest): Record<string, string> | null {
  const blank = memberLabels.booking.blank;
  const missing = (Object.keys(blank) as (keyof typeof blank)[]).filter(
    (field) => request[field].trim() === '',
  );
  if (missing.length === 0) return null;
  return Object.fromEntries(missing.map((field) => [formFieldOf(field), blank[field]]));
}

/** The form's name for a field of the request (the form asks for players, the API for guestCount). */
export function formFieldOf(field: keyof FilledBookingRequest): keyof BookingFormValues {
  return field === 'guestCount' ? 'players' : field;
}
