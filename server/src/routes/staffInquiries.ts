/**
 * Tours and inquiries at the desk (/api/staff): tours to confirm (with a date and time), complete
 * or cancel; event and contact inquiries to mark handled; notes on each. Every change is logged.
 */
import Boom from '@hapi/boom';
import type { Plugin, ServerRoute } from '@hapi/hapi';
import {
  type ConfirmTourRequest,
  INQUIRY_KINDS,
  type InquiryKind,
  type InquiryView,
  isIsoDate,
  isWallTime,
  type NotesRequest,
  type TourView,
  toIsoInstant,
} from '@lounge/core';
import { desc, eq } from 'drizzle-orm';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { contactInquiries, eventInquiries, tourBookings } from '../db/schema';
import { refuse } from '../http/errors';
import { noPayload, uuid, withParams } from '../http/validation';
import { queueTourConfirmedMail } from '../inquiries/inquiryMail';
import { logStaffAction, requireStaffForPlugin, type StaffAction, staffUser } from '../staff/staffAccess';

const notesPayload = Joi.object({ notes: Joi.string().allow('').max(2000).required() }).label('request body');
const confirmPayload = Joi.object({
  confirmedDate: Joi.string().max(10).required(),
  confirmedTime: Joi.string().max(5).required(),
}).label('request body');

/** The inquiry lists by their name in the path; a Map, so no name reaches Object's prototype. */
const INQUIRY_LISTS = new Map([
  ['events', { table: eventInquiries, target: 'event_inquiry' }],
  ['contact', { table: contactInquiries, target: 'contact_inquiry' }],
] as const satisfies readonly (readonly [
  InquiryKind,
  { table: unknown; target: StaffAction['targetType'] },
])[]);

const TOUR_NOT_FOUND = 'Tour request not found';
const LIST_NOT_FOUND = 'No such inquiry list';
const tourParams = { id: uuid };
const inquiryParams = { kind: Joi.string().valid(...INQUIRY_KINDS), id: uuid };

function inquiryList(kind: InquiryKind) {
  const list = INQUIRY_LISTS.get(kind);
  if (!list) throw Boom.notFound(LIST_NOT_FOUND);
  return list;
}

