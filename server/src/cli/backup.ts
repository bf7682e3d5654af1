/** `npm run backup`: an online backup of the database now, into BACKUP_DIR, keeping BACKUP_RETENTION. */
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { backupDatabase } from '../ops/backups';

try {
  const config = loadConfig();
  const database = openDatabase(config.databasePath);
  try {
    const file = await backupDatabase(
      database.sqlite,
      config.backups.dir,
      config.backups.retention,
      Date.now(),
    );
    process.stdout.write(`Backup written: ${file}\n`);
  } finally {
    database.close();
  }
} catch (error) {
  process.stderr.write(
    `backup: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
