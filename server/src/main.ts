/**
 * The server process: configuration, start, graceful stop. Everything it runs is built in app.ts,
 * so tests exercise the same server without a process or a port.
 */
import { createServer } from './app';
import { DatabaseDamagedError, DatabaseTooNewError } from './db/database';
import { readConfigOrExit } from './environment';
import { createLogger } from './logger';
import { DatabaseMissingError } from './ops/databaseFile';
import { claimDatabase } from './ops/restore';
import { APP_VERSION } from './version';

/** How long in-flight requests get to finish on shutdown before connections are closed. */
const STOP_TIMEOUT_MS = 10_000;

const portInUseMessage = (port: number) =>
  `Port ${port} is already in use: stop the other server or set PORT.`;

const config = readConfigOrExit('server');
const logger = createLogger(config.logLevel);
let server: Awaited<ReturnType<typeof createServer>>;
try {
  server = await createServer(config, { logger });
} catch (error) {
  // A damaged, missing or too new database is the operator's to fix (restore a backup): say so plainly and stop.
  const refusal =
    error instanceof DatabaseDamagedError
      ? 'database damaged'
      : error instanceof DatabaseMissingError
        ? 'database missing'
        : error instanceof DatabaseTooNewError
          ? 'database newer than this release'
          : undefined;
  if (refusal && error instanceof Error) {
    logger.error(refusal, { error: error.message });
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
try {
  await server.start();
} catch (error) {
  // Another server (or an old copy of this one) holds the port: one line that says what to do.
  if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
    process.stderr.write(`${portInUseMessage(config.port)}\n`);
    process.exit(1);
  }
  throw error;
}
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
