import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Venue times must not depend on the machine's zone, so core runs once under each of these (one
// project each, in the same run; core/test/timeZoneHarness.test.ts proves the zone took effect).
const CORE_TIME_ZONES = ['UTC', 'Pacific/Auckland', 'America/Denver'];

// One vitest run, one project a workspace part (`--project 'core*'` runs the three core ones).
export default defineConfig({
  test: {
    projects: [
      ...CORE_TIME_ZONES.map((tz) => ({
        test: {
          name: `core ${tz}`,
          include: ['core/test/**/*.test.ts'],
          environment: 'node',
          env: { TZ: tz, LOUNGE_TEST_TZ: tz },
          // Pure functions without mocks: the files of a worker share its loaded modules.
          isolate: false,
        },
      })),
      {
        test: {
          // Hapi's server.inject: real routes and plugins, no port, no process.
          name: 'server',
          include: ['server/test/**/*.test.ts'],
          environment: 'node',
          // Real processes, sockets and bcrypt: generous on a busy 2-core box.
          testTimeout: 30_000,
          // The files of a worker share its loaded modules: each file makes its own servers,
          // databases and processes, and no file mocks a module, so what a file sees is its own.
          // Loading Hapi, drizzle and the app again for each of ~100 files was half the suite's
          // time (docs/testing.md).
          isolate: false,
          // The server bundle the tests that start it as a process run (server/test/serverBundle.ts).
          globalSetup: ['server/test/serverBundle.ts'],
        },
      },
      {
        // The web app's components in a DOM (jsdom), with core's real rules and copy.
        plugins: [react()],
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}', 'web/scripts/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['web/src/testing/setup.ts'],
          // antd renders slowly in jsdom; a form test can take a few seconds.
          testTimeout: 20_000,
          // The files of a worker share its loaded modules (antd, React, the app) and its DOM; the
          // setup file runs before each file and unmounts what a test rendered after it. The desk's
          // screens stay isolated: they load that setup as an import, which would run only once.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          // The desk: its main process with Electron's API stood in for, the renderer's pure logic,
          // and its screens (files marked `@vitest-environment jsdom`, with web's test setup).
          name: 'desk',
          include: ['desk/test/**/*.test.ts', 'desk/src/renderer/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
    ],
  },
});
