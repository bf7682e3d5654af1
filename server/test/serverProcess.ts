/** Real server processes for the tests that need one (crash, two processes on one file). */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { REPO_ROOT } from '../src/repoPaths';
import { makeDataDir } from './testServer';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The server started as the box starts it: `node` on the bundle of server/src/main.ts, built once a
 * run (serverBundle.ts). Spread into spawn or spawnSync: `spawn(...serverCommand(), options)`.
 */
export function serverCommand(): [string, string[]] {
  return [process.execPath, [inject('serverMain')]];
}

/** The box's tools that server/build.mjs bundles beside the server (server/src/cli/<name>.ts). */
type CliTool = 'adminCreate' | 'backup' | 'restore' | 'stripeSetup';

/**
 * A box tool started from the same bundle as the server (`cli-<name>.js` beside main.js), with its
 * arguments. The npm scripts run the same source through tsx; a test of the script's wiring runs
 * `npm run <script>` once (environment.test.ts), the rest start the bundle, which needs no compile.
 */
export function cliCommand(tool: CliTool, args: string[] = []): [string, string[]] {
  return [process.execPath, [path.join(path.dirname(inject('serverMain')), `cli-${tool}.js`), ...args]];
}

/** Starts the server (serverCommand) on a port and database file, and waits until /api/health answers. */
export async function startServerProcess(
  port: number,
  databasePath: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(...serverCommand(), {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      SESSION_SECRET: 'process-test-session-secret-0123456789-abcdef',
      LOG_LEVEL: 'silent',
      BACKUP_INTERVAL_HOURS: '0',
      // The tests' many clients all come from this one address.
      RATE_LIMIT_LOGIN_PER_ADDRESS: '100000',
      MAX_CONNECTIONS_PER_ADDRESS: '100000',
      ...env,
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server on port ${port} did not start`);
}

/**
 * One fresh database file for the server processes of the describe block that calls this: `start`
 * runs one on it (as startServerProcess); after the block each is killed and the file removed.
 */
export function processesOnOneFile() {
  const data = makeDataDir();
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
    data.remove();
  });
  return {
    file: data.file,
    async start(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
      const child = await startServerProcess(port, data.file, env);
      children.push(child);
      return child;
    },
  };
}
