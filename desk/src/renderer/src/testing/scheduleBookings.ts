/** Bookings and blocks of a day's schedule for the board's component tests: one player, no guests or notes. */
import {
  type BayBlockView,
  type BookingStatus,
  DEFAULT_VENUE,
  ERASED_PROFILE,
  type ScheduleBooking,
  wallToInstant,
} from '@lounge/core';

export interface ScheduleBookingSpec {
  /** The booking's id, and the member's first name. */
  id: string;
  bay: string;
  /** 'HH:mm' at the default venue on `day`. */
  start: string;
  end: string;
  status?: BookingStatus;
  memberId?: string;
}

/** A booking made at 9:00 AM on `day`, upcoming on the board, by a General member named `id` Tester. */
export function scheduleBooking(
  day: string,
  { id, bay, start, end, status = 'confirmed', memberId = id }: ScheduleBookingSpec,
): ScheduleBooking {
  const iso = (time: string) => new Date(wallToInstant(day, time, DEFAULT_VENUE.timeZone)).toISOString();
  return {
    id,
    userId: memberId,
    bayNumber: bay,
    bookingDate: day,
    startTime: iso(start),
    endTime: iso(end),
    status,
    displayStatus: status,
    boardStatus: 'upcoming',
    players: 1,
    guestCount: '1',
    guestFee: 0,
    guestFeeRefundedCents: 0,
    notes: null,
    createdBy: null,
    limitOverride: false,
    releasedAt: null,
    checkedInAtKiosk: null,
    createdAt: iso('09:00'),
    updatedAt: iso('09:00'),
    member: {
      ...ERASED_PROFILE,
      id: memberId,
      firstName: id,
      lastName: 'Tester',
      email: `${id}@example.com`,
      membershipType: 'general',
    },
  };
}

/**
 * A bay block on `day` at the default venue, made at 9:00 AM: a staff block, or with `held` a
 * private event's hold or a competition round's bay.
 */
export function scheduleBlock(
  day: string,
  {
    id,
    bay = '3',
    start,
    end,
    reason,
  }: { id: string; bay?: string; start: string; end: string; reason: string },
  held: Partial<Pick<BayBlockView, 'eventQuoteId' | 'competitionRoundId' | 'lessonId'>> = {},
): BayBlockView {
  const iso = (time: string) => new Date(wallToInstant(day, time, DEFAULT_VENUE.timeZone)).toISOString();
  return {
    id,
    groupId: `g-${id}`,
    bayNumber: bay,
    date: day,
    startTime: iso(start),
    endTime: iso(end),
    reason,
    createdBy: null,
    createdAt: iso('09:00'),
    eventQuoteId: null,
    competitionRoundId: null,
    lessonId: null,
    ...held,
  };
}
