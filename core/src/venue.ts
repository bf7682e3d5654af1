/**
 * The venue: one settings object that every part reads, so the bays, hours and zone the booking
 * page offers are the ones the server enforces and the copy states. The server builds it once at
 * start from its configuration with `resolveVenue`; everything else receives it.
 */

import type { Notice } from './messages';
import type { MembershipType } from './tiers';
import {
  formatWallTime,
  type IsoDate,
  isTimeZone,
  isWallTime,
  minutesOfDay,
  type WallTime,
  wallToInstant,
} from './time';

export interface VenueHours {
  /** First bookable start, venue wall clock. */
  open: WallTime;
  /** Last bookable end, venue wall clock. */
  close: WallTime;
  /** Grid of start and end times, in minutes. */
  stepMinutes: number;
}

/** When staff are at the desk: within the member-access hours (`hours`), the same by default. */
export interface StaffedHours {
  open: WallTime;
  close: WallTime;
}

export interface TourRules {
  /** ISO weekdays tours run on: 3 Wednesday ... 6 Saturday. */
  weekdays: readonly number[];
  firstSlot: WallTime;
  lastSlot: WallTime;
  stepMinutes: number;
  maxPartySize: number;
  /** How far ahead a tour date may be picked, in days. */
  windowDays: number;
  durationLabel: string;
  /** Promise made on the tour page: we confirm within this many hours. */
  confirmWithinHours: number;
}

export interface VenueContact {
  phone: string;
  email: string;
  address: string;
}

export interface VenueSettings {
  name: string;
  /** IANA zone whose wall clock bookings are written in. */
  timeZone: string;
  /** Bay numbers as members see them. */
  bays: readonly string[];
  /** Bays only VIP members may book (staff may book them for VIP members only too); none by default. */
  vipBays: readonly string[];
  /** Member-access hours: when members may book and play (staffed or not). */
  hours: VenueHours;
  /** When staff are at the desk; outside these a booking's pass is the way in (docs/on-premise.md). */
  staffedHours: StaffedHours;
  contact: VenueContact;
  tours: TourRules;
}

export const DEFAULT_VENUE: VenueSettings = Object.freeze({
  name: 'Big Sky Golf Lounge',
  timeZone: 'America/Denver',
  bays: Object.freeze(['1', '2', '3']),
  vipBays: Object.freeze([]),
  hours: Object.freeze({ open: '09:00', close: '22:00', stepMinutes: 30 }),
  staffedHours: Object.freeze({ open: '09:00', close: '22:00' }),
  contact: Object.freeze({
    phone: '(406) 555-0142',
    email: 'hello@bigskygolflounge.example',
    address: '100 N Main Street, Bozeman, MT 59715',
  }),
  tours: Object.freeze({
    weekdays: Object.freeze([3, 4, 5, 6]),
    firstSlot: '12:00',
    lastSlot: '19:00',
    stepMinutes: 30,
    maxPartySize: 4,
    windowDays: 60,
    durationLabel: '20-30 minutes',
    confirmWithinHours: 24,
  }),
}) as VenueSettings;

export interface VenueOverrides {
  name?: string;
  timeZone?: string;
  bays?: readonly string[];
  vipBays?: readonly string[];
  hours?: Partial<Pick<VenueHours, 'open' | 'close'>>;
  staffedHours?: Partial<StaffedHours>;
  contact?: Partial<VenueContact>;
}

/** A comma-separated list from a variable ('1, 2,3' is 1, 2 and 3); empty entries are dropped. */
const listOf = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

/**
 * The environment variables that override the venue (VENUE_*), each with the override its text
 * makes. The server reads exactly these (server/src/config.ts) and resolveVenue checks the values,
 * so a new venue setting adds its variable here and nowhere else in the code.
 */
