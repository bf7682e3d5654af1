/**
 * The desk's reports and day sheet (/api/staff, staff and admins): GET /api/staff/reports?from=&to=
 * (venue days, at most a year; this week when left out), the same figures as a CSV at
 * /api/staff/reports.csv, GET /api/staff/schedule.csv?date= (the day's bookings and blocks), and the
 * cash-up: GET /api/staff/cash-up?date= (a day's takings by method and its count) and
 * POST /api/staff/cash-up (the drawer counted at close; a recount replaces it; audited).
 */
import type { Plugin } from '@hapi/hapi';
import { type CashUpDay, reportCsvRows, type StaffReport } from '@lounge/core';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { csvResponse } from '../http/csv';
import { responds } from '../http/responseSchemas';
import { typedRoute } from '../http/validation';
import { daySheet, staffReport } from '../reports/reportService';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import { cashUpDay, countCash } from './cashUpService';

export const staffReportRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-reports',
  register(server, ctx) {
    requireStaffForPlugin(server);
    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/reports',
      options: { response: responds(api.StaffReport), validate: { query: api.ReportRangeQuery } },
      handler(request): Promise<StaffReport> {
        staffUser(request);
        return staffReport(ctx, request.query);
      },
    });
    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/reports.csv',
      options: { response: responds(api.CsvText), validate: { query: api.ReportRangeQuery } },
      async handler(request, h) {
        staffUser(request);
        const report = await staffReport(ctx, request.query);
        return csvResponse(h, reportCsvRows(report), `report-${report.from}-to-${report.to}.csv`);
      },
    });
    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/schedule.csv',
      options: { response: responds(api.CsvText), validate: { query: api.DayQuery } },
      handler(request, h) {
        staffUser(request);
        const sheet = daySheet(ctx, request.query.date);
        return csvResponse(h, sheet.rows, `day-sheet-${sheet.date}.csv`);
      },
    });
    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/cash-up',
      options: { response: responds(api.CashUpDay), validate: { query: api.DayQuery } },
      handler(request): CashUpDay {
        staffUser(request);
        return cashUpDay(ctx, request.query.date);
      },
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/cash-up',
      options: { response: responds(api.CashUpDay), validate: { payload: api.CashUpRequest } },
      handler(request): CashUpDay {
        const actor = staffUser(request);
        return countCash(ctx, actor.id, request.payload);
      },
    });
  },
};
