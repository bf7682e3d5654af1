/**
 * Staff accounts for the journeys, made the way the box makes them: `npm run admin:create` against
 * the database of the server this worker's journeys use. Shared by the web journeys (reading the outbox as staff)
 * and the desk's, which import it from here.
 */
import { execFileSync } from 'node:child_process';
import { thisWorkersServer } from './fixtures';

/** The password of every account the journeys make. */
export const PASSWORD = 'fairway-2026';

export function createAdmin(email: string): void {
  execFileSync('npm', ['run', '--silent', 'admin:create', '--', '--email', email], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATABASE_PATH: thisWorkersServer().databasePath, LOG_LEVEL: 'warn' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
}
