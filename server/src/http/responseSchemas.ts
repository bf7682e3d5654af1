/**
 * Every route declares what it answers (`options.response.schema`, joi): core's API shapes
 * (@lounge/core/api), the same schemas whose types the screens read, checked against what the
 * handlers really send.
 *
 * - Under NODE_ENV=test every answer of every route is validated in full, and one that does not
 *   match its schema becomes a 500 with the route and the mismatch in the error log: the server
 *   suite and the journeys then fail on a drifted answer.
 * - Elsewhere (development and production) `sample: 0` keeps Hapi from adding response validation
 *   to a route's lifecycle at all: it costs nothing on the hot path.
 * - Refusals (4xx) share one schema: core's ApiRefusal, Boom's {statusCode, error, message} with
 *   the rule's title, code and field, and the few extras some refusals carry.
 */
import Boom from '@hapi/boom';
import type { Lifecycle, RouteOptionsResponse } from '@hapi/hapi';
import { ApiRefusal } from '@lounge/core/api';
import type Joi from 'joi';
import type { NodeEnv } from '../config';

// 503 is left out: the built apps answer it as plain text and /api/health with its own body.
const REFUSAL_STATUSES = [400, 401, 402, 403, 404, 405, 409, 410, 413, 415, 429, 500, 502];

const failOnMismatch: Lifecycle.Method = (request, _h, error) => {
  request.log(['error', 'response'], error ?? 'response schema mismatch');
  throw Boom.badImplementation(
    `The answer of ${request.method.toUpperCase()} ${request.route.path} does not match its schema: ${error?.message}`,
  );
};

/** The server's default for every route's `response`: full validation in tests, none elsewhere. */
export function responseValidation(nodeEnv: NodeEnv): RouteOptionsResponse {
  if (nodeEnv !== 'test') return { sample: 0 };
  return {
    failAction: failOnMismatch,
    status: Object.fromEntries(REFUSAL_STATUSES.map((code) => [code, ApiRefusal])),
  };
}

/** A route's answer: `schema`, with the server's defaults (responseValidation) for the rest. */
export function responds(schema: Joi.Schema | Joi.AnySchema): RouteOptionsResponse {
  return { schema };
}
