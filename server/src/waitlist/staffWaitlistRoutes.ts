/**
 * The waitlist at the desk, read-only: GET /api/staff/waitlist?date= (staff and admins; today when
 * left out): the day's entries with the member, time, bay or any, players, status, place in line
 * and an offer's hold (waitlistService's staffWaitlistDay).
 */
import type { Plugin } from '@hapi/hapi';
import type { StaffWaitlistDay } from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { responds } from '../http/responseSchemas';
import * as waitlistShapes from '../http/staffWaitlistShapes';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import { staffWaitlistDay } from './waitlistService';

export const staffWaitlistRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-waitlist',
  register(server, ctx) {
    requireStaffForPlugin(server);
    server.route<{ Query: { date?: string } }>({
      method: 'GET',
      path: '/api/staff/waitlist',
      options: {
        response: responds(waitlistShapes.StaffWaitlistDay),
        validate: { query: Joi.object({ date: Joi.string().max(10) }) },
      },
      handler(request): StaffWaitlistDay {
        staffUser(request);
        return staffWaitlistDay(ctx, request.query.date);
      },
    });
  },
};
