import { createHash } from 'node:crypto';
import type { Server } from '@hapi/hapi';
import { PASSWORD_RESET_TTL_MS, passwordResetMessages } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRequestedResetLinks } from '../src/account/passwordResetService';
import { backgroundPass } from '../src/ops/backgroundWork';
import { contextOf } from './dbAccess';
import { body, call, sessionCookie } from './http';
import { addMember, TEST_PASSWORD } from './members';
import { makeServer, WITH_MAIL_SERVER } from './testServer';

/** Sunday 2026-11-22, 10:00 AM in Denver. */
const START = Date.UTC(2026, 10, 22, 17, 0);
const NEW_PASSWORD = 'brand-new-fairway-9';

interface OutboxRow {
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  secret_text_body: string | null;
  status: string;
}

let server: Server;
let now = START;

const sqlite = () => contextOf(server).database.sqlite;
const outboxTo = (email: string) =>
  sqlite()
    .prepare('SELECT * FROM outbox_messages WHERE to_address = ? ORDER BY created_at, rowid')
    .all(email) as OutboxRow[];
const count = (table: string) =>
  (sqlite().prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

const forgot = (email: unknown, srv = server) =>
  call(srv, { method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (token: unknown, password = NEW_PASSWORD, confirmPassword: unknown = password) =>
  call(server, {
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password, confirmPassword },
  });
const login = (email: string, password: string) =>
  call(server, { method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** The token of the newest reset email to `email`, read from the queued message as the member would. */
function tokenFor(email: string): string {
  const rows = outboxTo(email).filter((r) => r.kind === 'password_reset');
  // The real text, which only the mail sender reads (staff see the link hidden).
  const text = rows.at(-1)?.secret_text_body ?? '';
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in the outbox for ${email}`);
  return match[1];
}

/** Asks for a link and runs the background pass's step that makes it, as the running server would. */
async function linkFor(email: string): Promise<string> {
  const res = await forgot(email);
  expect(res.statusCode).toBe(200);
  sendRequestedResetLinks(contextOf(server));
  return tokenFor(email);
}

const requestRows = () =>
  sqlite().prepare('SELECT * FROM password_reset_requests ORDER BY created_at, rowid').all() as Record<
    string,
    unknown
  >[];

const invalidToken = {
  statusCode: 400,
  title: passwordResetMessages.invalidLink.title,
  message: passwordResetMessages.invalidLink.message,
  code: 'invalid_token',
};

beforeAll(async () => {
  server = await makeServer(
    { ...WITH_MAIL_SERVER, PUBLIC_URL: 'https://book.example.com', RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' },
    { now: () => now },
  );
});
afterAll(() => server.stop());

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for a known and an unknown email, and only the known one gets a link', async () => {
    const m = await addMember(server, { firstName: 'Robin' });
    const outboxBefore = count('outbox_messages');
    const resetsBefore = count('password_resets');
    const known = await forgot(m.email.toUpperCase());
    const unknown = await forgot('nobody-here@example.com');

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(body(known)).toEqual({ ...passwordResetMessages.linkSent });
    expect(unknown.payload).toBe(known.payload);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(sessionCookie(known)).toBe('');

    // Both requests wrote the same: one waiting request each, and nothing else.
    expect(requestRows().map((r) => r.email)).toEqual([m.email, 'nobody-here@example.com']);
    expect([count('outbox_messages'), count('password_resets')]).toEqual([outboxBefore, resetsBefore]);

    // The background pass makes a link and an email for the account only, and takes both requests.
    expect(sendRequestedResetLinks(contextOf(server))).toBe(1);
    expect(requestRows()).toEqual([]);
    expect(count('outbox_messages')).toBe(outboxBefore + 1);
    expect(outboxTo('nobody-here@example.com')).toEqual([]);
    const [mail] = outboxTo(m.email);
    expect(mail).toMatchObject({ kind: 'password_reset', status: 'queued' });
    expect(mail?.subject).toMatch(/reset/i);
    expect(mail?.text_body).toContain('Robin');
    expect(mail?.secret_text_body).toMatch(
      /https:\/\/book\.example\.com\/reset-password\?token=[A-Za-z0-9_-]{43}\b/,
    );
    // What staff and logs may read: the same letter, its link hidden.
    expect(mail?.text_body).toContain('  [link hidden]');
    expect(mail?.text_body).not.toContain('token');
    expect(mail?.text_body).toMatch(/once, for one hour/);
    expect(mail?.text_body).toMatch(/did not ask/);
  });

  it('records the same kind of waiting request for both, holding no token', async () => {
    const m = await addMember(server);
    await forgot(m.email);
    await forgot('nobody-else@example.com');
    const rows = requestRows();
    expect(rows.map((r) => Object.keys(r).sort())).toEqual([
      ['created_at', 'email', 'id'],
      ['created_at', 'email', 'id'],
    ]);
    expect(rows.map((r) => r.created_at)).toEqual([new Date(now).toISOString(), new Date(now).toISOString()]);
    sendRequestedResetLinks(contextOf(server));
    const token = tokenFor(m.email);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(createHash('sha256').update(token).digest('hex'));
  });

  it('is sent by the running server on its own: the background pass makes the link, then mails it', async () => {
    const m = await addMember(server);
    await forgot(m.email);
    await backgroundPass(contextOf(server), null);
    // Without SMTP the message is kept as 'logged', with the link the sender would have sent.
    const [mail] = outboxTo(m.email);
    expect(mail).toMatchObject({ kind: 'password_reset', status: 'logged' });
    expect(requestRows()).toEqual([]);
  });

  it('keeps only the SHA-256 of the token, expiring in one hour', async () => {
    const m = await addMember(server);
    const token = await linkFor(m.email);
    const rows = sqlite().prepare('SELECT * FROM password_resets WHERE user_id = ?').all(m.id) as Record<
      string,
      unknown
    >[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      token_hash: createHash('sha256').update(token).digest('hex'),
      expires_at: new Date(now + PASSWORD_RESET_TTL_MS).toISOString(),
      used_at: null,
    });
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses a malformed email like login does, and writes nothing', async () => {
    const before = [count('password_resets'), count('outbox_messages')];
    for (const email of ['', 'not-an-email', 'a@b']) {
      const res = await forgot(email);
      const asLogin = await login(email, 'whatever-1');
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({
        title: passwordResetMessages.forgotRefusedTitle,
        message: 'Please enter a valid email address',
        code: 'invalid_fields',
        field: 'email',
        errors: { email: 'Please enter a valid email address' },
      });
      const { title: _login, ...loginShape } = body(asLogin);
      const { title: _reset, ...resetShape } = body(res);
      expect(resetShape).toEqual(loginShape);
    }
    const wrongType = await call(server, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'x@example.com', isAdmin: true },
    });
    expect(wrongType.statusCode).toBe(400);
    expect([count('password_resets'), count('outbox_messages')]).toEqual(before);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session, does not sign in, and works once', async () => {
    const m = await addMember(server);
    const otherDevice = sessionCookie(await login(m.email, TEST_PASSWORD));
    expect((await call(server, { url: '/api/auth/user', cookie: m.cookie })).statusCode).toBe(200);
    const token = await linkFor(m.email);

    const res = await call(server, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      cookie: m.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ ...passwordResetMessages.resetDone });
    // No new session: at most the old cookie is cleared.
    expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/lounge_sid=[^;]+;/);

    for (const cookie of [m.cookie, otherDevice]) {
      expect((await call(server, { url: '/api/auth/user', cookie })).statusCode).toBe(401);
    }
    const sessionsLeft = sqlite()
      .prepare("SELECT count(*) AS n FROM sessions WHERE json_extract(sess, '$.userId') = ?")
      .get(m.id) as { n: number };
    expect(sessionsLeft.n).toBe(0);

    expect((await login(m.email, TEST_PASSWORD)).statusCode).toBe(401);
    const fresh = await login(m.email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    expect(body(fresh)).toMatchObject({ id: m.id });

    const again = await reset(token, 'yet-another-pass-1');
    expect(again.statusCode).toBe(400);
    expect(body(again)).toMatchObject(invalidToken);
    expect((await login(m.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('hashes the new password with bcrypt at the configured cost (the least under test)', async () => {
    const m = await addMember(server);
    expect((await reset(await linkFor(m.email))).statusCode).toBe(200);
    const row = sqlite().prepare('SELECT password_hash FROM users WHERE id = ?').get(m.id) as {
      password_hash: string;
    };
    expect(row.password_hash).toMatch(/^\$2[aby]\$04\$/);
  });

  it('spends the account’s other open links, but not other accounts’ links', async () => {
    const m = await addMember(server);
    const other = await addMember(server);
    const first = await linkFor(m.email);
    const second = await linkFor(m.email);
    const theirs = await linkFor(other.email);
    expect(first).not.toBe(second);

    expect((await reset(second)).statusCode).toBe(200);
    expect(body(await reset(first))).toMatchObject(invalidToken);
    expect((await reset(theirs)).statusCode).toBe(200);
  });

  it('works until one hour has passed, not after', async () => {
    const m = await addMember(server);
    const late = await linkFor(m.email);
    const inTime = await linkFor(m.email);
    try {
      now = START + PASSWORD_RESET_TTL_MS - 1;
      expect((await reset(inTime)).statusCode).toBe(200);

      const stillOpen = await linkFor(m.email);
      now += PASSWORD_RESET_TTL_MS;
      const expired = await reset(stillOpen);
      expect(expired.statusCode).toBe(400);
      expect(body(expired)).toMatchObject(invalidToken);
      // Spent by the reset that worked, and expired too by now.
      expect(body(await reset(late))).toMatchObject(invalidToken);
      expect((await login(m.email, NEW_PASSWORD)).statusCode).toBe(200);
    } finally {
      now = START;
    }
  });

  it.each([
    ['unknown', 'A'.repeat(43)],
    ['malformed', 'not a token at all'],
    ['empty', ''],
    ['blank', '   '],
  ])('refuses an %s token as an invalid link', async (_what, token) => {
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject(invalidToken);
  });

  it('refuses a missing token as an invalid link', async () => {
    const res = await call(server, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject(invalidToken);
  });

  it.each([
    ['short', 'short-1', 'short-1', 'password', 'Password must be at least 8 characters'],
    ['long', 'p'.repeat(129), 'p'.repeat(129), 'password', 'Password must be at most 128 characters'],
    ['unconfirmed', NEW_PASSWORD, 'something-else-1', 'confirmPassword', "Passwords don't match"],
  ])(
    'refuses a %s password with the sign-up message, keeping the link open',
    async (_what, password, confirm, field, message) => {
      const m = await addMember(server);
      const token = await linkFor(m.email);
      const res = await reset(token, password, confirm);
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({
        title: passwordResetMessages.resetRefusedTitle,
        message,
        field,
        code: 'invalid_fields',
      });
      expect((await login(m.email, TEST_PASSWORD)).statusCode).toBe(200);
      expect((await reset(token)).statusCode).toBe(200);
    },
  );

  it('refuses unknown fields and wrong types', async () => {
    const extra = await call(server, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'x', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, userId: 'someone' },
    });
    expect(extra.statusCode).toBe(400);
    expect(body(extra).message).toMatch(/userId/);
    const wrongType = await reset(['x']);
    expect(wrongType.statusCode).toBe(400);
  });
});

describe('forgot-password limits', () => {
  it('answers a known and an unknown email alike once the per-email limit is reached', async () => {
    const limited = await makeServer({
      RATE_LIMIT_RESET_PER_EMAIL: '2',
      RATE_LIMIT_RESET_PER_ADDRESS: '1000',
    });
    try {
      const m = await addMember(limited);
      const answers = async (email: string) => {
        const list = [];
        for (let i = 0; i < 3; i++) list.push(await forgot(email, limited));
        return list;
      };
      const known = await answers(m.email);
      const unknown = await answers('stranger@example.com');
      expect(known.map((r) => r.statusCode)).toEqual([200, 200, 429]);
      expect(unknown.map((r) => r.statusCode)).toEqual([200, 200, 429]);
      const [k, u] = [known[2], unknown[2]];
      expect(body(k as never)).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        title: passwordResetMessages.forgotRefusedTitle,
        message: passwordResetMessages.tooManyRequests(60),
      });
      expect(u?.payload).toBe(k?.payload);
      expect(u?.headers['retry-after']).toBeDefined();
      expect(
        Math.abs(Number(u?.headers['retry-after']) - Number(k?.headers['retry-after'])),
      ).toBeLessThanOrEqual(1);
      // The refused requests recorded nothing: two waiting requests per email, one link each.
      const sqliteOf = contextOf(limited).database.sqlite;
      const waiting = sqliteOf.prepare('SELECT count(*) AS n FROM password_reset_requests').get() as {
        n: number;
      };
      expect(waiting.n).toBe(4);
      sendRequestedResetLinks(contextOf(limited));
      const sent = sqliteOf
        .prepare("SELECT count(*) AS n FROM outbox_messages WHERE kind = 'password_reset'")
        .get() as { n: number };
      expect(sent.n).toBe(2);
    } finally {
      await limited.stop();
    }
  });

  it('limits one address whatever the emails', async () => {
    const limited = await makeServer({ RATE_LIMIT_RESET_PER_ADDRESS: '3' });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await forgot(`someone-${i}@example.com`, limited)).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.stop();
    }
  });
});
