/**
 * The shapes every route checks before its handler runs, and how a failed check answers.
 *
 * The server's route defaults (app.ts) allow no query and no body unless a route declares them, so
 * a route that forgets to validate refuses input rather than passing it on.
 * A path parameter that is not in the format its ids really have names nothing: it answers the
 * route's own 404, exactly like a well-formed id that does not exist. A bad query or body is a
 * 400 naming the field.
 */
import Boom from '@hapi/boom';
import type { Lifecycle, RouteOptionsValidate } from '@hapi/hapi';
import Joi from 'joi';

/** Row ids: crypto.randomUUID() (users, bookings, tours, inquiries, waitlist, outbox). */
export const uuid = Joi.string().pattern(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
/** A random token of 32 bytes in base64url (calendar feeds, password resets). */
export const token32 = Joi.string().pattern(/^[A-Za-z0-9_-]{43}$/);
/** The sandbox gateway's checkout session ids. */
export const sandboxSessionId = Joi.string().pattern(/^cs_sbx_[0-9a-f]{24}$/);

/**
 * A file path under a served folder: no segment longer than a file name may be (the file system
 * would fail with ENAMETOOLONG rather than answer 'no such file').
 */
export const filePath = Joi.string()
  .allow('')
  .max(1024)
  .pattern(/^[^/]{0,255}(\/[^/]{0,255})*$/);

/** A body that carries nothing: none, or {}. */
export const noPayload = Joi.object({}).allow(null).label('request body');

/** Hapi's note on a failed joi check: which input (`source`) and the path of the first key. */
function validationDetails(value: unknown): { source?: string; key?: string } {
  if (typeof value !== 'object' || value === null) return {};
  const source = 'source' in value && typeof value.source === 'string' ? value.source : undefined;
  const keys = 'keys' in value && Array.isArray(value.keys) ? value.keys : [];
  const key = typeof keys[0] === 'string' ? keys[0] : undefined;
  return { ...(source ? { source } : {}), ...(key !== undefined ? { key } : {}) };
}

/**
 * The failAction of every route: params that name nothing answer 404 (with the route's own
 * message where it has one), a bad query or body a 400 whose `field` names what was wrong.
 */
export function validationFailure(notFoundMessage = 'Not Found'): Lifecycle.Method {
  return (_request, _h, error) => {
    const boom = Boom.isBoom(error) ? error : Boom.badRequest(error?.message ?? 'Invalid request');
    const details = validationDetails(boom.output.payload.validation);
    if (details.source === 'params') throw Boom.notFound(notFoundMessage);
    const field = details.key;
    Object.assign(boom.output.payload, { title: 'Invalid Information', ...(field ? { field } : {}) });
    throw boom;
  };
}

/** Validation for a route whose path parameters name a thing: a malformed one answers `notFound`. */
export function withParams(
  params: Record<string, Joi.Schema>,
  notFoundMessage: string,
  rest: Omit<RouteOptionsValidate, 'params' | 'failAction'> = {},
): RouteOptionsValidate {
  const required = Object.fromEntries(Object.entries(params).map(([k, s]) => [k, s.required()]));
  return { ...rest, params: Joi.object(required), failAction: validationFailure(notFoundMessage) };
}
