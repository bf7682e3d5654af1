/**
 * The API's types are derived from its joi schemas (src/api/shape.ts), not written beside them. This
 * file is compiled by `tsc -b` (npm run typecheck) as well as run: each `@ts-expect-error` marks a
 * use that must not compile. Rename or add a field in a schema and the uses below (like every screen
 * that reads it) stop compiling; let the derivation degrade to `any` and the directives become unused,
 * which tsc reports as errors too.
 */
import { describe, expect, it } from 'vitest';
import {
  type BookingRequest,
  BookingView,
  CancelledBookingView,
  type Shape,
  StaffEditRequest,
  type UserView,
} from '../src/api';

const booking: BookingView = {
  id: 'b1',
  userId: 'u1',
  bayNumber: '2',
  bookingDate: '2026-11-24',
  startTime: '2026-11-24T17:00:00.000Z',
  endTime: '2026-11-24T18:00:00.000Z',
  guestCount: '2',
  guestFee: 2500,
  status: 'confirmed',
  notes: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

// @ts-expect-error a field the schema does not have
const withExtra: BookingView = { ...booking, colour: 'green' };
const { guestFee: _fee, ...withoutFee } = booking;
// @ts-expect-error a field of the schema left out
const withMissing: BookingView = withoutFee;
// @ts-expect-error a field of the wrong type
const withWrongType: BookingView = { ...booking, guestFee: 'twenty-five dollars' };
// @ts-expect-error a status outside core's list (oneOf(BOOKING_STATUSES))
const withOtherStatus: BookingView = { ...booking, status: 'pending' };
// @ts-expect-error reading a field by a name the schema does not use
const renamed: number = booking.guestFees;

// extend(): the base's fields and the extension's, each required.
const cancelled: CancelledBookingView = { ...booking, refundCents: 0, refundMessage: null };
// @ts-expect-error the extension's own field left out
const cancelledWithoutRefund: CancelledBookingView = { ...booking, refundMessage: null };

// A request: what a client sends (defaults may be left out) and what the handler reads (filled in).
const edit: StaffEditRequest = { bayNumber: '2' };
// @ts-expect-error once joi has checked it, a defaulted key is always there
const handled: Shape<typeof StaffEditRequest> = { bayNumber: '2' };
// @ts-expect-error a stripped key is gone once checked (the pending booking's durationHours)
const stripped: Shape<typeof BookingRequest>['durationHours'] = 1;
const sentLength: BookingRequest = { durationHours: 1.5 };

// Nothing degraded to `any`: a type that is `any` would accept this.
type IsAny<T> = 0 extends 1 & T ? true : false;
const notAny: [IsAny<BookingView>, IsAny<UserView>, IsAny<StaffEditRequest>] = [false, false, false];

describe('schemas and their types', () => {
  it('a value of the derived type passes its schema', () => {
    expect(BookingView.validate(booking).error).toBeUndefined();
    expect(CancelledBookingView.validate(cancelled).error).toBeUndefined();
  });

  it('and what the types refuse, the schemas refuse', () => {
    for (const wrong of [withExtra, withMissing, withWrongType, withOtherStatus])
      expect(BookingView.validate(wrong).error).toBeDefined();
    expect(CancelledBookingView.validate(cancelledWithoutRefund).error).toBeDefined();
    expect(renamed).toBeUndefined();
  });

  it('fills in defaults and drops stripped keys, as the handler’s type says', () => {
    expect(StaffEditRequest.validate(edit).value).toEqual({
      bayNumber: '2',
      override: false,
      guestFeeCollected: false,
      guestFeeOwed: false,
    });
    expect(handled).toBeDefined();
    expect(stripped).toBe(1);
    expect(StaffEditRequest.validate(sentLength).value).toEqual({
      override: false,
      guestFeeCollected: false,
      guestFeeOwed: false,
    });
    expect(notAny).toEqual([false, false, false]);
  });
});
