import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (apt-get install chromium) against the built app served
// by the real server. No browser is downloaded: `npm run test:e2e` builds, then runs these.
// E2E_PORT lets several checkouts run their journeys side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 5055);
// Journeys run on E2E_WORKERS workers (three by default on this two-core box: a journey waits on
// its server, its mail or its page often enough that a third worker fills the time two leave idle;
// docs/decisions/063). Each worker has a server and a database of its own, so one worker's bookings,
// test clock and outbox never meet another's: journeys stay as independent as they were on one worker.
const WORKERS = Number(process.env.E2E_WORKERS ?? 3);
/** The journeys' servers' founding offer ends on this venue day. */
export const FOUNDING_OFFER_ENDS_E2E = '2099-12-31';
// A fresh database directory for every run, so tests never see a developer's data. Workers load
// this file again: they take the runner's directory from the environment, so a journey can make its
// admin in the database its server uses (npm run admin:create, as on the box).
process.env.LOUNGE_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'lounge-e2e-'));
const dataDir = process.env.LOUNGE_E2E_DATA_DIR;

/**
 * The journeys' mail server: every worker's server sends to it, and it keeps each message as a file
 * in `dir` (server/test/e2eMailbox.ts), where a journey reads what a member received. Without a mail
 * server a box stores no secret link at all (docs/decisions/052), so a journey could not follow one.
 */
export const e2eMailbox = {
  port: Number(process.env.E2E_MAILBOX_PORT ?? PORT + 99),
  dir: path.join(dataDir, 'mailbox'),
};

/**
 * The door of the worker in parallel slot `index`: a fake Shelly relay (server/test/e2eDoor.ts) on a
 * port of this run's own range, which that worker's server drives as a lounge's door
 * (DOOR_CONTROLLER=shelly), and the file where it lists the commands it carried out (web/e2e/door.ts).
 */
export function e2eDoor(index: number): { port: number; secret: string; log: string } {
  return {
    port: PORT + 90 + index,
    secret: 'e2e-door-password',
    log: path.join(dataDir, `server-${index}`, 'door-commands.json'),
  };
}

/**
 * The server (its address and its database file) of the worker in parallel slot `index`. Each has a
 * directory of its own: the server keeps its session secret, photos and legal texts beside the file.
 */
export function e2eServer(index: number): { url: string; databasePath: string } {
  const dir = path.join(dataDir, `server-${index}`);
  mkdirSync(dir, { recursive: true });
  return { url: `http://127.0.0.1:${PORT + index}`, databasePath: path.join(dir, 'lounge.db') };
}

export default defineConfig({
  testDir: 'web/e2e',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: WORKERS,
  // A journey waits for the state it needs; these are only how long before it gives up. Playwright's
  // defaults (5 s for an expectation, 30 s a test) are timings of a quiet box: under the suite's own
  // load (three workers, three servers and three browsers on two cores) a correct page can take longer, and
  // a journey that fails then says how fast the box was, not whether the app works. Speed is the
  // benches' business (bench/).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    // Each worker's own server: web/e2e/fixtures.ts sets baseURL from the worker's slot.
    baseURL: e2eServer(0).url,
    headless: true,
    trace: 'retain-on-failure',
    // The browser asks for reduced motion, as a member or staff member may (web/src/ui/
    // reducedMotion.css, app/AntdScope.tsx): antd's dialogs, lists and toasts appear and leave at
    // once, so a journey does not wait out an animation before each click, nor the browser draw its
    // frames (a quarter of the journeys' time and CPU, docs/testing.md). The animated path keeps
    // journeys of its own: those that ask for 'no-preference' with test.use.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-gpu',
          ],
        },
      },
    },
    {
      // The desk console's renderer as the server serves it at /desk/, in the same Chromium.
      name: 'desk',
      testDir: 'desk/e2e',
      use: {
        browserName: 'chromium',
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-gpu',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: 'npx tsx server/test/e2eMailbox.ts',
      port: e2eMailbox.port,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { MAILBOX_PORT: String(e2eMailbox.port), MAILBOX_DIR: e2eMailbox.dir },
    },
    ...Array.from({ length: WORKERS }, (_, index) => {
      const door = e2eDoor(index);
      return {
        command: 'npx tsx server/test/e2eDoor.ts',
        port: door.port,
        reuseExistingServer: false,
        timeout: 30_000,
        env: { DOOR_PORT: String(door.port), DOOR_SECRET: door.secret, DOOR_LOG: door.log },
      };
    }),
    ...Array.from({ length: WORKERS }, (_, index) => {
      const { url, databasePath } = e2eServer(index);
      const door = e2eDoor(index);
      return {
        command: 'node server/dist/main.js',
        url: `${url}/api/health`,
        reuseExistingServer: false,
        timeout: 30_000,
        stdout: 'pipe' as const,
        stderr: 'pipe' as const,
        env: {
          NODE_ENV: 'test',
          PORT: String(new URL(url).port),
          HOST: '127.0.0.1',
          PUBLIC_URL: url,
          DATABASE_PATH: databasePath,
          LOG_LEVEL: 'warn',
          // Every journey's visitors arrive from 127.0.0.1: the per-address limits meant for one
          // household or one script would stop the suite, not a stranger. Per-email limits stay.
          RATE_LIMIT_SIGNUP_PER_ADDRESS: '1000',
          RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
          RATE_LIMIT_INQUIRIES_PER_HOUR: '1000',
          RATE_LIMIT_CHECKOUT_PER_ADDRESS: '1000',
          // A journey's request context reuses a kept-alive connection after any pause; had the server
          // closed it at its 5 s just then, the request would fail with "socket hang up" (a browser
          // sends again; Playwright's request does not). The journeys' connections stay open instead.
          KEEP_ALIVE_TIMEOUT_SECONDS: '300',
          // Journeys may set the server's clock (PUT /api/test/clock; desk/e2e/testClock.ts), so the
          // desk's check-in, late and no-show steps happen at a fixed venue hour, not the hour of the run.
          TEST_CLOCK: '1',
          // A founding offer with a last day, so a journey can set the clock past it and see it
          // withdrawn (web/e2e/trueClaims.spec.ts); every other journey runs long before it.
          FOUNDING_OFFER_ENDS: FOUNDING_OFFER_ENDS_E2E,
          // The journeys' mailbox: members receive their links as on a box with a mail server,
          // within a second, so a journey following one does not wait on the pass.
          SMTP_URL: `smtp://127.0.0.1:${e2eMailbox.port}`,
          MAIL_POLL_SECONDS: '1',
          // The lounge's door: this worker's fake relay, as a box with a door on its network has
          // (desk/e2e/doorToBay.spec.ts opens it with a pass).
          DOOR_CONTROLLER: 'shelly',
          DOOR_URL: `http://127.0.0.1:${door.port}`,
          DOOR_SECRET: door.secret,
        },
      };
    }),
  ],
});
