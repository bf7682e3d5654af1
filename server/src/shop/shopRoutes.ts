/**
 * The pro shop and the lounge tab at the desk (docs/shop.md): the catalogue
 * (/api/staff/shop/items), sales and their refunds (/api/staff/shop/sales) and tabs
 * (/api/staff/tabs). Staff only; the rules are core's shop.ts, the writes shopService.ts's,
 * saleService.ts's and tabService.ts's.
 */
import type { Plugin } from '@hapi/hapi';
import { shopMessages } from '@lounge/core';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { refuse } from '../http/errors';
import { responds } from '../http/responseSchemas';
import { noPayload, typedRoute, uuid, withParams } from '../http/validation';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import { refundSale } from './saleRefund';
import { saleForDesk, sellAtCounter } from './saleService';
import { archiveItem, createItem, findItems, recordStock } from './shopService';
import { addTabLines, closeTab, openTab, tabForDesk, tabsForDesk } from './tabService';

const idParams = { id: uuid };

export const shopRoutes: Plugin<AppContext> = {
  name: 'lounge-shop',
  register(server, ctx) {
    requireStaffForPlugin(server);

    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/shop/items',
      options: { response: responds(api.ShopItem), validate: { payload: api.ShopItemRequest } },
      handler: (request, h) => h.response(createItem(ctx, staffUser(request), request.payload)).code(201),
    });
    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/shop/items',
      options: { response: responds(api.list(api.ShopItem)), validate: { query: api.ShopItemQuery } },
      handler(request) {
        staffUser(request);
        return findItems(ctx, request.query);
      },
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/shop/items/{id}/archive',
      options: {
        response: responds(api.ShopItem),
        validate: withParams(idParams, shopMessages.itemNotFound.message, { payload: noPayload }),
      },
      handler: (request) => archiveItem(ctx, staffUser(request), request.params.id),
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/shop/items/{id}/stock',
      options: {
        response: responds(api.ShopItem),
        validate: withParams(idParams, shopMessages.itemNotFound.message, { payload: api.ShopStockRequest }),
      },
      handler: (request) => recordStock(ctx, staffUser(request), request.params.id, request.payload),
    });

    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/shop/sales',
      options: { response: responds(api.ShopSale), validate: { payload: api.ShopSaleRequest } },
      handler(request, h) {
        const actor = staffUser(request);
        const { payment, lines, confirmPastZero } = request.payload;
        if (payment.method !== 'tab') return h.response(sellAtCounter(ctx, actor, request.payload)).code(201);
        if (!payment.tabId) throw refuse(400, { ...shopMessages.tabNeeded, field: 'payment.tabId' });
        return h.response(addTabLines(ctx, actor, payment.tabId, { lines, confirmPastZero }).added).code(201);
      },
    });
    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/shop/sales/{id}',
      options: {
        response: responds(api.ShopSale),
        validate: withParams(idParams, shopMessages.saleNotFound.message),
      },
      handler(request) {
        staffUser(request);
        return saleForDesk(ctx, request.params.id);
      },
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/shop/sales/{id}/refund',
      options: {
        response: responds(api.ShopRefund),
        validate: withParams(idParams, shopMessages.saleNotFound.message, { payload: api.ShopRefundRequest }),
      },
      handler: (request) => refundSale(ctx, staffUser(request), request.params.id, request.payload),
    });

    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/tabs',
      options: { response: responds(api.Tab), validate: { payload: api.TabRequest } },
      handler: (request, h) => h.response(openTab(ctx, staffUser(request), request.payload)).code(201),
    });
    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/tabs',
      options: { response: responds(api.list(api.Tab)), validate: { query: api.TabListQuery } },
      handler(request) {
        staffUser(request);
        return tabsForDesk(ctx, request.query.status);
      },
    });
    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/tabs/{id}',
      options: {
        response: responds(api.Tab),
        validate: withParams(idParams, shopMessages.tabNotFound.message),
      },
      handler(request) {
        staffUser(request);
        return tabForDesk(ctx, request.params.id);
      },
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/tabs/{id}/lines',
      options: {
        response: responds(api.Tab),
        validate: withParams(idParams, shopMessages.tabNotFound.message, { payload: api.TabLinesRequest }),
      },
      handler: (request, h) =>
        h.response(addTabLines(ctx, staffUser(request), request.params.id, request.payload).tab).code(201),
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/tabs/{id}/close',
      options: {
        response: responds(api.TabCloseAnswer),
        validate: withParams(idParams, shopMessages.tabNotFound.message, { payload: api.TabCloseRequest }),
      },
      handler: (request) => closeTab(ctx, staffUser(request), request.params.id, request.payload),
    });
  },
};
