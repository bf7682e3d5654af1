/** Direct access to a test server's context and database, to check what was (and was not) written. */
import type { Server } from '@hapi/hapi';
import type { AppContext } from '../src/appContext';
import { openDatabase } from '../src/db/database';

export function contextOf(server: Server): AppContext {
  const ctx = (server.app as { ctx?: AppContext }).ctx;
  if (!ctx) throw new Error('server.app.ctx is not set');
  return ctx;
}

/** How many accounts a closed database file holds (a backup, a restored file, one a tool wrote). */
export function countUsersIn(file: string): number {
  const db = openDatabase(file);
  try {
    return (db.sqlite.prepare('SELECT count(*) AS n FROM users').get() as { n: number }).n;
  } finally {
    db.close();
  }
}
