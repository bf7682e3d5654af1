/** GET /api/founding-offer: whether the founding offer is open, its last day and the places left. */
import type { Plugin } from '@hapi/hapi';
import type { FoundingOfferStatus } from '@lounge/core';
import * as api from '@lounge/core/api';
import type { AppContext } from '../appContext';
import { responds } from '../http/responseSchemas';
import { currentFoundingOffer } from './foundingOfferService';

export const foundingOfferRoutes: Plugin<AppContext> = {
  name: 'lounge-founding-offer-routes',
  register(server, ctx) {
    server.route({
      method: 'GET',
      path: '/api/founding-offer',
      options: { response: responds(api.FoundingOfferAnswer), auth: false },
      handler: (_request, h) =>
        h
          .response(currentFoundingOffer(ctx) satisfies FoundingOfferStatus)
          .header('cache-control', 'no-store'),
    });
  },
};
