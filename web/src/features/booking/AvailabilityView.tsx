import {
  bayLabel,
  bookingMessages,
  type IsoDate,
  mayBookBay,
  rangesOverlap,
  type TakenSlot,
  type TierRules,
  type TimeRange,
} from '@lounge/core';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useVenue } from '../../api/venue';
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
  /** A taken time the member could otherwise book: offered the waitlist for that bay and time. */
  onWaitlist?: (bay: string, startValue: string, label: string) => void;
}

/** Where each arrow key moves the focus in the grid: rows are times, columns bays. */
const MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

// 'shut': the lounge closed the bay then (a block, a round): taken, with no waitlist to join.
type CellState = 'free' | 'open' | 'taken' | 'shut' | 'past' | 'chosen' | 'closed';

const cellText: Record<CellState, string> = {
  open: 'Free',
  free: 'Free',
  taken: 'Taken',
  shut: 'Closed',
  past: 'Passed',
  chosen: 'Yours',
  closed: 'Not included',
};

/**
 * Bays by time for the chosen day (beyond docs/product.md: so a member picks a free bay instead of meeting
 * a conflict). One row per 30 minutes, one column per bay: narrow enough for a 375 px phone with
 * the venue's three bays, and it scrolls sideways for more. A free time a session can start at is a
 * button that fills in the bay and the start; a taken time the member's tier could otherwise book
 * is a button that offers the waitlist for it. A bay the member's tier may not book (core's
 * mayBookBay) is shown, not chosen: its heading and cells say why.
 *
 * The grid is one stop in the tab order (a roving tabindex): Tab enters it on the chosen cell (or
 * the first one), the arrow keys move between cells, Home and End go to the row's ends, and Tab
 * leaves it. Without this a day's grid is dozens of Tab stops.
 */
