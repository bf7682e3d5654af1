/**
 * Private events' quotes. At the desk (/api/staff/event-quotes, /api/staff/event-add-ons): build a
 * quote from an event inquiry, change it while it is a draft, send it, list and read quotes, take the balance, cancel; edit the
 * add-ons' price list. On the quote page (/api/event-quote/*, no account: the link's token, in the
 * body so no log holds it): view, accept the terms, pay the deposit or balance, come back from
 * paying, cancel. The rules are core's (eventQuotes.ts, eventQuoteFlow.ts); the writes are
 * events/eventQuoteService.ts's and events/eventPayments.ts's.
 */
import type { Plugin } from '@hapi/hapi';
import { eventQuoteMessages } from '@lounge/core';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import {
  acceptEventQuote,
  changeEventQuote,
  createEventQuote,
  eventQuoteForDesk,
  eventQuotesForDesk,
  eventsOfMember,
  sendEventQuote,
  viewEventQuote,
} from '../events/eventQuoteService';
import { responds } from '../http/responseSchemas';
import { noPayload, typedRoute, uuid, withParams } from '../http/validation';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import { eventAddOnPrices, setEventAddOnPrices } from './eventAddOns';
import { cancelEventByContact, cancelEventByStaff } from './eventCancel';
import { returnFromEventCheckout, startEventCheckout } from './eventCheckout';
import { recordBalanceAtDesk } from './eventPayments';

const quoteParams = { id: uuid };

export const staffEventQuoteRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-event-quotes',
  register(server, ctx) {
    requireStaffForPlugin(server);

    server.route({
      method: 'GET',
      path: '/api/staff/event-add-ons',
      options: { response: responds(api.list(api.EventAddOnPrice)) },
      handler(request) {
        staffUser(request);
        return eventAddOnPrices(ctx);
      },
    });
    typedRoute(server, {
      method: 'PUT',
      path: '/api/staff/event-add-ons',
      options: {
        response: responds(api.list(api.EventAddOnPrice)),
        validate: { payload: api.EventAddOnPricesRequest },
      },
      handler: (request) => setEventAddOnPrices(ctx, staffUser(request), request.payload),
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/event-quotes',
      options: { response: responds(api.StaffEventQuote), validate: { payload: api.EventQuoteRequest } },
      handler: (request, h) =>
        h.response(createEventQuote(ctx, staffUser(request), request.payload)).code(201),
    });
    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/event-quotes',
      options: {
        response: responds(api.list(api.StaffEventQuote)),
        validate: { query: api.EventQuoteListQuery },
      },
      handler(request) {
        staffUser(request);
        return eventQuotesForDesk(ctx, request.query);
      },
    });
    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/event-quotes/{id}',
      options: {
        response: responds(api.StaffEventQuote),
        validate: withParams(quoteParams, eventQuoteMessages.notFound),
      },
      handler(request) {
        staffUser(request);
        return eventQuoteForDesk(ctx, request.params.id);
      },
    });
    typedRoute(server, {
      method: 'PATCH',
      path: '/api/staff/event-quotes/{id}',
      options: {
        response: responds(api.StaffEventQuote),
        validate: withParams(quoteParams, eventQuoteMessages.notFound, { payload: api.EventQuoteChange }),
      },
      handler: (request) => changeEventQuote(ctx, staffUser(request), request.params.id, request.payload),
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/event-quotes/{id}/send',
      options: {
        response: responds(api.SentEventQuote),
        validate: withParams(quoteParams, eventQuoteMessages.notFound, { payload: noPayload }),
      },
      handler: (request) => sendEventQuote(ctx, staffUser(request), request.params.id),
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/event-quotes/{id}/balance',
      options: {
        response: responds(api.StaffEventQuote),
        validate: withParams(quoteParams, eventQuoteMessages.notFound, { payload: api.EventBalanceRequest }),
      },
      handler: (request) => recordBalanceAtDesk(ctx, staffUser(request), request.params.id, request.payload),
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/event-quotes/{id}/cancel',
      options: {
        response: responds(api.StaffEventQuote),
        validate: withParams(quoteParams, eventQuoteMessages.notFound, { payload: api.EventCancelRequest }),
      },
      handler: (request) =>
        cancelEventByStaff(ctx, staffUser(request), request.params.id, request.payload.reason),
    });
  },
};

export const eventQuotePageRoutes: Plugin<AppContext> = {
  name: 'lounge-event-quote-page',
  register(server, ctx) {
    // A signed-in member's own events, for the dashboard (no link needed: they are signed in).
    server.route({
      method: 'GET',
      path: '/api/event-quotes/mine',
      options: { response: responds(api.list(api.PublicEventQuote)) },
      handler: (request) => eventsOfMember(ctx, currentUser(request)),
    });

    const page = { auth: false, response: responds(api.PublicEventQuote) } as const;
    const tokenOnly = { payload: api.EventQuoteTokenRequest };

    typedRoute(server, {
      method: 'POST',
      path: '/api/event-quote/view',
      options: { ...page, validate: tokenOnly },
      handler: (request) => viewEventQuote(ctx, request.payload.token),
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/event-quote/accept',
      options: { ...page, validate: tokenOnly },
      handler: (request) => acceptEventQuote(ctx, request.payload.token),
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/event-quote/cancel',
      options: { ...page, validate: tokenOnly },
      handler: (request) => cancelEventByContact(ctx, request.payload.token),
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/event-quote/return',
      options: { ...page, validate: { payload: api.EventQuoteReturnRequest } },
      handler: (request) => returnFromEventCheckout(ctx, request.payload.token, request.payload.sessionId),
    });
    for (const part of ['deposit', 'balance'] as const) {
      typedRoute(server, {
        method: 'POST',
        path: `/api/event-quote/${part}`,
        options: {
          auth: false,
          response: responds(api.EventCheckoutRedirect),
          validate: { payload: api.EventQuotePayRequest },
        },
        handler: (request) => startEventCheckout(ctx, request.payload.token, part, request.payload.cents),
      });
    }
  },
};
