/**
 * GET /api/venue: the venue settings this box runs with (VENUE_* overrides applied) and the copy
 * core derives from them. The web app states hours, bays, tour times and contact details from this
 * answer, so its pages always agree with the rules the server enforces.
 */
import type { Plugin } from '@hapi/hapi';
import { type VenueInfo, venueInfo } from '@lounge/core';
import type { AppContext } from '../appContext';

export const venueRoutes: Plugin<AppContext> = {
  name: 'lounge-venue-routes',
  register(server, ctx) {
    // Settings do not change while the server runs, so the answer is built once.
    // The run mode too: outside production, or on the payment sandbox, every screen shows a banner.
    const info = venueInfo(ctx.config.venue, {
      development: ctx.config.nodeEnv !== 'production',
      paymentsSandbox: ctx.config.payments.sandbox,
    });
    server.route({
      method: 'GET',
      path: '/api/venue',
      options: { auth: false },
      handler: (): VenueInfo => info,
    });
  },
};
