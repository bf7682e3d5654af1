/**
 * Bay blocks at the desk (/api/staff/blocks): close bays for maintenance or a private event, list
 * the blocks of a span of venue days, reopen. The rules are core's (bayBlocks.ts); the writes and
 * their races are blocks/blockService.ts.
 */
import type { Plugin } from '@hapi/hapi';
import { BLOCK_REASON_MAX, blockMessages, type CreateBlocksRequest, type RemovedBlocks } from '@lounge/core';
import Joi from 'joi';
import type { AppContext } from '../appContext';
import { createBlocks, listBlocks, removeBlocks } from '../blocks/blockService';
import { responds } from '../http/responseSchemas';
import * as shapes from '../http/responseShapes';
import { uuid, withParams } from '../http/validation';
import { requireStaffForPlugin, staffUser } from '../staff/staffAccess';

const isoDate = Joi.string().max(10);
const createPayload = Joi.object({
  bays: Joi.alternatives()
    .try(Joi.string().valid('all'), Joi.array().items(Joi.string().max(8)).max(64))
    .required(),
  date: isoDate.required(),
  startTime: Joi.string().max(5).required(),
  endTime: Joi.string().max(5).required(),
  reason: Joi.string()
    .allow('')
    .max(BLOCK_REASON_MAX * 2)
    .required(),
  repeatWeekly: Joi.boolean().default(false),
  until: isoDate,
  cancelCovered: Joi.boolean().default(false),
}).label('request body');
const listQuery = Joi.object({ from: isoDate, to: isoDate });
const deleteQuery = Joi.object({ scope: Joi.string().valid('block', 'group').default('block') });

export const staffBlockRoutes: Plugin<AppContext> = {
  name: 'lounge-staff-blocks',
  register(server, ctx) {
    requireStaffForPlugin(server);

    server.route<{ Payload: CreateBlocksRequest }>({
      method: 'POST',
      path: '/api/staff/blocks',
      options: { response: responds(shapes.CreateBlocksResponse), validate: { payload: createPayload } },
      async handler(request, h) {
        const actor = staffUser(request);
        return h.response(await createBlocks(ctx, actor.id, request.payload)).code(201);
      },
    });

    server.route<{ Query: { from?: string; to?: string } }>({
      method: 'GET',
      path: '/api/staff/blocks',
      options: { response: responds(Joi.array().items(shapes.BayBlockView)), validate: { query: listQuery } },
      handler(request) {
        staffUser(request);
        return listBlocks(ctx, request.query);
      },
    });

    server.route<{ Params: { id: string }; Query: { scope: 'block' | 'group' } }>({
      method: 'DELETE',
      path: '/api/staff/blocks/{id}',
      options: {
        response: responds(shapes.RemovedBlocks),
        validate: withParams({ id: uuid }, blockMessages.notFound, { query: deleteQuery }),
      },
      handler(request) {
        const actor = staffUser(request);
        const removed = removeBlocks(ctx, actor.id, request.params.id, request.query.scope === 'group');
        return removed satisfies RemovedBlocks;
      },
    });
  },
};
