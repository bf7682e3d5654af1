import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes a new SQL migration to migrations/ after schema.ts changes.
// The server applies migrations/ at start; server/test/migrations.test.ts fails when they disagree.
export default defineConfig({
  dialect: 'sqlite',
  schema: './server/src/db/schema.ts',
  out: './migrations',
});
