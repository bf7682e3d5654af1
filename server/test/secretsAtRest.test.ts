/**
 * A secret link lives only until it is delivered. On a box without a mail server (no SMTP_URL)
 * nothing can deliver one, so none is stored: after a reset link, an address confirmation, an email
 * change and an event quote are asked for and the mail worker has passed, no link with a token is
 * anywhere in the database file or its WAL (read byte by byte, after a checkpoint). Staff are told
 * instead: the outbox marks each message whose link was not kept, the desk learns the box sends no
 * mail, and the quote's new link goes to the staff member who sent it, in that answer alone
 * (audited). With a mail server the link waits for the sender and is gone once sent.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from '@hapi/hapi';
import { LINK_HIDDEN, type OutboxMessageView, type SentEventQuote } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueMail } from '../src/mail/mailWorker';
import { createSmtpSender } from '../src/mail/smtpSender';
import { contextOf } from './dbAccess';
import { body, call, postFromSite } from './http';
import { draftEventQuote } from './inquiryForms';
import { addMember, addStaff, askForReset, TEST_PASSWORD } from './members';
import { type SmtpCapture, startSmtpCapture } from './smtpCapture';
import { makeServer } from './testServer';

/** Any link that carries a token, as every secret-bearing email's does. */
const TOKEN_LINK = /token=[A-Za-z0-9_-]{20,}/;
const SECRET_KINDS = ['password_reset', 'address_confirm', 'email_change_confirm', 'event_quote'];

/** The database file and its WAL, whole, after a checkpoint: what a copy of the box's disk holds. */
function bytesOnDisk(server: Server): string {
  const { sqlite } = contextOf(server).database;
  sqlite.pragma('wal_checkpoint(PASSIVE)');
  const file = sqlite.name;
  return [file, `${file}-wal`]
    .filter((f) => existsSync(f))
    .map((f) => readFileSync(f).toString('latin1'))
    .join('\n');
}

/** Every kind of email that carries a secret link, asked for the way people ask. */
async function askForEverySecret(server: Server, staffCookie: string): Promise<SentEventQuote> {
  const member = await addMember(server, { firstName: 'Rosa' });
  expect(await askForReset(server, member.email)).toBe(1);
  const signUp = await postFromSite(server, '/api/auth/signup', {
    email: `new-${randomUUID().slice(0, 8)}@example.com`,
    password: TEST_PASSWORD,
    firstName: 'Nico',
    lastName: 'New',
  });
  expect(signUp.statusCode, signUp.payload).toBe(201);
  const change = await postFromSite(
    server,
    '/api/auth/change-email',
    { newEmail: `rosa-${randomUUID().slice(0, 8)}@example.com`, password: TEST_PASSWORD },
    member.cookie,
  );
  expect(change.statusCode, change.payload).toBe(200);
  const quoteId = await draftEventQuote(server, staffCookie);
  const sent = await call(server, {
    method: 'POST',
    url: `/api/staff/event-quotes/${quoteId}/send`,
    cookie: staffCookie,
  });
  expect(sent.statusCode, sent.payload).toBe(200);
  return body<SentEventQuote>(sent);
}

async function outbox(server: Server, cookie: string): Promise<OutboxMessageView[]> {
  const res = await call(server, { url: '/api/staff/outbox', cookie });
  expect(res.statusCode).toBe(200);
  return body<OutboxMessageView[]>(res);
}

