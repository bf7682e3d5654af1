/**
 * Splitting a tab and moving its lines at the desk (docs/shop.md): staff only, the writes
 * tabSplit.ts's. Its own plugin beside shopRoutes.ts, registered with it in app.ts.
 */
import type { Plugin } from '@hapi/hapi';
import { shopMessages } from '@lounge/core';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { responds } from '../http/responseSchemas';
import { typedRoute, uuid, withParams } from '../http/validation';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';
import { moveTabLine, splitTab } from './tabSplit';

export const tabSplitRoutes: Plugin<AppContext> = {
  name: 'lounge-tab-split',
  register(server, ctx) {
    requireStaffForPlugin(server);

    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/tabs/{id}/split',
      options: {
        response: responds(api.TabPair),
        validate: withParams({ id: uuid }, shopMessages.tabNotFound.message, {
          payload: api.TabSplitRequest,
        }),
      },
      handler: (request, h) =>
        h.response(splitTab(ctx, staffUser(request), request.params.id, request.payload)).code(201),
    });
    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/tabs/{id}/lines/{lineId}/move',
      options: {
        response: responds(api.TabPair),
        validate: withParams({ id: uuid, lineId: uuid }, shopMessages.tabNotFound.message, {
          payload: api.TabLineMoveRequest,
        }),
      },
      handler: (request) =>
        moveTabLine(
          ctx,
          staffUser(request),
          request.params.id,
          request.params.lineId,
          request.payload.toTabId,
        ),
    });
  },
};