export function AvailabilityView({
  date,
  tier,
  now,
  taken,
  loadFailed,
  selection,
  onPick,
  onWaitlist,
}: AvailabilityProps) {
  const { venue } = useVenue();
  const tableRef = useRef<HTMLTableElement>(null);
  // The cell the grid's one tab stop is on, once the member has moved in it.
  const [active, setActive] = useState<string | null>(null);
  // Each bay's taken ranges and free starts, worked out when the day or its bookings change.
  const grid = useMemo(() => {
    if (!date || !taken) return null;
    // Half hours already over are left out: on today's grid they would only push the free ones down.
    const slots = daySlots(date, venue).filter((slot) => slot.end > now);
    const perBay = venue.bays.map((bay) => {
      const ranges = takenForBay(taken, bay);
      const shut = takenForBay(
        taken.filter((t) => t.closed),
        bay,
      );
      const startable = new Set(
        startChoices(date, venue, tier, now, ranges)
          .filter((o) => !o.disabled)
          .map((o) => o.value),
      );
      return { bay, ranges, shut, startable, included: mayBookBay(venue, tier.type, bay) };
    });
    // Starts the tier allows whatever is taken: a taken one of these may be waited for.
    const waitable = new Set(
      startChoices(date, venue, tier, now, [])
        .filter((o) => !o.disabled)
        .map((o) => o.value),
    );
    return { slots, perBay, waitable };
  }, [date, venue, tier, now, taken]);

  if (!date) return <p className="muted">Choose a date to see which bays are free.</p>;
  if (loadFailed) return <p role="alert">The bays' bookings for this day could not be loaded.</p>;
  if (!grid) return <p className="muted">Loading the day's bookings...</p>;
  const { slots, perBay, waitable } = grid;
  if (slots.length === 0) return <p className="muted">No times are left on this day.</p>;

  const stateOf = (bay: (typeof perBay)[number], slot: (typeof slots)[number]): CellState => {
    if (!bay.included) return 'closed';
    if (bay.shut.some((r) => rangesOverlap(slot, r))) return 'shut';
    if (bay.ranges.some((r) => rangesOverlap(slot, r))) return 'taken';
    if (slot.start <= now) return 'past'; // the half hour under way
    if (selection.bay === bay.bay && selection.range && rangesOverlap(slot, selection.range)) return 'chosen';
    return bay.startable.has(slot.value) ? 'open' : 'free';
  };

  const cellKey = (row: number, col: number) => `${row}:${col}`;
  const states = slots.map((slot) => perBay.map((bay) => stateOf(bay, slot)));
  const actionable = (state: CellState, value: string) =>
    state === 'open' ||
    state === 'chosen' ||
    (state === 'taken' && onWaitlist !== undefined && waitable.has(value));
  const cells = slots.flatMap((slot, row) =>
    perBay.flatMap((_, col) =>
      actionable(states[row]?.[col] ?? 'past', slot.value) ? [cellKey(row, col)] : [],
    ),
  );
  const chosenCell = slots.flatMap((_, row) =>
    perBay.flatMap((_, col) => (states[row]?.[col] === 'chosen' ? [cellKey(row, col)] : [])),
  )[0];
  const excluded = bookingMessages.bayNotForTierLabel(tier.name);
  const tabStop = active && cells.includes(active) ? active : (chosenCell ?? cells[0]);

  const focusCell = (key: string) => {
    setActive(key);
    tableRef.current?.querySelector<HTMLButtonElement>(`[data-cell="${key}"]`)?.focus();
  };

  // The next actionable cell from (row, col) in a direction, skipping cells that are not buttons.
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const key = (event.target as HTMLElement).dataset.cell;
    if (!key) return;
    const [row = 0, col = 0] = key.split(':').map(Number);
    const rowCells = cells.filter((c) => c.startsWith(`${row}:`));
    let next: string | undefined;
    if (event.key === 'Home') next = rowCells[0];
    else if (event.key === 'End') next = rowCells[rowCells.length - 1];
    const move = MOVES[event.key];
    if (move) {
      for (
        let r = row + move[0], c = col + move[1];
        r >= 0 && r < slots.length && c >= 0 && c < perBay.length;
      ) {
        if (cells.includes(cellKey(r, c))) {
          next = cellKey(r, c);
          break;
        }
        r += move[0];
        c += move[1];
      }
    }
    if (!move && next === undefined) return;
    event.preventDefault();
    if (next) focusCell(next);
  };

  return (
    <div className="availability">
      <p id="availability-keys" className="visually-hidden">
        Use the arrow keys to move between times and bays, and Enter to choose.
      </p>
      <div className="availability-scroll">
        <table
          className="availability-table"
          ref={tableRef}
          onKeyDown={onKeyDown}
          aria-describedby="availability-keys"
        >
          <caption>Bays by time on {dateLabel(date)}</caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              {perBay.map((bay) => (
                <th scope="col" key={bay.bay}>
                  {bayLabel(bay.bay)}
                  {bay.included ? null : <span className="slot-reason"> ({excluded})</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {slots.map((slot, row) => (
              <tr key={slot.value}>
                <th scope="row">{slot.label}</th>
                {perBay.map((bay, col) => {
                  const state = states[row]?.[col] ?? 'past';
                  const name = `${bayLabel(bay.bay)} at ${slot.label}`;
                  const key = cellKey(row, col);
                  const shared = {
                    type: 'button' as const,
                    'data-cell': key,
                    tabIndex: key === tabStop ? 0 : -1,
                    onFocus: () => setActive(key),
                  };
                  return (
                    <td key={bay.bay} className={`slot slot-${state}`}>
                      {state === 'open' || state === 'chosen' ? (
                        <button
                          {...shared}
                          aria-label={`${name}: ${state === 'chosen' ? 'your choice' : 'free, choose'}`}
                          aria-pressed={state === 'chosen'}
                          onClick={() => onPick(bay.bay, slot.value)}
                        >
                          {cellText[state]}
                        </button>
                      ) : actionable(state, slot.value) ? (
                        <button
                          {...shared}
                          aria-label={`${name}: taken, join the waitlist`}
                          onClick={() => onWaitlist?.(bay.bay, slot.value, name)}
                        >
                          {cellText[state]}
                        </button>
                      ) : (
                        <>
                          <span className="visually-hidden">
                            {name}
                            {state === 'closed' ? `, ${excluded}` : ''}:{' '}
                          </span>
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
        <li className="slot-taken">Taken: choose it to join the waitlist</li>
        {perBay.some((bay) => bay.shut.length > 0) ? (
          <li className="slot-shut">Closed: not open for booking then</li>
        ) : null}
        <li className="slot-chosen">Your choice</li>
        {perBay.some((bay) => !bay.included) ? (
          <li className="slot-closed">Not included: {excluded}</li>
        ) : null}
      </ul>
    </div>
  );
}
