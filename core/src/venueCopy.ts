/**
 * Copy derived from the venue settings, so every page that states hours, bays or tour times says
 * what the selectors and the server enforce (docs/product.md, choices 1 and 2). GET /api/venue answers `venueInfo`,
 * which is how the web app learns the box's configured venue (and whether it is the live system).
 */
import type { VenueInfo } from './api/venue';
import { DEFAULT_MEMBERSHIP_TERMS, type MembershipTerms } from './membershipTerms';
import { LIVE_RUN_MODE, type RunMode } from './runMode';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from './siteSettings';
import { MIN_SESSION_HOURS } from './tiers';
import { formatWallTime, minutesOfDay, wallTimeOfMinutes } from './time';
import { bayCountWord, hoursLabel, type VenueSettings } from './venue';

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export interface VenueCopy {
  /** '9:00 AM - 10:00 PM': the bookable hours, every day. */
  hours: string;
  /** '9:00 PM': the last start that leaves room for the shortest session before closing. */
  lastStart: string;
  /** 'three': the number of bays as a word. */
  bayCount: string;
  /** 'Wednesday-Saturday': the days tours run. */
  tourDays: string;
  /** '12:00 PM - 7:00 PM': the first and last tour start. */
  tourHours: string;
}

/** 'Monday' for ISO weekday 1 ... 'Sunday' for 7. */
function weekdayName(isoWeekday: number): string {
  return WEEKDAY_NAMES[isoWeekday - 1] ?? String(isoWeekday);
}

/** A run of consecutive weekdays reads 'Wednesday-Saturday'; anything else is listed. */
export function weekdaysLabel(isoWeekdays: readonly number[]): string {
  const days = [...isoWeekdays].sort((a, b) => a - b);
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) return '';
  if (days.length === 1) return weekdayName(first);
  const consecutive = days.every((d, i) => d === first + i);
  return consecutive ? `${weekdayName(first)}-${weekdayName(last)}` : days.map(weekdayName).join(', ');
}

export function venueCopy(venue: VenueSettings): VenueCopy {
  const lastStartMinutes = minutesOfDay(venue.hours.close) - MIN_SESSION_HOURS * 60;
  return {
    hours: hoursLabel(venue),
    lastStart: formatWallTime(wallTimeOfMinutes(lastStartMinutes)),
    bayCount: bayCountWord(venue),
    tourDays: weekdaysLabel(venue.tours.weekdays),
    tourHours: `${formatWallTime(venue.tours.firstSlot)} - ${formatWallTime(venue.tours.lastSlot)}`,
  };
}

export function venueInfo(
  venue: VenueSettings,
  runMode: RunMode = LIVE_RUN_MODE,
  membership: MembershipTerms = DEFAULT_MEMBERSHIP_TERMS,
  site: SiteSettings = DEFAULT_SITE_SETTINGS,
): VenueInfo {
  return { venue, copy: venueCopy(venue), runMode, membership, site };
}
