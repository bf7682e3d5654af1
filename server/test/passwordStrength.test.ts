/**
 * The new-password rule (core's newPasswordError) where a password is set: sign-up, the account
 * page's change of password and a reset link. Each refuses a password of only spaces, the account's
 * own email and a common or easily guessed one with 400, naming the field and why, and writes nothing.
 */
import { createRequire } from 'node:module';
import type { Server, ServerInjectResponse } from '@hapi/hapi';
import { formMessages } from '@lounge/core';
import bcrypt from 'bcrypt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendRequestedResetLinks } from '../src/account/passwordResetService';
import { passwordStrengthLoaded } from '../src/auth/passwordStrength';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addMember, TEST_PASSWORD } from './members';
import { makeServer, WITH_MAIL_SERVER } from './testServer';

let server: Server;

beforeAll(async () => {
  server = await makeServer({
    ...WITH_MAIL_SERVER,
    RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
    RATE_LIMIT_SIGNUP_PER_ADDRESS: '1000',
  });
});
afterAll(() => server.stop());

const sqlite = () => contextOf(server).database.sqlite;
const passwordHashOf = (email: string) =>
  (
    sqlite().prepare('SELECT password_hash FROM users WHERE email = ?').get(email) as {
      password_hash: string;
    }
  ).password_hash;

/** Each weak password with the start of the reason the answer must give; `EMAIL` is the account's own. */
const EMAIL = '<the account email>';
const weak: Array<[string, string, string]> = [
  ['only spaces', ' '.repeat(8), formMessages.passwordOnlySpaces],
  ['the email itself', EMAIL, formMessages.passwordIsEmail],
  ['a heavily used password', 'password', 'Password is too easy to guess. This is a heavily used password.'],
  ['a repeated character', 'aaaaaaaa', 'Password is too easy to guess. Repeated characters like "aaa"'],
];
const passwordFor = (password: string, email: string) =>
  password === EMAIL ? email.toUpperCase() : password;

function expectRefused(res: ServerInjectResponse, field: string, reason: string) {
  expect(res.statusCode).toBe(400);
  const answer = body<{ field: string; message: string; errors: Record<string, string> }>(res);
  expect(answer.field).toBe(field);
  expect(answer.message.startsWith(reason)).toBe(true);
  expect(answer.errors[field]?.startsWith(reason)).toBe(true);
}

/** A sign-up with a guessable password: the estimator must refuse it. */
const refusedSignUp = async (email: string, password: string) =>
  expectRefused(
    await call(server, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password, firstName: 'Nia', lastName: 'West' },
    }),
    'password',
    'Password is too easy to guess.',
  );

describe('the estimator', () => {
  it('is loaded in the background once the server has started, not on the start path', async () => {
    // The server's files share a worker and its modules (vitest.config.ts), and another file may
    // have checked a password already: this server is made from fresh copies of its modules, as a
    // process starting on the box loads them.
    vi.resetModules();
    const fresh = await import('../src/auth/passwordStrength');
    const { makeServer: makeFreshServer } = await import('./testServer');
    expect(fresh.passwordStrengthLoaded()).toBe(false);
    const started = await makeFreshServer({ HOST: '127.0.0.1', PORT: '0' });
    try {
      await started.start();
      // The start itself does not wait for the dictionaries; they follow just after it.
      await vi.waitFor(() => expect(fresh.passwordStrengthLoaded()).toBe(true), { timeout: 20_000 });
    } finally {
      await started.stop();
    }
  });

  it('stays loaded: a check after a long quiet spell does not load the dictionaries again', async () => {
    const estimatorModules = () =>
      Object.keys(createRequire(import.meta.url).cache).filter((f) =>
        f.includes('/node_modules/@zxcvbn-ts/'),
      );
    await refusedSignUp('first@example.com', 'password1');
    const before = estimatorModules();
    expect(before.length).toBeGreaterThan(0);
    await refusedSignUp('second@example.com', 'qwertyuiop');
    expect(passwordStrengthLoaded()).toBe(true);
    expect(estimatorModules()).toEqual(before);
  });
});

describe('sign-up', () => {
  it.each(weak)(
    'refuses %s, naming the password and why, and creates no account',
    async (_what, pw, reason) => {
      const email = `new-${Math.random().toString(36).slice(2, 10)}@example.com`;
      const res = await call(server, {
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email, password: passwordFor(pw, email), firstName: 'Nia', lastName: 'West' },
      });
      expectRefused(res, 'password', reason);
      expect(sqlite().prepare('SELECT 1 FROM users WHERE email = ?').get(email)).toBeUndefined();
    },
  );

  it('accepts a passphrase', async () => {
    const res = await call(server, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'fine@example.com', password: 'par 3 at dusk', firstName: 'Nia', lastName: 'West' },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('change of password', () => {
  it.each(weak)(
    'refuses %s, naming the new password and why, and keeps the old one',
    async (_what, pw, reason) => {
      const m = await addMember(server);
      const before = passwordHashOf(m.email);
      const newPassword = passwordFor(pw, m.email);
      const res = await call(server, {
        method: 'POST',
        url: '/api/auth/change-password',
        cookie: m.cookie,
        payload: { currentPassword: TEST_PASSWORD, newPassword, confirmPassword: newPassword },
      });
      expectRefused(res, 'newPassword', reason);
      expect(passwordHashOf(m.email)).toBe(before);
    },
  );
});

describe('reset link', () => {
  it.each(weak)(
    'refuses %s, naming the password and why, and keeps the link open',
    async (_what, pw, reason) => {
      const m = await addMember(server);
      const forgot = await call(server, {
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: m.email },
      });
      expect(forgot.statusCode).toBe(200);
      sendRequestedResetLinks(contextOf(server));
      const token = resetTokenFor(m.email);
      const password = passwordFor(pw, m.email);
      const res = await call(server, {
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password, confirmPassword: password },
      });
      expectRefused(res, 'password', reason);
      expect(bcrypt.compareSync(TEST_PASSWORD, passwordHashOf(m.email))).toBe(true);
      const good = await call(server, {
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'iron-7-wedge', confirmPassword: 'iron-7-wedge' },
      });
      expect(good.statusCode).toBe(200);
    },
  );
});

/** The token of the newest reset email to `email`, from the text only the mail sender reads. */
function resetTokenFor(email: string): string {
  const row = sqlite()
    .prepare(
      "SELECT secret_text_body AS text FROM outbox_messages WHERE to_address = ? AND kind = 'password_reset' ORDER BY rowid DESC",
    )
    .get(email) as { text: string } | undefined;
  const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(row?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link for ${email}`);
  return token;
}
