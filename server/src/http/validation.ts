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
import type { Lifecycle, RouteOptions, RouteOptionsValidate, Server, ServerRoute } from '@hapi/hapi';
import { nullable, object, type Shape } from '@lounge/core/api';
import Joi from 'joi';

/** Row ids: crypto.randomUUID() (users, bookings, tours, inquiries, waitlist, outbox). */
export { uuid } from '@lounge/core/api';
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

/** A query that carries nothing. */
export const noQuery = object({});

const NOTHING = Joi.object({}).allow(null);

/**
 * The server's default for a route's query (app.ts): none. Hapi's own `query: false` runs a joi
 * check on every request, the many with no query at all included; here those pass at once, and any
 * query left goes through the same joi rule, so a refusal reads as before ('"x" is not allowed').
 */
export async function noQueryUnlessDeclared(
  value: unknown,
  options: Joi.ValidationOptions,
): Promise<unknown> {
  if (value === null || value === undefined) return undefined;
  for (const _key in value as object) return NOTHING.validateAsync(value, options);
  return undefined;
}

/** A body that carries nothing: none, or {}. */
export const noPayload = nullable(object({})).label('request body');

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
export function withParams<
  P extends Record<string, Joi.AnySchema>,
  R extends Omit<RouteOptionsValidate, 'params' | 'failAction'> = Record<never, never>,
>(params: P, notFoundMessage: string, rest?: R) {
  return {
    ...(rest as R),
    params: checkedSynchronously(object(params)),
    failAction: validationFailure(notFoundMessage),
  };
}

/** A joi schema run by joi's synchronous check, with the schema kept for the handler's types. */
export type SyncChecked<S extends Joi.AnySchema> = ((
  value: unknown,
  options: Joi.ValidationOptions,
) => Promise<unknown>) & { schema: S };

/**
 * The same schema, the same options and the same error as Hapi's own call, but joi's `validate`
 * instead of the `validateAsync` Hapi picks for a schema: the async one sets up for external rules
 * (none of our path schemas has one) and cost several times the sync check on every request of a
 * route with a path parameter. A refusal is the very ValidationError, so failAction and the 404 or
 * 400 it makes read as before.
 */
function checkedSynchronously<S extends Joi.AnySchema>(schema: S): SyncChecked<S> {
  const check = async (value: unknown, options: Joi.ValidationOptions) => {
    const { value: checked, error } = schema.validate(value, options);
    if (error) throw error;
    return checked;
  };
  return Object.assign(check, { schema });
}

/** What a route's validation hands its handler: payload, query and params as their schemas yield them. */
type Inputs<V> = (V extends { payload: infer S extends Joi.AnySchema } ? { Payload: Shape<S> } : unknown) &
  (V extends { query: infer S extends Joi.AnySchema } ? { Query: Shape<S> } : unknown) &
  (V extends { params: infer S extends Joi.AnySchema }
    ? { Params: Shape<S> }
    : V extends { params: SyncChecked<infer S> }
      ? { Params: Shape<S> }
      : unknown);
type InputRefs<V> = Inputs<V> & { Payload?: unknown };

type TypedRoute<V> = Omit<ServerRoute<InputRefs<V>>, 'options'> & {
  options: Omit<RouteOptions<InputRefs<V>>, 'validate'> & { validate: V };
};

/**
 * A route whose handler reads its input typed from the schemas that check it (`options.validate`,
 * core's request shapes): `typedRoute(server, { ..., options: { validate: { payload: api.BookingRequest } } })`.
 * No type is written beside a schema, so none can differ from it.
 */
export function typedRoute<V extends RouteOptionsValidate>(server: Server, route: TypedRoute<V>): void {
  server.route(route);
}

/** The same, as a route object, for a list of routes made by a function (`server.route(list.map(...))`). */
export function typed<V extends RouteOptionsValidate>(route: TypedRoute<V>): ServerRoute<InputRefs<V>> {
  return route;
}