export const VENUE_VARIABLES: Readonly<Record<string, (value: string) => VenueOverrides>> = Object.freeze({
  VENUE_NAME: (v: string) => ({ name: v }),
  VENUE_TIME_ZONE: (v: string) => ({ timeZone: v }),
  VENUE_BAYS: (v: string) => ({ bays: listOf(v) }),
  VENUE_VIP_BAYS: (v: string) => ({ vipBays: listOf(v) }),
  VENUE_OPEN: (v: string) => ({ hours: { open: v } }),
  VENUE_CLOSE: (v: string) => ({ hours: { close: v } }),
  VENUE_STAFFED_OPEN: (v: string) => ({ staffedHours: { open: v } }),
  VENUE_STAFFED_CLOSE: (v: string) => ({ staffedHours: { close: v } }),
  VENUE_PHONE: (v: string) => ({ contact: { phone: v } }),
  VENUE_EMAIL: (v: string) => ({ contact: { email: v } }),
  VENUE_ADDRESS: (v: string) => ({ contact: { address: v } }),
});

/** A venue override that cannot work; the message names the setting and the problem. */
export class VenueSettingsError extends Error {
  override name = 'VenueSettingsError';
}

/** The default venue with overrides applied, each checked; throws VenueSettingsError on a bad value. */
export function resolveVenue(overrides: VenueOverrides = {}): VenueSettings {
  const name = overrides.name ?? DEFAULT_VENUE.name;
  if (name.trim().length === 0 || name.length > 100) {
    throw new VenueSettingsError('Venue name must be 1 to 100 characters.');
  }
  const timeZone = overrides.timeZone ?? DEFAULT_VENUE.timeZone;
  if (!isTimeZone(timeZone)) {
    throw new VenueSettingsError(
      `Venue time zone "${timeZone}" is not an IANA time zone (e.g. America/Denver).`,
    );
  }
  const bays = overrides.bays ?? DEFAULT_VENUE.bays;
  if (bays.length === 0 || bays.length > 20) throw new VenueSettingsError('Venue must have 1 to 20 bays.');
  if (bays.some((b) => !/^[A-Za-z0-9]{1,8}$/.test(b))) {
    throw new VenueSettingsError('Bay numbers must be 1 to 8 letters or digits.');
  }
  if (new Set(bays).size !== bays.length) throw new VenueSettingsError('Bay numbers must be unique.');
  const vipBays = overrides.vipBays ?? DEFAULT_VENUE.vipBays;
  const notABay = vipBays.find((b) => !bays.includes(b));
  if (notABay !== undefined)
    throw new VenueSettingsError(`VIP bay "${notABay}" is not one of the venue's bays.`);
  if (bays.every((b) => vipBays.includes(b))) {
    throw new VenueSettingsError('At least one bay must be open to every member, not VIP only.');
  }

  const hours = { ...DEFAULT_VENUE.hours, ...overrides.hours };
  for (const key of ['open', 'close'] as const) {
    if (!isWallTime(hours[key]) || minutesOfDay(hours[key]) % hours.stepMinutes !== 0) {
      throw new VenueSettingsError(`Venue ${key} time must be HH:mm on the half hour (got "${hours[key]}").`);
    }
  }
  if (minutesOfDay(hours.close) - minutesOfDay(hours.open) < 60) {
    throw new VenueSettingsError('Venue close time must be at least 1 hour after its open time.');
  }
  // Staffed hours follow the member-access hours unless set: a lounge without a door is staffed whenever open.
  const staffedHours = { open: hours.open, close: hours.close, ...overrides.staffedHours };
  for (const key of ['open', 'close'] as const) {
    if (!isWallTime(staffedHours[key]) || minutesOfDay(staffedHours[key]) % hours.stepMinutes !== 0) {
      throw new VenueSettingsError(
        `Staffed ${key} time must be HH:mm on the half hour (got "${staffedHours[key]}").`,
      );
    }
  }
  const [sOpen, sClose] = [minutesOfDay(staffedHours.open), minutesOfDay(staffedHours.close)];
  if (sOpen >= sClose || sOpen < minutesOfDay(hours.open) || sClose > minutesOfDay(hours.close)) {
    throw new VenueSettingsError(
      `Staffed hours must be within the venue's hours (${hours.open} to ${hours.close}), open before close.`,
    );
  }
  return Object.freeze({
    ...DEFAULT_VENUE,
    name: name.trim(),
    timeZone,
    bays: Object.freeze([...bays]),
    vipBays: Object.freeze([...new Set(vipBays)]),
    hours: Object.freeze(hours),
    staffedHours: Object.freeze(staffedHours),
    contact: Object.freeze({ ...DEFAULT_VENUE.contact, ...overrides.contact }),
  });
}

