/**
 * A fixed moment for a journey: the server's clock (PUT /api/test/clock, which the e2e server has
 * with TEST_CLOCK=1) and the browser's (Playwright's page.clock, where the console computes a
 * booking's state) both read the same venue wall time, and run on from it. So a journey's
 * check-in, late and no-show steps happen at the hour it names, whatever the hour of the run.
 *
 * The day is a Saturday (the lounge's busiest) some weeks after the real date, so the journeys'
 * bookings never meet those of the website's journeys, which book around the real today; each
 * journey names its own week so they never meet each other's.
 */
import {
  addDays,
  DEFAULT_VENUE,
  isoWeekday,
  type SetTestClockRequest,
  venueDate,
  wallToInstant,
} from '@lounge/core';
import type { APIRequestContext } from '@playwright/test';
import { test as base, expect } from '../../web/e2e/fixtures';

const ZONE = DEFAULT_VENUE.timeZone;

/** The Saturday `weeks` weeks after the coming one, at the venue. */
export function journeySaturday(weeks: number): string {
  let date = addDays(venueDate(Date.now(), ZONE), 1);
  while (isoWeekday(date) !== 6) date = addDays(date, 1);
  return addDays(date, 7 * weeks);
}

async function setServerClock(request: APIRequestContext, now: string | null): Promise<void> {
  const body: SetTestClockRequest = { now };
  const res = await request.put('/api/test/clock', { data: body });
  expect(res.status(), await res.text()).toBe(200);
}

export interface VenueClock {
  /**
   * Sets both clocks to `time` on `date` at the venue. Call before the page's first navigation
   * (the browser's clock is installed into the page's scripts).
   */
  set: (date: string, time: string) => Promise<number>;
  /** Sets both clocks to a later moment of the journey (the browser's fires its due timers). */
  jump: (date: string, time: string) => Promise<void>;
}

/** The shared journey fixture, with `venueClock`; the server's clock goes back to real time after. */
export const test = base.extend<{ venueClock: VenueClock }>({
  venueClock: async ({ page, request }, use) => {
    let installed = false;
    await use({
      async set(date, time) {
        const instant = wallToInstant(date, time, ZONE);
        await setServerClock(request, new Date(instant).toISOString());
        await page.clock.install({ time: instant });
        installed = true;
        return instant;
      },
      async jump(date, time) {
        const instant = wallToInstant(date, time, ZONE);
        await setServerClock(request, new Date(instant).toISOString());
        if (installed) await page.clock.fastForward(instant - (await page.evaluate(() => Date.now())));
      },
    });
    await setServerClock(request, null);
  },
});

export { expect } from '../../web/e2e/fixtures';
