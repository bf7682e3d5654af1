/**
 * The database holds members' details and password hashes: on disk it, its WAL and shared-memory
 * files, every backup and every copy a restore sets aside are the service user's alone (0600), and
 * the folders made for them 0700, whatever umask the process was started with.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { backupDatabase } from '../src/ops/backups';
import { restoreDatabase } from '../src/ops/restore';
import { REPO_ROOT } from '../src/repoPaths';
import { insertMember } from './members';
import { freePort, startServerProcess } from './serverProcess';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lounge-modes-'));
  dirs.push(dir);
  return dir;
}

describe('file modes', () => {
  it('a started server: data folder 0700; database, WAL and SHM 0600', async () => {
    const data = path.join(tempDir(), 'data');
    const file = path.join(data, 'lounge.db');
    const server = await startServerProcess(await freePort(), file);
    children.push(server);
    try {
      expect(modeOf(data)).toBe('700');
      const files = readdirSync(data).filter((name) => name.startsWith('lounge.db'));
      expect(files).toEqual(expect.arrayContaining(['lounge.db', 'lounge.db-wal', 'lounge.db-shm']));
      for (const name of files) expect([name, modeOf(path.join(data, name))]).toEqual([name, '600']);
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  });

  it('npm run backup: the backup folder 0700 and the backup 0600, even under umask 022', () => {
    const dir = tempDir();
    const file = path.join(dir, 'lounge.db');
    openDatabase(file).close();
    const res = spawnSync('sh', ['-c', 'umask 022 && npm run -s backup'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'test', DATABASE_PATH: file, BACKUP_DIR: path.join(dir, 'backups') },
    });
    expect(res.status).toBe(0);
    const backups = path.join(dir, 'backups');
    expect(modeOf(backups)).toBe('700');
    const [backup] = readdirSync(backups);
    expect(modeOf(path.join(backups, backup as string))).toBe('600');
  });

  it('in-process backups, restores and the database set aside are 0600 (an old 0644 file is tightened)', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'lounge.db');
    const db = openDatabase(file);
    insertMember(db.sqlite);
    const { file: backup } = await backupDatabase(db.sqlite.name, path.join(dir, 'b'), 5, Date.now());
    db.close();
    expect(modeOf(backup)).toBe('600');
    const kept = restoreDatabase(backup, file, Date.now());
    expect(modeOf(file)).toBe('600');
    expect(modeOf(kept as string)).toBe('600');

    // A database from before this rule, readable by everyone, is private again once opened.
    spawnSync('chmod', ['644', file]);
    openDatabase(file).close();
    expect(modeOf(file)).toBe('600');
  });
});
