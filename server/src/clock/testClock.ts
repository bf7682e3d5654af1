/**
 * The journeys' settable clock (TEST_CLOCK=1, test mode only): the real clock shifted by an offset,
 * so time still runs between the steps of a journey (holds lapse, tokens age) while a journey fixes
 * the moment it starts at ("Saturday at 2:00 PM at the venue") and its outcome never depends on the
 * hour it runs at.
 */
export interface TestClock {
  now: () => number;
  /** Reads `instant` from now on (running on from it); null goes back to the real time. */
  set: (instant: number | null) => void;
}

export function createTestClock(real: () => number = Date.now): TestClock {
  let offset = 0;
  return {
    now: () => real() + offset,
    set: (instant) => {
      offset = instant === null ? 0 : instant - real();
    },
  };
}
