/**
 * Secrets never leave the server: after a stranger asks for an admin's password reset, no staff
 * route (every GET under /api/staff, walked from the route table), no log line and no error
 * message carries the reset token; the mail sender alone gets the real link. And a new email
 * cannot show a secret-looking link by accident: the outbox refuses to queue it.
 */
import type { Server } from '@hapi/hapi';
import { LINK_HIDDEN } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { deliverDueMail } from '../src/mail/mailWorker';
import { enqueueMail, type OutboxRow, sendableText } from '../src/mail/outboxStore';
import { contextOf } from './dbAccess';
import { call } from './http';
import { draftEventQuote } from './inquiryForms';
import { addMember, askForReset } from './members';
import { makeServer, WITH_MAIL_SERVER } from './testServer';

const logLines: string[] = [];
let server: Server;
let admin: { id: string; email: string; cookie: string };
let staff: { cookie: string };
/** An event quote (a draft; sent by its own test), so the desk's quote routes have one to answer. */
let quoteId = '';
/** A tournament, so the desk's competition routes have one to answer. */
let competitionId = '';
let entryId = '';
let saleId = '';
let tabId = '';

const tokenOf = (text: string | null | undefined) =>
  /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(text ?? '')?.[1];

/** Staff routes only admins may read: staff meet 403 there. */
const ADMIN_ONLY = new Set(['/api/staff/audit', '/api/staff/legal/{document}']);

const today = () => new Date().toISOString().slice(0, 10);
const REQUIRED_QUERY: Record<string, () => string> = {
  '/api/staff/payments': () => `?userId=${admin.id}`,
  '/api/staff/reports': () => `?from=${today()}&to=${today()}`,
  '/api/staff/reports.csv': () => `?from=${today()}&to=${today()}`,
  '/api/staff/schedule.csv': () => `?date=${today()}`,
  '/api/staff/lessons': () => `?date=${today()}`,
};

/** The competition's first round, as the board's round block names it. */
const roundIdOf = (competition: string) =>
  (
    contextOf(server)
      .database.sqlite.prepare('SELECT id FROM competition_rounds WHERE competition_id = ? AND number = 1')
      .get(competition) as { id: string }
  ).id;

/** Every GET /api/staff route, its parameters filled with values that name something. */
async function readEveryStaffRoute(cookie: string): Promise<string[]> {
  const isAdmin = cookie === admin.cookie;
  const answers: string[] = [];
  const staffGets = server.table().filter((r) => r.method === 'get' && r.path.startsWith('/api/staff/'));
  expect(staffGets.map((r) => r.path)).toContain('/api/staff/outbox');
  for (const route of staffGets) {
    // A member's own page: the admin's.
    const id = route.path.startsWith('/api/staff/event-quotes/')
      ? quoteId
      : route.path.startsWith('/api/staff/competitions/')
        ? competitionId
        : route.path.startsWith('/api/staff/shop/sales/')
          ? saleId
          : route.path.startsWith('/api/staff/tabs/')
            ? tabId
            : admin.id;
    const path = route.path
      .replace('{id}', id)
      .replace('{document}', 'terms')
      .replace('{roundId}', roundIdOf(competitionId))
      .replace('{round}', '1')
      .replace('{entryId}', entryId);
    const paths = path.includes('{kind}')
      ? ['events', 'contact'].map((kind) => path.replace('{kind}', kind))
      : [path];
    // Required queries: the admin's own records, today.
    const query = REQUIRED_QUERY[route.path]?.() ?? '';
    const urls = paths.map((p) => `${p}${query}`);
    for (const url of urls) {
      expect(url, 'a staff GET route with a parameter this test cannot fill').not.toContain('{');
      const res = await call(server, { url, cookie });
      expect(res.statusCode, url).toBe(ADMIN_ONLY.has(route.path) && !isAdmin ? 403 : 200);
      answers.push(res.payload);
    }
  }
  return answers;
}

