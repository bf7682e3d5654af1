/**
 * Tours and inquiries at the desk (/api/staff): tours to confirm (with a date and time), complete
 * or cancel; event and contact inquiries to mark handled; notes on each. Every change is logged.
 */
import Boom from '@hapi/boom';
import type { Plugin, Request } from '@hapi/hapi';
import { isIsoDate, isWallTime, toIsoInstant } from '@lounge/core';
import { desc, eq } from 'drizzle-orm';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { writeTransaction } from '../db/database';
import { contactInquiries, eventInquiries, tourBookings } from '../db/schema';
import { refuse } from '../http/errors';
import { queueTourConfirmedMail } from '../inquiries/inquiryMail';
import { logStaffAction, requireStaffForPlugin, type StaffAction, staffUser } from '../staff/staffAccess';

const notesPayload = Joi.object({ notes: Joi.string().allow('').max(2000).required() }).label('request body');
const confirmPayload = Joi.object({
  confirmedDate: Joi.string().max(10).required(),
  confirmedTime: Joi.string().max(5).required(),
}).label('request body');

const INQUIRY_TABLES = { events: eventInquiries, contact: contactInquiries } as const;
const INQUIRY_TARGET: Record<keyof typeof INQUIRY_TABLES, StaffAction['targetType']> = {
  events: 'event_inquiry',
  contact: 'contact_inquiry',
};

export const staffInquiryRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-inquiries',
  register(server, ctx) {
    requireStaffForPlugin(server);
    const tourOr404 = (id: string) => {
      const row = ctx.db.select().from(tourBookings).where(eq(tourBookings.id, id)).get();
      if (!row) throw Boom.notFound('Tour request not found');
      return row;
    };

    /** A tour's status change, allowed from the listed statuses, logged with its actor. */
    const tourStep = (
      action: string,
      to: 'confirmed' | 'completed' | 'cancelled',
      from: readonly string[],
    ) => ({
      method: 'POST' as const,
      path: `/api/staff/tours/{id}/${action}`,
      options: to === 'confirmed' ? { validate: { payload: confirmPayload } } : {},
      handler(request: Request) {
        const actor = staffUser(request);
        const { id } = request.params as { id: string };
        const body = (request.payload ?? {}) as { confirmedDate?: string; confirmedTime?: string };
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
          if (row && to === 'confirmed' && body.confirmedDate && body.confirmedTime)
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

    server.route([
      {
        method: 'GET',
        path: '/api/staff/tours',
        handler(request) {
          staffUser(request);
          return ctx.db.select().from(tourBookings).orderBy(desc(tourBookings.createdAt)).all();
        },
      },
      tourStep('confirm', 'confirmed', ['scheduled', 'confirmed']),
      tourStep('complete', 'completed', ['scheduled', 'confirmed']),
      tourStep('cancel', 'cancelled', ['scheduled', 'confirmed']),
      {
        method: 'PATCH',
        path: '/api/staff/tours/{id}',
        options: { validate: { payload: notesPayload } },
        handler(request) {
          const actor = staffUser(request);
          const { id } = request.params as { id: string };
          const { notes } = request.payload as { notes: string };
          return writeTransaction(ctx.database, () => {
            tourOr404(id);
            const row = ctx.db
              .update(tourBookings)
              .set({ notes: notes || null })
              .where(eq(tourBookings.id, id))
              .returning()
              .get();
            logStaffAction(
              ctx.db,
              { actorId: actor.id, action: 'tour_notes', targetType: 'tour', targetId: id },
              ctx.now(),
            );
            return row;
          });
        },
      },
      {
        method: 'GET',
        path: '/api/staff/inquiries/{kind}',
        handler(request) {
          staffUser(request);
          const table =
            INQUIRY_TABLES[(request.params as { kind: string }).kind as keyof typeof INQUIRY_TABLES];
          if (!table) throw Boom.notFound('No such inquiry list');
          return ctx.db.select().from(table).orderBy(desc(table.createdAt)).all();
        },
      },
      {
        method: 'POST',
        path: '/api/staff/inquiries/{kind}/{id}/handled',
        handler(request) {
          const actor = staffUser(request);
          const { kind, id } = request.params as { kind: keyof typeof INQUIRY_TABLES; id: string };
          const table = INQUIRY_TABLES[kind];
          if (!table) throw Boom.notFound('No such inquiry list');
          return writeTransaction(ctx.database, () => {
            const row = ctx.db
              .update(table)
              .set({ handledAt: toIsoInstant(ctx.now()), handledBy: actor.id })
              .where(eq(table.id, id))
              .returning()
              .get();
            if (!row) throw Boom.notFound('Inquiry not found');
            logStaffAction(
              ctx.db,
              { actorId: actor.id, action: 'handled', targetType: INQUIRY_TARGET[kind], targetId: id },
              ctx.now(),
            );
            return row;
          });
        },
      },
      {
        method: 'PATCH',
        path: '/api/staff/inquiries/{kind}/{id}',
        options: { validate: { payload: notesPayload } },
        handler(request) {
          const actor = staffUser(request);
          const { kind, id } = request.params as { kind: keyof typeof INQUIRY_TABLES; id: string };
          const table = INQUIRY_TABLES[kind];
          if (!table) throw Boom.notFound('No such inquiry list');
          const { notes } = request.payload as { notes: string };
          return writeTransaction(ctx.database, () => {
            const row = ctx.db
              .update(table)
              .set({ notes: notes || null })
              .where(eq(table.id, id))
              .returning()
              .get();
            if (!row) throw Boom.notFound('Inquiry not found');
            logStaffAction(
              ctx.db,
              { actorId: actor.id, action: 'notes', targetType: INQUIRY_TARGET[kind], targetId: id },
              ctx.now(),
            );
            return row;
          });
        },
      },
    ]);
  },
};
