/**
 * One configuration for the server and the box's tools: `.env` (here named by LOUNGE_ENV_FILE, the
 * same loader reads the repository's `.env` outside tests) reaches `npm run backup`, `restore` and
 * `admin:create` exactly as it reaches the server, and the real environment wins over the file.
 * Also the server's start on a port that is taken: one line, exit 1.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { REPO_ROOT } from '../src/repoPaths';
import { countUsersIn } from './dbAccess';
import { insertMember } from './members';
import { cliCommand, freePort, serverCommand, startServerProcess } from './serverProcess';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A temp folder with a `.env` naming its own database and backup folder, and nothing else. */
function boxWithEnvFile() {
  const dir = mkdtempSync(path.join(tmpdir(), 'lounge-env-'));
  dirs.push(dir);
  const databasePath = path.join(dir, 'db', 'lounge.db');
  const backupDir = path.join(dir, 'offsite');
  const envFile = path.join(dir, '.env');
  writeFileSync(envFile, `DATABASE_PATH=${databasePath}\nBACKUP_DIR=${backupDir}\nLOG_LEVEL=silent\n`);
  return { dir, databasePath, backupDir, envFile };
}

/** The environment of the tests, without any of the variables the `.env` is meant to set. */
function envWith(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', ...extra };
  for (const name of ['DATABASE_PATH', 'BACKUP_DIR', 'PORT', 'LOG_LEVEL']) delete env[name];
  return { ...env, ...extra };
}

/** A tool from the server's bundle; the `npm run` tests below prove each script's own wiring. */
function runTool(tool: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv) {
  return spawnSync(...cliCommand(tool, args), { cwd: REPO_ROOT, env, encoding: 'utf8' });
}

describe('the tools read the configuration the server reads', () => {
  it('npm run backup backs up the database named in .env, into the BACKUP_DIR named there', () => {
    const box = boxWithEnvFile();
    const db = openDatabase(box.databasePath);
    insertMember(db.sqlite, { email: 'kept@lounge.example' });
    db.close();
    const res = spawnSync('npm', ['run', '-s', 'backup'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: envWith({ LOUNGE_ENV_FILE: box.envFile }),
    });
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    const written = readdirSync(box.backupDir);
    expect(written).toHaveLength(1);
    expect(res.stdout).toContain(path.join(box.backupDir, written[0] as string));
    expect(countUsersIn(path.join(box.backupDir, written[0] as string))).toBe(1);
  });

  it('the real environment wins over .env', () => {
    const box = boxWithEnvFile();
    openDatabase(box.databasePath).close();
    const elsewhere = path.join(box.dir, 'elsewhere');
    const res = runTool('backup', [], envWith({ LOUNGE_ENV_FILE: box.envFile, BACKUP_DIR: elsewhere }));
    expect(res.status).toBe(0);
    expect(readdirSync(elsewhere)).toHaveLength(1);
    expect(existsSync(box.backupDir)).toBe(false);
  });

  // Two tools and a server process: several seconds alone, more beside a whole suite on two cores.
  it('the restore tool refuses while a server started with the same .env holds the database', {
    timeout: 90_000,
  }, async () => {
    const box = boxWithEnvFile();
    const port = await freePort();
    const db = openDatabase(box.databasePath);
    insertMember(db.sqlite);
    db.close();
    const backup = runTool('backup', [], envWith({ LOUNGE_ENV_FILE: box.envFile }));
    expect(backup.status).toBe(0);
    const file = path.join(box.backupDir, readdirSync(box.backupDir)[0] as string);

    const server = await startServerProcess(port, box.databasePath, { LOUNGE_ENV_FILE: box.envFile });
    children.push(server);
    const refused = runTool('restore', [file], envWith({ LOUNGE_ENV_FILE: box.envFile }));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /^restore: the server \(pid \d+\) is running on .*lounge\.db: stop it first\n$/,
    );
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));

    const restored = runTool('restore', [file], envWith({ LOUNGE_ENV_FILE: box.envFile }));
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toContain(`to ${box.databasePath}.`);
  });

  it('npm run admin:create makes the admin in the database named in .env', () => {
    const box = boxWithEnvFile();
    const res = spawnSync('npm', ['run', '-s', 'admin:create', '--', '--email', 'boss@lounge.example'], {
      cwd: REPO_ROOT,
      env: envWith({ LOUNGE_ENV_FILE: box.envFile }),
      input: 'admin-pass-123\n',
      encoding: 'utf8',
    });
    expect(res.status).toBe(0);
    expect(countUsersIn(box.databasePath)).toBe(1);
  });

  it("the unit's NODE_ENV=production wins over a .env that says development", () => {
    const box = boxWithEnvFile();
    writeFileSync(
      box.envFile,
      `NODE_ENV=development\nDATABASE_PATH=${box.databasePath}\nSESSION_SECRET=${'s'.repeat(40)}\nPAYMENTS_SANDBOX=1\n`,
    );
    const script = `const { readConfigOrExit } = await import(${JSON.stringify(path.join(REPO_ROOT, 'server/src/environment.ts'))});
      process.stdout.write(readConfigOrExit('check').nodeEnv);`;
    const read = (nodeEnv: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        env: envWith({ LOUNGE_ENV_FILE: box.envFile, NODE_ENV: nodeEnv }),
      });
    expect(read('production').stdout).toBe('production');
    expect(read('test').stdout).toBe('test');
  });

  it('a bad setting in .env stops a tool with the setting named, no stack trace', () => {
    const box = boxWithEnvFile();
    writeFileSync(box.envFile, `DATABASE_PATH=${box.databasePath}\nBACKUP_RETENTION=none\n`);
    const res = runTool('backup', [], envWith({ LOUNGE_ENV_FILE: box.envFile }));
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/^backup: Invalid configuration/);
    expect(res.stderr).toContain('BACKUP_RETENTION');
    expect(res.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('a port that is taken', () => {
  it('says so in one line and exits 1, without a stack trace', async () => {
    const taken = createNetServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const address = taken.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const dir = mkdtempSync(path.join(tmpdir(), 'lounge-port-'));
    dirs.push(dir);
    try {
      const res = spawnSync(...serverCommand(), {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        timeout: 30_000,
        env: envWith({
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_PATH: path.join(dir, 'lounge.db'),
          LOG_LEVEL: 'silent',
          BACKUP_INTERVAL_HOURS: '0',
        }),
      });
      expect(res.status).toBe(1);
      expect(res.stderr).toBe(`Port ${port} is already in use: stop the other server or set PORT.\n`);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
