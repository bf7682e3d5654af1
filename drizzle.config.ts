import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes a new SQL migration to migrations/ after a file of server/src/db/schema/ changes.
// The server applies migrations/ at start; server/test/migrations.test.ts fails when they disagree.
export default defineConfig({
  dialect: 'sqlite',
  schema: './server/src/db/schema/index.ts',
  out: './migrations',
});
