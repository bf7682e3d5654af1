/**
 * The board's keyboard shortcuts: one key each, no modifier, listed in the '?' help. They act only
 * while the board is shown and no typing is under way (a text field, a select) and no dialog asks
 * something; Escape and Tab keep their usual meaning everywhere. Everything they do is also a
 * button, and every button is reachable with Tab.
 */
import { useEffect, useRef } from 'react';

export type BoardAction =
  | 'today'
  | 'previousDay'
  | 'nextDay'
  | 'search'
  | 'nextBooking'
  | 'previousBooking'
  | 'checkIn'
  | 'newBooking'
  | 'help';

export interface BoardShortcut {
  action: BoardAction;
  /** KeyboardEvent.key values; the first is the one the help shows first. */
  keys: readonly string[];
  label: string;
}

export const BOARD_SHORTCUTS: readonly BoardShortcut[] = [
  { action: 'today', keys: ['t'], label: 'Go to today' },
  { action: 'previousDay', keys: ['p', 'ArrowLeft'], label: 'Previous day' },
  { action: 'nextDay', keys: ['n', 'ArrowRight'], label: 'Next day' },
  { action: 'search', keys: ['/'], label: 'Search the day’s bookings' },
  { action: 'nextBooking', keys: ['j'], label: 'Select the next booking (opens its details)' },
  { action: 'previousBooking', keys: ['k'], label: 'Select the previous booking' },
  { action: 'checkIn', keys: ['c'], label: 'Check in the selected booking' },
  { action: 'newBooking', keys: ['b'], label: 'New booking' },
  { action: 'help', keys: ['?'], label: 'Show these shortcuts' },
];

/** How a key reads in the help: '←' for ArrowLeft, 'T' for t. */
export function keyLabel(key: string): string {
  if (key === 'ArrowLeft') return '←';
  if (key === 'ArrowRight') return '→';
  return key.length === 1 ? key.toUpperCase() : key;
}

/** Where a key press is someone typing (or a widget's own keys), not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return true;
  // antd's selects, the tab list (arrows move between tabs) and sliders own their keys.
  return target.closest('[role="combobox"], [role="tablist"], [role="slider"], [role="listbox"]') !== null;
}

/** A dialog (antd Modal) is open: its question comes first. The booking drawer is not one of these. */
function dialogOpen(): boolean {
  return Array.from(document.querySelectorAll<HTMLElement>('.ant-modal-wrap')).some(
    (wrap) => getComputedStyle(wrap).display !== 'none',
  );
}

/** The board action a key press asks for, or null. */
function shortcutOf(event: KeyboardEvent): BoardAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return null;
  if (isTyping(event.target) || dialogOpen()) return null;
  return BOARD_SHORTCUTS.find((s) => s.keys.includes(event.key))?.action ?? null;
}

/** Listens for the board's shortcuts while `enabled`; `run` is always the latest handler. */
export function useBoardShortcuts(run: (action: BoardAction) => void, enabled = true): void {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutOf(event);
      if (!action) return;
      event.preventDefault();
      latest.current(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
