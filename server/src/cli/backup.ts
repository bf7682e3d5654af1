/** `npm run backup`: an online backup of the database now, into BACKUP_DIR, keeping BACKUP_RETENTION. */
import { readConfigOrExit } from '../environment';
import { backupDatabase } from '../ops/backups';
import { openLoungeDatabase } from '../ops/databaseFile';
import { failureText } from '../ops/failureText';

const config = readConfigOrExit('backup');

try {
  // A backup of a database that is not there would make one, empty, and back that up.
  const database = openLoungeDatabase(config, () => {
    throw new Error(`there is no database at ${config.databasePath} to back up`);
  });
  try {
    const { file } = await backupDatabase(
      database.sqlite.name,
      config.backups.dir,
      config.backups.retention,
      Date.now(),
    );
    process.stdout.write(`Backup written: ${file}\n`);
  } finally {
    database.close();
  }
} catch (error) {
  process.stderr.write(`backup: ${failureText(error)}\n`);
  process.exit(1);
}