describe('a box without a mail server', () => {
  let server: Server;
  let staff: { id: string; cookie: string };
  let sent: SentEventQuote;

  beforeAll(async () => {
    server = await makeServer();
    staff = await addStaff(server, 'staff');
    sent = await askForEverySecret(server, staff.cookie);
    const run = await deliverDueMail(contextOf(server), null);
    expect(run.logged).toBeGreaterThanOrEqual(SECRET_KINDS.length);
  });
  afterAll(() => server.stop());

  it('stores no secret link anywhere in the database file or its WAL', () => {
    const disk = bytesOnDisk(server);
    expect(disk.length).toBeGreaterThan(0);
    expect(disk).toContain(LINK_HIDDEN);
    expect(disk).not.toMatch(TOKEN_LINK);
    const token = /token=([A-Za-z0-9_-]{43})/.exec(sent.handOverLink ?? '')?.[1] ?? '';
    expect(token).toHaveLength(43);
    expect(disk).not.toContain(token);
  });

  it('marks each such message in the outbox as not emailed with its link not kept', async () => {
    expect(body(await call(server, { url: '/api/staff/mail-delivery', cookie: staff.cookie }))).toEqual({
      mailServer: false,
    });
    const messages = await outbox(server, staff.cookie);
    for (const kind of SECRET_KINDS) {
      const message = messages.find((m) => m.kind === kind);
      expect(message, kind).toMatchObject({ status: 'logged', linkWithheld: true });
      expect(message?.text).toContain(LINK_HIDDEN);
    }
    expect(JSON.stringify(messages)).not.toMatch(TOKEN_LINK);
    // A message without a link is not marked.
    expect(messages.filter((m) => !m.text.includes(LINK_HIDDEN)).every((m) => !m.linkWithheld)).toBe(true);
  });

  it("hands the quote's new link to the staff member who sent it, once, audited; the link works", async () => {
    const token = /event-quote\?token=([A-Za-z0-9_-]{43})$/.exec(sent.handOverLink ?? '')?.[1] ?? '';
    expect(token).toHaveLength(43);
    const opened = await call(server, { method: 'POST', url: '/api/event-quote/view', payload: { token } });
    expect(opened.statusCode).toBe(200);
    // Asked again, the desk's quote answers without it.
    const again = await call(server, { url: `/api/staff/event-quotes/${sent.id}`, cookie: staff.cookie });
    expect(again.payload).not.toContain(token);
    const audit = contextOf(server)
      .database.sqlite.prepare(
        "SELECT actor_id AS actorId, details FROM staff_actions WHERE action = 'event_quote_send' AND target_id = ?",
      )
      .get(sent.id) as { actorId: string; details: string };
    expect(audit.actorId).toBe(staff.id);
    expect(JSON.parse(audit.details)).toEqual({ linkHandedToStaff: true });
  });
});

describe('a box with a mail server', () => {
  let smtp: SmtpCapture;
  let server: Server;
  let staff: { cookie: string };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await makeServer({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://lounge.example' });
    staff = await addStaff(server, 'staff');
  });
  afterAll(async () => {
    await server.stop();
    await smtp.close();
  });

  it('keeps each link for the sender until it is sent, emails it, and then keeps it no more', async () => {
    const sent = await askForEverySecret(server, staff.cookie);
    expect(sent.handOverLink).toBeUndefined();
    const waiting = (await outbox(server, staff.cookie)).filter((m) => SECRET_KINDS.includes(m.kind));
    expect(waiting.map((m) => m.linkWithheld)).toEqual(SECRET_KINDS.map(() => false));
    const { sqlite } = contextOf(server).database;
    const kept = () =>
      sqlite
        .prepare('SELECT count(*) AS n FROM outbox_messages WHERE secret_text_body IS NOT NULL')
        .get() as {
        n: number;
      };
    expect(kept().n).toBe(SECRET_KINDS.length);

    const { config } = contextOf(server);
    const sender = createSmtpSender(smtp.url, config.mail.from, config.publicUrl);
    try {
      await deliverDueMail(contextOf(server), sender);
    } finally {
      sender.close();
    }
    const received = await smtp.waitFor(SECRET_KINDS.length);
    expect(received.filter((m) => TOKEN_LINK.test(m.text ?? ''))).toHaveLength(SECRET_KINDS.length);
    expect(kept().n).toBe(0);
  });
});
