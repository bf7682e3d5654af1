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
        },
      },
    ],
  },
});