/**
 * The one place a bay rule lives: whether a member of `tier` may book `bay` at this venue. Every
 * place that picks or lists bays asks it (the booking rules, so every server path; 'any bay' on
 * the waitlist; the website's grid and bay list; the desk's dialogs and walk-in), so a bay rule is
 * written here once. The rule today: a VIP bay (VENUE_VIP_BAYS) is for VIP members only.
 */
export function mayBookBay(
  venue: Pick<VenueSettings, 'bays' | 'vipBays'>,
  tier: MembershipType,
  bay: string,
): boolean {
  return venue.bays.includes(bay) && (tier === 'vip' || !venue.vipBays.includes(bay));
}

/**
 * A bay as every screen, email, calendar file and record names it: 'Bay 2'. The one place the
 * word is spelled before a bay's number (the lint's tools/checkBayLabels.mjs refuses another).
 */
export function bayLabel(bay: string): string {
  return `Bay ${bay}`;
}

/** The venue's bays a member of `tier` may book, in the venue's order (see mayBookBay). */
export function baysForTier(venue: VenueSettings, tier: MembershipType): string[] {
  return venue.bays.filter((bay) => mayBookBay(venue, tier, bay));
}

/** '9:00 AM - 10:00 PM', the bookable hours as copy states them. */
export function hoursLabel(venue: VenueSettings): string {
  return `${formatWallTime(venue.hours.open)} - ${formatWallTime(venue.hours.close)}`;
}

/** '9:00 AM - 6:00 PM', the staffed hours as copy states them. */
export function staffedHoursLabel(venue: VenueSettings): string {
  return `${formatWallTime(venue.staffedHours.open)} - ${formatWallTime(venue.staffedHours.close)}`;
}

/** Whether the venue has hours without staff at all (staffed hours narrower than the member-access hours). */
export function hasUnstaffedHours(venue: VenueSettings): boolean {
  return venue.staffedHours.open !== venue.hours.open || venue.staffedHours.close !== venue.hours.close;
}

/** Whether any of a booking's time on its venue day falls outside the staffed hours. */
export function isUnstaffedTime(venue: VenueSettings, date: IsoDate, start: number, end: number): boolean {
  if (!hasUnstaffedHours(venue)) return false;
  const open = wallToInstant(date, venue.staffedHours.open, venue.timeZone);
  const close = wallToInstant(date, venue.staffedHours.close, venue.timeZone);
  return start < open || end > close;
}

export const staffingMessages = {
  unstaffed: (staffed: string): Notice => ({
    title: 'Unstaffed Then',
    message: `Nobody is at the desk at this time (staffed ${staffed}). Your booking needs its pass: it opens the door, so keep it on your phone.`,
  }),
  noDoorAccess: (staffed: string): Notice => ({
    title: 'Staffed Hours Only',
    message: `Your membership does not include entry without staff, so please book between ${staffed}.`,
  }),
} as const;

/** 'Bay 1, Bay 2 and Bay 3' style counts for copy: 'three' for 3 bays. */
export function bayCountWord(venue: VenueSettings): string {
  const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  return words[venue.bays.length] ?? String(venue.bays.length);
}
