/**
 * PUT /api/test/clock: sets the server's clock for the end-to-end journeys. Registered only when
 * the configuration has `testClock` (TEST_CLOCK=1, which config.ts refuses outside NODE_ENV=test),
 * so no real box has it; signed out, since journeys set the moment before anyone signs in.
 */
import type { Plugin } from '@hapi/hapi';
import { parseIsoInstant, type TestClockResponse, toIsoInstant } from '@lounge/core';
import * as api from '@lounge/core/api';
import type { TestClock } from '../clock/testClock';
import { responds } from '../http/responseSchemas';
import { typedRoute } from '../http/validation';

export const testClockRoutes: Plugin<TestClock> = {
  name: 'lounge-test-clock',
  register(server, clock) {
    typedRoute(server, {
      method: 'PUT',
      path: '/api/test/clock',
      options: {
        auth: false,
        validate: { payload: api.SetTestClockRequest },
        response: responds(api.TestClockResponse),
      },
      handler(request) {
        const { now } = request.payload;
        clock.set(now === null ? null : (parseIsoInstant(now) ?? null));
        return { now: toIsoInstant(clock.now()) } satisfies TestClockResponse;
      },
    });
  },
};
