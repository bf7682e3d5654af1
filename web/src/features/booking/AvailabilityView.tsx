import { type IsoDate, rangesOverlap, type TierRules, type TimeRange } from '@lounge/core';
import { useMemo } from 'react';
import { useVenue } from '../../api/venue';
import type { TakenSlot } from './bookingApi';
import { dateLabel } from './bookingTimes';
import { daySlots, startChoices, takenForBay } from './slotOptions';

export interface AvailabilityProps {
  date: IsoDate;
  tier: TierRules;
  now: number;
  /** The day's taken times; undefined while they load. */
  taken: readonly TakenSlot[] | undefined;
  loadFailed?: boolean;
  /** The member's current choice, highlighted. */
  selection: { bay?: string; range: TimeRange | null };
  onPick: (bay: string, startValue: string) => void;
}

type CellState = 'free' | 'open' | 'taken' | 'past' | 'chosen';

const cellText: Record<CellState, string> = {
  open: 'Free',
  free: 'Free',
  taken: 'Taken',
  past: 'Passed',
  chosen: 'Yours',
};

/**
 * Bays by time for the chosen day (beyond SPEC.md: so a member picks a free bay instead of meeting
 * a conflict). One row per 30 minutes, one column per bay: narrow enough for a 375 px phone with
 * the venue's three bays, and it scrolls sideways for more. A free time a session can start at is a
 * button that fills in the bay and the start.
 */
export function AvailabilityView({
  date,
  tier,
  now,
  taken,
  loadFailed,
  selection,
  onPick,
}: AvailabilityProps) {
  const { venue } = useVenue();
  // Each bay's taken ranges and free starts, worked out when the day or its bookings change.
  const grid = useMemo(() => {
    if (!date || !taken) return null;
    // Half hours already over are left out: on today's grid they would only push the free ones down.
    const slots = daySlots(date, venue).filter((slot) => slot.end > now);
    const perBay = venue.bays.map((bay) => {
      const ranges = takenForBay(taken, bay);
      const startable = new Set(
        startChoices(date, venue, tier, now, ranges)
          .filter((o) => !o.disabled)
          .map((o) => o.value),
      );
      return { bay, ranges, startable };
    });
    return { slots, perBay };
  }, [date, venue, tier, now, taken]);

  if (!date) return <p className="muted">Choose a date to see which bays are free.</p>;
  if (loadFailed) return <p role="alert">The bays' bookings for this day could not be loaded.</p>;
  if (!grid) return <p className="muted">Loading the day's bookings...</p>;
  const { slots, perBay } = grid;
  if (slots.length === 0) return <p className="muted">No times are left on this day.</p>;

  const stateOf = (bay: (typeof perBay)[number], slot: (typeof slots)[number]): CellState => {
    if (bay.ranges.some((r) => rangesOverlap(slot, r))) return 'taken';
    if (slot.start <= now) return 'past'; // the half hour under way
    if (selection.bay === bay.bay && selection.range && rangesOverlap(slot, selection.range)) return 'chosen';
    return bay.startable.has(slot.value) ? 'open' : 'free';
  };

  return (
    <div className="availability">
      <div className="availability-scroll">
        <table className="availability-table">
          <caption>Bays by time on {dateLabel(date)}</caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              {venue.bays.map((bay) => (
                <th scope="col" key={bay}>
                  Bay {bay}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {slots.map((slot) => (
              <tr key={slot.value}>
                <th scope="row">{slot.label}</th>
                {perBay.map((bay) => {
                  const state = stateOf(bay, slot);
                  const name = `Bay ${bay.bay} at ${slot.label}`;
                  return (
                    <td key={bay.bay} className={`slot slot-${state}`}>
                      {state === 'open' || state === 'chosen' ? (
                        <button
                          type="button"
                          aria-label={`${name}: ${state === 'chosen' ? 'your choice' : 'free, choose'}`}
                          aria-pressed={state === 'chosen'}
                          onClick={() => onPick(bay.bay, slot.value)}
                        >
                          {cellText[state]}
                        </button>
                      ) : (
                        <>
                          <span className="visually-hidden">{name}: </span>
                          {cellText[state]}
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="availability-legend" aria-label="Key">
        <li className="slot-open">Free</li>
        <li className="slot-taken">Taken</li>
        <li className="slot-chosen">Your choice</li>
      </ul>
    </div>
  );
}
