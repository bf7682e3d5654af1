/**
 * Facility tours (docs/product.md): Wednesday to Saturday, 30-minute slots from
 * 12:00 PM to 7:00 PM (15 slots), parties of 1 to 4, dates from today up to 60 days ahead.
 * The rules are the venue's `tours` settings; this file reads them.
 */
import { FIELD_LIMITS, FieldCollector, type FormCheck } from './formFields';
import { formMessages as F } from './messages';
import {
  addDays,
  formatWallTime,
  type IsoDate,
  isIsoDate,
  isoWeekday,
  minutesOfDay,
  venueDate,
  type WallTime,
  wallTimeOfMinutes,
  wallToInstant,
} from './time';
import type { VenueSettings } from './venue';

export interface TourSlot {
  value: WallTime;
  label: string;
}

/** The tour times offered every tour day: 12:00 PM, 12:30 PM ... 7:00 PM. */
export function tourTimeSlots(venue: VenueSettings): TourSlot[] {
  const { firstSlot, lastSlot, stepMinutes } = venue.tours;
  const slots: TourSlot[] = [];
  for (let m = minutesOfDay(firstSlot); m <= minutesOfDay(lastSlot); m += stepMinutes) {
    const value = wallTimeOfMinutes(m);
    slots.push({ value, label: formatWallTime(value) });
  }
  return slots;
}

/** A tour time as 'HH:mm' from either its value ('12:30') or its label ('12:30 PM'); null if not offered. */
export function parseTourTime(value: unknown, venue: VenueSettings): WallTime | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toUpperCase();
  return tourTimeSlots(venue).find((s) => s.value === text || s.label.toUpperCase() === text)?.value ?? null;
}

/** The last date a tour may be requested for. */
function lastTourDate(venue: VenueSettings, now: number | Date): IsoDate {
  return addDays(venueDate(now, venue.timeZone), venue.tours.windowDays);
}

/** Why a tour date cannot be picked (the message to show), or null when it can. */
export function tourDateProblem(date: IsoDate, venue: VenueSettings, now: number | Date): string | null {
  const today = venueDate(now, venue.timeZone);
  if (date < today) return F.tourDatePast;
  if (date > lastTourDate(venue, now)) return F.tourDateTooFar(venue.tours.windowDays);
  if (!venue.tours.weekdays.includes(isoWeekday(date))) return F.tourWeekdaysOnly;
  return null;
}

/** True when the slot on that date is still ahead of now (today's earlier slots are gone). */
export function tourSlotIsAhead(
  date: IsoDate,
  time: WallTime,
  venue: VenueSettings,
  now: number | Date,
): boolean {
  const nowMs = typeof now === 'number' ? now : now.getTime();
  return wallToInstant(date, time, venue.timeZone) > nowMs;
}

export interface TourRequestInput {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  phone?: unknown;
  preferredDate?: unknown;
  preferredTime?: unknown;
  partySize?: unknown;
  specialRequests?: unknown;
}

export interface TourRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  preferredDate: IsoDate;
  preferredTime: WallTime;
  partySize: number;
  specialRequests: string | null;
}

/** The tour form and POST /api/tours/book. */
export function validateTourRequest(
  input: TourRequestInput,
  venue: VenueSettings,
  now: number | Date,
): FormCheck<TourRequest> {
  const c = new FieldCollector<keyof TourRequest>();
  const firstName = c.required('firstName', input.firstName, 'First name', FIELD_LIMITS.name);
  const lastName = c.required('lastName', input.lastName, 'Last name', FIELD_LIMITS.name);
  const email = c.email('email', input.email);
  const phone = c.optional('phone', input.phone, 'Phone', FIELD_LIMITS.phone);
  const specialRequests = c.optional(
    'specialRequests',
    input.specialRequests,
    'Special requests',
    FIELD_LIMITS.shortText,
  );

  let preferredDate = '';
  if (input.preferredDate === undefined || input.preferredDate === null || input.preferredDate === '') {
    c.add('preferredDate', F.tourDateRequired.message);
  } else if (!isIsoDate(input.preferredDate)) {
    c.add('preferredDate', 'Please choose a valid date.');
  } else {
    preferredDate = input.preferredDate;
    const problem = tourDateProblem(preferredDate, venue, now);
    if (problem) c.add('preferredDate', problem);
  }

  let preferredTime = '';
  if (input.preferredTime === undefined || input.preferredTime === null || input.preferredTime === '') {
    c.add('preferredTime', F.tourTimeRequired.message);
  } else {
    const time = parseTourTime(input.preferredTime, venue);
    if (!time) c.add('preferredTime', F.tourTimeNotOffered);
    else {
      preferredTime = time;
      if (preferredDate && !c.errors.preferredDate && !tourSlotIsAhead(preferredDate, time, venue, now)) {
        c.add('preferredTime', F.tourTimePassed);
      }
    }
  }

  // The entity's default is 1; a form always sends it.
  const rawParty = input.partySize ?? 1;
  const partySize =
    typeof rawParty === 'number' ? rawParty : /^\d{1,2}$/.test(String(rawParty)) ? Number(rawParty) : NaN;
  if (!Number.isInteger(partySize) || partySize < 1 || partySize > venue.tours.maxPartySize) {
    c.add('partySize', F.tourPartySize(venue.tours.maxPartySize));
  }
  return c.finish({
    firstName,
    lastName,
    email,
    phone,
    preferredDate,
    preferredTime,
    partySize,
    specialRequests,
  });
}
