/**
 * The shop's upkeep at the desk (docs/shop.md), beside shopRoutes.ts's counter and tabs: an item
 * edited (PATCH /api/staff/shop/items/{id}), a day's sales to refund from
 * (GET /api/staff/shop/sales?date=), and the shop's report over venue days
 * (GET /api/staff/reports/shop?from=&to=, and the same as a CSV at /api/staff/reports/shop.csv),
 * open to staff as the other reports are.
 */
import type { Plugin } from '@hapi/hapi';
import { shopMessages, shopReportCsvRows } from '@lounge/core';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { csvResponse } from '../http/csv';
import { responds } from '../http/responseSchemas';
import { typedRoute, uuid, withParams } from '../http/validation';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import { editItem } from './itemEdit';
import { salesOfDay, shopReportOf } from './shopReportService';

export const shopDeskRoutes: Plugin<AppContext> = {
  name: 'lounge-shop-desk',
  register(server, ctx) {
    requireStaffForPlugin(server);

    typedRoute(server, {
      method: 'PATCH',
      path: '/api/staff/shop/items/{id}',
      options: {
        response: responds(api.ShopItem),
        validate: withParams({ id: uuid }, shopMessages.itemNotFound.message, {
          payload: api.ShopItemEditRequest,
        }),
      },
      handler: (request) => editItem(ctx, staffUser(request), request.params.id, request.payload),
    });
    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/shop/sales',
      options: { response: responds(api.list(api.ShopDaySale)), validate: { query: api.DayQuery } },
      handler(request) {
        staffUser(request);
        return salesOfDay(ctx, request.query.date);
      },
    });
    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/reports/shop',
      options: { response: responds(api.ShopReportView), validate: { query: api.ReportRangeQuery } },
      handler(request) {
        staffUser(request);
        return shopReportOf(ctx, request.query);
      },
    });
    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/reports/shop.csv',
      options: { response: responds(api.CsvText), validate: { query: api.ReportRangeQuery } },
      handler(request, h) {
        staffUser(request);
        const report = shopReportOf(ctx, request.query);
        return csvResponse(h, shopReportCsvRows(report), `shop-report-${report.from}-to-${report.to}.csv`);
      },
    });
  },
};
