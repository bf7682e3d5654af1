/** `npm run admin:create`: the first admin made on the box, from a piped password. */
import { spawnSync } from 'node:child_process';
import { formMessages } from '@lounge/core';
import bcrypt from 'bcrypt';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { REPO_ROOT } from '../src/repoPaths';
import { insertMember } from './members';
import { cliCommand } from './serverProcess';
import { makeDataDir } from './testServer';

const data = makeDataDir();
afterAll(() => data.remove());

function run(args: string[], input: string) {
  return spawnSync(...cliCommand('adminCreate', args), {
    cwd: REPO_ROOT,
    input,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test', DATABASE_PATH: data.file },
  });
}

function userRow(email: string) {
  const db = openDatabase(data.file);
  try {
    return db.sqlite.prepare('SELECT role, password_hash FROM users WHERE email = ?').get(email) as
      | { role: string; password_hash: string }
      | undefined;
  } finally {
    db.close();
  }
}

// Each case starts the bundled tool (a second alone; bcrypt and the migrations are most of it), far
// more beside a whole suite on two cores.
describe('admin:create', { timeout: 90_000 }, () => {
  it('creates an admin whose password is the one piped in, hashed', () => {
    const res = run(['--email', 'Boss@Lounge.example'], 'admin-pass-123\n');
    expect(res.status).toBe(0);
    expect(res.stdout).toContain('Created admin boss@lounge.example.');
    const row = userRow('boss@lounge.example');
    expect(row?.role).toBe('admin');
    expect(bcrypt.compareSync('admin-pass-123', row?.password_hash ?? '')).toBe(true);
  });

  it('promotes an existing member without asking for a password', () => {
    const db = openDatabase(data.file);
    insertMember(db.sqlite, { email: 'staffer@lounge.example' });
    db.close();
    const res = run(['--email', 'staffer@lounge.example'], '');
    expect(res.status).toBe(0);
    expect(userRow('staffer@lounge.example')?.role).toBe('admin');
  });

  it('refuses a short password and a missing email, writing nothing', () => {
    const short = run(['--email', 'new@lounge.example'], 'short\n');
    expect(short.status).toBe(1);
    expect(short.stderr).toContain(formMessages.passwordTooShort);
    expect(userRow('new@lounge.example')).toBeUndefined();
    expect(run([], '').status).toBe(1);
  });

  it('refuses a common password and the email itself with the sign-up rule, saying why', () => {
    const common = run(['--email', 'new@lounge.example'], 'password123\n');
    expect(common.status).toBe(1);
    expect(common.stderr).toContain('Password is too easy to guess. This is a commonly used password.');
    const email = run(['--email', 'new@lounge.example'], 'new@lounge.example\n');
    expect(email.stderr).toContain(formMessages.passwordIsEmail);
    expect(userRow('new@lounge.example')).toBeUndefined();
  });
});
