/**
 * What the log says about a request: whose it was (the user id), never the secrets that would let
 * a reader act as that user (the session id, the cookie, a password), and never a mail's body.
 */
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../src/app';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { deliverDueMail } from '../src/mail/mailWorker';
import { contextOf } from './dbAccess';
import { call } from './http';
import { addMember, askForReset, TEST_PASSWORD } from './members';
import { makeDataDir } from './testServer';

const data = makeDataDir();
const lines: string[] = [];
let server: Server;

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'request-log-session-secret-0123456789-abcdef',
    DATABASE_PATH: data.file,
  });
  server = await createServer(config, { logger: createLogger('info', (line) => lines.push(line)) });
});
afterAll(async () => {
  await server.stop();
  data.remove();
});

const requestLines = () =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.msg === 'request');

describe('request log lines', () => {
  it("carry the signed-in user's id, and no session id, cookie or password", async () => {
    const member = await addMember(server);
    lines.length = 0;
    const res = await call(server, { url: '/api/auth/user', cookie: member.cookie });
    expect(res.statusCode).toBe(200);
    const [line] = requestLines();
    expect(line).toMatchObject({ method: 'get', path: '/api/auth/user', status: 200, userId: member.id });

    const sids = contextOf(server)
      .database.sqlite.prepare('SELECT sid FROM sessions')
      .all()
      .map((row) => (row as { sid: string }).sid);
    expect(sids.length).toBeGreaterThan(0);
    const cookieValue = member.cookie.slice(member.cookie.indexOf('=') + 1);
    const all = lines.join('\n');
    for (const secret of [...sids, cookieValue, TEST_PASSWORD]) expect(all).not.toContain(secret);
  });

  it('name no user for a visitor', async () => {
    lines.length = 0;
    await call(server, { url: '/api/venue' });
    const [line] = requestLines();
    expect(line).toMatchObject({ path: '/api/venue', status: 200 });
    expect(line).not.toHaveProperty('userId');
  });
});

describe('mail without SMTP', () => {
  it('is logged by id, recipient and subject, never its body', async () => {
    const member = await addMember(server, { firstName: 'Oksana' });
    // A password reset: the message whose body holds a link that signs its reader in.
    await askForReset(server, member.email);
    lines.length = 0;
    expect((await deliverDueMail(contextOf(server), null)).logged).toBeGreaterThan(0);
    const mailLines = lines.filter((l) => l.includes('mail kept in the outbox'));
    expect(mailLines.length).toBeGreaterThan(0);
    const body = contextOf(server)
      .database.sqlite.prepare('SELECT text_body, secret_text_body FROM outbox_messages WHERE to_address = ?')
      .get(member.email) as { text_body: string; secret_text_body: string | null };
    // Without a mail server the link was never stored; the log holds no link and no word of the body.
    expect(body.secret_text_body).toBeNull();
    expect(body.text_body).toContain('Oksana');
    for (const line of lines) {
      expect(line).not.toMatch(/reset-password|token=/);
      expect(line).not.toContain('Oksana');
    }
  });
});
