/**
 * Cheap requests stay cheap. Every route takes a JSON body of at most JSON_MAX_BYTES (the server's
 * route default in app.ts; a route that needs more says so: the photo upload, the legal texts,
 * the signed webhook), and no JSON body to /api may nest deeper than JSON_MAX_DEPTH.
 *
 * The depth is counted from the body's bytes as Hapi reads them (its 'peek' event, jsonDepth.ts),
 * before the parser sees them: the first bracket past the bound fails the read with a 400 saying
 * so, the rest of the body is thrown away unparsed, and the handler never runs. Hapi's own 413
 * for a body over its route's size is answered in core's words too: the route's own
 * (`options.app.tooLarge`, the photo upload's), or the size in kB.
 */
import Boom from '@hapi/boom';
import type { Plugin, Request } from '@hapi/hapi';
import { requestBodyMessages } from '@lounge/core';
import { type RuleRefusal, refuse } from './errors';
import { JsonDepthScanner } from './jsonDepth';
import { isJson, STATE_CHANGING } from './requestGuards';

/** The largest JSON body a route takes unless it says otherwise; our largest form is ~25 kB. */
export const JSON_MAX_BYTES = 64 * 1024;
/** Deeper than any of our bodies by far (the deepest nests two levels). */
export const JSON_MAX_DEPTH = 32;

/** A route's own words for a body over its size: `options: { app: tooLargeSays(...) }`. */
export const tooLargeSays = (refusal: RuleRefusal) => ({ tooLarge: refusal });

function isJsonBody(request: Request): boolean {
  return (
    request.path.startsWith('/api/') &&
    STATE_CHANGING.has(request.method) &&
    isJson(request.headers['content-type'] as string | undefined)
  );
}

/** Counts the body's depth as it is read; past the bound, the read fails with the refusal. */
function watchDepth(request: Request): void {
  const scanner = new JsonDepthScanner(JSON_MAX_DEPTH);
  let refused = false;
  request.events.on('peek', (chunk: Buffer | string) => {
    if (refused || scanner.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)) return;
    refused = true;
    const req = request.raw.req;
    // Hapi's reader (subtext) takes an error of the request stream as the payload's failure and
    // answers it; the bytes still to come are drained, never buffered or parsed.
    req.emit('error', refuse(400, { ...requestBodyMessages.tooDeep(JSON_MAX_DEPTH), field: 'body' }));
    req.resume();
  });
}

export const bodyLimits: Plugin<void> = {
  name: 'lounge-body-limits',
  register(server) {
    server.ext('onRequest', (request, h) => {
      if (isJsonBody(request)) watchDepth(request);
      return h.continue;
    });
    server.ext('onPreResponse', (request, h) => {
      const response = request.response;
      // Only Hapi's own 413 has no title: a handler's refusal (the photo's pixel budget) keeps its words.
      if (!Boom.isBoom(response) || response.output.statusCode !== 413 || response.output.payload.title)
        return h.continue;
      const own = (request.route.settings.app as { tooLarge?: RuleRefusal } | undefined)?.tooLarge;
      const maxBytes = request.route.settings.payload?.maxBytes ?? JSON_MAX_BYTES;
      const { title, message, field }: RuleRefusal = own ?? requestBodyMessages.tooLarge(maxBytes);
      // Reworded in place: an ext that returns an error ends the chain, and the answer would miss
      // the headers the exts after this one add (the CSP, Cache-Control).
      Object.assign(response.output.payload, { title, message, ...(field ? { field } : {}) });
      return h.continue;
    });
  },
};
