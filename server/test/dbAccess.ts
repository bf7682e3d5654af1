/** Direct access to a test server's context and database, to check what was (and was not) written. */
import type { Server } from '@hapi/hapi';
import type { AppContext } from '../src/appContext';

export function contextOf(server: Server): AppContext {
  const ctx = (server.app as { ctx?: AppContext }).ctx;
  if (!ctx) throw new Error('server.app.ctx is not set');
  return ctx;
}
