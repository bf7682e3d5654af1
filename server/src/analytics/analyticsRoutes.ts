/**
 * First-party analytics (docs/product.md): page views, 'Join Now' clicks and intro-popup closes, stored in
 * our own database for staff, never sent to a third party. Visitors send them too; a signed-in
 * member's events carry their user id. Limited per address, so a script cannot fill the disk.
 */
import type { Plugin } from '@hapi/hapi';
import { ANALYTICS_EVENTS } from '@lounge/core';
import Joi from 'joi';
import { recordAnalyticsEvent } from '../analytics/analyticsService';
import type { AppContext } from '../appContext';
import { optionalUser } from '../auth/authPlugin';
import { createLimiters, limitPerAddress } from '../auth/rateLimits';
import { responds } from '../http/responseSchemas';
import * as shapes from '../http/responseShapes';

const ANALYTICS_PATH_MAX = 500;

const analyticsPayload = Joi.object({
  name: Joi.string()
    .valid(...ANALYTICS_EVENTS)
    .required(),
  path: Joi.string().allow('', null).max(ANALYTICS_PATH_MAX),
}).required();

export const analyticsRoutes: Plugin<AppContext> = {
  name: 'lounge-analytics-routes',
  register(server, ctx) {
    const { analyticsByAddress } = createLimiters(ctx.config.rateLimits);

    server.route<{ Payload: { name: string; path?: string | null } }>({
      method: 'POST',
      path: '/api/analytics',
      options: {
        response: responds(shapes.EmptyBody),
        auth: { mode: 'try' },
        validate: { payload: analyticsPayload },
        // Before the payload is read and checked: bad requests count against the limit too.
        ext: limitPerAddress(analyticsByAddress),
      },
      handler(request, h) {
        const { name, path } = request.payload;
        recordAnalyticsEvent(ctx, { name, path, userId: optionalUser(request)?.id ?? null });
        return h.response().code(204);
      },
    });
  },
};
