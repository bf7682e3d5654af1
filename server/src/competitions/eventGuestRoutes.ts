/**
 * At the desk, a Golf Tournaments event's competition for its guests
 * (/api/staff/event-quotes/{id}/competition): read it, create it, and add, rename or remove a
 * guest. The rules are eventGuests.ts's and core's eventGuests.ts; scores go through the usual
 * staff card and attempt routes.
 */
import type { Plugin } from '@hapi/hapi';
import { eventGuestMessages } from '@lounge/core';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { responds } from '../http/responseSchemas';
import { typedRoute, uuid, withParams } from '../http/validation';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import {
  addGuest,
  createEventCompetition,
  eventCompetitionView,
  removeGuest,
  renameGuest,
} from './eventGuests';

const notFound = eventGuestMessages.eventNotFound;
const base = '/api/staff/event-quotes/{id}/competition';

export const eventGuestRoutes: Plugin<AppContext> = {
  name: 'lounge-event-guests',
  register(server, ctx) {
    requireStaffForPlugin(server);

    typedRoute(server, {
      method: 'GET',
      path: base,
      options: { response: responds(api.EventCompetitionView), validate: withParams({ id: uuid }, notFound) },
      handler(request) {
        staffUser(request);
        return eventCompetitionView(ctx, request.params.id);
      },
    });

    typedRoute(server, {
      method: 'POST',
      path: base,
      options: {
        response: responds(api.EventCompetitionView),
        validate: withParams({ id: uuid }, notFound, { payload: api.EventCompetitionRequest }),
      },
      handler(request, h) {
        const made = createEventCompetition(ctx, staffUser(request).id, request.params.id, request.payload);
        return h.response(made).code(201);
      },
    });

    typedRoute(server, {
      method: 'POST',
      path: `${base}/guests`,
      options: {
        response: responds(api.EventCompetitionView),
        validate: withParams({ id: uuid }, notFound, { payload: api.GuestRequest }),
      },
      handler(request, h) {
        const view = addGuest(ctx, staffUser(request).id, request.params.id, request.payload.name);
        return h.response(view).code(201);
      },
    });

    typedRoute(server, {
      method: 'PATCH',
      path: `${base}/guests/{entryId}`,
      options: {
        response: responds(api.EventCompetitionView),
        validate: withParams({ id: uuid, entryId: uuid }, notFound, { payload: api.GuestRequest }),
      },
      handler(request) {
        const { id, entryId } = request.params;
        return renameGuest(ctx, staffUser(request).id, id, entryId, request.payload.name);
      },
    });

    typedRoute(server, {
      method: 'DELETE',
      path: `${base}/guests/{entryId}`,
      options: {
        response: responds(api.EventCompetitionView),
        validate: withParams({ id: uuid, entryId: uuid }, notFound),
      },
      handler(request) {
        const { id, entryId } = request.params;
        return removeGuest(ctx, staffUser(request).id, id, entryId);
      },
    });
  },
};
