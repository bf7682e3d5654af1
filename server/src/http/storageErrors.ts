/**
 * When the disk is full or the database cannot be written, answer 503 with a message a member can
 * act on, instead of a bare 500. Every write runs in a transaction, so a refused write leaves
 * nothing half-written.
 */
import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';

const STORAGE_CODES = /^SQLITE_(FULL|READONLY|IOERR|CANTOPEN|BUSY|LOCKED)/;

export const STORAGE_UNAVAILABLE =
  'The booking system cannot save changes right now. Nothing was changed; please try again in a few minutes or call the front desk.';

export const storageErrors: Plugin<void> = {
  name: 'lounge-storage-errors',
  register(server) {
    server.ext('onPreResponse', (request, h) => {
      const response = request.response;
      if (!Boom.isBoom(response) || response.output.statusCode !== 500) return h.continue;
      const code = (response as { code?: unknown }).code;
      if (typeof code !== 'string' || !STORAGE_CODES.test(code)) return h.continue;
      const unavailable = Boom.serverUnavailable(STORAGE_UNAVAILABLE);
      unavailable.output.headers['retry-after'] = '60';
      return unavailable;
    });
  },
};
