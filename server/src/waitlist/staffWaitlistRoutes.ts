/**
 * The waitlist at the desk, read-only: GET /api/staff/waitlist?date= (staff and admins; today when
 * left out): the day's entries with the member, time, bay or any, players, status, place in line
 * and an offer's hold (waitlistService's staffWaitlistDay).
 */
import type { Plugin } from '@hapi/hapi';
import type { StaffWaitlistDay } from '@lounge/core';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { responds } from '../http/responseSchemas';
import { typedRoute } from '../http/validation';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import { staffWaitlistDay } from './waitlistViews';

export const staffWaitlistRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-waitlist',
  register(server, ctx) {
    requireStaffForPlugin(server);
    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/waitlist',
      options: { response: responds(api.StaffWaitlistDay), validate: { query: api.DayQuery } },
      handler(request): StaffWaitlistDay {
        staffUser(request);
        return staffWaitlistDay(ctx, request.query.date);
      },
    });
  },
};
