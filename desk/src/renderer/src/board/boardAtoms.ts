/** The bay board's screen state, shared by its toolbar, grid, drawer and booking dialog (jotai). */
import { atom } from 'jotai';

/** The venue date on the board, or null to follow today (it rolls over at the venue's midnight). */
export const boardDateAtom = atom<string | null>(null);

/** The booking whose details are open. */
export const selectedBookingIdAtom = atom<string | null>(null);

export interface NewBookingRequest {
  /** A member picked elsewhere (the Members list's 'Book'), else the dialog asks. */
  member?: { id: string; name: string };
}

/** The desk booking dialog: closed (null) or open with what it starts from. */
export const newBookingAtom = atom<NewBookingRequest | null>(null);

/** Where a booking is dragged to on the board: the edit dialog opens with these filled in. */
export interface BookingMoveDraft {
  bayNumber: string;
  bookingDate: string;
  /** 'HH:mm' at the venue. */
  startTime: string;
  endTime: string;
}

/** The dialog that moves or changes a booking: closed (null), or open on a booking (and a drop). */
export const editBookingAtom = atom<{ bookingId: string; move?: BookingMoveDraft } | null>(null);

/**
 * The walk-in dialog: closed (null), or open on a venue date, with the bay and the slot clicked on
 * the board when it was opened from there ('Walk-in now' gives today and neither).
 */
export interface WalkInRequest {
  date: string;
  bayNumber?: string;
  /** A later slot's instant: that start is booked (no check-in). Absent: from now. */
  startInstant?: number;
}

export const walkInAtom = atom<WalkInRequest | null>(null);
