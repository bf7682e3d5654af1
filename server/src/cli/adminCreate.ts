/**
 * `npm run admin:create -- --email someone@lounge.example [--first-name Ann --last-name Lee]`
 *
 * Creates the lounge's first admin on the box, or promotes an existing account to admin. The
 * password of a new account is asked without echo, or read from standard input when piped
 * (`echo "$PW" | npm run admin:create -- --email ...`). Uses the same configuration (DATABASE_PATH,
 * `.env` included) as the server.
 */
import { parseArgs } from 'node:util';
import { isValidEmail, newPasswordError, normalizeEmail, toIsoInstant } from '@lounge/core';
import { passwordStrength } from '../auth/passwordStrength';
import { hashPassword } from '../auth/passwords';
import type { OpenDatabase } from '../db/database';
import { readConfigOrExit } from '../environment';
import { openLoungeDatabase } from '../ops/databaseFile';
import { findUserByEmail, insertUser, updateUser } from '../users/userService';

/** Reads one line from a piped stdin, or asks on the terminal without echoing what is typed. */
async function readPassword(prompt: string): Promise<string> {
  const { stdin, stderr } = process;
  if (!stdin.isTTY) {
    let data = '';
    for await (const chunk of stdin) data += chunk;
    return data.split(/\r?\n/)[0] ?? '';
  }
  stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const onData = (key: string) => {
      for (const ch of key) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stderr.write('\n');
          resolve(typed);
          return;
        }
        if (ch === '\u0003') {
          stdin.setRawMode(false);
          reject(new Error('cancelled'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    stdin.on('data', onData);
  });
}

function fail(message: string): never {
  process.stderr.write(`admin:create: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
  });
  if (!values.email || !isValidEmail(values.email)) fail('give a valid --email');
  const email = normalizeEmail(values.email);

  const config = readConfigOrExit('admin:create');
  let database: OpenDatabase;
  try {
    // The first admin of a first install creates the database; never a new one beside backups.
    database = openLoungeDatabase(config, () =>
      process.stdout.write(`Creating the database at ${config.databasePath}.\n`),
    );
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  try {
    const now = toIsoInstant(Date.now());
    const existing = findUserByEmail(database.db, email);
    if (existing) {
      updateUser(database.db, existing.id, { role: 'admin' }, now);
      process.stdout.write(`${email} is now an admin.\n`);
      return;
    }
    const password = await readPassword(`Password for ${email}: `);
    const firstName = values['first-name'] ?? 'Lounge';
    const lastName = values['last-name'] ?? 'Admin';
    // The rule every screen and route applies to a new password (length, spaces, email, common).
    const weak = newPasswordError(password, { email, firstName, lastName }, passwordStrength);
    if (weak) fail(weak);
    const user = insertUser(
      database.db,
      {
        email,
        passwordHash: await hashPassword(password, config.passwordHashCost),
        firstName,
        lastName,
        membershipType: null,
        membershipStatus: 'inactive',
        // Made by the box's operator at the box, who vouches for the address: no link to follow.
        isEmailVerified: true,
      },
      Date.now(),
    );
    updateUser(database.db, user.id, { role: 'admin' }, now);
    process.stdout.write(`Created admin ${email}.\n`);
  } finally {
    database.close();
  }
}

await main();
