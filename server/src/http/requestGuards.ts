/**
 * Guards every state-changing /api request before any handler runs:
 * - a body must be JSON (415 otherwise): HTML forms on other sites cannot send JSON without the
 *   browser asking us first, so this closes the classic cross-site form post;
 * - an Origin header, when present, must be one of the site's origins (PUBLIC_URL, EXTRA_ORIGINS), else 403;
 * - the desk's photo uploads (the site's, a coach's) are multipart (a file), which any site's form could send too: they
 *   must carry an Origin header, and it must be the site's (browsers always send one with a POST).
 * Plus the response headers every answer carries: security headers and the Content-Security-Policy.
 */
import Boom from '@hapi/boom';
import type { Plugin, Request } from '@hapi/hapi';
import type { AppContext } from '../appContext';
import { EARLY_SUBMIT_HOLD_HASH } from './earlySubmitHold';
import { isSiteOrigin } from './origins';

export const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);

/** Paths that take requests from elsewhere and check them their own way (signed webhooks). */
const EXEMPT_PATHS = new Set(['/api/payments/webhook']);

/** Paths that take a file as multipart/form-data instead of JSON, from the site's own pages only. */
const MULTIPART_PATHS = /^\/api\/staff\/(photos\/(hero|gallery)|coaches\/[0-9a-fA-F-]{36}\/photo)$/;

/**
 * What the built web app needs and no more. antd writes its styles at run time, hence inline
 * styles; scripts only from our own origin, and the one inline script by its hash (earlySubmitHold.ts).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${EARLY_SUBMIT_HOLD_HASH}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

function hasBody(request: Request): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

export function isJson(contentType: string | undefined): boolean {
  return /^application\/json\s*(;|$)/i.test(contentType ?? '');
}

function isMultipart(contentType: string | undefined): boolean {
  return /^multipart\/form-data\s*;/i.test(contentType ?? '');
}

export const requestGuards: Plugin<AppContext> = {
  name: 'lounge-request-guards',
  register(server, ctx) {
    server.ext('onRequest', (request, h) => {
      if (
        !request.path.startsWith('/api/') ||
        !STATE_CHANGING.has(request.method) ||
        EXEMPT_PATHS.has(request.path)
      ) {
        return h.continue;
      }
      const contentType = request.headers['content-type'] as string | undefined;
      const origin = request.headers.origin as string | undefined;
      if (MULTIPART_PATHS.test(request.path) && isMultipart(contentType)) {
        if (!origin || !isSiteOrigin(origin, ctx.config)) {
          throw Boom.forbidden('Uploads are taken from the site’s own pages only.');
        }
        return h.continue;
      }
      if ((hasBody(request) || contentType) && !isJson(contentType)) {
        throw Boom.unsupportedMediaType('Requests must send JSON (Content-Type: application/json).');
      }
      if (origin && !isSiteOrigin(origin, ctx.config)) {
        throw Boom.forbidden('Cross-site requests are not allowed.');
      }
      return h.continue;
    });

    // Every answer carries the policy, refusals included.
    server.ext('onPreResponse', (request, h) => {
      const response = request.response;
      if (Boom.isBoom(response)) response.output.headers['content-security-policy'] = CONTENT_SECURITY_POLICY;
      else response.header('content-security-policy', CONTENT_SECURITY_POLICY);
      return h.continue;
    });
  },
};
