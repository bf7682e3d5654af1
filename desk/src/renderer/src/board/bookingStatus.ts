/**
 * How a booking reads on the board and in its details at a moment (core's board status, words and
 * colours), and which desk actions it allows then, with the reason when one is not open.
 */
import {
  BOARD_STATUS_LOOK,
  type BoardBooking,
  type BoardStatus,
  boardStatus,
  cancelRefusal,
  checkInRefusal,
  type DeskWindows,
  noShowRefusal,
  undoRefusal,
} from '@lounge/core';

export function statusOf(booking: BoardBooking, now: number): BoardStatus {
  return boardStatus(booking, now);
}

export function statusLabel(status: BoardStatus): string {
  return BOARD_STATUS_LOOK[status].label;
}

export function statusColor(status: BoardStatus): string {
  return BOARD_STATUS_LOOK[status].color;
}

export interface DeskActions {
  checkIn: boolean;
  /** Why check-in is not open now, when the booking is confirmed but outside the window. */
  checkInWhy: string | null;
  noShow: boolean;
  /** Why a no-show cannot be marked now (too early, another day), when the booking is confirmed. */
  noShowWhy: string | null;
  cancel: boolean;
  undo: boolean;
  /** Change or move (PATCH): a booking still to happen or under way. */
  edit: boolean;
}

/** The actions a booking allows at `now` (the server's own transitions and windows). */
export function bookingActions(
  booking: BoardBooking,
  now: number,
  timeZone: string,
  windows: DeskWindows,
): DeskActions {
  const confirmed = booking.status === 'confirmed';
  // The server's own rules with the venue's windows (the schedule carries them), so the buttons
  // never offer what the server refuses nor refuse what it allows.
  const window = confirmed ? checkInRefusal(booking, now, timeZone, windows) : null;
  const noShowWindow = confirmed ? noShowRefusal(booking, now, timeZone, windows) : null;
  return {
    checkIn: confirmed && window === null,
    checkInWhy: window?.message ?? null,
    noShow: confirmed && noShowWindow === null,
    noShowWhy: noShowWindow?.message ?? null,
    // One that has ended is the day's record: Correct, never Cancel (the server refuses it too).
    cancel:
      (confirmed || booking.status === 'held' || booking.status === 'checked_in') &&
      cancelRefusal(booking, now) === null,
    undo: undoRefusal(booking, now, timeZone) === null,
    edit: confirmed || booking.status === 'checked_in',
  };
}
