/**
 * Staff accounts for the journeys, made the way the box makes them: `npm run admin:create` against
 * the database of the server this worker's journeys use. Shared by the web journeys (reading the outbox as staff)
 * and the desk's, which import it from here.
 */
import { thisWorkersServer } from './fixtures';
import { createAdminIn } from './seed';

export { PASSWORD } from './seed';

export function createAdmin(email: string): void {
  createAdminIn(thisWorkersServer().databasePath, email);
}
