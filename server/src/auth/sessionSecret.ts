/**
 * The secret that seals session cookies. Production must set SESSION_SECRET (config refuses to
 * start otherwise). Elsewhere a secret is generated on first start and kept in a file beside the
 * database, so sessions survive restarts without anyone having to invent a secret.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

export function resolveSessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(path.dirname(config.databasePath), 'session-secret');
  try {
    // 'wx': never overwrite; if two processes race, the loser reads the winner's secret.
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
