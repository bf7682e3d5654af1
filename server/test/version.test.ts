/**
 * The version tells releases apart: /api/health reports the root package.json's version and the
 * commit (from source, the checkout's; in the bundle, the one it was built from), and the guide's
 * upgrade check (`npm run version:check`) compares the running server with the checkout.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import rootPackage from '../../package.json' with { type: 'json' };
import { REPO_ROOT } from '../src/repoPaths';
import { makeServer } from './testServer';

/** The checkout's commit as git abbreviates it to 12 characters. */
const commit = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], {
  cwd: REPO_ROOT,
  encoding: 'utf8',
}).stdout.trim();
const release = `${rootPackage.version}+${commit}`;

describe('the version', () => {
  it('is the package version and the commit, which health reports', async () => {
    expect(commit).toMatch(/^[0-9a-f]{12}$/);
    const server = await makeServer();
    try {
      expect(JSON.parse((await server.inject('/api/health')).payload).version).toBe(release);
    } finally {
      await server.stop();
    }
  });

  it('is baked into the server bundle at build', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'lounge-bundle-'));
    try {
      const res = spawnSync(process.execPath, [path.join(REPO_ROOT, 'server/build.mjs'), out], {
        cwd: REPO_ROOT,
        encoding: 'utf8',
      });
      expect(res.status).toBe(0);
      expect(readFileSync(path.join(out, 'main.js'), 'utf8')).toContain(JSON.stringify(release));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});

/**
 * `npm run version:check` against a server listening on `port`; run asynchronously, as the server
 * answering it is in this process.
 */
function versionCheck(port: number): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn('npm', ['run', '-s', 'version:check'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port) },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}

describe("npm run version:check, the guide's upgrade check", () => {
  it('says the running server is the release the checkout holds', async () => {
    const server = await makeServer({ HOST: '127.0.0.1', PORT: '0', BACKUP_INTERVAL_HOURS: '0' });
    await server.start();
    try {
      const res = await versionCheck(server.info.port as number);
      expect(res.stderr).toBe('');
      expect(res.stdout).toBe(`The server runs ${release}, the release this checkout holds.\n`);
      expect(res.status).toBe(0);
    } finally {
      await server.stop();
    }
  });

  it('says so when the server still runs the release before (not rebuilt or not restarted)', async () => {
    // What the release before this one answered: every release said 0.1.0.
    const before = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({ status: 'ok', version: '0.1.0', venue: 'Big Sky Golf Lounge', database: 'ok' }),
      );
    });
    await new Promise<void>((resolve) => before.listen(0, '127.0.0.1', resolve));
    try {
      const res = await versionCheck((before.address() as AddressInfo).port);
      expect(res.status).toBe(1);
      expect(res.stderr).toBe(
        `version:check: the server runs 0.1.0, but this checkout holds ${release}. Build it (npm ci && npm run build) and restart the server (sudo systemctl restart lounge), then check again.\n`,
      );
    } finally {
      await new Promise((resolve) => before.close(resolve));
    }
  });
});
