/** Shared test fixtures: a fixed clock and members of each kind. Times are Denver wall clock. */
import { DEFAULT_VENUE, type VenueSettings, wallToInstant } from '../src';

export const venue: VenueSettings = DEFAULT_VENUE;

/** The instant the Denver wall clock reads `date` `time`. */
export function at(date: string, time: string, v: VenueSettings = venue): number {
  return wallToInstant(date, time, v.timeZone);
}

/** "Now" for most tests: Sunday 2026-11-22, 10:00 AM in Denver (17:00 UTC). */
export const NOW = Date.UTC(2026, 10, 22, 17, 0);

export const general = { membershipType: 'general', membershipStatus: 'monthly' } as const;
export const vip = { membershipType: 'vip', membershipStatus: 'intro' } as const;
export const pending = { membershipType: 'general', membershipStatus: 'pending' } as const;
export const inactive = { membershipType: 'vip', membershipStatus: 'inactive' } as const;

/** What a form's validation answers when it refuses exactly one field. */
export function refusedOn(field: string, message: string) {
  return { ok: false, errors: { [field]: message } };
}
