/**
 * Bay blocks at the desk (/api/staff/blocks): close bays for maintenance or a private event, list
 * the blocks of a span of venue days, reopen. The rules are core's (bayBlocks.ts); the writes and
 * their races are blocks/blockService.ts.
 */
import type { Plugin } from '@hapi/hapi';
import { blockMessages, type RemovedBlocks } from '@lounge/core';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { createBlocks, listBlocks, removeBlocks } from '../blocks/blockService';
import { responds } from '../http/responseSchemas';
import { typedRoute, uuid, withParams } from '../http/validation';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';

export const staffBlockRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-blocks',
  register(server, ctx) {
    requireStaffForPlugin(server);

    typedRoute(server, {
      method: 'POST',
      path: '/api/staff/blocks',
      options: {
        response: responds(api.CreateBlocksResponse),
        validate: { payload: api.CreateBlocksRequest },
      },
      async handler(request, h) {
        const actor = staffUser(request);
        return h.response(await createBlocks(ctx, actor.id, request.payload)).code(201);
      },
    });

    typedRoute(server, {
      method: 'GET',
      path: '/api/staff/blocks',
      options: { response: responds(api.list(api.BayBlockView)), validate: { query: api.BlockListQuery } },
      handler(request) {
        staffUser(request);
        return listBlocks(ctx, request.query);
      },
    });

    typedRoute(server, {
      method: 'DELETE',
      path: '/api/staff/blocks/{id}',
      options: {
        response: responds(api.RemovedBlocks),
        validate: withParams({ id: uuid }, blockMessages.notFound, { query: api.BlockRemovalQuery }),
      },
      handler(request) {
        const actor = staffUser(request);
        const removed = removeBlocks(ctx, actor.id, request.params.id, request.query.scope === 'group');
        return removed satisfies RemovedBlocks;
      },
    });
  },
};
