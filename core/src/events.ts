/**
 * Private events (docs/product.md): packages and their starting prices, add-ons, the
 * inquiry form's choices, and member discounts (read from the tiers).
 */
import { FIELD_LIMITS, FieldCollector, type FormCheck } from './formFields';
import { formMessages as F } from './messages';
import { activeTier, type MembershipFields } from './tiers';
import { type IsoDate, isIsoDate, venueDate } from './time';
import type { VenueSettings } from './venue';

export const EVENT_TYPES = ['corporate', 'celebration', 'tournament', 'custom', 'other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_TYPE_LABELS: Readonly<Record<EventType, string>> = {
  corporate: 'Corporate Event',
  celebration: 'Celebration',
  tournament: 'Golf Tournament',
  custom: 'Custom Event',
  other: 'Other',
};

export const EVENT_GUEST_RANGES = ['1-8', '9-15', '16-25', '26-40', '40+'] as const;
export type EventGuestRange = (typeof EVENT_GUEST_RANGES)[number];

/** A full-facility buyout lasts up to this many hours. */
export const FULL_FACILITY_MAX_HOURS = 8;

export interface EventPackage {
  id: 'corporate' | 'celebration' | 'tournament';
  name: string;
  /** Starting prices in cents, by the space booked. */
  fromCents: { singleBay?: number; fullFacility?: number };
  description: string;
}

export const EVENT_PACKAGES: readonly EventPackage[] = Object.freeze([
  {
    id: 'corporate',
    name: 'Corporate Events',
    fromCents: { singleBay: 40000, fullFacility: 150000 },
    description: 'Team outings and client entertainment, from a single bay to the whole lounge.',
  },
  {
    id: 'celebration',
    name: 'Celebrations',
    fromCents: { singleBay: 60000 },
    description: 'Birthdays, bachelor parties and milestones with friends in your own bay.',
  },
  {
    id: 'tournament',
    name: 'Golf Tournaments',
    fromCents: { fullFacility: 200000 },
    description:
      'The whole lounge for 4 hours for your group’s own tournament, every bay yours. Our live leaderboards are for member competitions.',
  },
]);

export const EVENT_ADD_ONS: readonly string[] = Object.freeze([
  'Professional instruction',
  'Catering',
  'Light refreshments',
  'Custom decorations',
]);

/** The member discount on events: General 10%, VIP 15%, none for visitors (standard rates). */
export function eventDiscountPercent(user: MembershipFields | null | undefined): number {
  return activeTier(user)?.eventDiscountPercent ?? 0;
}

export interface EventInquiryInput {
  contactName?: unknown;
  email?: unknown;
  phone?: unknown;
  eventType?: unknown;
  eventDate?: unknown;
  guestCount?: unknown;
  message?: unknown;
}

export interface EventInquiry {
  contactName: string;
  email: string;
  phone: string | null;
  eventType: EventType;
  eventDate: IsoDate | null;
  guestCount: EventGuestRange | null;
  message: string;
}

/** The events form and POST /api/events: contact, email, type and message required; a date not past. */
export function validateEventInquiry(
  input: EventInquiryInput,
  venue: VenueSettings,
  now: number | Date,
): FormCheck<EventInquiry> {
  const c = new FieldCollector<keyof EventInquiry>();
  const contactName = c.required('contactName', input.contactName, 'Contact name', FIELD_LIMITS.name);
  const email = c.email('email', input.email);
  const phone = c.optional('phone', input.phone, 'Phone', FIELD_LIMITS.phone);
  const eventType = c.oneOf('eventType', input.eventType, 'Event type', EVENT_TYPES);
  const message = c.required('message', input.message, 'Message', FIELD_LIMITS.message);
  let eventDate: IsoDate | null = null;
  if (input.eventDate !== undefined && input.eventDate !== null && input.eventDate !== '') {
    if (!isIsoDate(input.eventDate)) c.add('eventDate', 'Please choose a valid date.');
    else if (input.eventDate < venueDate(now, venue.timeZone)) c.add('eventDate', F.eventDatePast);
    else eventDate = input.eventDate;
  }
  let guestCount: EventGuestRange | null = null;
  if (input.guestCount !== undefined && input.guestCount !== null && input.guestCount !== '') {
    guestCount = c.oneOf('guestCount', input.guestCount, 'Guest count', EVENT_GUEST_RANGES);
  }
  return c.finish({ contactName, email, phone, eventType, eventDate, guestCount, message });
}
