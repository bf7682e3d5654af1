/**
 * Private events (docs/events.md) through the real server on a real SQLite file: staff build a
 * quote from an event inquiry (the member's discount on the package only), send it (a secret link,
 * hashed at rest, 14 days), the contact accepts and pays the deposit through the sandbox's checkout
 * (one ledger row, the bays blocked in the same transaction), the balance at the desk or online,
 * cancellation by the refund schedule, the waitlist offered what frees up; two quotes racing for one
 * time (exactly one held, the other refunded once), and repeated requests that never move money twice.
 * A quote is a member's only through an address they have proven, and its member discount is the
 * payer's at the moment of paying (docs/events.md).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Server } from '@hapi/hapi';
import { EVENT_PACKAGES, eventQuoteCopy, eventQuoteMessages, TIERS } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPaymentChores } from '../src/events/eventPayments';
import { contextOf } from './dbAccess';
import { body, call, postFromSite } from './http';
import {
  addMember,
  addStaff,
  confirmAddressByLink,
  joinedMonthly,
  mailedToken,
  signIn,
  TEST_PASSWORD,
} from './members';
import { makeServer, WITH_MAIL_SERVER } from './testServer';

/** Tuesday 2026-11-24, 10:00 in Denver. */
const START = Date.UTC(2026, 10, 24, 17, 0);
const DAY = 86_400_000;
let now = START;
let server: Server;
let desk: { id: string; email: string; cookie: string };
let manager: { id: string; email: string; cookie: string };
let vip: { id: string; email: string; cookie: string };

