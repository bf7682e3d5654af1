/**
 * Lessons' HTTP (docs/lessons.md): the public types, coaches and free times; a signed-in account's
 * booking, cancelling, packs and credits; a coach's own day; the staff's coaches, hours, types and
 * day; an admin's pack refund. The rules are core's (lessons.ts); the writes lessonService.ts's.
 */
import type { Plugin } from '@hapi/hapi';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { currentUser } from '../auth/authPlugin';
import { responds } from '../http/responseSchemas';
import { noQuery, typedRoute, uuid, withParams } from '../http/validation';
import { MEMBER_NOT_FOUND } from '../members/memberService';
import { assertAdmin, requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import { keepCoachesToTheirDay } from './coachAccess';
import { addStudentNote, studentNotes } from './coachNotes';
import { myCredits, openPackCheckout, packsOf, refundPack } from './lessonPayments';
import { lessonReportOf } from './lessonReportService';
import {
  availability,
  bookLesson,
  cancelLesson,
  coachDay,
  dayLessons,
  myLessons,
  staffCancelLesson,
} from './lessonService';
import {
  coachesView,
  createCoach,
  createLessonType,
  ensureDefaultLessonTypes,
  lessonTypesView,
  putCoachHours,
  staffCoachesView,
} from './lessonSetup';

export const lessonRoutes: Plugin<AppContext> = {
  name: 'lounge-lessons',
  register(server, ctx) {
    ensureDefaultLessonTypes(ctx);
    keepCoachesToTheirDay(server);

    typedRoute(server, {
      method: 'GET',
      path: '/api/lessons/types',
      options: {
        auth: false,
        response: responds(api.list(api.LessonTypeView)),
        validate: { query: noQuery },
      },
      handler: () => lessonTypesView(ctx),
    });

    typedRoute(server, {
      method: 'GET',
      path: '/api/lessons/coaches',
      options: { auth: false, response: responds(api.list(api.CoachView)), validate: { query: noQuery } },
      handler: () => coachesView(ctx),
    });

    typedRoute(server, {
      method: 'GET',
      path: '/api/lessons/availability',
      options: {
        auth: false,
        response: responds(api.list(api.LessonTime)),
        validate: { query: api.LessonAvailabilityQuery },
      },
      handler: (request) => availability(ctx, request.query),
    });

    typedRoute(server, {
      method: 'POST',
      path: '/api/lessons',
      options: { response: responds(api.LessonCreated), validate: { payload: api.LessonRequest } },
      async handler(request, h) {
        return h.response(await bookLesson(ctx, currentUser(request), request.payload)).code(201);
      },
    });

    typedRoute(server, {
      method: 'GET',
      path: '/api/lessons/mine',
      options: { response: responds(api.list(api.LessonView)), validate: { query: noQuery } },
      handler: (request) => myLessons(ctx, currentUser(request)),
    });

    typedRoute(server, {
      method: 'DELETE',
      path: '/api/lessons/{id}',
      options: {
        response: responds(api.LessonCancelled),
        validate: withParams({ id: uuid }, 'Lesson not found'),
      },
      handler: (request) => cancelLesson(ctx, currentUser(request), request.params.id),
    });

    typedRoute(server, {
      method: 'POST',
      path: '/api/lesson-packs/checkout',
      options: {
        response: responds(api.EventCheckoutRedirect),
        validate: { payload: api.LessonPackCheckoutRequest },
      },
      handler: (request) =>
        openPackCheckout(ctx, currentUser(request), {
          typeId: request.payload.typeId,
          size: request.payload.size === 10 ? 10 : 5,
        }),
    });

    typedRoute(server, {
      method: 'GET',
      path: '/api/lesson-packs/mine',
      options: { response: responds(api.list(api.LessonCredits)), validate: { query: noQuery } },
      handler: (request) => myCredits(ctx, currentUser(request)),
    });

    typedRoute(server, {
      method: 'GET',
      path: '/api/coach/lessons',
      options: { response: responds(api.list(api.LessonView)), validate: { query: api.LessonDayQuery } },
      handler: (request) => coachDay(ctx, currentUser(request), request.query.date),
    });

    typedRoute(server, {
      method: 'GET',
      path: '/api/coach/students/{id}/notes',
      options: {
        response: responds(api.list(api.MemberNoteView)),
        validate: withParams({ id: uuid }, MEMBER_NOT_FOUND, { query: noQuery }),
      },
      handler: (request) => studentNotes(ctx, currentUser(request), request.params.id),
    });

    typedRoute(server, {
      method: 'POST',
      path: '/api/coach/students/{id}/notes',
      options: {
        response: responds(api.MemberNoteView),
        validate: withParams({ id: uuid }, MEMBER_NOT_FOUND, {
          payload: api.MemberNoteRequest,
        }),
      },
      handler(request, h) {
        const note = addStudentNote(ctx, currentUser(request), request.params.id, request.payload.body);
        return h.response(note).code(201);
      },
    });
  },
};

export const staffLessonRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-lessons',
  register(server, ctx) {
    requireStaffForPlugin(server);

    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/coaches',
      options: { response: responds(api.CreatedId), validate: { payload: api.CreateCoachRequest } },
      handler(request, h) {
        staffUser(request);
        return h.response(createCoach(ctx, request.payload)).code(201);
      },
    });

    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/coaches',
      options: { response: responds(api.list(api.StaffCoachView)), validate: { query: noQuery } },
      handler(request) {
        staffUser(request);
        return staffCoachesView(ctx);
      },
    });

    typedRoute(server, {
      method: 'PUT',
      path: '/api/staff/coaches/{id}/hours',
      options: {
        response: responds(api.CreatedId),
        validate: withParams({ id: uuid }, 'Coach not found', { payload: api.CoachHoursRequest }),
      },
      handler(request) {
        staffUser(request);
        return putCoachHours(ctx, request.params.id, request.payload);
      },
    });

    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/lesson-types',
      options: { response: responds(api.CreatedId), validate: { payload: api.CreateLessonTypeRequest } },
      handler(request, h) {
        staffUser(request);
        return h.response(createLessonType(ctx, request.payload)).code(201);
      },
    });

    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/lessons',
      options: { response: responds(api.list(api.LessonView)), validate: { query: api.LessonDayQuery } },
      handler(request) {
        staffUser(request);
        return dayLessons(ctx, request.query.date);
      },
    });

    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/lessons/{id}/cancel',
      options: {
        response: responds(api.LessonCancelled),
        validate: withParams({ id: uuid }, 'Lesson not found', { payload: api.StaffLessonCancelRequest }),
      },
      handler(request) {
        const actor = staffUser(request);
        return staffCancelLesson(ctx, actor, request.params.id, request.payload.reason);
      },
    });

    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/reports/lessons',
      options: { response: responds(api.LessonReportView), validate: { query: api.ReportRangeQuery } },
      handler(request) {
        staffUser(request);
        return lessonReportOf(ctx, request.query);
      },
    });

    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/members/{id}/lesson-packs',
      options: {
        response: responds(api.list(api.LessonPackView)),
        validate: withParams({ id: uuid }, 'Member not found'),
      },
      handler(request) {
        staffUser(request);
        return packsOf(ctx, request.params.id);
      },
    });

    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/lesson-packs/{id}/refund',
      options: {
        response: responds(api.PackRefunded),
        validate: withParams({ id: uuid }, 'Pack not found', { payload: api.PackRefundRequest }),
      },
      handler(request) {
        const actor = staffUser(request);
        assertAdmin(actor);
        return refundPack(ctx, actor.id, request.params.id, request.payload.reason);
      },
    });
  },
};
