/**
 * Tours and inquiries at the desk (/api/staff): tours to confirm (with a date and time), complete
 * or cancel; event and contact inquiries to mark handled; notes on each. Every change is logged
 * (inquiries/inquiryService.ts).
 */
import type { Plugin, ServerRoute } from '@hapi/hapi';
import type { ConfirmTourRequest, NotesRequest } from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { responds } from '../http/responseSchemas';
import * as shapes from '../http/responseShapes';
import { noPayload, uuid, withParams } from '../http/validation';
import {
  INQUIRY_KINDS,
  INQUIRY_NOT_FOUND,
  type InquiryKind,
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

const notesPayload = Joi.object({ notes: Joi.string().allow('').max(2000).required() }).label('request body');
const confirmPayload = Joi.object({
  confirmedDate: Joi.string().max(10).required(),
  confirmedTime: Joi.string().max(5).required(),
}).label('request body');

const LIST_NOT_FOUND = 'No such inquiry list';
const tourParams = { id: uuid };
const inquiryParams = { kind: Joi.string().valid(...INQUIRY_KINDS), id: uuid };

type InquiryRefs<Payload> = { Params: { kind: InquiryKind; id: string }; Payload: Payload };

export const staffInquiryRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-inquiries',
  register(server, ctx) {
    requireStaffForPlugin(server);

    const tourStep = (
      action: TourStep,
    ): ServerRoute<{ Params: { id: string }; Payload: Partial<ConfirmTourRequest> | null }> => ({
      method: 'POST',
      path: `/api/staff/tours/{id}/${action}`,
      options: {
        response: responds(shapes.TourView),
        validate: withParams(tourParams, TOUR_NOT_FOUND, {
          payload: action === 'confirm' ? confirmPayload : noPayload,
        }),
      },
      handler: (request) => takeTourStep(ctx, staffUser(request), request.params.id, action, request.payload),
    });

    const inquiryOptions = (payload: Joi.Schema) => ({
      response: responds(shapes.InquiryView),
      validate: withParams(inquiryParams, INQUIRY_NOT_FOUND, { payload }),
    });

    server.route({
      method: 'GET',
      path: '/api/staff/tours',
      options: { response: responds(Joi.array().items(shapes.TourView)) },
      handler(request) {
        staffUser(request);
        return toursForDesk(ctx);
      },
    });
    server.route(TOUR_STEP_NAMES.map(tourStep));
    server.route<{ Params: { id: string }; Payload: NotesRequest }>({
      method: 'PATCH',
      path: '/api/staff/tours/{id}',
      options: {
        response: responds(shapes.TourView),
        validate: withParams(tourParams, TOUR_NOT_FOUND, { payload: notesPayload }),
      },
      handler: (request) => setTourNotes(ctx, staffUser(request), request.params.id, request.payload.notes),
    });
    server.route<{ Params: { kind: InquiryKind } }>({
      method: 'GET',
      path: '/api/staff/inquiries/{kind}',
      options: {
        response: responds(Joi.array().items(shapes.InquiryView)),
        validate: withParams({ kind: inquiryParams.kind }, LIST_NOT_FOUND),
      },
      handler(request) {
        staffUser(request);
        return inquiriesForDesk(ctx, request.params.kind);
      },
    });
    server.route<InquiryRefs<null>>({
      method: 'POST',
      path: '/api/staff/inquiries/{kind}/{id}/handled',
      options: inquiryOptions(noPayload),
      handler: (request) =>
        markInquiryHandled(ctx, staffUser(request), request.params.kind, request.params.id),
    });
    server.route<InquiryRefs<NotesRequest>>({
      method: 'PATCH',
      path: '/api/staff/inquiries/{kind}/{id}',
      options: inquiryOptions(notesPayload),
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
