/** A booking as the API answers it (core's BookingView): instants in ISO 8601 UTC, guestCount as the product's string. */
import type { BookingView } from '@lounge/core';
import type { BookingViewRow } from './bookingStore';

export function bookingView(row: BookingViewRow): BookingView {
  return {
    id: row.id,
    userId: row.userId,
    bayNumber: row.bayNumber,
    bookingDate: row.bookingDate,
    startTime: row.startTime,
    endTime: row.endTime,
    guestCount: String(row.guestCount),
    guestFee: row.guestFee,
    status: row.status,
    notes: row.notes,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
