/**
 * `npm run restore -- FILE`: replaces the database with a backup. Refuses while the server runs
 * (stop the service first) and refuses a damaged backup; the replaced database is kept beside it.
 */
import { readConfigOrExit } from '../environment';
import { restoreDatabase } from '../ops/restore';

const file = process.argv[2];
if (!file) {
  process.stderr.write('restore: give the backup file: npm run restore -- data/backups/lounge-....db\n');
  process.exit(1);
}
const config = readConfigOrExit('restore');
try {
  const kept = restoreDatabase(file, config.databasePath, Date.now());
  process.stdout.write(
    `Restored ${file} to ${config.databasePath}.${kept ? ` The previous database is kept at ${kept}.` : ''}\n`,
  );
} catch (error) {
  process.stderr.write(`restore: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
