/**
 * A journey on days of its own choosing (docs/decisions/018): the server's clock (PUT
 * /api/test/clock, which the journeys' servers take with TEST_CLOCK=1) and the browser's
 * (Playwright's page.clock, which the booking page's date choices read) set to the same venue
 * wall time, both running on from it. The server goes back to the real time after the journey.
 */
import { DEFAULT_VENUE, wallToInstant } from '@lounge/core';
import { test as base } from './fixtures';
import { setServerClock, signIn } from './seed';

export interface VenueClock {
  /** Both clocks to `time` on `date` at the venue; before the page's first navigation. */
  set: (date: string, time: string) => Promise<void>;
  /**
   * Both clocks to a later day of the journey. Weeks may pass: `email` is signed in again, as a
   * member coming back would be (a session does not outlive them).
   */
  jump: (date: string, time: string, email: string) => Promise<void>;
}

export const test = base.extend<{ venueClock: VenueClock }>({
  venueClock: async ({ page, request }, use) => {
    await use({
      async set(date, time) {
        const instant = wallToInstant(date, time, DEFAULT_VENUE.timeZone);
        await setServerClock(request, new Date(instant).toISOString());
        await page.clock.install({ time: instant });
      },
      async jump(date, time, email) {
        const instant = wallToInstant(date, time, DEFAULT_VENUE.timeZone);
        await setServerClock(request, new Date(instant).toISOString());
        await page.clock.setSystemTime(instant);
        // The clock and the sign-in are each sent again once if they met a kept-alive socket the
        // server had just let go (seed.ts): the request contexts sit idle about that long here.
        await signIn(page.request, email);
      },
    });
    await setServerClock(request, null);
  },
});

export { expect } from './fixtures';
