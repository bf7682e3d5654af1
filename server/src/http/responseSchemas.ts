/**
 * Every route declares what it answers (`options.response.schema`, joi), so the API's shapes are
 * written down next to the routes and checked against what the handlers really send.
 *
 * - Under NODE_ENV=test every answer of every route is validated in full, and one that does not
 *   match its schema becomes a 500 with the route and the mismatch in the error log: the server
 *   suite and the journeys then fail on a drifted answer.
 * - Elsewhere (development and production) `sample: 0` keeps Hapi from adding response validation
 *   to a route's lifecycle at all: it costs nothing on the hot path.
 * - Refusals (4xx) share one schema: Boom's {statusCode, error, message} with the rule's title,
 *   code and field, and the few extras some refusals carry.
 *
 * Row-shaped answers are described from the drizzle table itself (`rowSchema`), so a column added
 * to the table is a column the schema expects, and a column left out (a password hash) is refused.
 */
import Boom from '@hapi/boom';
import type { Lifecycle, RouteOptionsResponse } from '@hapi/hapi';
import { getTableColumns, type Table } from 'drizzle-orm';
import Joi from 'joi';
import type { NodeEnv } from '../config';

/** Any text, the empty string included. */
const text = Joi.string().allow('');
export const int = Joi.number().integer();
export const nullable = (schema: Joi.Schema) => schema.allow(null).required();

/** The body of every 4xx and 5xx answer of the API. */
export const refusalSchema = Joi.object({
  statusCode: int.min(400).max(599).required(),
  error: Joi.string().required(),
  message: text.required(),
  title: Joi.string(),
  code: Joi.string(),
  field: Joi.string(),
  /** A form's every failed field and its message (invalidFields). */
  errors: Joi.object().pattern(Joi.string(), Joi.string()),
  /** Hapi's note of which input failed its joi check. */
  validation: Joi.object({ source: Joi.string(), keys: Joi.array().items(Joi.string().allow('')) }),
  /** What a guest fee would cost (402), and the guests it is for. */
  feeCents: int,
  paidGuests: int,
  /** The bay a waitlist join was booked into instead. */
  bayNumber: Joi.string(),
  /** The bookings a bay block would cover (409). */
  bookings: Joi.array().items(Joi.object().unknown()),
}).label('ApiRefusal');

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
    status: Object.fromEntries(REFUSAL_STATUSES.map((code) => [code, refusalSchema])),
  };
}

function columnSchema(column: { columnType: string; notNull: boolean; enumValues?: readonly string[] }) {
  let schema: Joi.Schema;
  if (column.columnType === 'SQLiteInteger') schema = int;
  else if (column.columnType === 'SQLiteBoolean') schema = Joi.boolean();
  else if (column.enumValues?.length) schema = Joi.string().valid(...column.enumValues);
  else schema = text;
  return column.notNull ? schema.required() : nullable(schema);
}

/**
 * A table's row as the API answers it: every column (by its TypeScript name) with its type and
 * nullability, but those in `omit`, and `extra` keys on top.
 */
export function rowSchema<T extends Table>(
  table: T,
  options: { omit?: readonly (keyof T['_']['columns'])[]; extra?: Joi.PartialSchemaMap } = {},
): Joi.ObjectSchema {
  const omitted = new Set<string>(options.omit as readonly string[] | undefined);
  const keys = Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([name]) => !omitted.has(name))
      .map(([name, column]) => [name, columnSchema(column as never)]),
  );
  return Joi.object({ ...keys, ...options.extra });
}

/** A route's answer: `schema`, with the server's defaults (responseValidation) for the rest. */
export function responds(schema: Joi.Schema): RouteOptionsResponse {
  return { schema };
}
