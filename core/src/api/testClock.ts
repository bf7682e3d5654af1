/** PUT /api/test/clock: the journeys' test server only (TEST_CLOCK=1 with NODE_ENV=test). */

/** The instant the server's clock should read now (it runs on from there), or null for the real time. */
export interface SetTestClockRequest {
  now: string | null;
}

export interface TestClockResponse {
  /** What the server's clock reads, ISO 8601 UTC. */
  now: string;
}
