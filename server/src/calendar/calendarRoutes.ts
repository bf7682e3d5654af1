/**
 * Calendars: a booking as an .ics download, and the member's private feed URL that a
 * calendar app subscribes to. The feed itself needs no session (calendar apps have none): the
 * random token in its URL is the key, and the member can replace it.
 */
import type { Plugin } from '@hapi/hapi';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import {
  BOOKING_NOT_FOUND,
  bookingCalendarFile,
  FEED_NOT_FOUND,
  feedFile,
  feedLink,
  newFeedLink,
} from '../calendar/calendarService';
import { SECRET_PATH } from '../http/loggedPath';
import { responds } from '../http/responseSchemas';
import { noPayload, token32, typedRoute, uuid, withParams } from '../http/validation';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

export const calendarRoutes: Plugin<AppContext> = {
  name: 'lounge-calendar-routes',
  register(server, ctx) {
    typedRoute(server, {
      method: 'GET',
      path: '/api/bookings/{id}/calendar.ics',
      options: {
        response: responds(api.CalendarText),
        validate: withParams({ id: uuid }, BOOKING_NOT_FOUND),
      },
      handler(request, h) {
        const { text, fileName } = bookingCalendarFile(ctx, currentUser(request), request.params.id);
        return h
          .response(text)
          .type(CALENDAR_TYPE)
          .header('content-disposition', `attachment; filename="${fileName}"`);
      },
    });
    server.route([
      {
        method: 'GET',
        path: '/api/calendar/feed',
        options: { response: responds(api.CalendarFeedLink) },
        handler: (request) => feedLink(ctx, currentUser(request)),
      },
      {
        method: 'POST',
        path: '/api/calendar/feed/reset',
        // No input: an empty body or {} only.
        options: { response: responds(api.CalendarFeedLink), validate: { payload: noPayload } },
        handler: (request) => newFeedLink(ctx, currentUser(request)),
      },
    ]);
    typedRoute(server, {
      method: 'GET',
      path: '/api/calendar/{token}.ics',
      // The token is the key: logged as the route's template, never the working address.
      options: {
        response: responds(api.CalendarText),
        auth: false,
        app: SECRET_PATH,
        validate: withParams({ token: token32 }, FEED_NOT_FOUND),
      },
      handler(request, h) {
        // Never cached (http/privateResponses.ts): the address is the key, the answer a member's bookings.
        return h.response(feedFile(ctx, request.params.token)).type(CALENDAR_TYPE);
      },
    });
  },
};
