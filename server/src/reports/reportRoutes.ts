/**
 * The desk's reports and day sheet (/api/staff, staff and admins): GET /api/staff/reports?from=&to=
 * (venue days, at most a year; this week when left out), the same figures as a CSV at
 * /api/staff/reports.csv, GET /api/staff/schedule.csv?date= (the day's bookings and blocks), and the
 * cash-up: GET /api/staff/cash-up?date= (a day's takings by method and its count) and
 * POST /api/staff/cash-up (the drawer counted at close; a recount replaces it; audited).
 */
import type { Plugin } from '@hapi/hapi';
import {
  CASH_UP_MAX_CENTS,
  type CashUpDay,
  type CashUpRequest,
  reportCsvRows,
  type StaffReport,
} from '@lounge/core';
import * as api from '@lounge/core/api';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import * as cashUpShapes from '../http/cashUpShapes';
import { csvResponse } from '../http/csv';
import { responds } from '../http/responseSchemas';
import { typedRoute } from '../http/validation';
import { daySheet, staffReport } from '../reports/reportService';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import { cashUpDay, countCash } from './cashUpService';

/** Dates are checked by core (reportRangeRefusal) for the words; joi only bounds their length. */
const venueDay = Joi.string().max(10);
const cashUpPayload = Joi.object({
  date: venueDay.required(),
  countedCents: Joi.number().integer().min(0).max(CASH_UP_MAX_CENTS).required(),
  note: Joi.string().trim().allow('').max(500),
}).label('request body');

export const staffReportRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-reports',
  register(server, ctx) {
    requireStaffForPlugin(server);
    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/reports',
      options: { response: responds(api.StaffReport), validate: { query: api.ReportRangeQuery } },
      handler(request): StaffReport {
        staffUser(request);
        return staffReport(ctx, request.query);
      },
    });
    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/reports.csv',
      options: { response: responds(api.CsvText), validate: { query: api.ReportRangeQuery } },
      handler(request, h) {
        staffUser(request);
        const report = staffReport(ctx, request.query);
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
    server.route<{ Query: { date?: string } }>({
      method: 'GET',
      path: '/api/staff/cash-up',
      options: {
        response: responds(cashUpShapes.CashUpDay),
        validate: { query: Joi.object({ date: venueDay }) },
      },
      handler(request): CashUpDay {
        staffUser(request);
        return cashUpDay(ctx, request.query.date);
      },
    });
    server.route<{ Payload: CashUpRequest }>({
      method: 'POST',
      path: '/api/staff/cash-up',
      options: { response: responds(cashUpShapes.CashUpDay), validate: { payload: cashUpPayload } },
      handler(request): CashUpDay {
        const actor = staffUser(request);
        return countCash(ctx, actor.id, request.payload);
      },
    });
  },
};
