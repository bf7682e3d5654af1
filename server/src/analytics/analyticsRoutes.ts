/**
 * First-party analytics (docs/product.md): page views, 'Join Now' clicks and intro-popup closes, stored in
 * our own database for staff, never sent to a third party. Visitors send them too; a signed-in
 * member's events carry their user id. Limited per address, so a script cannot fill the disk.
 */
import type { Plugin } from '@hapi/hapi';
import * as api from '@lounge/core/api';
import { recordAnalyticsEvent } from '../analytics/analyticsService';
import type { AppContext } from '../appContext';
import { optionalUser } from '../auth/authPlugin';
import { createLimiters, limitPerAddress } from '../auth/rateLimits';
import { responds } from '../http/responseSchemas';
import { typedRoute } from '../http/validation';

export const analyticsRoutes: Plugin<AppContext> = {
  name: 'lounge-analytics-routes',
  register(server, ctx) {
    const { analyticsByAddress } = createLimiters(ctx.config.rateLimits);

    typedRoute(server, {
      method: 'POST',
      path: '/api/analytics',
      options: {
        response: responds(api.EmptyBody),
        auth: { mode: 'try' },
        validate: { payload: api.AnalyticsEventRequest },
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
