/**
 * ops/install.sh, the guide's install, run here in a throwaway root. What runs: the Node tarball's
 * checksum check and unpacking (a local stand-in tarball with the official name and layout, and its
 * SHASUMS256.txt line, instead of the download), the links in /usr/local/bin, the clone into
 * /opt/lounge, the private data folder, the .env with a fresh secret and the unit's installation.
 * What cannot run here is printed, not run, and checked as printed: apt-get, useradd, chown,
 * systemctl; npm ci and the build are left out (--skip-build: no network for the packages).
 */

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/repoPaths';

const SCRIPT = path.join(REPO_ROOT, 'ops/install.sh');
const NODE_VERSION = readFileSync(SCRIPT, 'utf8').match(/^NODE_VERSION=(\S+)$/m)?.[1] ?? '';
const NODE_DIST = `node-v${NODE_VERSION}-linux-x64`;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lounge-install-'));
  dirs.push(dir);
  return dir;
}

/** A tarball laid out like nodejs.org's (node-vX-linux-x64/bin/node...) and its SHASUMS256.txt. */
function standInNode(): { tarball: string; shasums: string } {
  const dir = tempDir();
  const bin = path.join(dir, NODE_DIST, 'bin');
  mkdirSync(bin, { recursive: true });
  for (const tool of ['node', 'npm', 'npx']) {
    writeFileSync(path.join(bin, tool), `#!/bin/sh\necho v${NODE_VERSION}\n`);
    chmodSync(path.join(bin, tool), 0o755);
  }
  const tarball = path.join(dir, `${NODE_DIST}.tar.xz`);
  expect(spawnSync('tar', ['-cJf', tarball, '-C', dir, NODE_DIST]).status).toBe(0);
  const sum = createHash('sha256').update(readFileSync(tarball)).digest('hex');
  const shasums = path.join(dir, 'SHASUMS256.txt');
  writeFileSync(
    shasums,
    `${'0'.repeat(64)}  node-v${NODE_VERSION}-darwin-arm64.tar.gz\n${sum}  ${NODE_DIST}.tar.xz\n`,
  );
  return { tarball, shasums };
}

/** Runs the install into `root` with the stand-in Node, leaving out npm ci and the build. */
function installInto(root: string, node: { tarball: string; shasums: string }) {
  const args = [
    '--root',
    root,
    '--node-tarball',
    node.tarball,
    '--node-shasums',
    node.shasums,
    '--skip-build',
  ];
  return spawnSync('bash', [SCRIPT, ...args], { encoding: 'utf8', timeout: 120_000 });
}

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

describe('ops/install.sh', () => {
  it('names an exact Node 22 LTS release (Node 24 aborts under this better-sqlite3)', () => {
    expect(NODE_VERSION).toMatch(/^22\.\d+\.\d+$/);
  });

  it('installs into a throwaway root: Node checked and linked, the app cloned, data private, .env made, unit placed', () => {
    const root = tempDir();
    const node = standInNode();
    const res = installInto(root, node);
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);

    expect(readlinkSync(path.join(root, 'usr/local/bin/node'))).toBe(
      `/usr/local/lib/nodejs/${NODE_DIST}/bin/node`,
    );
    const installedNode = path.join(root, 'usr/local/lib/nodejs', NODE_DIST, 'bin/node');
    expect(spawnSync(installedNode, ['--version'], { encoding: 'utf8' }).stdout.trim()).toBe(
      `v${NODE_VERSION}`,
    );

    const app = path.join(root, 'opt/lounge');
    expect(JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8')).name).toBe('lounge');
    expect(modeOf(path.join(app, 'data'))).toBe('700');
    const env = readFileSync(path.join(app, '.env'), 'utf8');
    expect(modeOf(path.join(app, '.env'))).toBe('600');
    expect(env).toMatch(/^SESSION_SECRET=\S{64}$/m);
    // The unit decides production; the file must not say otherwise.
    expect(env).not.toMatch(/^NODE_ENV=/m);
    expect(readFileSync(path.join(root, 'etc/systemd/system/lounge.service'), 'utf8')).toBe(
      readFileSync(path.join(REPO_ROOT, 'docs/lounge.service'), 'utf8'),
    );

    // What only a real install does, in the order the guide gives: a user whose home is not the
    // app folder (so the clone finds it empty), then the clone's owner, then the service.
    const system = res.stdout.split('\n').filter((line) => line.startsWith('+ (system) '));
    expect(system.map((line) => line.split(' ').slice(2, 4).join(' '))).toEqual([
      'apt-get update',
      'env DEBIAN_FRONTEND=noninteractive',
      'useradd --system',
      'chown -R',
      'systemctl daemon-reload',
      'systemctl enable',
    ]);
    expect(res.stdout).toContain('useradd --system --create-home --home-dir /var/lib/lounge');

    // Run again: everything already there is kept, the secret included.
    const again = installInto(root, node);
    expect(again.status).toBe(0);
    expect(readFileSync(path.join(app, '.env'), 'utf8')).toBe(env);
  });

  it('refuses a Node tarball that does not match SHASUMS256.txt, installing nothing', () => {
    const root = tempDir();
    const node = standInNode();
    writeFileSync(node.tarball, 'tampered');
    const res = installInto(root, node);
    expect(res.status).toBe(1);
    expect(res.stderr).toContain(`${NODE_DIST}.tar.xz does not match SHASUMS256.txt`);
    expect(() => statSync(path.join(root, 'usr/local/lib/nodejs', NODE_DIST))).toThrow();
    expect(() => statSync(path.join(root, 'opt/lounge'))).toThrow();
  });

  it('refuses to clone over a non-empty /opt/lounge', () => {
    const root = tempDir();
    const node = standInNode();
    mkdirSync(path.join(root, 'opt/lounge'), { recursive: true });
    writeFileSync(path.join(root, 'opt/lounge/.bashrc'), '# a skeleton file\n');
    const res = installInto(root, node);
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('exists and is not empty');
  });

  it('the unit runs production whatever .env says, with the Node the script installs', () => {
    const unit = readFileSync(path.join(REPO_ROOT, 'docs/lounge.service'), 'utf8');
    expect(unit).toMatch(/^Environment=NODE_ENV=production$/m);
    // Two malloc arenas for the server's threads (glibc keeps each thread's otherwise).
    expect(unit).toMatch(/^Environment=MALLOC_ARENA_MAX=2$/m);
    // systemd lets an EnvironmentFile override Environment=; the server reads .env itself instead.
    expect(unit).not.toMatch(/^EnvironmentFile=/m);
    expect(unit).toMatch(/^ExecStart=\/usr\/local\/bin\/node server\/dist\/main\.js$/m);
    expect(unit).toMatch(/^UMask=0077$/m);
    expect(readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8')).not.toMatch(/^NODE_ENV=/m);
  });
});
