/**
 * No silent new lounge: the server and the tools refuse a missing or empty database file when
 * backups exist (naming the newest) or when DATABASE_MUST_EXIST says the lounge is set up; a first
 * install says it is creating the database.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from '../src/app';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { REPO_ROOT } from '../src/repoPaths';
import { cliCommand, serverCommand } from './serverProcess';
import { makeDataDir, TEST_SESSION_SECRET } from './testServer';

const made: ReturnType<typeof makeDataDir>[] = [];
/** A data folder with backups of the 1st and the 3rd of November in it, and no database. */
function folderWithBackups() {
  const data = makeDataDir();
  made.push(data);
  const backups = path.join(path.dirname(data.file), 'backups');
  mkdirSync(backups);
  for (const name of ['lounge-20261101T030000Z.db', 'lounge-20261103T030000Z.db'])
    writeFileSync(path.join(backups, name), 'a backup');
  return { file: data.file, newest: path.join(backups, 'lounge-20261103T030000Z.db') };
}
afterAll(() => {
  for (const d of made) d.remove();
});

const serverProcess = (file: string, env: Record<string, string> = {}) =>
  spawnSync(...serverCommand(), {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test', DATABASE_PATH: file, PORT: '0', LOG_LEVEL: 'silent', ...env },
    timeout: 20_000,
  });

describe('starting on an empty database file beside existing backups', () => {
  it('is refused, naming the newest backup and how to restore it, and writes nothing', () => {
    const { file, newest } = folderWithBackups();
    writeFileSync(file, '');
    const res = serverProcess(file);
    expect(res.status).toBe(1);
    expect(res.stderr).toContain(
      `The database ${file} is empty, but backups exist; the newest is ${newest}.`,
    );
    expect(res.stderr).toContain(`npm run restore -- ${newest}`);
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it('the backup tool refuses a missing file too, and makes no backup', () => {
    const { file } = folderWithBackups();
    const res = spawnSync(...cliCommand('backup'), {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'test', DATABASE_PATH: file },
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(
      /There is no database at .* but backups exist; the newest is .*lounge-20261103T030000Z\.db/,
    );
    expect(existsSync(file)).toBe(false);
  });
});

describe('a missing database with no backups', () => {
  const config = (file: string, env: Record<string, string> = {}) =>
    loadConfig({ NODE_ENV: 'test', SESSION_SECRET: TEST_SESSION_SECRET, DATABASE_PATH: file, ...env });

  it('is refused when DATABASE_MUST_EXIST says the lounge is set up', async () => {
    const data = makeDataDir();
    made.push(data);
    await expect(
      createServer(config(data.file, { DATABASE_MUST_EXIST: '1' }), { logger: createLogger('silent') }),
    ).rejects.toThrow(/There is no database at .*, and DATABASE_MUST_EXIST says the lounge is set up/);
    expect(existsSync(data.file)).toBe(false);
  });

  it('is created on a first install, which the log says', async () => {
    const data = makeDataDir();
    made.push(data);
    const lines: Record<string, unknown>[] = [];
    const server = await createServer(config(data.file), {
      logger: createLogger('warn', (line) => lines.push(JSON.parse(line))),
    });
    await server.stop();
    expect(existsSync(data.file)).toBe(true);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: `first start: creating a new database at ${data.file}` }),
    );
  });
});
