/**
 * The server process: configuration, start, graceful stop. Everything it runs is built in app.ts,
 * so tests exercise the same server without a process or a port.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createServer } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { DatabaseDamagedError } from './db/database';
import { createLogger } from './logger';
import { claimDatabase } from './ops/restore';
import { REPO_ROOT } from './repoPaths';
import { APP_VERSION } from './version';

/** How long in-flight requests get to finish on shutdown before connections are closed. */
const STOP_TIMEOUT_MS = 10_000;

/**
 * Variables from the .env file at the repository root, if there is one (see .env.example); the
 * root, not the working directory, so `npm run dev` (which runs in server/) reads the same file.
 * Variables already set in the environment win. Test runs skip it, so a developer's local
 * settings cannot change what the tests see.
 */
function loadDotEnv(): void {
  const file = path.join(REPO_ROOT, '.env');
  if (process.env.NODE_ENV !== 'test' && existsSync(file)) process.loadEnvFile(file);
}

function readConfig(): Config {
  loadDotEnv();
  try {
    return loadConfig();
  } catch (error) {
    // A configuration mistake is the operator's to fix: say what is wrong, without a stack trace.
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const logger = createLogger(config.logLevel);
let server: Awaited<ReturnType<typeof createServer>>;
try {
  server = await createServer(config, { logger });
} catch (error) {
  // A damaged database is the operator's to fix (restore a backup): say so plainly and stop.
  if (error instanceof DatabaseDamagedError) {
    logger.error('database damaged', { error: error.message });
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
await server.start();
// Tells `npm run restore` that this database is in use.
const releaseDatabase = claimDatabase(config.databasePath);
server.ext('onPostStop', releaseDatabase);
logger.info(`Lounge server listening on ${server.info.uri}`, {
  url: server.info.uri,
  publicUrl: config.publicUrl,
  version: APP_VERSION,
  nodeEnv: config.nodeEnv,
  venue: config.venue.name,
});

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  // A second signal means the operator will not wait: leave at once.
  if (stopping) process.exit(1);
  stopping = true;
  logger.info('stopping', { signal });
  try {
    await server.stop({ timeout: STOP_TIMEOUT_MS });
    logger.info('stopped');
    process.exit(0);
  } catch (error) {
    logger.error('stop failed', { error: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
