/** First-party analytics: POST /api/analytics (anyone) and the desk's GET /api/staff/analytics?days=. */
import Joi from 'joi';
import { ANALYTICS_EVENTS } from '../uiTimings';
import { int, nullable, object, oneOf, optional, type Sent, type Shape, text, withDefault } from './shape';

const ANALYTICS_PATH_MAX = 500;

/** One event: its name and the page it happened on. */
export const AnalyticsEventRequest = object({
  name: oneOf(ANALYTICS_EVENTS),
  path: optional(nullable(Joi.string().allow('').max(ANALYTICS_PATH_MAX))),
}).required();
export type AnalyticsEventRequest = Sent<typeof AnalyticsEventRequest>;

/** GET /api/staff/analytics?days= (30 when left out). */
export const AnalyticsQuery = object({ days: withDefault(Joi.number().integer().min(1).max(366), 30) });

/** The same schema under each name: `{ page_view: int, ... }`. */
const eachOf = <const N extends readonly string[], S>(names: N, schema: S) =>
  Object.fromEntries(names.map((name) => [name, schema])) as Record<N[number], S>;

/** One venue day's count of each event. */
export const AnalyticsDay = object({ day: text, ...eachOf(ANALYTICS_EVENTS, int) });
export type AnalyticsDay = Shape<typeof AnalyticsDay>;