export const staffInquiryRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-inquiries',
  register(server, ctx) {
    requireStaffForPlugin(server);
    const tourOr404 = (id: string) => {
      const row = ctx.db.select().from(tourBookings).where(eq(tourBookings.id, id)).get();
      if (!row) throw Boom.notFound(TOUR_NOT_FOUND);
      return row;
    };

    /** A tour's status change, allowed from the listed statuses, logged with its actor. */
    const tourStep = (
      action: string,
      to: 'confirmed' | 'completed' | 'cancelled',
      from: readonly string[],
    ): ServerRoute<{
      Params: { id: string };
      Payload: Partial<ConfirmTourRequest> | null;
    }> => ({
      method: 'POST',
      path: `/api/staff/tours/{id}/${action}`,
      options: {
        validate: withParams(tourParams, TOUR_NOT_FOUND, {
          payload: to === 'confirmed' ? confirmPayload : noPayload,
        }),
      },
      handler(request): TourView {
        const actor = staffUser(request);
        const { id } = request.params;
        const body = request.payload ?? {};
        if (to === 'confirmed' && (!isIsoDate(body.confirmedDate) || !isWallTime(body.confirmedTime))) {
          throw refuse(400, {
            title: 'Invalid Confirmation',
            message: 'Give the tour a date (YYYY-MM-DD) and a time (HH:mm).',
            field: isIsoDate(body.confirmedDate) ? 'confirmedTime' : 'confirmedDate',
          });
        }
        return writeTransaction(ctx.database, () => {
          const tour = tourOr404(id);
          if (!from.includes(tour.status))
            throw refuse(409, { title: 'Not Possible', message: `A ${tour.status} tour cannot be ${to}.` });
          const row = ctx.db
            .update(tourBookings)
            .set({
              status: to,
              ...(to === 'confirmed'
                ? { confirmedDate: body.confirmedDate, confirmedTime: body.confirmedTime }
                : {}),
            })
            .where(eq(tourBookings.id, id))
            .returning()
            .get();
          if (!row) throw Boom.notFound(TOUR_NOT_FOUND);
          if (to === 'confirmed' && body.confirmedDate && body.confirmedTime)
            queueTourConfirmedMail(ctx, row, body.confirmedDate, body.confirmedTime, toIsoInstant(ctx.now()));
          logStaffAction(
            ctx.db,
            {
              actorId: actor.id,
              action: `tour_${action}`,
              targetType: 'tour',
              targetId: id,
              details: to === 'confirmed' ? body : {},
            },
            ctx.now(),
          );
          return row;
        });
      },
    });

    server.route({
      method: 'GET',
      path: '/api/staff/tours',
      handler(request): TourView[] {
        staffUser(request);
        return ctx.db.select().from(tourBookings).orderBy(desc(tourBookings.createdAt)).all();
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
      options: { validate: withParams(tourParams, TOUR_NOT_FOUND, { payload: notesPayload }) },
      handler(request): TourView {
        const actor = staffUser(request);
        const { id } = request.params;
        const { notes } = request.payload;
        return writeTransaction(ctx.database, () => {
          tourOr404(id);
          const row = ctx.db
            .update(tourBookings)
            .set({ notes: notes || null })
            .where(eq(tourBookings.id, id))
            .returning()
            .get();
          if (!row) throw Boom.notFound(TOUR_NOT_FOUND);
          logStaffAction(
            ctx.db,
            { actorId: actor.id, action: 'tour_notes', targetType: 'tour', targetId: id },
            ctx.now(),
          );
          return row;
        });
      },
    });
    server.route<{ Params: { kind: InquiryKind } }>({
      method: 'GET',
      path: '/api/staff/inquiries/{kind}',
      options: { validate: withParams({ kind: inquiryParams.kind }, LIST_NOT_FOUND) },
      handler(request) {
        staffUser(request);
        const { table } = inquiryList(request.params.kind);
        return ctx.db.select().from(table).orderBy(desc(table.createdAt)).all() satisfies InquiryView[];
      },
    });
    server.route<{ Params: { kind: InquiryKind; id: string } }>({
      method: 'POST',
      path: '/api/staff/inquiries/{kind}/{id}/handled',
      options: { validate: withParams(inquiryParams, 'Inquiry not found', { payload: noPayload }) },
      handler(request) {
        const actor = staffUser(request);
        const { kind, id } = request.params;
        const { table, target } = inquiryList(kind);
        return writeTransaction(ctx.database, (): InquiryView => {
          const row = ctx.db
            .update(table)
            .set({ handledAt: toIsoInstant(ctx.now()), handledBy: actor.id })
            .where(eq(table.id, id))
            .returning()
            .get();
          if (!row) throw Boom.notFound('Inquiry not found');
          logStaffAction(
            ctx.db,
            { actorId: actor.id, action: 'handled', targetType: target, targetId: id },
            ctx.now(),
          );
          return row;
        });
      },
    });
    server.route<{ Params: { kind: InquiryKind; id: string }; Payload: NotesRequest }>({
      method: 'PATCH',
      path: '/api/staff/inquiries/{kind}/{id}',
      options: { validate: withParams(inquiryParams, 'Inquiry not found', { payload: notesPayload }) },
      handler(request) {
        const actor = staffUser(request);
        const { kind, id } = request.params;
        const { table, target } = inquiryList(kind);
        const { notes } = request.payload;
        return writeTransaction(ctx.database, (): InquiryView => {
          const row = ctx.db
            .update(table)
            .set({ notes: notes || null })
            .where(eq(table.id, id))
            .returning()
            .get();
          if (!row) throw Boom.notFound('Inquiry not found');
          logStaffAction(
            ctx.db,
            { actorId: actor.id, action: 'notes', targetType: target, targetId: id },
            ctx.now(),
          );
          return row;
        });
      },
    });
  },
};
