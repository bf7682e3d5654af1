import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One vitest run, one project a workspace part. `npm run test:core-tz` also runs the core
// project under several TZ values: venue times must not depend on the machine's zone.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          include: ['core/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // Hapi's server.inject: real routes and plugins, no port, no process.
          name: 'server',
          include: ['server/test/**/*.test.ts'],
          environment: 'node',
          // Real processes, sockets and bcrypt: generous on a busy 2-core box.
          testTimeout: 30_000,
        },
      },
      {
        // The web app's components in a DOM (jsdom), with core's real rules and copy.
        plugins: [react()],
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/testing/setup.ts'],
          // antd renders slowly in jsdom; a form test can take a few seconds.
          testTimeout: 20_000,
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
