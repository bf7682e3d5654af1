/**
 * Calendars: a booking as an .ics download, and the member's private feed URL that a
 * calendar app subscribes to. The feed itself needs no session (calendar apps have none): the
 * random token in its URL is the key, and the member can replace it.
 */
import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';
import type { CalendarFeedLink } from '@lounge/core';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import {
  bookingOfMember,
  ensureFeedToken,
  feedBookings,
  feedOwner,
  feedUrl,
  resetFeedToken,
} from '../calendar/calendarFeeds';
import { attendeeOf, bookingCalendar, feedCalendar } from '../calendar/ics';
import { SECRET_PATH } from '../http/loggedPath';
import { responds } from '../http/responseSchemas';
import { noPayload, token32, uuid, withParams } from '../http/validation';
import * as shapes from './responseShapes';

const BOOKING_NOT_FOUND = 'Booking not found';
const FEED_NOT_FOUND = 'Calendar feed not found';
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
/** Statuses whose file removes the event rather than adding it. */
const GONE_STATUSES = new Set(['cancelled', 'expired']);

export const calendarRoutes: Plugin<AppContext> = {
  name: 'lounge-calendar-routes',
  register(server, ctx) {
    server.route<{ Params: { id: string } }>({
      method: 'GET',
      path: '/api/bookings/{id}/calendar.ics',
      options: { response: responds(shapes.Calendar), validate: withParams({ id: uuid }, BOOKING_NOT_FOUND) },
      handler(request, h) {
        const { id } = request.params;
        const member = currentUser(request);
        const booking = bookingOfMember(ctx.db, member.id, id);
        // Another member's booking answers exactly like one that does not exist.
        if (!booking) throw Boom.notFound(BOOKING_NOT_FOUND);
        const text = bookingCalendar(booking, ctx.config.venue, ctx.config.publicUrl, {
          cancelled: GONE_STATUSES.has(booking.status),
          attendee: attendeeOf(member),
        });
        return h
          .response(text)
          .type(CALENDAR_TYPE)
          .header('content-disposition', `attachment; filename="lounge-booking-${booking.bookingDate}.ics"`);
      },
    });
    server.route([
      {
        method: 'GET',
        path: '/api/calendar/feed',
        options: { response: responds(shapes.CalendarFeedLink) },
        handler(request) {
          const token = ensureFeedToken(ctx.database, currentUser(request).id, ctx.now());
          return { url: feedUrl(ctx.config.publicUrl, token) } satisfies CalendarFeedLink;
        },
      },
      {
        method: 'POST',
        path: '/api/calendar/feed/reset',
        // No input: an empty body or {} only.
        options: { response: responds(shapes.CalendarFeedLink), validate: { payload: noPayload } },
        handler(request) {
          const token = resetFeedToken(ctx.database, currentUser(request).id, ctx.now());
          return { url: feedUrl(ctx.config.publicUrl, token) } satisfies CalendarFeedLink;
        },
      },
    ]);
    server.route<{ Params: { token: string } }>({
      method: 'GET',
      path: '/api/calendar/{token}.ics',
      // The token is the key: logged as the route's template, never the working address.
      options: {
        response: responds(shapes.Calendar),
        auth: false,
        app: SECRET_PATH,
        validate: withParams({ token: token32 }, FEED_NOT_FOUND),
      },
      handler(request, h) {
        const { token } = request.params;
        const userId = feedOwner(ctx.db, token);
        // One answer for every token that is not a live one: unknown, replaced or malformed.
        if (!userId) throw Boom.notFound(FEED_NOT_FOUND);
        const text = feedCalendar(
          feedBookings(ctx.db, userId, ctx.now()),
          ctx.config.venue,
          ctx.config.publicUrl,
          `${ctx.config.venue.name} bookings`,
        );
        // Never cached (http/privateResponses.ts): the address is the key, the answer a member's bookings.
        return h.response(text).type(CALENDAR_TYPE);
      },
    });
  },
};
