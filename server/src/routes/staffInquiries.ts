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
import { noPayload, uuid, withParams } from '../http/validation';
import {
  changeInquiry,
  changeTourStatus,
  INQUIRY_NOT_FOUND,
  type InquiryChange,
  setTourNotes,
  TOUR_NOT_FOUND,
  type TourStatusChange,
} from '../inquiries/inquiryService';
import { INQUIRY_TABLES, type InquiryKind, listInquiries, listTours } from '../inquiries/inquiryStore';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import * as shapes from './responseShapes';

const notesPayload = Joi.object({ notes: Joi.string().allow('').max(2000).required() }).label('request body');
const confirmPayload = Joi.object({
  confirmedDate: Joi.string().max(10).required(),
  confirmedTime: Joi.string().max(5).required(),
}).label('request body');

const LIST_NOT_FOUND = 'No such inquiry list';
const tourParams = { id: uuid };
const inquiryParams = { kind: Joi.string().valid(...Object.keys(INQUIRY_TABLES)), id: uuid };

type InquiryRefs = { Params: { kind: InquiryKind; id: string }; Payload: { notes: string } | null };

export const staffInquiryRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-inquiries',
  register(server, ctx) {
    requireStaffForPlugin(server);

    const tourStep = (
      action: string,
      to: TourStatusChange,
      from: readonly string[],
    ): ServerRoute<{
      Params: { id: string };
      Payload: Partial<ConfirmTourRequest> | null;
    }> => ({
      method: 'POST',
      path: `/api/staff/tours/{id}/${action}`,
      options: {
        response: responds(shapes.TourView),
        validate: withParams(tourParams, TOUR_NOT_FOUND, {
          payload: to === 'confirmed' ? confirmPayload : noPayload,
        }),
      },
      handler: (request) =>
        changeTourStatus(
          ctx,
          staffUser(request),
          request.params.id,
          { action, to, from },
          request.payload ?? {},
        ),
    });

    /** Marking an inquiry handled and writing its notes: one route shape, one service call. */
    const inquiryStep = (
      method: 'POST' | 'PATCH',
      suffix: string,
      payload: Joi.Schema,
      change: (body: InquiryRefs['Payload']) => InquiryChange,
    ): ServerRoute<InquiryRefs> => ({
      method,
      path: `/api/staff/inquiries/{kind}/{id}${suffix}`,
      options: {
        response: responds(shapes.InquiryView),
        validate: withParams(inquiryParams, INQUIRY_NOT_FOUND, { payload }),
      },
      handler(request) {
        const actor = staffUser(request);
        const { kind, id } = request.params;
        return changeInquiry(ctx, actor, kind, id, change(request.payload));
      },
    });

    server.route({
      method: 'GET',
      path: '/api/staff/tours',
      options: { response: responds(Joi.array().items(shapes.TourView)) },
      handler(request) {
        staffUser(request);
        return listTours(ctx.db);
      },
    });
    server.route([
      tourStep('confirm', 'confirmed', ['scheduled', 'confirmed']),
      tourStep('complete', 'completed', ['scheduled', 'confirmed']),
      tourStep('cancel', 'cancelled', ['scheduled', 'confirmed']),
    ]);
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
        return listInquiries(ctx.db, request.params.kind);
      },
    });
    server.route([
      inquiryStep('POST', '/handled', noPayload, () => ({ action: 'handled' })),
      inquiryStep('PATCH', '', notesPayload, (body) => ({ action: 'notes', notes: body?.notes ?? '' })),
    ]);
  },
};
