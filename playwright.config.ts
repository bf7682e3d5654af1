import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (apt-get install chromium) against the built app served
// by the real server. No browser is downloaded: `npm run test:e2e` builds, then runs these.
// E2E_PORT lets several checkouts run their journeys side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 5055);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// A fresh database directory for every run, so tests never see a developer's data. Workers load
// this file again: they take the runner's directory from the environment, so the desk journey can
// make its admin in the database the server uses (npm run admin:create, as on the box).
process.env.LOUNGE_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'lounge-e2e-'));
const dataDir = process.env.LOUNGE_E2E_DATA_DIR;
export const E2E_DATABASE_PATH = path.join(dataDir, 'lounge.db');

export default defineConfig({
  testDir: 'web/e2e',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: BASE_URL,
    headless: true,
    trace: 'retain-on-failure',
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
  webServer: {
    command: 'node server/dist/main.js',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATABASE_PATH: E2E_DATABASE_PATH,
      LOG_LEVEL: 'warn',
      // Every journey's visitors arrive from 127.0.0.1: the per-address limits meant for one
      // household or one script would stop the suite, not a stranger. Per-email limits stay.
      RATE_LIMIT_SIGNUP_PER_ADDRESS: '1000',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
      RATE_LIMIT_INQUIRIES_PER_HOUR: '1000',
      // Journeys may set the server's clock (PUT /api/test/clock; desk/e2e/testClock.ts), so the
      // desk's check-in, late and no-show steps happen at a fixed venue hour, not the hour of the run.
      TEST_CLOCK: '1',
    },
  },
});
