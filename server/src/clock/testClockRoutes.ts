/**
 * PUT /api/test/clock: sets the server's clock for the end-to-end journeys. Registered only when
 * the configuration has `testClock` (TEST_CLOCK=1, which config.ts refuses outside NODE_ENV=test),
 * so no real box has it; signed out, since journeys set the moment before anyone signs in.
 */
import type { Plugin } from '@hapi/hapi';
import {
  parseIsoInstant,
  type SetTestClockRequest,
  type TestClockResponse,
  toIsoInstant,
} from '@lounge/core';
import Joi from 'joi';
import type { TestClock } from '../clock/testClock';

const isoInstant = Joi.string()
  .max(30)
  .custom((value: string, helpers) =>
    parseIsoInstant(value) === null ? helpers.error('any.invalid') : value,
  );

export const testClockRoutes: Plugin<TestClock> = {
  name: 'lounge-test-clock',
  register(server, clock) {
    server.route<{ Payload: SetTestClockRequest }>({
      method: 'PUT',
      path: '/api/test/clock',
      options: {
        auth: false,
        validate: {
          payload: Joi.object({ now: isoInstant.allow(null).required() }).label('request body'),
        },
        response: { schema: Joi.object({ now: Joi.string().isoDate().required() }) },
      },
      handler(request) {
        const { now } = request.payload;
        clock.set(now === null ? null : (parseIsoInstant(now) ?? null));
        return { now: toIsoInstant(clock.now()) } satisfies TestClockResponse;
      },
    });
  },
};
