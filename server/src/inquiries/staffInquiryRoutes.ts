/**
 * Tours and inquiries at the desk (/api/staff): tours to confirm (with a date and time), complete
 * or cancel; event and contact inquiries to mark handled; notes on each. Every change is logged
 * (inquiries/inquiryService.ts).
 */
import type { Plugin } from '@hapi/hapi';
import * as api from '@lounge/core/api';
import type Joi from 'joi';
import type { AppContext } from '../appContext';
import { responds } from '../http/responseSchemas';
import { noPayload, typed, typedRoute, uuid, withParams } from '../http/validation';
import {
  INQUIRY_NOT_FOUND,
  inquiriesForDesk,
  markInquiryHandled,
  setInquiryNotes,
  setTourNotes,
  TOUR_NOT_FOUND,
  TOUR_STEP_NAMES,
  type TourStep,
  takeTourStep,
  toursForDesk,
} from '../inquiries/inquiryService';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';

const LIST_NOT_FOUND = 'No such inquiry list';
const tourParams = { id: uuid };
const inquiryParams = { kind: api.oneOf(api.INQUIRY_KINDS), id: uuid };

export const staffInquiryRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-inquiries',
  register(server, ctx) {
    requireStaffForPlugin(server);

    const tourStep = (action: TourStep) =>
      typed({
        method: 'POST',
        path: `/api/staff/tours/{id}/${action}`,
        options: {
          response: responds(api.TourView),
          validate: withParams(tourParams, TOUR_NOT_FOUND, {
            payload: action === 'confirm' ? api.ConfirmTourRequest : noPayload,
          }),
        },
        handler: (request) =>
          takeTourStep(ctx, staffUser(request), request.params.id, action, request.payload),
      });

    const inquiryOptions = <P extends Joi.AnySchema>(payload: P) => ({
      response: responds(api.InquiryView),
      validate: withParams(inquiryParams, INQUIRY_NOT_FOUND, { payload }),
    });

    server.route({
      method: 'GET',
      path: '/api/staff/tours',
      options: { response: responds(api.list(api.TourView)) },
      handler(request) {
        staffUser(request);
        return toursForDesk(ctx);
      },
    });
    server.route(TOUR_STEP_NAMES.map(tourStep));
    typedRoute(server, {
      method: 'PATCH',
      path: '/api/staff/tours/{id}',
      options: {
        response: responds(api.TourView),
        validate: withParams(tourParams, TOUR_NOT_FOUND, { payload: api.NotesRequest }),
      },
      handler: (request) => setTourNotes(ctx, staffUser(request), request.params.id, request.payload.notes),
    });
    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/inquiries/{kind}',
      options: {
        response: responds(api.list(api.InquiryView)),
        validate: withParams({ kind: inquiryParams.kind }, LIST_NOT_FOUND),
      },
      handler(request) {
        staffUser(request);
        return inquiriesForDesk(ctx, request.params.kind);
      },
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/inquiries/{kind}/{id}/handled',
      options: inquiryOptions(noPayload),
      handler: (request) =>
        markInquiryHandled(ctx, staffUser(request), request.params.kind, request.params.id),
    });
    typedRoute(server, {
      method: 'PATCH',
      path: '/api/staff/inquiries/{kind}/{id}',
      options: inquiryOptions(api.NotesRequest),
      handler: (request) =>
        setInquiryNotes(
          ctx,
          staffUser(request),
          request.params.kind,
          request.params.id,
          request.payload.notes,
        ),
    });
  },
};