beforeAll(async () => {
  // A box with a mail server, so the sender has the real links to send (without one they are never
  // stored: secretsAtRest.test.ts).
  server = await makeServer(WITH_MAIL_SERVER, {
    logger: createLogger('debug', (line) => logLines.push(line)),
  });
  admin = await addMember(server, { role: 'admin', firstName: 'Ada' });
  staff = await addMember(server, { role: 'staff' });
  quoteId = await draftEventQuote(server, admin.cookie);
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const competition = await call(server, {
    method: 'POST',
    url: '/api/staff/competitions',
    cookie: admin.cookie,
    payload: {
      name: 'Winter Open',
      kind: 'tournament',
      format: 'gross',
      eligibility: 'members',
      entryFeeCents: { general: 0, vip: 0 },
      fieldSize: 4,
      registrationClosesAt: `${day(45)}T00:00:00.000Z`,
      course: {
        name: 'Pebble Beach',
        courseRating: 72.1,
        slopeRating: 125,
        holes: Array.from({ length: 18 }, (_, i) => ({ par: 4, strokeIndex: i + 1 })),
      },
      rounds: [{ date: day(50), startTime: '18:00', endTime: '21:00', bays: ['3'] }],
    },
  });
  expect(competition.statusCode, competition.payload).toBe(201);
  competitionId = (JSON.parse(competition.payload) as { id: string }).id;
  // A player in the field, so the desk's read of a card has an entry to name.
  const golfer = await addMember(server, { membershipType: 'general', membershipStatus: 'monthly' });
  const entered = await call(server, {
    method: 'POST',
    url: `/api/staff/competitions/${competitionId}/entries`,
    payload: { userId: golfer.id },
    cookie: admin.cookie,
  });
  expect(entered.statusCode, entered.payload).toBe(201);
  entryId = (JSON.parse(entered.payload) as { id: string }).id;
  // A walk-in's sale (no receipt mailed) and a tab in the admin's name, so the desk's reads of them
  // have rows to show.
  const post = async (url: string, payload: unknown) => {
    const res = await call(server, { method: 'POST', url, payload, cookie: admin.cookie });
    expect(res.statusCode, res.payload).toBe(201);
    return (JSON.parse(res.payload) as { id: string }).id;
  };
  const itemId = await post('/api/staff/shop/items', {
    name: 'Iced tea',
    category: 'drinks',
    priceCents: 400,
  });
  saleId = await post('/api/staff/shop/sales', {
    lines: [{ itemId, quantity: 1 }],
    payment: { method: 'cash', tenderedCents: 500 },
  });
  tabId = await post('/api/staff/tabs', { userId: admin.id });
});
afterAll(() => server.stop());

describe('a password reset link', () => {
  let token: string;

  beforeAll(async () => {
    // Anyone may ask for anyone's reset, signed out; the background pass makes the link (for an
    // account only) and queues its email.
    expect(await askForReset(server, admin.email)).toBe(1);
    const row = contextOf(server)
      .database.sqlite.prepare(
        "SELECT * FROM outbox_messages WHERE to_address = ? AND kind = 'password_reset'",
      )
      .get(admin.email) as { text_body: string; secret_text_body: string | null };
    token = tokenOf(row.secret_text_body) ?? '';
    expect(token).toHaveLength(43);
  });

  it('is in no answer of any staff route, for staff or an admin', async () => {
    for (const cookie of [staff.cookie, admin.cookie]) {
      const answers = await readEveryStaffRoute(cookie);
      for (const answer of answers) expect(answer).not.toContain(token);
      const outbox = JSON.parse(answers.find((a) => a.includes('password_reset')) ?? '[]') as {
        kind: string;
        text: string;
      }[];
      const shown = outbox.find((m) => m.kind === 'password_reset');
      expect(shown?.text).toContain(LINK_HIDDEN);
      expect(shown?.text).not.toMatch(/token/i);
    }
  });

  it('reaches the mail sender, and no log line, whether SMTP works, fails or is missing', async () => {
    const ctx = contextOf(server);
    // SMTP failing: the row is retried; its error is logged without the text.
    const failing = await deliverDueMail(ctx, {
      send: () => Promise.reject(new Error('421 try later')),
      close: () => undefined,
    });
    expect(failing.retried).toBe(1);
    ctx.database.sqlite
      .prepare("UPDATE outbox_messages SET next_attempt_at = '2000-01-01T00:00:00.000Z'")
      .run();
    const sent: string[] = [];
    const run = await deliverDueMail(ctx, {
      async send(row: OutboxRow) {
        sent.push(sendableText(row));
      },
      close: () => undefined,
    });
    expect(run.sent).toBe(1);
    expect(tokenOf(sent[0])).toBe(token);
    // Once sent, the real text is gone from the database too.
    const after = ctx.database.sqlite
      .prepare("SELECT secret_text_body FROM outbox_messages WHERE kind = 'password_reset'")
      .get() as { secret_text_body: string | null };
    expect(after.secret_text_body).toBeNull();

    // Without a sender (SMTP gone), a second request's message is logged by id and subject, its
    // real text dropped (nothing will deliver it) and the token in no log line.
    await askForReset(server, admin.email);
    const waiting = ctx.database.sqlite
      .prepare("SELECT secret_text_body FROM outbox_messages WHERE status = 'queued'")
      .get() as { secret_text_body: string };
    const second = tokenOf(waiting.secret_text_body);
    expect(second).toHaveLength(43);
    expect((await deliverDueMail(ctx, null)).logged).toBe(1);
    const logged = ctx.database.sqlite
      .prepare("SELECT secret_text_body FROM outbox_messages WHERE status = 'logged'")
      .get() as { secret_text_body: string | null };
    expect(logged.secret_text_body).toBeNull();
    expect(logLines.length).toBeGreaterThan(0);
    for (const line of logLines) {
      expect(line).not.toContain(token);
      expect(line).not.toContain(second as string);
    }
  });

  it('is never echoed by an error message', async () => {
    const wrong = `${token.slice(0, 42)}X`;
    for (const payload of [
      { token: wrong, password: 'x', confirmPassword: 'y' },
      { token, password: 'short', confirmPassword: 'other' },
      {
        token: `${token}${token}`,
        password: 'a-fine-new-password-9',
        confirmPassword: 'a-fine-new-password-9',
      },
    ]) {
      const res = await call(server, { method: 'POST', url: '/api/auth/reset-password', payload });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.payload).not.toContain(token.slice(0, 20));
    }
    for (const line of logLines) expect(line).not.toContain(token.slice(0, 20));
  });
});

