/**
 * The built server (server/dist/main.js) as the box runs it, for the benches that start it as a
 * process (storm.mjs, routeCost.mjs): the unit's environment (docs/lounge.service), production,
 * payments in the sandbox, the request log to a file in the run's directory, on 127.0.0.1:`port`.
 * Every bench request comes from one address, so the per-address limits are lifted: they are not
 * what a bench measures.
 */
import { spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_BUNDLE = process.env.BENCH_SERVER ?? path.join(root, 'server/dist/main.js');
export const SESSION_SECRET = 'bench-session-secret-0123456789-abcdefghij';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The box's unit's Environment= lines, and BENCH_NODE_OPTIONS as NODE_OPTIONS when set. */
function boxEnvironment() {
  const unit = readFileSync(path.join(root, 'docs/lounge.service'), 'utf8');
  const box = Object.fromEntries(
    [...unit.matchAll(/^Environment=([A-Z_]+)=(.*)$/gm)].map(([, k, v]) => [k, v]),
  );
  if (process.env.BENCH_NODE_OPTIONS !== undefined) box.NODE_OPTIONS = process.env.BENCH_NODE_OPTIONS;
  return box;
}

/**
 * Starts the server on the database in `dir` and answers once /api/health does. `env` adds
 * settings; `nodeArgs` go to node itself (`--cpu-prof`, which NODE_OPTIONS refuses).
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, origin: string, stop: () => Promise<void> }>}
 */
export async function startBoxServer({ dir, port, bays, env = {}, nodeArgs = [] }) {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, SERVER_BUNDLE], {
    cwd: root,
    env: {
      ...process.env,
      ...boxEnvironment(),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATABASE_PATH: path.join(dir, 'lounge.db'),
      LOG_LEVEL: 'info',
      BACKUP_INTERVAL_HOURS: '0',
      PAYMENTS_SANDBOX: '1',
      SESSION_SECRET,
      RATE_LIMIT_LOGIN_PER_ADDRESS: '1000000',
      MAX_CONNECTIONS_PER_ADDRESS: '100000',
      VENUE_BAYS: Array.from({ length: bays }, (_, i) => i + 1).join(','),
      ...env,
    },
    // The request log goes to a file, as the box's journal takes it.
    stdio: ['ignore', openSync(path.join(dir, 'requests.log'), 'a'), 'inherit'],
  });
  const kill = () => child.kill('SIGTERM');
  process.on('exit', kill);
  let gone = false;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  exited.then(() => {
    gone = true;
    process.off('exit', kill);
  });
  for (let i = 0; ; i++) {
    if (gone) throw new Error(`the server exited before answering /api/health (exit code ${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {}
    if (i === 300) throw new Error('the server did not answer /api/health');
    await sleep(100);
  }
  return {
    child,
    origin,
    async stop() {
      kill();
      await exited;
    },
  };
}
