/**
 * A list with action buttons that holds still under the pointer. Once staff act on a row, the rows
 * keep the places they had when the click landed, and the acted-on row stays where it was, marked
 * (pending, then done), until the list's next regular refresh, at least STEADY_HOLD_MS after the
 * last action. A second click at the same spot a moment later lands on the same, now done, row, and
 * never on the member who would otherwise have moved up into its place. Rows that appear meanwhile
 * join at the bottom; a row that left the answer keeps its place with what it last showed.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** The shortest time an acted-on row stays in place: longer than the action's own refetch. */
export const STEADY_HOLD_MS = 4_000;

export interface SteadyRow<T> {
  key: string;
  item: T;
  /** What was done to the row ('Checked in'), or null when nothing was. */
  done: string | null;
}

interface Hold<T> {
  since: number;
  shown: SteadyRow<T>[];
  done: ReadonlyMap<string, string>;
}

export function useSteadyList<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  /** When the list's data last arrived (react-query's dataUpdatedAt). */
  refreshedAt: number,
) {
  const [hold, setHold] = useState<Hold<T> | null>(null);
  const shown = useRef<SteadyRow<T>[]>([]);
  const holding = useRef(false);
  const released = hold !== null && refreshedAt >= hold.since + STEADY_HOLD_MS;
  holding.current = hold !== null && !released;
  useEffect(() => {
    if (released) setHold(null);
  }, [released]);

  let rows: SteadyRow<T>[];
  if (!hold || released) {
    rows = items.map((item) => ({ key: keyOf(item), item, done: null }));
  } else {
    const fresh = new Map(items.map((item) => [keyOf(item), item]));
    const kept = hold.shown.map((row) => ({
      key: row.key,
      item: fresh.get(row.key) ?? row.item,
      done: hold.done.get(row.key) ?? null,
    }));
    const known = new Set(kept.map((row) => row.key));
    const added = items
      .filter((item) => !known.has(keyOf(item)))
      .map((item) => ({ key: keyOf(item), item, done: null }));
    rows = [...kept, ...added];
  }
  shown.current = rows;

  /** Marks a row (null takes the mark off, after a refusal) and holds the list as it is shown now. */
  const mark = useCallback((key: string, done: string | null) => {
    setHold((previous) => {
      const held = holding.current ? previous : null;
      const marks = new Map(held?.done ?? []);
      if (done === null) marks.delete(key);
      else marks.set(key, done);
      return { since: Date.now(), shown: held?.shown ?? shown.current, done: marks };
    });
  }, []);

  return { rows, mark };
}