beforeAll(async () => {
  server = await makeServer(
    { ...WITH_MAIL_SERVER, RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' },
    { now: () => now },
  );
  desk = await addStaff(server, 'staff', { firstName: 'Dee' });
  manager = await addStaff(server, 'manager', { firstName: 'Max' });
  vip = await addMember(server, {
    firstName: 'Vic',
    membershipType: 'vip',
    email: 'vic@example.com',
    emailVerified: true,
  });
  const prices = await send('PUT', '/api/staff/event-add-ons', desk.cookie, {
    addOns: [
      { name: 'Catering', cents: 25000 },
      { name: 'Custom decorations', cents: 7550 },
    ],
  });
  expect(prices.statusCode, prices.payload).toBe(200);
});
afterAll(() => server.stop());

const sqlite = () => contextOf(server).database.sqlite;
const send = (method: string, url: string, cookie: string, payload?: unknown) =>
  call(server, { method, url, cookie, ...(payload === undefined ? {} : { payload }) });
const page = (step: string, payload: Record<string, unknown>) =>
  postFromSite(server, `/api/event-quote/${step}`, payload);
const count = (sql: string, ...args: unknown[]) =>
  (
    sqlite()
      .prepare(sql)
      .get(...args) as { n: number }
  ).n;

function addInquiry(email: string, contactName = 'Casey Planner'): string {
  const id = randomUUID();
  sqlite()
    .prepare(
      `INSERT INTO event_inquiries (id, contact_name, email, event_type, message, created_at)
       VALUES (?, ?, ?, 'corporate', 'A team night', ?)`,
    )
    .run(id, contactName, email, new Date(now).toISOString());
  return id;
}

interface Quote {
  id: string;
  status: string;
  lines: { key: string; label: string; cents: number; adjustedFrom?: number; reason?: string }[];
  totalCents: number;
  depositCents: number;
  balanceCents: number;
  balanceDueOn: string;
  balanceOverdue: boolean;
  refundCents: number | null;
}

async function buildQuote(over: Record<string, unknown> = {}, email = `c-${randomUUID()}@example.com`) {
  const res = await send('POST', '/api/staff/event-quotes', desk.cookie, {
    inquiryId: addInquiry(email),
    packageId: 'corporate',
    space: ['1', '2'],
    date: '2027-01-20',
    startTime: '18:00',
    hours: 3,
    headCount: 20,
    addOns: ['Catering'],
    ...over,
  });
  expect(res.statusCode, res.payload).toBe(201);
  return { quote: body<Quote>(res), email };
}

/** Built, sent, its token read from the mail sender's own text, accepted. */
async function acceptedQuote(over: Record<string, unknown> = {}, to?: string) {
  const { quote, email } = await buildQuote(over, to);
  expect((await send('POST', `/api/staff/event-quotes/${quote.id}/send`, desk.cookie)).statusCode).toBe(200);
  const token = mailedToken(server, email, 'event_quote');
  expect((await page('accept', { token })).statusCode).toBe(200);
  return { quote, email, token };
}

const sessionOf = (url: string) => new URL(url, 'http://x').searchParams.get('session_id') ?? '';
async function openDeposit(token: string, cents?: number) {
  const res = await page('deposit', { token, ...(cents === undefined ? {} : { cents }) });
  expect(res.statusCode, res.payload).toBe(200);
  return sessionOf(body<{ url: string }>(res).url);
}
const completeSandbox = (id: string) =>
  postFromSite(server, `/api/payments/sandbox/sessions/${id}/complete`, {});

async function paidQuote(over: Record<string, unknown> = {}, to?: string) {
  const accepted = await acceptedQuote(over, to);
  const sessionId = await openDeposit(accepted.token);
  expect((await completeSandbox(sessionId)).statusCode).toBe(200);
  return { ...accepted, sessionId };
}

describe('the add-ons price list', () => {
  it('refuses a list naming an add-on twice (in any case) in core words, and keeps the list it had', async () => {
    const before = body(await send('GET', '/api/staff/event-add-ons', desk.cookie));
    const res = await send('PUT', '/api/staff/event-add-ons', desk.cookie, {
      addOns: [
        { name: 'Catering', cents: 25000 },
        { name: 'catering ', cents: 100 },
      ],
    });
    expect(res.statusCode).toBe(400);
    const { title, message } = eventQuoteMessages.addOnListedTwice;
    expect(body(res)).toMatchObject({ field: 'addOns', title, message });
    expect(body(await send('GET', '/api/staff/event-add-ons', desk.cookie))).toEqual(before);
  });
});

describe('who may use the desk routes', () => {
  it.each([
    ['GET', '/api/staff/event-quotes'],
    ['POST', '/api/staff/event-quotes'],
    ['GET', '/api/staff/event-add-ons'],
    ['PUT', '/api/staff/event-add-ons'],
    ['POST', `/api/staff/event-quotes/${randomUUID()}/balance`],
  ])('%s %s: 401 signed out, 403 for a member', async (method, url) => {
    const payload = method === 'GET' ? undefined : {};
    expect((await call(server, { method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
    expect((await send(method, url, vip.cookie, payload)).statusCode).toBe(403);
  });
});

describe('building a quote', () => {
  it('prices the package and add-ons from the list; a VIP contact gets 15% off the package only', async () => {
    const { quote } = await buildQuote(
      { adjustments: { 'addon:Catering': { cents: 20000, reason: 'Own drinks' } } },
      'VIC@example.com',
    );
    // The member sees it on their dashboard once it is sent, not while it is a draft.
    const mine = () => send('GET', '/api/event-quotes/mine', vip.cookie).then((r) => body<Quote[]>(r));
    expect((await mine()).map((q) => q.id)).not.toContain(quote.id);
    await send('POST', `/api/staff/event-quotes/${quote.id}/send`, desk.cookie);
    expect((await mine()).find((q) => q.id === quote.id)?.status).toBe('sent');
    expect(quote.lines).toEqual([
      { key: 'package', label: 'Corporate Events, 2 bays, 3 hours', cents: 80000 },
      { key: 'discount', label: 'Member discount (15% off the package)', cents: -12000 },
      { key: 'addon:Catering', label: 'Catering', cents: 20000, adjustedFrom: 25000, reason: 'Own drinks' },
    ]);
    expect(quote).toMatchObject({
      totalCents: 88000,
      depositCents: 44000,
      balanceCents: 44000,
      balanceDueOn: '2027-01-13',
      status: 'draft',
    });
  });

  it('refuses a changed price without a reason, an add-on not on the list, an unknown bay', async () => {
    for (const [over, field] of [
      [{ adjustments: { package: { cents: 1, reason: ' ' } } }, 'adjustments'],
      [{ addOns: ['Fireworks'] }, 'addOns'],
      [{ space: ['9'] }, 'space'],
      [{ packageId: 'tournament' }, 'space'],
      [{ space: 'facility', hours: 9 }, 'hours'],
    ] as const) {
      const res = await send('POST', '/api/staff/event-quotes', desk.cookie, {
        inquiryId: addInquiry('x@example.com'),
        packageId: 'corporate',
        space: ['1'],
        date: '2027-01-20',
        startTime: '18:00',
        hours: 2,
        headCount: 8,
        ...over,
      });
      expect(res.statusCode, res.payload).toBe(400);
      expect(body(res)).toMatchObject({ code: 'invalid_quote', field });
    }
  });
});

describe('changing a draft', () => {
  const perBay = EVENT_PACKAGES.find((p) => p.id === 'corporate')?.fromCents.singleBay ?? 0;
  const change = (id: string, payload: unknown) =>
    send('PATCH', `/api/staff/event-quotes/${id}`, desk.cookie, payload);

  it('prices it again: adjusted lines with their reasons, the discount still on the package only', async () => {
    const { quote } = await buildQuote({}, 'vic@example.com');
    const prices = body<{ name: string; cents: number }[]>(
      await send('GET', '/api/staff/event-add-ons', desk.cookie),
    );
    const catering = prices.find((p) => p.name === 'Catering')?.cents ?? 0;
    const decorations = prices.find((p) => p.name === 'Custom decorations')?.cents ?? 0;
    const packageCents = 2 * perBay - 10_000;
    const decorationsCents = decorations - 2_550;
    const res = await change(quote.id, {
      space: ['1', '2'],
      headCount: 30,
      addOns: ['Catering', 'Custom decorations'],
      adjustments: {
        package: { cents: packageCents, reason: 'Weekday' },
        'addon:Custom decorations': { cents: decorationsCents, reason: 'Their own flowers' },
      },
      notes: 'Projector',
    });
    expect(res.statusCode, res.payload).toBe(200);
    const percent = TIERS.vip.eventDiscountPercent;
    const discount = Math.floor((packageCents * percent) / 100 + 0.5);
    const changed = body<Quote & { headCount: number; notes: string }>(res);
    expect(changed.lines).toEqual([
      {
        key: 'package',
        label: 'Corporate Events, 2 bays, 3 hours',
        cents: packageCents,
        adjustedFrom: 2 * perBay,
        reason: 'Weekday',
      },
      { key: 'discount', label: eventQuoteCopy.discount(percent), cents: -discount },
      { key: 'addon:Catering', label: 'Catering', cents: catering },
      {
        key: 'addon:Custom decorations',
        label: 'Custom decorations',
        cents: decorationsCents,
        adjustedFrom: decorations,
        reason: 'Their own flowers',
      },
    ]);
    const total = packageCents - discount + catering + decorationsCents;
    expect(changed).toMatchObject({ status: 'draft', headCount: 30, notes: 'Projector', totalCents: total });
    expect(changed.depositCents + changed.balanceCents).toBe(total);
    // The desk reads the same quote back, and the change is in the staff log.
    expect(body<Quote>(await send('GET', `/api/staff/event-quotes/${quote.id}`, desk.cookie))).toEqual(
      changed,
    );
    expect(
      count(
        "SELECT COUNT(*) AS n FROM staff_actions WHERE action = 'event_quote_edit' AND target_id = ?",
        quote.id,
      ),
    ).toBe(1);

    // Fields left out stay; unticking an add-on drops the price set for it.
    const fewer = body<Quote>(await change(quote.id, { addOns: ['Catering'] }));
    expect(fewer.lines.map((l) => l.key)).toEqual(['package', 'discount', 'addon:Catering']);
    expect(fewer.lines[0]).toMatchObject({ cents: packageCents, reason: 'Weekday' });
    expect(fewer.totalCents).toBe(packageCents - discount + catering);
  });

  it('takes only its own fields, each checked as when it was built', async () => {
    const { quote } = await buildQuote();
    for (const payload of [
      {},
      { inquiryId: quote.id },
      { status: 'paid' },
      { totalCents: 1 },
      { email: 'someone@example.com' },
      { headCount: 0 },
    ]) {
      const res = await change(quote.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const [payload, field] of [
      [{ adjustments: { package: { cents: 1, reason: '' } } }, 'adjustments'],
      [{ adjustments: { 'addon:Custom decorations': { cents: 1, reason: 'Not on it' } } }, 'adjustments'],
      [{ addOns: ['Fireworks'] }, 'addOns'],
      [{ date: '2020-01-01' }, 'date'],
      [{ space: ['9'] }, 'space'],
    ] as const) {
      const res = await change(quote.id, payload);
      expect(res.statusCode, res.payload).toBe(400);
      expect(body(res)).toMatchObject({ code: 'invalid_quote', field });
    }
    // Nothing refused was written.
    expect(body<Quote>(await send('GET', `/api/staff/event-quotes/${quote.id}`, desk.cookie))).toEqual(quote);
    expect((await change(randomUUID(), { headCount: 3 })).statusCode).toBe(404);
  });

  it('is refused once the quote has gone out, and after it is cancelled', async () => {
    const { quote } = await buildQuote({ date: '2027-02-10' });
    expect((await send('POST', `/api/staff/event-quotes/${quote.id}/send`, desk.cookie)).statusCode).toBe(
      200,
    );
    const refused = await change(quote.id, { headCount: 12 });
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({
      code: 'quote_not_draft',
      title: 'Quote Not a Draft',
      message: expect.stringContaining('this one is sent'),
    });

    const draft = (await buildQuote({ date: '2027-02-11' })).quote;
    // Nothing paid: cancelling it is the day's work, plain staff's too.
    const dropped = await send('POST', `/api/staff/event-quotes/${draft.id}/cancel`, desk.cookie, {
      reason: 'Changed plans',
    });
    expect(dropped.statusCode).toBe(200);
    expect(body(await change(draft.id, { headCount: 12 }))).toMatchObject({ code: 'quote_not_draft' });

    const paid = await paidQuote({ date: '2027-02-12' });
    expect(body(await change(paid.quote.id, { notes: 'late' }))).toMatchObject({
      code: 'quote_not_draft',
      message: expect.stringContaining('this one is paid'),
    });
  });
});

describe('the secret link', () => {
  it('is emailed through the outbox, hidden from staff, kept only as its SHA-256', async () => {
    const { quote, email } = await buildQuote();
    const sent = await send('POST', `/api/staff/event-quotes/${quote.id}/send`, desk.cookie);
    expect(sent.statusCode).toBe(200);
    const token = mailedToken(server, email, 'event_quote');
    const row = sqlite().prepare('SELECT token_hash FROM event_quotes WHERE id = ?').get(quote.id) as {
      token_hash: string;
    };
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const mail = sqlite()
      .prepare("SELECT text_body FROM outbox_messages WHERE kind = 'event_quote' AND to_address = ?")
      .get(email) as { text_body: string };
    expect(mail.text_body).toContain('[link hidden]');
    expect(mail.text_body).not.toContain(token);
    const outbox = await send('GET', '/api/staff/outbox', desk.cookie);
    expect(outbox.payload).not.toContain(token);
    expect(sent.payload).not.toContain(token);

    // Opened: viewed; a wrong token: the same 400 for any.
    expect(body<Quote>(await page('view', { token })).status).toBe('viewed');
    // Another last character (a 32-byte token's last is one of four, 'A' among them).
    const wrong = await page('view', { token: `${token.slice(0, -1)}${token.endsWith('A') ? 'Q' : 'A'}` });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong)).toMatchObject({ code: 'quote_link_invalid' });
    // Paying before the terms are accepted is refused.
    expect(body(await page('deposit', { token }))).toMatchObject({ code: 'quote_step' });
  });

  it('expires 14 days after sending; sending again makes a new link and the old one stops', async () => {
    const { quote, email } = await buildQuote();
    await send('POST', `/api/staff/event-quotes/${quote.id}/send`, desk.cookie);
    const first = mailedToken(server, email, 'event_quote');
    now = START + 14 * DAY;
    const staffCookie = desk.cookie;
    desk.cookie = await signIn(server, desk.email);
    try {
      expect(body<Quote>(await page('view', { token: first })).status).toBe('expired');
      const refused = await page('accept', { token: first });
      expect(refused.statusCode).toBe(410);
      expect(body(refused)).toMatchObject({ code: 'quote_expired' });
      const listed = body<Quote[]>(await send('GET', '/api/staff/event-quotes?status=expired', desk.cookie));
      expect(listed.map((q) => q.id)).toContain(quote.id);

      await send('POST', `/api/staff/event-quotes/${quote.id}/send`, desk.cookie);
      const second = mailedToken(server, email, 'event_quote');
      expect(second).not.toBe(first);
      expect((await page('view', { token: first })).statusCode).toBe(400);
      expect((await page('accept', { token: second })).statusCode).toBe(200);
    } finally {
      now = START;
      desk.cookie = staffCookie;
    }
  });
});

describe('the deposit', () => {
  it('through the sandbox: one ledger row, the bays blocked, members see them taken', async () => {
    const { quote, token, sessionId } = await paidQuote({ date: '2026-12-01', space: ['3'] });
    // Reported again (the page's button twice, then the return): nothing more is written.
    await completeSandbox(sessionId);
    const back = await page('return', { token, sessionId });
    expect(back.statusCode, back.payload).toBe(200);
    expect(body<Quote>(back).status).toBe('paid');
    await page('return', { token, sessionId });
    expect(
      count(
        "SELECT count(*) AS n FROM ledger_entries WHERE event_quote_id = ? AND kind = 'event_deposit'",
        quote.id,
      ),
    ).toBe(1);
    expect(count('SELECT count(*) AS n FROM bay_blocks WHERE event_quote_id = ?', quote.id)).toBe(1);

    // 18:00 MST is 01:00 UTC the next day.
    const day = body<{ bayNumber: string; startTime: string }[]>(
      await send('GET', '/api/bookings/date/2026-12-01', vip.cookie),
    );
    expect(day.some((t) => t.bayNumber === '3' && t.startTime === '2026-12-02T01:00:00.000Z')).toBe(true);
    const booked = await send('POST', '/api/bookings', vip.cookie, {
      bayNumber: '3',
      bookingDate: '2026-12-01',
      startTime: '18:30',
      endTime: '19:30',
      guestCount: '1',
      notes: null,
    });
    expect(booked.statusCode).toBe(409);
    // Paying again is refused: nothing more is owed.
    expect(body(await page('deposit', { token }))).toMatchObject({ code: 'quote_step' });
    // On the board it is its own kind of block, which staff cannot reopen on its own.
    const blocks = body<{ id: string; eventQuoteId: string | null; reason: string }[]>(
      await send('GET', '/api/staff/blocks?from=2026-12-01&to=2026-12-01', desk.cookie),
    );
    const held = blocks.find((b) => b.eventQuoteId === quote.id);
    expect(held?.reason).toBe('Private event: Casey Planner, 20 guests');
    const reopen = await send('DELETE', `/api/staff/blocks/${held?.id}`, desk.cookie);
    expect(reopen.statusCode).toBe(409);
    expect(body(reopen)).toMatchObject({ code: 'event_block' });
  });

  it('is refused over bookings, listing them, when sending and when paying', async () => {
    const member = await addMember(server, { firstName: 'Bo', membershipType: 'vip' });
    const booked = await send('POST', '/api/bookings', member.cookie, {
      bayNumber: '2',
      bookingDate: '2026-11-27',
      startTime: '14:00',
      endTime: '15:00',
      guestCount: '1',
      notes: null,
    });
    expect(booked.statusCode, booked.payload).toBe(201);
    const { quote } = await buildQuote({ date: '2026-11-27', startTime: '13:00', space: ['2'] });
    const refused = await send('POST', `/api/staff/event-quotes/${quote.id}/send`, desk.cookie);
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({
      code: 'event_covers_bookings',
      bookings: [{ bayNumber: '2', memberName: 'Bo Tester', status: 'confirmed' }],
    });

    // Sent while free, then booked before it is paid: the deposit is refused too.
    const later = await acceptedQuote({ date: '2026-11-28', startTime: '13:00', space: ['2'] });
    expect(
      (
        await send('POST', '/api/bookings', member.cookie, {
          bayNumber: '2',
          bookingDate: '2026-11-28',
          startTime: '13:30',
          endTime: '14:30',
          guestCount: '1',
          notes: null,
        })
      ).statusCode,
    ).toBe(201);
    expect(body(await page('deposit', { token: later.token }))).toMatchObject({
      code: 'event_covers_bookings',
    });
  });

  it('two quotes racing for one time: exactly one is held, the other told and refunded once', async () => {
    const a = await acceptedQuote({ date: '2026-12-10', space: 'facility', hours: 2 });
    const b = await acceptedQuote({ date: '2026-12-10', space: ['1'], startTime: '19:00', hours: 2 });
    const [sa, sb] = [await openDeposit(a.token), await openDeposit(b.token)];
    const paid = await Promise.all([completeSandbox(sa), completeSandbox(sb)]);
    expect(paid.map((r) => r.statusCode)).toEqual([200, 200]);

    const returns = await Promise.all([
      page('return', { token: a.token, sessionId: sa }),
      page('return', { token: b.token, sessionId: sb }),
      page('return', { token: b.token, sessionId: sb }),
    ]);
    const held = [a, b].filter(
      (q) =>
        (
          sqlite().prepare('SELECT status FROM event_quotes WHERE id = ?').get(q.quote.id) as {
            status: string;
          }
        ).status === 'paid',
    );
    expect(held).toHaveLength(1);
    expect(held[0]?.quote.id).toBe(a.quote.id);
    expect(returns[0]?.statusCode).toBe(200);
    expect(body(returns[1] as never)).toMatchObject({ code: 'event_time_held' });
    await eventPaymentChores(contextOf(server));
    const money = sqlite()
      .prepare(
        'SELECT kind, amount_cents AS cents, status FROM ledger_entries WHERE event_quote_id = ? ORDER BY rowid',
      )
      .all(b.quote.id) as { kind: string; cents: number; status: string }[];
    expect(money).toEqual([
      { kind: 'event_deposit', cents: b.quote.depositCents, status: 'refunded' },
      { kind: 'refund', cents: -b.quote.depositCents, status: 'refunded' },
    ]);
    // Only the winner's bays are blocked.
    expect(count('SELECT count(*) AS n FROM bay_blocks WHERE event_quote_id = ?', a.quote.id)).toBe(3);
    expect(count('SELECT count(*) AS n FROM bay_blocks WHERE event_quote_id = ?', b.quote.id)).toBe(0);
  });
});

describe('the balance', () => {
  it('at the desk: one ledger row by method, however often it is asked', async () => {
    const { quote } = await paidQuote({ date: '2026-12-15', space: ['1'], startTime: '10:00' });
    const tries = await Promise.all(
      [1, 2, 3, 4].map(() =>
        send('POST', `/api/staff/event-quotes/${quote.id}/balance`, desk.cookie, { method: 'cash' }),
      ),
    );
    expect(tries.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const rows = sqlite()
      .prepare(
        "SELECT method, amount_cents AS cents, status FROM ledger_entries WHERE event_quote_id = ? AND kind = 'event_balance'",
      )
      .all(quote.id);
    expect(rows).toEqual([{ method: 'cash', cents: quote.balanceCents, status: 'paid' }]);
  });

  it('online from the link, once; an invoice at the desk is a pending row', async () => {
    const { quote, token } = await paidQuote({ date: '2026-12-16', space: ['1'], startTime: '10:00' });
    const res = await page('balance', { token });
    expect(res.statusCode, res.payload).toBe(200);
    const sessionId = sessionOf(body<{ url: string }>(res).url);
    await Promise.all([completeSandbox(sessionId), completeSandbox(sessionId)]);
    const back = body<Quote & { balancePaidAt: string | null }>(await page('return', { token, sessionId }));
    expect(back.balancePaidAt).not.toBeNull();
    expect(
      count(
        "SELECT count(*) AS n FROM ledger_entries WHERE event_quote_id = ? AND kind = 'event_balance'",
        quote.id,
      ),
    ).toBe(1);
    expect(
      (await send('POST', `/api/staff/event-quotes/${quote.id}/balance`, desk.cookie, { method: 'card' }))
        .statusCode,
    ).toBe(409);

    const other = await paidQuote({ date: '2026-12-17', space: ['1'], startTime: '10:00' });
    await send('POST', `/api/staff/event-quotes/${other.quote.id}/balance`, desk.cookie, {
      method: 'invoice',
    });
    expect(
      sqlite()
        .prepare("SELECT status FROM ledger_entries WHERE event_quote_id = ? AND kind = 'event_balance'")
        .get(other.quote.id),
    ).toEqual({ status: 'pending' });
  });

  it('is reminded once 3 days before it is due, and flagged at the desk after the due date', async () => {
    const { quote, email } = await paidQuote({ date: '2027-02-20', space: ['2'], startTime: '10:00' });
    // Due 2027-02-13; the reminder goes 2027-02-10 (venue dates).
    now = Date.UTC(2027, 1, 9, 17);
    const staffCookie = desk.cookie;
    try {
      await eventPaymentChores(contextOf(server));
      const reminders = () =>
        count(
          "SELECT count(*) AS n FROM outbox_messages WHERE kind = 'event_balance_reminder' AND to_address = ?",
          email,
        );
      expect(reminders()).toBe(0);
      now = Date.UTC(2027, 1, 10, 17);
      await eventPaymentChores(contextOf(server));
      await eventPaymentChores(contextOf(server));
      expect(reminders()).toBe(1);
      desk.cookie = await signIn(server, desk.email);
      expect(
        body<Quote>(await send('GET', `/api/staff/event-quotes/${quote.id}`, desk.cookie)).balanceOverdue,
      ).toBe(false);
      // Paying on the due date is on time; the day after, it is overdue.
      now = Date.UTC(2027, 1, 13, 17);
      expect(
        body<Quote>(await send('GET', `/api/staff/event-quotes/${quote.id}`, desk.cookie)).balanceOverdue,
      ).toBe(false);
      now = Date.UTC(2027, 1, 14, 17);
      expect(
        body<Quote>(await send('GET', `/api/staff/event-quotes/${quote.id}`, desk.cookie)).balanceOverdue,
      ).toBe(true);
      // Never cancelled for it.
      expect(body<Quote>(await send('GET', `/api/staff/event-quotes/${quote.id}`, desk.cookie)).status).toBe(
        'paid',
      );
    } finally {
      now = START;
      desk.cookie = staffCookie;
    }
  });
});

describe('a quote sent 4 days before its event', () => {
  it('has its balance due on sending, never on a day gone, and is not overdue that day', async () => {
    // Built and sent Tuesday November 24 for Saturday November 28: 7 days ahead was November 21.
    const { quote, email } = await paidQuote({ date: '2026-11-28', space: ['3'], startTime: '19:00' });
    expect(quote.balanceDueOn).toBe('2026-11-24');
    const read = async () =>
      body<Quote>(await send('GET', `/api/staff/event-quotes/${quote.id}`, desk.cookie));
    expect(await read()).toMatchObject({ status: 'paid', balanceDueOn: '2026-11-24', balanceOverdue: false });
    // The reminder names the date the quote gave.
    await eventPaymentChores(contextOf(server));
    const reminder = sqlite()
      .prepare(
        "SELECT text_body AS text FROM outbox_messages WHERE kind = 'event_balance_reminder' AND to_address = ?",
      )
      .get(email) as { text: string } | undefined;
    expect(reminder?.text).toContain('November 24');
    expect(reminder?.text).not.toContain('November 21');
    const staffCookie = desk.cookie;
    try {
      now = START + DAY;
      desk.cookie = await signIn(server, desk.email);
      expect((await read()).balanceOverdue).toBe(true);
    } finally {
      now = START;
      desk.cookie = staffCookie;
    }
  });
});

describe('cancelling', () => {
  const refundOf = (quoteId: string) =>
    sqlite()
      .prepare(
        "SELECT amount_cents AS cents FROM ledger_entries WHERE event_quote_id = ? AND kind = 'refund'",
      )
      .all(quoteId) as { cents: number }[];

  it.each([
    ['more than 30 days ahead: in full', '2027-01-05', 'full'],
    ['30 days ahead: half', '2026-12-24', 'half'],
    ['13 days ahead: nothing', '2026-12-07', 'none'],
  ] as const)('by the contact %s; the bays released', async (_, date, tier) => {
    const { quote, token } = await paidQuote({ date, space: ['2'], startTime: '20:00', hours: 1 });
    const cancels = await Promise.all([page('cancel', { token }), page('cancel', { token })]);
    expect(cancels.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const expected =
      tier === 'full' ? quote.depositCents : tier === 'half' ? Math.floor(quote.depositCents / 2) : 0;
    expect(refundOf(quote.id)).toEqual(expected > 0 ? [{ cents: -expected }] : []);
    expect(count('SELECT count(*) AS n FROM bay_blocks WHERE event_quote_id = ?', quote.id)).toBe(0);
    const view = body<Quote>(await page('view', { token }));
    expect(view).toMatchObject({ status: 'cancelled', refundCents: expected });
  });

  it('by staff, with a reason; the waitlist is offered what frees up', async () => {
    const { quote } = await paidQuote({ date: '2026-11-27', space: ['1'], startTime: '16:00', hours: 2 });
    const waiter = await addMember(server, { firstName: 'Wes', membershipType: 'vip' });
    const slot = {
      bookingDate: '2026-11-27',
      startTime: '16:00',
      endTime: '17:00',
      guestCount: '1',
      notes: null,
    };
    // The event's bay is closed, so no one waits for it alone (as for any bay block)...
    const forBay1 = await send('POST', '/api/waitlist', waiter.cookie, { ...slot, bayNumber: '1' });
    expect(body(forBay1)).toMatchObject({ code: 'bay_blocked' });
    // ...but with the other bays booked, a member may wait for any bay.
    for (const bayNumber of ['2', '3']) {
      const other = await addMember(server, { firstName: `Bay${bayNumber}`, membershipType: 'vip' });
      const booked = await send('POST', '/api/bookings', other.cookie, { ...slot, bayNumber });
      expect(booked.statusCode, booked.payload).toBe(201);
    }
    const joined = await send('POST', '/api/waitlist', waiter.cookie, { ...slot, bayNumber: 'any' });
    expect(joined.statusCode, joined.payload).toBe(201);
    expect(
      (await send('POST', `/api/staff/event-quotes/${quote.id}/cancel`, desk.cookie, { reason: ' ' }))
        .statusCode,
    ).toBe(400);
    // A paid event: plain staff are refused (a manager's step), with nothing written.
    const staffAsked = await send('POST', `/api/staff/event-quotes/${quote.id}/cancel`, desk.cookie, {
      reason: 'Client postponed',
    });
    expect(staffAsked.statusCode).toBe(403);
    expect(body(staffAsked)).toMatchObject({ code: 'manager_needed' });
    expect(sqlite().prepare('SELECT status FROM event_quotes WHERE id = ?').get(quote.id)).toEqual({
      status: 'paid',
    });
    const res = await send('POST', `/api/staff/event-quotes/${quote.id}/cancel`, manager.cookie, {
      reason: 'Client postponed',
    });
    expect(res.statusCode, res.payload).toBe(200);
    const entry = sqlite().prepare('SELECT status FROM waitlist_entries WHERE user_id = ?').get(waiter.id);
    expect(entry).toEqual({ status: 'offered' });
  });
});

describe("cancelling a paid event above plain staff's refund limit", () => {
  it('is refused to a manager (403, nothing written) and done by an admin, who refunds the deposit', async () => {
    const { quote } = await paidQuote({ date: '2027-01-06', space: ['3'], startTime: '12:00', hours: 2 });
    expect(quote.depositCents).toBeGreaterThan(5000);
    const state = () => ({
      quote: sqlite().prepare('SELECT status FROM event_quotes WHERE id = ?').get(quote.id),
      blocks: count('SELECT count(*) AS n FROM bay_blocks WHERE event_quote_id = ?', quote.id),
      refunds: count(
        "SELECT count(*) AS n FROM ledger_entries WHERE event_quote_id = ? AND kind = 'refund'",
        quote.id,
      ),
      mail: count("SELECT count(*) AS n FROM outbox_messages WHERE kind = 'event_cancelled'"),
    });
    const before = state();
    const refused = await send('POST', `/api/staff/event-quotes/${quote.id}/cancel`, manager.cookie, {
      reason: 'Client postponed',
    });
    expect(refused.statusCode, refused.payload).toBe(403);
    expect(body(refused)).toMatchObject({
      code: 'admin_needed',
      message:
        'Staff can refund up to $50 of a payment in all. $0 of this one has been refunded, so $50 is left for staff to refund. Ask an admin to make this refund.',
    });
    expect(state()).toEqual({ ...before, quote: { status: 'paid' } });
    expect(
      count(
        "SELECT count(*) AS n FROM staff_actions WHERE action = 'event_cancel' AND target_id = ?",
        quote.id,
      ),
    ).toBe(0);
    const admin = await addStaff(server, 'admin');
    const done = await send('POST', `/api/staff/event-quotes/${quote.id}/cancel`, admin.cookie, {
      reason: 'Client postponed',
    });
    expect(done.statusCode, done.payload).toBe(200);
    expect(body<Quote>(done)).toMatchObject({ status: 'cancelled', refundCents: quote.depositCents });
    expect(
      sqlite()
        .prepare(
          "SELECT amount_cents, status, recorded_by FROM ledger_entries WHERE event_quote_id = ? AND kind = 'refund'",
        )
        .all(quote.id),
    ).toEqual([{ amount_cents: -quote.depositCents, status: 'refunded', recorded_by: admin.id }]);
  });
});

describe('the report', () => {
  it('shows event revenue from the ledger, the deposits held and balances due, events by package', async () => {
    const res = await send('GET', '/api/staff/reports?from=2026-11-24&to=2027-02-28', desk.cookie);
    expect(res.statusCode, res.payload).toBe(200);
    const report = body<{
      money: { eventsCents: number };
      events: { depositsHeldCents: number; balancesDueCents: number; corporateEvents: number };
    }>(res);
    const taken = count(
      "SELECT coalesce(sum(amount_cents), 0) AS n FROM ledger_entries WHERE kind IN ('event_deposit', 'event_balance') AND status <> 'pending'",
    );
    expect(report.money.eventsCents).toBe(taken);
    expect(report.money.eventsCents).toBeGreaterThan(0);
    const held = count("SELECT coalesce(sum(deposit_cents), 0) AS n FROM event_quotes WHERE status = 'paid'");
    expect(report.events.depositsHeldCents).toBe(held);
    expect(report.events.corporateEvents).toBe(
      count("SELECT count(*) AS n FROM event_quotes WHERE status = 'paid'"),
    );
    expect(report.events.balancesDueCents).toBe(
      count(
        "SELECT coalesce(sum(balance_cents), 0) AS n FROM event_quotes WHERE status = 'paid' AND balance_paid_at IS NULL",
      ),
    );
  });
});

interface Priced extends Quote {
  discountPercent: number;
  quotedDiscountPercent: number;
  discountNote: string | null;
  userId?: string | null;
  balancePaidAt: string | null;
}
const view = async (token: string) => body<Priced>(await page('view', { token }));
const deskView = async (id: string) =>
  body<Priced>(await send('GET', `/api/staff/event-quotes/${id}`, desk.cookie));
const moneyOf = (quoteId: string) =>
  sqlite()
    .prepare(
      'SELECT kind, amount_cents AS cents, status, user_id AS userId FROM ledger_entries WHERE event_quote_id = ? ORDER BY rowid',
    )
    .all(quoteId) as { kind: string; cents: number; status: string; userId: string | null }[];

describe('an address proven before it owns a quote (docs/security.md)', () => {
  it("is a visitor's quote while the account at its address is unproven: no discount, not its event or payment, not erased with it", async () => {
    // Someone signs up as vera@ without proving it and holds VIP; Vera is the one who inquired.
    const taker = await addMember(server, {
      firstName: 'Imp',
      membershipType: 'vip',
      email: 'vera@example.com',
    });
    const { quote, token } = await paidQuote(
      { date: '2027-03-02', space: ['3'], startTime: '12:00' },
      'vera@example.com',
    );
    expect(quote.lines.map((l) => l.key)).toEqual(['package', 'addon:Catering']);
    expect(await deskView(quote.id)).toMatchObject({ userId: null, discountPercent: 0, discountNote: null });

    const events = body<Quote[]>(await send('GET', '/api/event-quotes/mine', taker.cookie));
    expect(events.map((q) => q.id)).not.toContain(quote.id);
    expect(body(await send('GET', '/api/payments', taker.cookie))).toEqual([]);
    expect(moneyOf(quote.id)).toEqual([
      { kind: 'event_deposit', cents: quote.depositCents, status: 'paid', userId: null },
    ]);
    const mails = () =>
      sqlite()
        .prepare(
          "SELECT kind, user_id AS userId FROM outbox_messages WHERE to_address = 'vera@example.com' AND kind LIKE 'event_%' ORDER BY rowid",
        )
        .all();
    const sent = [
      { kind: 'event_quote', userId: null },
      { kind: 'event_paid', userId: null },
    ];
    expect(mails()).toEqual(sent);

    const deleted = await call(server, {
      method: 'DELETE',
      url: '/api/auth/user',
      cookie: taker.cookie,
      payload: { password: TEST_PASSWORD },
      headers: { host: 'localhost:5000' },
    });
    expect(deleted.statusCode, deleted.payload).toBe(200);
    expect(mails()).toEqual(sent);
    expect(await view(token)).toMatchObject({ status: 'paid', contactName: 'Casey Planner' });
  });

  it('becomes the member’s once they prove the address: in their events, and what is still owed at their discount', async () => {
    const { quote, token } = await paidQuote(
      { date: '2027-03-03', space: ['3'], startTime: '12:00' },
      'wren@example.com',
    );
    // Wren joins VIP with the address: not hers while unproven.
    const wren = await joinedMonthly(server, 'vip', { email: 'wren@example.com' });
    const mine = async () => body<Priced[]>(await send('GET', '/api/event-quotes/mine', wren.cookie));
    expect(await mine()).toEqual([]);
    expect(await view(token)).toMatchObject({ discountPercent: 0, discountNote: null });

    const asked = await call(server, {
      method: 'POST',
      url: '/api/auth/confirm-email/resend',
      cookie: wren.cookie,
    });
    expect(asked.statusCode, asked.payload).toBe(200);
    await confirmAddressByLink(server, 'wren@example.com', wren.cookie);
    const [event] = await mine();
    const percent = TIERS.vip.eventDiscountPercent;
    const packageCents = quote.lines[0]?.cents ?? 0;
    const total = quote.totalCents - Math.floor((packageCents * percent) / 100 + 0.5);
    // The deposit was paid as a visitor's; the balance is what is left of the member's price.
    expect(event).toMatchObject({
      id: quote.id,
      discountPercent: percent,
      quotedDiscountPercent: 0,
      totalCents: total,
      depositCents: quote.depositCents,
      balanceCents: total - quote.depositCents,
      discountNote: eventQuoteCopy.discountChanged(0, percent, false),
    });
    expect(event?.lines.map((l) => l.key)).toEqual(['package', 'discount', 'addon:Catering']);
    const res = await page('balance', { token, cents: total - quote.depositCents });
    expect(res.statusCode, res.payload).toBe(200);
    const sessionId = sessionOf(body<{ url: string }>(res).url);
    await completeSandbox(sessionId);
    expect((await page('return', { token, sessionId })).statusCode).toBe(200);
    expect(moneyOf(quote.id)).toEqual([
      { kind: 'event_deposit', cents: quote.depositCents, status: 'paid', userId: null },
      { kind: 'event_balance', cents: total - quote.depositCents, status: 'paid', userId: wren.id },
    ]);
  });
});

describe('a member discount at the moment of paying', () => {
  const percent = TIERS.vip.eventDiscountPercent;
  const full = EVENT_PACKAGES.find((p) => p.id === 'corporate')?.fromCents.fullFacility ?? 0;
  const quoted = full - Math.floor((full * percent) / 100 + 0.5);
  const halfOf = (cents: number) => Math.floor(cents / 2 + 0.5);
  const facility = { space: 'facility', hours: 4, startTime: '10:00', addOns: [] };
  const takeGuarantee = async (cookie: string) => {
    const res = await postFromSite(server, '/api/membership/cancel', { guarantee: true }, cookie);
    expect(res.statusCode, res.payload).toBe(200);
  };
  const dropped = (settled = false) => ({
    discountPercent: 0,
    quotedDiscountPercent: percent,
    totalCents: full,
    discountNote: eventQuoteCopy.discountChanged(percent, 0, settled),
  });

  it('a VIP who takes the guarantee pays the deposit at the full price; the page and the desk say why', async () => {
    const gia = await joinedMonthly(server, 'vip', { email: 'gia@example.com', emailVerified: true });
    const { quote, token } = await acceptedQuote({ ...facility, date: '2027-03-10' }, 'gia@example.com');
    expect(quote).toMatchObject({ totalCents: quoted, depositCents: halfOf(quoted) });
    await takeGuarantee(gia.cookie);

    const shown = await view(token);
    expect(shown).toMatchObject({
      ...dropped(),
      depositCents: halfOf(full),
      balanceCents: full - halfOf(full),
    });
    expect(shown.lines.map((l) => [l.key, l.cents])).toEqual([['package', full]]);
    expect(await deskView(quote.id)).toMatchObject({ ...dropped(), userId: gia.id });
    // The amount the page showed before is refused; the one shown now is charged.
    const stale = await page('deposit', { token, cents: halfOf(quoted) });
    expect(stale.statusCode).toBe(409);
    expect(body(stale)).toMatchObject({ code: 'quote_price_changed', ...eventQuoteMessages.priceChanged });
    const sessionId = await openDeposit(token, halfOf(full));
    expect((await completeSandbox(sessionId)).statusCode).toBe(200);
    const back = await page('return', { token, sessionId });
    expect(back.statusCode, back.payload).toBe(200);
    expect(body<Priced>(back)).toMatchObject({ status: 'paid', ...dropped(), depositCents: halfOf(full) });
    expect(moneyOf(quote.id)).toEqual([
      { kind: 'event_deposit', cents: halfOf(full), status: 'paid', userId: gia.id },
    ]);
  });

  it('a VIP who takes the guarantee after the deposit pays the rest of the full price as the balance', async () => {
    const hal = await joinedMonthly(server, 'vip', { email: 'hal@example.com', emailVerified: true });
    const { quote, token } = await paidQuote({ ...facility, date: '2027-03-11' }, 'hal@example.com');
    const deposit = halfOf(quoted);
    expect(moneyOf(quote.id)).toEqual([
      { kind: 'event_deposit', cents: deposit, status: 'paid', userId: hal.id },
    ]);
    await takeGuarantee(hal.cookie);

    expect(await view(token)).toMatchObject({
      ...dropped(),
      depositCents: deposit,
      balanceCents: full - deposit,
    });
    expect(body(await page('balance', { token, cents: quoted - deposit }))).toMatchObject({
      code: 'quote_price_changed',
    });
    const res = await page('balance', { token, cents: full - deposit });
    expect(res.statusCode, res.payload).toBe(200);
    const sessionId = sessionOf(body<{ url: string }>(res).url);
    await completeSandbox(sessionId);
    const back = body<Priced>(await page('return', { token, sessionId }));
    expect(back.balancePaidAt).not.toBeNull();
    // Paid in full: the page says the discount did not apply when it was paid.
    expect(back).toMatchObject({ ...dropped(true), depositCents: deposit, balanceCents: full - deposit });
    expect(moneyOf(quote.id)).toEqual([
      { kind: 'event_deposit', cents: deposit, status: 'paid', userId: hal.id },
      { kind: 'event_balance', cents: full - deposit, status: 'paid', userId: hal.id },
    ]);
  });

  it('the same at the desk: the balance recorded is the one shown, at the full price', async () => {
    const ida = await joinedMonthly(server, 'vip', { email: 'ida@example.com', emailVerified: true });
    const { quote } = await paidQuote({ ...facility, date: '2027-03-12' }, 'ida@example.com');
    const deposit = halfOf(quoted);
    await takeGuarantee(ida.cookie);
    expect(await deskView(quote.id)).toMatchObject({ ...dropped(), balanceCents: full - deposit });
    const take = (cents: number) =>
      send('POST', `/api/staff/event-quotes/${quote.id}/balance`, desk.cookie, { method: 'cash', cents });
    const stale = await take(quoted - deposit);
    expect(stale.statusCode).toBe(409);
    expect(body(stale)).toMatchObject({ code: 'quote_price_changed' });
    const taken = await take(full - deposit);
    expect(taken.statusCode, taken.payload).toBe(200);
    expect(moneyOf(quote.id)).toEqual([
      { kind: 'event_deposit', cents: deposit, status: 'paid', userId: ida.id },
      { kind: 'event_balance', cents: full - deposit, status: 'paid', userId: ida.id },
    ]);
  });

  it('a deposit checkout open when the membership ends: that payment is refunded in full, and the deposit paid again at the full price', async () => {
    const jo = await joinedMonthly(server, 'vip', { email: 'jo@example.com', emailVerified: true });
    const { quote, token } = await acceptedQuote({ ...facility, date: '2027-03-13' }, 'jo@example.com');
    const open = await openDeposit(token, halfOf(quoted));
    await takeGuarantee(jo.cookie);
    expect((await completeSandbox(open)).statusCode).toBe(200);
    const back = await page('return', { token, sessionId: open });
    expect(back.statusCode).toBe(409);
    expect(body(back)).toMatchObject({ code: 'quote_price_changed', ...eventQuoteMessages.paidAtOldPrice });
    await eventPaymentChores(contextOf(server));
    // Charged what the page showed, recorded as charged, and returned once; nothing held.
    expect(moneyOf(quote.id)).toEqual([
      { kind: 'event_deposit', cents: halfOf(quoted), status: 'refunded', userId: jo.id },
      { kind: 'refund', cents: -halfOf(quoted), status: 'refunded', userId: jo.id },
    ]);
    expect(count('SELECT count(*) AS n FROM bay_blocks WHERE event_quote_id = ?', quote.id)).toBe(0);
    expect(await view(token)).toMatchObject({ status: 'accepted', ...dropped(), depositCents: halfOf(full) });

    const again = await openDeposit(token, halfOf(full));
    await completeSandbox(again);
    expect(body<Priced>(await page('return', { token, sessionId: again })).status).toBe('paid');
    expect(moneyOf(quote.id).filter((r) => r.status === 'paid')).toEqual([
      { kind: 'event_deposit', cents: halfOf(full), status: 'paid', userId: jo.id },
    ]);
  });
});
