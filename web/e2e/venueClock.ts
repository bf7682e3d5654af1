/**
 * A journey on days of its own choosing (docs/decisions/018): the server's clock (PUT
 * /api/test/clock, which the journeys' servers take with TEST_CLOCK=1) and the browser's
 * (Playwright's page.clock, which the booking page's date choices read) set to the same venue
 * wall time, both running on from it. The server goes back to the real time after the journey.
 */
import { DEFAULT_VENUE, type SetTestClockRequest, wallToInstant } from '@lounge/core';
import type { APIRequestContext } from '@playwright/test';
import { test as base, expect, PASSWORD } from './fixtures';

async function setServerClock(request: APIRequestContext, now: string | null): Promise<void> {
  const body: SetTestClockRequest = { now };
  const res = await request.put('/api/test/clock', { data: body });
  expect(res.status(), await res.text()).toBe(200);
}

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
        // Sent again once if the server closed the kept-alive socket as it went out (ECONNRESET: the
        // server's 5 s keep-alive ending just as the page's request context reused it), as a browser
        // does on a reused connection; a server that is down still fails it.
        const signIn = await page.request.post('/api/auth/login', {
          data: { email, password: PASSWORD },
          maxRetries: 1,
        });
        expect(signIn.ok(), await signIn.text()).toBe(true);
      },
    });
    await setServerClock(request, null);
  },
});

export { expect } from './fixtures';