describe("a member's calendar feed token", () => {
  it('is in no answer of any staff route', async () => {
    const member = await addMember(server);
    const feed = await call(server, {
      method: 'POST',
      url: '/api/calendar/feed/reset',
      cookie: member.cookie,
    });
    const feedToken = /\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics/.exec(feed.payload)?.[1];
    expect(feedToken).toHaveLength(43);
    // The calendar app fetches the feed (and a wrong one): the request log shows the route, not the key.
    expect((await call(server, { url: `/api/calendar/${feedToken}.ics` })).statusCode).toBe(200);
    expect((await call(server, { url: `/api/calendar/${'A'.repeat(43)}.ics` })).statusCode).toBe(404);
    expect(logLines.some((l) => l.includes('/api/calendar/{token}.ics'))).toBe(true);
    for (const answer of await readEveryStaffRoute(admin.cookie))
      expect(answer).not.toContain(feedToken as string);
    for (const line of logLines) expect(line).not.toContain(feedToken as string);
  });
});

describe("an event quote's link", () => {
  it('is in no answer of any staff route and no log line; a wrong one is not echoed', async () => {
    const sent = await call(server, {
      method: 'POST',
      url: `/api/staff/event-quotes/${quoteId}/send`,
      cookie: admin.cookie,
    });
    expect(sent.statusCode).toBe(200);
    const row = contextOf(server)
      .database.sqlite.prepare("SELECT secret_text_body AS t FROM outbox_messages WHERE kind = 'event_quote'")
      .get() as { t: string };
    const token = /event-quote\?token=([A-Za-z0-9_-]{43})/.exec(row.t)?.[1] ?? '';
    expect(token).toHaveLength(43);
    const seen = await call(server, { method: 'POST', url: '/api/event-quote/view', payload: { token } });
    expect(seen.statusCode).toBe(200);
    const wrong = await call(server, {
      method: 'POST',
      url: '/api/event-quote/accept',
      payload: { token: `${token.slice(0, 42)}X` },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.payload).not.toContain(token.slice(0, 20));
    for (const answer of await readEveryStaffRoute(admin.cookie)) expect(answer).not.toContain(token);
    for (const line of logLines) expect(line).not.toContain(token.slice(0, 20));
  });
});

describe('the outbox', () => {
  it('refuses to queue a message that shows a secret-looking link it does not mark as secret', () => {
    const { db } = contextOf(server);
    const careless = {
      kind: 'password_reset' as const,
      to: 'someone@example.com',
      subject: 'Confirm',
      text: 'Confirm here: https://book.example.com/confirm-email?token=abc123',
    };
    expect(() => enqueueMail(db, careless, new Date(0).toISOString())).toThrow(/secretLinks/);
    const marked = { ...careless, secretLinks: ['https://book.example.com/confirm-email?token=abc123'] };
    // Nor one that does not say whether the box has a mail server to keep the link for.
    expect(() => enqueueMail(db, marked, new Date(0).toISOString())).toThrow(/mail server/);
    expect(enqueueMail(db, { ...marked, mailServer: true }, new Date(0).toISOString())).toBe(true);
  });
});
