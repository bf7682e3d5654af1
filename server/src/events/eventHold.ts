/**
 * Whether an event's time is free, as a bay block asks it: the bookings in the way (refused with
 * their list, as blocks are) and any block or other event's hold (the first paid wins). Called
 * inside the write transaction that sends the quote or holds the bays.
 */
import {
  type BlockOccurrence,
  bookingStatusWords,
  type CoveredBooking,
  eventQuoteMessages,
  toIsoInstant,
  venueDate,
} from '@lounge/core';
import type { AppContext } from '../appContext';
import { refuse } from '../http/errors';
import { bookingsCoveredBy, expireLapsedHolds } from '../occupancy/occupancyService';
import { findUserById } from '../users/userService';
import { blocksCovering, type EventQuoteRow } from './eventQuoteStore';
import { spaceOf } from './eventQuoteView';

/** The event's bays and span as block occurrences. */
export function eventOccurrences(ctx: AppContext, row: EventQuoteRow): BlockOccurrence[] {
  const space = spaceOf(row);
  const bays = space === 'facility' ? [...ctx.config.venue.bays] : space;
  const start = Date.parse(row.startsAt);
  const end = Date.parse(row.endsAt);
  const date = venueDate(start, ctx.config.venue.timeZone);
  return bays.map((bayNumber) => ({ bayNumber, date, start, end }));
}

/** What stands in the event's way, if anything: a refusal to throw. */
export function eventTimeRefusal(ctx: AppContext, row: EventQuoteRow) {
  const occurrences = eventOccurrences(ctx, row);
  expireLapsedHolds(ctx.db, toIsoInstant(ctx.now()));
  const inTheWay = bookingsCoveredBy(ctx.db, occurrences);
  if (inTheWay.length > 0) {
    const bookings: CoveredBooking[] = inTheWay.map((b) => {
      const member = findUserById(ctx.db, b.userId);
      return {
        id: b.id,
        bayNumber: b.bayNumber,
        startTime: b.startTime,
        endTime: b.endTime,
        memberName: member ? `${member.firstName} ${member.lastName}`.trim() : 'Deleted member',
        guestFee: b.guestFee,
        status: b.status,
        statusWords: bookingStatusWords(b.status),
      };
    });
    const error = refuse(409, {
      ...eventQuoteMessages.bookingsInTheWay(inTheWay.length),
      code: 'event_covers_bookings',
    });
    Object.assign(error.output.payload, { bookings });
    return error;
  }
  const held = blocksCovering(ctx.db, occurrences).filter((b) => b.eventQuoteId !== row.id);
  if (held.length > 0) return refuse(409, { ...eventQuoteMessages.timeHeld, code: 'event_time_held' });
  return null;
}
