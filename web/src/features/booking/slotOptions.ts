/**
 * The choices the booking form and the edit dialog offer, from core's grid and rules: start and
 * end times with the reason each unavailable one is disabled, the times taken in a bay, and the
 * clean-up when a change leaves an earlier choice impossible.
 */
import {
  bookingHours,
  endAfterStartChange,
  endOptions,
  HOUR_MS,
  type IsoDate,
  MAX_PLAYERS,
  MIN_SESSION_HOURS,
  parseIsoInstant,
  resolveBookingTime,
  type SlotDisabledReason,
  startOptions,
  type TakenSlot,
  type TierRules,
  type TimeRange,
  type VenueSettings,
} from '@lounge/core';
import { gridOf } from './bookingTimes';
import { hoursLabel, playersLabel } from './sessionLabels';

export interface TimeChoice {
  value: string;
  label: string;
  instant: number;
  disabled: boolean;
  reason?: SlotDisabledReason;
}

/** Why a time cannot be chosen, in a member's words. */
function reasonText(reason: SlotDisabledReason, tier: TierRules): string {
  switch (reason) {
    case 'past':
      return 'passed';
    case 'taken':
      return 'taken';
    case 'tooShort':
      return `under ${hoursLabel(MIN_SESSION_HOURS)}`;
    case 'tooLong':
      return `over ${tier.name} limit of ${hoursLabel(tier.maxSessionHours)}`;
  }
}

/**
 * The taken ranges of one bay on the day, leaving out `exclude` (the booking being edited, which
 * does not stand in its own way). No bay chosen yet: nothing is taken.
 */
export function takenForBay(
  slots: readonly TakenSlot[],
  bay: string | undefined,
  exclude?: TakenSlot,
): TimeRange[] {
  if (!bay) return [];
  return slots
    .filter((s) => s.bayNumber === bay)
    .filter(
      (s) =>
        !exclude ||
        s.bayNumber !== exclude.bayNumber ||
        parseIsoInstant(s.startTime) !== parseIsoInstant(exclude.startTime) ||
        parseIsoInstant(s.endTime) !== parseIsoInstant(exclude.endTime),
    )
    .flatMap((s) => {
      const start = parseIsoInstant(s.startTime);
      const end = parseIsoInstant(s.endTime);
      return start === null || end === null ? [] : [{ start, end }];
    });
}

/** Start times for the day: core's options, each unavailable one labelled with its reason. */
export function startChoices(
  date: IsoDate,
  venue: VenueSettings,
  tier: TierRules,
  now: number,
  taken: readonly TimeRange[],
): TimeChoice[] {
  if (!date) return [];
  return startOptions(date, venue, now, taken).map((o) => ({
    value: o.value,
    label: o.reason ? `${o.label} - ${reasonText(o.reason, tier)}` : o.label,
    instant: o.instant,
    disabled: o.disabled,
    ...(o.reason ? { reason: o.reason } : {}),
  }));
}

/**
 * End times once a start is chosen, each with the session length it makes: the booking page's and
 * the edit dialog's alike. A length outside the tier's range (core's endOptions) or a taken time is
 * disabled, its label saying why, so neither offers what the server would refuse.
 */
export function endChoices(
  date: IsoDate,
  venue: VenueSettings,
  tier: TierRules,
  start: number | null,
  taken: readonly TimeRange[],
): TimeChoice[] {
  if (!date || start === null) return [];
  return endOptions(date, venue, tier, start, taken).map((o) => {
    const label = `${o.label} (${hoursLabel(bookingHours(start, o.instant))})`;
    return {
      value: o.value,
      label: o.reason ? `${label} - ${reasonText(o.reason, tier)}` : label,
      instant: o.instant,
      disabled: o.disabled,
      ...(o.reason ? { reason: o.reason } : {}),
    };
  });
}

/** The instant a form's time value names on `date`, or null. */
export function instantOf(date: IsoDate, value: string | undefined, venue: VenueSettings): number | null {
  return date && value ? resolveBookingTime(date, value, venue) : null;
}

export interface TimeSelection {
  startTime?: string;
  endTime?: string;
}

/**
 * What is left of the chosen times after a change (of start, date, bay, the day's bookings, or the
 * clock): a start that can no longer be chosen goes, and with it the end; an end that no longer fits
 * the start (core's endAfterStartChange: too long after an earlier start, too short or before a
 * later one) or is taken goes on its own.
 */
export function keepValidTimes(
  selection: TimeSelection,
  starts: readonly TimeChoice[],
  ends: (start: number) => readonly TimeChoice[],
  tier: TierRules,
): TimeSelection {
  const start = starts.find((o) => o.value === selection.startTime && !o.disabled);
  if (!start) return {};
  const end = ends(start.instant).find((o) => o.value === selection.endTime && !o.disabled);
  if (!end) return { startTime: start.value };
  if (endAfterStartChange(start.instant, end.instant, tier) === null) {
    return { startTime: start.value };
  }
  return { startTime: start.value, endTime: end.value };
}

/** The end a click in the availability view suggests: the current end if it still fits, else the shortest session. */
export function suggestedEnd(
  start: number,
  currentEnd: string | undefined,
  ends: readonly TimeChoice[],
): string | undefined {
  const keep = ends.find((o) => o.value === currentEnd && !o.disabled);
  if (keep) return keep.value;
  return ends.find((o) => !o.disabled && o.instant === start + MIN_SESSION_HOURS * HOUR_MS)?.value;
}

/** Every 30-minute slot of the day, for the availability view: [point, next point). */
export function daySlots(
  date: IsoDate,
  venue: VenueSettings,
): Array<TimeRange & { label: string; value: string }> {
  if (!date) return [];
  const grid = gridOf(date, venue);
  return grid.slice(0, -1).map((p, i) => ({
    start: p.instant,
    end: grid[i + 1]?.instant ?? p.instant,
    label: p.label,
    value: p.value,
  }));
}

/** Players 1 to 5, the member included, for both tiers (docs/product.md, choice 5). */
export function playerChoices(): Array<{ value: number; label: string }> {
  return Array.from({ length: MAX_PLAYERS }, (_, i) => ({ value: i + 1, label: playersLabel(i + 1) }));
}
