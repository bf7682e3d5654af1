/**
 * The desk's reports and day sheet (/api/staff, staff and admins): GET /api/staff/reports?from=&to=
 * (venue days, at most a year; this week when left out), the same figures as a CSV at
 * /api/staff/reports.csv, and GET /api/staff/schedule.csv?date= (the day's bookings and blocks).
 */
import type { Plugin } from '@hapi/hapi';
import { reportCsvRows, type StaffReport } from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { csvResponse } from '../http/csv';
import { responds } from '../http/responseSchemas';
import * as shapes from '../http/responseShapes';
import { daySheet, type RangeQuery, staffReport } from '../reports/reportService';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';

/** Dates are checked by core (reportRangeRefusal) for the words; joi only bounds their length. */
const venueDay = Joi.string().max(10);
const rangeQuery = Joi.object({ from: venueDay, to: venueDay });

export const staffReportRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-reports',
  register(server, ctx) {
    requireStaffForPlugin(server);
    server.route<{ Query: RangeQuery }>({
      method: 'GET',
      path: '/api/staff/reports',
      options: { response: responds(shapes.StaffReport), validate: { query: rangeQuery } },
      handler(request): StaffReport {
        staffUser(request);
        return staffReport(ctx, request.query);
      },
    });
    server.route<{ Query: RangeQuery }>({
      method: 'GET',
      path: '/api/staff/reports.csv',
      options: { response: responds(shapes.CsvText), validate: { query: rangeQuery } },
      handler(request, h) {
        staffUser(request);
        const report = staffReport(ctx, request.query);
        return csvResponse(h, reportCsvRows(report), `report-${report.from}-to-${report.to}.csv`);
      },
    });
    server.route<{ Query: { date?: string } }>({
      method: 'GET',
      path: '/api/staff/schedule.csv',
      options: { response: responds(shapes.CsvText), validate: { query: Joi.object({ date: venueDay }) } },
      handler(request, h) {
        staffUser(request);
        const sheet = daySheet(ctx, request.query.date);
        return csvResponse(h, sheet.rows, `day-sheet-${sheet.date}.csv`);
      },
    });
  },
};
