/** PUT /api/test/clock: the journeys' test server only (TEST_CLOCK=1 with NODE_ENV=test). */
import Joi from 'joi';
import { parseIsoInstant } from '../time';
import { nullable, object, type Sent, type Shape } from './shape';

const isoInstant = Joi.string()
  .max(30)
  .custom((value: string, helpers) =>
    parseIsoInstant(value) === null ? helpers.error('any.invalid') : value,
  );

/** The instant the server's clock should read now (it runs on from there), or null for the real time. */
export const SetTestClockRequest = object({ now: nullable(isoInstant) }).label('request body');
export type SetTestClockRequest = Sent<typeof SetTestClockRequest>;

export const TestClockResponse = object({
  /** What the server's clock reads, ISO 8601 UTC. */
  now: Joi.string().isoDate(),
});
export type TestClockResponse = Shape<typeof TestClockResponse>;
