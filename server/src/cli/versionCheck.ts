/**
 * `npm run version:check`: the guide's check after an upgrade (docs/on-premise.md, section 7). It
 * asks the running server's /api/health which release it is and compares it with the release this
 * checkout holds (version.ts): the same, and the upgrade is running; another, and the server still
 * runs the old build (not rebuilt, or not restarted). Exits 0 only when they are the same.
 */
import { readConfigOrExit } from '../environment';
import { checkoutRelease } from '../version';

const config = readConfigOrExit('version:check');
// A server listening on every address is asked on this box's own.
const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
const url = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}/api/health`;
const expected = checkoutRelease();

let running: string;
try {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const answer = (await res.json()) as { version?: unknown };
  if (typeof answer.version !== 'string') throw new Error(`its answer (${res.status}) names no version`);
  running = answer.version;
} catch (error) {
  process.stderr.write(
    `version:check: the server does not answer at ${url} (${error instanceof Error ? error.message : String(error)}). Is it running? systemctl status lounge; journalctl -u lounge -n 50\n`,
  );
  process.exit(1);
}
if (running === expected) {
  process.stdout.write(`The server runs ${running}, the release this checkout holds.\n`);
} else {
  process.stderr.write(
    `version:check: the server runs ${running}, but this checkout holds ${expected}. Build it (npm ci && npm run build) and restart the server (sudo systemctl restart lounge), then check again.\n`,
  );
  process.exit(1);
}
