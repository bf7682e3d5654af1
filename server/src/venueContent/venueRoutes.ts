/**
 * GET /api/venue: the venue settings this box runs with (VENUE_* overrides applied), the copy
 * core derives from them, and the membership terms (the `membership` section: freezing, notice, the
 * guarantee). The web app states hours, bays, tour times, contact details and those terms from this
 * answer, so its pages always agree with the rules the server enforces.
 */
import type { Plugin } from '@hapi/hapi';
import { type VenueInfo, venueInfo } from '@lounge/core';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import type { Config } from '../config';
import { responds } from '../http/responseSchemas';

/**
 * What GET /api/venue answers for this configuration. The build's prerender renders the public
 * pages for it too, and the server serves those pages only while its own answer is the same.
 */
export function venueInfoFor(config: Config): VenueInfo {
  // The run mode too: outside production, or on the payment sandbox, every screen shows a banner.
  return venueInfo(
    config.venue,
    { development: config.nodeEnv !== 'production', paymentsSandbox: config.payments.sandbox },
    config.membership,
    config.site,
  );
}

export const venueRoutes: Plugin<AppContext> = {
  name: 'lounge-venue-routes',
  register(server, ctx) {
    // Settings do not change while the server runs, so the answer is built once.
    const info = venueInfoFor(ctx.config);
    server.route({
      method: 'GET',
      path: '/api/venue',
      options: { response: responds(api.VenueInfo), auth: false },
      handler: (): VenueInfo => info,
    });
  },
};
