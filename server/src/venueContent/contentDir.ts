/**
 * The venue's own content (photos, replaced legal texts) lives in folders beside the database, so
 * the box keeps it where it keeps the data, and its private modes are the database's: folders 0700,
 * files 0600, written whole (a temp file renamed) so a reader never sees half a file.
 */
import { chmodSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../db/database';

/** `<folder of the database>/<name>`, made (0700) when missing. */
export function contentDir(config: Pick<Config, 'databasePath'>, name: string): string {
  const dir = path.join(path.dirname(config.databasePath), name);
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  return dir;
}

/** Writes a file whole, 0600: a temp file beside it, then renamed over it. */
export function writePrivateFile(file: string, data: string | Buffer): void {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, data, { mode: PRIVATE_FILE_MODE });
  // The mode above applies only when the file is new (a temp left by a crash keeps its own).
  chmodSync(temp, PRIVATE_FILE_MODE);
  renameSync(temp, file);
}
