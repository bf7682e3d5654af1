/**
 * The shop's upkeep at the desk (docs/shop.md): an item edited, a day's sales and their refunds,
 * and the shop's report over a range of venue days (and its CSV). Kept beside staffApi.ts's
 * counter and tabs.
 */
import type {
  ReportRange,
  ShopDaySale,
  ShopItem,
  ShopItemEditRequest,
  ShopRefund,
  ShopRefundRequest,
  ShopReportView,
} from '@lounge/core';
import { getJson, sendJson } from '@lounge/web/api';

const id = (value: string) => encodeURIComponent(value);
const rangeQuery = (range: ReportRange) => `from=${id(range.from)}&to=${id(range.to)}`;

export const shopDeskApi = {
  editItem: (itemId: string, changes: ShopItemEditRequest) =>
    sendJson<ShopItem>('PATCH', `/api/staff/shop/items/${id(itemId)}`, changes),
  salesOn: (date: string) => getJson<ShopDaySale[]>(`/api/staff/shop/sales?date=${id(date)}`),
  refund: (saleId: string, request: ShopRefundRequest) =>
    sendJson<ShopRefund>('POST', `/api/staff/shop/sales/${id(saleId)}/refund`, request),
  report: (range: ReportRange) => getJson<ShopReportView>(`/api/staff/reports/shop?${rangeQuery(range)}`),
  reportCsv: (range: ReportRange) => `/api/staff/reports/shop.csv?${rangeQuery(range)}`,
};
