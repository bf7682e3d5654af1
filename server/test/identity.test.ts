/**
 * Identity that cannot be borrowed (docs/security.md): deleting an account erases what is its own
 * by id, never by text, so an account made of other people's strings changes none of their rows;
 * an address is proven by a link before anything filed under it is the account's; a paid checkout
 * becomes a plan only through the checkout or the gateway's customer, never by email alone.
 */
import type { Server } from '@hapi/hapi';
import { accountMessages, formMessages, paymentMessages } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRequestedResetLinks } from '../src/account/passwordResetService';
import { contextOf } from './dbAccess';
import { body, call, postFromSite, SITE, sessionCookie } from './http';
import { addMember, addStaff, confirmAddressByLink, mailedToken, TEST_PASSWORD } from './members';
import { makeServer, WITH_MAIL_SERVER } from './testServer';

const START = Date.UTC(2026, 10, 22, 17, 0);
const HOUR = 60 * 60 * 1000;
const clock = { now: START };
let server: Server;

beforeAll(async () => {
  server = await makeServer(
    {
      ...WITH_MAIL_SERVER,
      RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
      RATE_LIMIT_SIGNUP_PER_ADDRESS: '1000',
      RATE_LIMIT_INQUIRIES_PER_HOUR: '1000',
      STAFF_EMAIL: 'desk@lounge.example',
    },
    { now: () => clock.now },
  );
});
afterAll(() => server.stop());

const sqlite = () => contextOf(server).database.sqlite;
const send = (method: string, url: string, payload: unknown, cookie?: string) =>
  call(server, { method, url, payload, ...(cookie ? { cookie } : {}), headers: { host: 'localhost:5000' } });

/** Follows a confirmation or email-change link, signed in with `cookie`. */
const followLink = (token: string, cookie: string) =>
  call(server, { method: 'POST', url: '/api/auth/verify-email', payload: { token }, cookie });
const askAgain = (cookie: string) =>
  call(server, { method: 'POST', url: '/api/auth/confirm-email/resend', cookie });

async function signUp(
  email: string,
  firstName = 'Pat',
  lastName = 'Doe',
  membershipType?: 'general' | 'vip',
) {
  const res = await postFromSite(server, '/api/auth/signup', {
    email,
    password: TEST_PASSWORD,
    firstName,
    lastName,
    ...(membershipType ? { membershipType, membershipStatus: 'pending' } : {}),
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.payload}`);
  return { id: body<{ id: string }>(res).id, cookie: sessionCookie(res) };
}

/** A paid membership through the sandbox for a signed-in account (its own checkout). */
async function buyPlan(email: string, cookie: string) {
  const created = await postFromSite(
    server,
    '/api/checkout/create-session',
    {
      plan: 'general',
      flow: 'monthly',
      successUrl: `${SITE}/billing/complete?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${SITE}/membership-selection`,
      customerEmail: email,
    },
    cookie,
  );
  const sessionId = new URL(body<{ url: string }>(created).url, SITE).searchParams.get('session_id') ?? '';
  await postFromSite(server, `/api/payments/sandbox/sessions/${sessionId}/complete`, {});
  return postFromSite(server, '/api/membership/activate-access', { sessionId, email }, cookie);
}

async function contactFrom(email: string, firstName: string, lastName: string, phone: string) {
  const res = await send('POST', '/api/contact', {
    firstName,
    lastName,
    email,
    phone,
    inquiryType: 'general',
    message: `This is ${firstName} ${lastName}, call me on ${phone}`,
  });
  expect(res.statusCode).toBe(201);
}

/** Every row of every table, keyed by table and rowid. */
function everyRow(): Map<string, Record<string, unknown>> {
  const all = new Map<string, Record<string, unknown>>();
  const tables = sqlite()
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as { name: string }[];
  for (const { name } of tables)
    for (const row of sqlite().prepare(`SELECT rowid AS _rowid, * FROM "${name}"`).all() as Record<
      string,
      unknown
    >[])
      all.set(`${name}#${String(row._rowid)}`, row);
  return all;
}

/** A row of the account's own: one that names its id (as a column, or in a session's JSON). */
const ownedBy = (row: Record<string, unknown>, userId: string) =>
  Object.values(row).some(
    (v) => v === userId || (typeof v === 'string' && v.includes(`"userId":"${userId}"`)),
  );

/** The rows that differ (changed or gone) between two snapshots, leaving out the account's own. */
function othersChanged(before: Map<string, Record<string, unknown>>, userId: string): string[] {
  const after = everyRow();
  const changed: string[] = [];
  for (const [key, row] of before) {
    if (ownedBy(row, userId)) continue;
    const now = after.get(key);
    if (JSON.stringify(now) !== JSON.stringify(row))
      changed.push(`${key}: ${JSON.stringify(row)} -> ${JSON.stringify(now)}`);
  }
  return changed;
}

describe('deleting an account made of other people’s strings', () => {
  it('changes not one byte of any other row', async () => {
    const admin = await addStaff(server, 'admin', { email: 'admin@lounge.example' });
    // Bob pays for a plan (subscription, checkout, ledger row 'General Membership, monthly', mail).
    const bob = await signUp('bob@example.com', 'Bob', 'Brown', 'general');
    await send('PATCH', '/api/auth/user', { phone: '406 555 0188' }, bob.cookie);
    expect((await buyPlan('bob@example.com', bob.cookie)).statusCode).toBe(200);
    // A visitor's message, and a staff note quoting the ledger's words and Bob's name.
    await contactFrom('dave@example.com', 'Dave', 'Dunn', '406-555-0199');
    sqlite()
      .prepare(
        'INSERT INTO member_notes (id, user_id, created_by, body, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        'note-1',
        bob.id,
        admin.id,
        'Bob Brown asked about Membership, monthly billing',
        new Date(START).toISOString(),
        new Date(START).toISOString(),
      );
    expect(
      (
        sqlite().prepare('SELECT description FROM ledger_entries WHERE user_id = ?').get(bob.id) as {
          description: string;
        }
      ).description,
    ).toBe('General Membership, monthly');

    for (const [email, first, last, phone] of [
      // A substring of the admin's address, and the ledger's words as a name.
      ['n@lounge.example', 'Membership,', 'monthly', '0188'],
      // A substring of Bob's address, his name and his phone.
      ['b@example.com', 'Bob', 'Brown', '406 555 0188'],
      // The visitor's very address and name, never proven.
      ['dave@example.com', 'Dave', 'Dunn', '406-555-0199'],
    ] as const) {
      const attacker = await signUp(email, first, last);
      await send('PATCH', '/api/auth/user', { phone }, attacker.cookie);
      const before = everyRow();
      const res = await send('DELETE', '/api/auth/user', { password: TEST_PASSWORD }, attacker.cookie);
      expect(res.statusCode, email).toBe(200);
      expect(othersChanged(before, attacker.id), email).toEqual([]);
    }

    // The admin still signs in; Bob's plan, ledger and the visitor's message are as they were.
    const signIn = await call(server, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@lounge.example', password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const dave = sqlite()
      .prepare("SELECT message FROM contact_inquiries WHERE email = 'dave@example.com'")
      .get() as {
      message: string;
    };
    expect(dave.message).toBe('This is Dave Dunn, call me on 406-555-0199');
  });
});

describe('an address proven before it owns anything', () => {
  it('links no earlier inquiry to an unproven account; once proven, the export has it and the desk sees it verified', async () => {
    await contactFrom('erin@example.com', 'Erin', 'Earlier', '406-555-0111');
    const erin = await signUp('erin@example.com', 'Erin', 'Earlier');
    const exported = async () =>
      body<{ inquiries: { contact: unknown[] }; emails: { kind: string }[] }>(
        await call(server, { url: '/api/auth/user/export', cookie: erin.cookie }),
      );
    const before = await exported();
    expect(before.inquiries.contact).toEqual([]);
    // Her own mail (the confirmation link) is hers by id; the receipt to the address before she joined is not.
    expect(before.emails.map((e) => e.kind)).toEqual(['address_confirm']);

    const admin = await addStaff(server, 'admin');
    const desk = async () =>
      body<{ id: string; isEmailVerified: boolean }[]>(
        await call(server, { url: '/api/staff/members?q=erin', cookie: admin.cookie }),
      ).find((m) => m.id === erin.id);
    expect((await desk())?.isEmailVerified).toBe(false);

    await confirmAddressByLink(server, 'erin@example.com', erin.cookie);
    const after = await exported();
    expect(after.inquiries.contact).toHaveLength(1);
    expect(after.emails.map((e) => e.kind).sort()).toEqual(['address_confirm', 'contact_received']);
    expect((await desk())?.isEmailVerified).toBe(true);
  });

  it('takes a link only from the account it was sent for, once, within the hour; asking again is limited', async () => {
    const una = await signUp('una@example.com');
    const other = await addMember(server);
    const token = mailedToken(server, 'una@example.com');
    const stored = sqlite()
      .prepare('SELECT token_hash FROM email_verifications WHERE user_id = ?')
      .get(una.id) as {
      token_hash: string;
    };
    expect(stored.token_hash).not.toContain(token);

    // Another account cannot spend it.
    const foreign = await followLink(token, other.cookie);
    expect(foreign.statusCode).toBe(400);
    expect(body(foreign).message).toBe(accountMessages.invalidEmailLink.message);

    // Past the hour it is dead; a new one (asked for) works once.
    clock.now = START + HOUR + 1000;
    try {
      const late = await followLink(token, una.cookie);
      expect(late.statusCode).toBe(400);
      const resent = await askAgain(una.cookie);
      expect(resent.statusCode).toBe(200);
      expect(body(resent)).toEqual(accountMessages.confirmLinkSent('una@example.com'));
      const fresh = mailedToken(server, 'una@example.com');
      const ok = await followLink(fresh, una.cookie);
      expect(ok.statusCode).toBe(200);
      expect(body(ok)).toMatchObject(accountMessages.addressConfirmed('una@example.com'));
      const again = await followLink(fresh, una.cookie);
      expect(again.statusCode).toBe(400);
      // Confirmed: nothing more to send.
      const done = await askAgain(una.cookie);
      expect(done.statusCode).toBe(409);

      // Another account asks again until its hourly budget (one at sign-up and three more) is spent.
      const vic = await signUp('vic@example.com');
      const answers: number[] = [];
      for (let i = 0; i < 4; i += 1) answers.push((await askAgain(vic.cookie)).statusCode);
      expect(answers).toEqual([200, 200, 200, 429]);
      const sent = sqlite()
        .prepare(
          "SELECT count(*) AS n FROM outbox_messages WHERE kind = 'address_confirm' AND to_address = 'vic@example.com'",
        )
        .get() as { n: number };
      expect(sent.n).toBe(4);
    } finally {
      clock.now = START;
    }
  });

  it('finds no plan by email alone: a checkout paid signed out for an address is not the plan of whoever signs up with it', async () => {
    const created = await postFromSite(server, '/api/checkout/create-session', {
      plan: 'vip',
      flow: 'monthly',
      successUrl: `${SITE}/billing/complete?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${SITE}/membership-selection`,
      customerEmail: 'gail@example.com',
    });
    expect(created.statusCode).toBe(200);
    const sessionId = new URL(body<{ url: string }>(created).url, SITE).searchParams.get('session_id') ?? '';
    await postFromSite(server, `/api/payments/sandbox/sessions/${sessionId}/complete`, {});

    // Someone else signs up with her address and asks the dashboard to find a subscription.
    const taker = await signUp('gail@example.com');
    const refresh = await send('POST', '/api/subscription/refresh', {}, taker.cookie);
    expect(body(refresh)).toMatchObject({ success: false, message: paymentMessages.noSubscription });
    // Proving the address does not change that: only the checkout links it.
    await confirmAddressByLink(server, 'gail@example.com', taker.cookie);
    expect(body(await send('POST', '/api/subscription/refresh', {}, taker.cookie))).toMatchObject({
      success: false,
    });
    const account = sqlite()
      .prepare('SELECT membership_type, stripe_subscription_id FROM users WHERE id = ?')
      .get(taker.id);
    expect(account).toEqual({ membership_type: null, stripe_subscription_id: null });

    // The payer, back from the payment with the checkout's id and signed in, gets it.
    const activated = await postFromSite(
      server,
      '/api/membership/activate-access',
      { sessionId, email: 'gail@example.com' },
      taker.cookie,
    );
    expect(body(activated)).toMatchObject({ activated: true, membershipType: 'vip' });
  });
});

describe('links and sessions after a change of hands', () => {
  const feedWorks = async (url: string) =>
    (await call(server, { url: new URL(url).pathname })).statusCode === 200;
  const newFeed = async (cookie: string) =>
    body<{ url: string }>(await call(server, { method: 'POST', url: '/api/calendar/feed/reset', cookie }))
      .url;

  it("confirming a new email ends the account's other sessions and its calendar feed's address", async () => {
    const wes = await signUp('wes@example.com');
    const phone = await call(server, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'wes@example.com', password: TEST_PASSWORD },
    });
    const elsewhere = sessionCookie(phone);
    const feed = await newFeed(wes.cookie);
    expect(await feedWorks(feed)).toBe(true);

    const asked = await send(
      'POST',
      '/api/auth/change-email',
      { newEmail: 'wes.new@example.com', password: TEST_PASSWORD },
      wes.cookie,
    );
    expect(asked.statusCode).toBe(200);
    const token = mailedToken(server, 'wes.new@example.com', 'email_change_confirm');
    const changed = await followLink(token, wes.cookie);
    expect(changed.statusCode).toBe(200);
    expect(body(changed)).toMatchObject(accountMessages.emailChanged('wes.new@example.com'));

    // This session carries on, the other is signed out, and the old feed address answers nothing.
    expect((await call(server, { url: '/api/auth/user', cookie: wes.cookie })).statusCode).toBe(200);
    expect((await call(server, { url: '/api/auth/user', cookie: elsewhere })).statusCode).toBe(401);
    expect(await feedWorks(feed)).toBe(false);
    expect(body(await call(server, { url: '/api/calendar/feed', cookie: wes.cookie }))).toEqual({
      url: null,
      createdAt: null,
    });
    // The new address was proven by the link that reached it.
    const row = sqlite().prepare('SELECT email, is_email_verified FROM users WHERE id = ?').get(wes.id);
    expect(row).toEqual({ email: 'wes.new@example.com', is_email_verified: 1 });
  });

  it("a password reset drops the calendar feed's address and proves the address", async () => {
    const xia = await signUp('xia@example.com');
    const feed = await newFeed(xia.cookie);
    await call(server, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'xia@example.com' },
    });
    sendRequestedResetLinks(contextOf(server));
    const token = mailedToken(server, 'xia@example.com', 'password_reset');
    const reset = await call(server, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a-whole-new-fairway-9', confirmPassword: 'a-whole-new-fairway-9' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await feedWorks(feed)).toBe(false);
    expect(
      sqlite().prepare('SELECT count(*) AS n FROM calendar_feeds WHERE user_id = ?').get(xia.id),
    ).toEqual({ n: 0 });
    expect(sqlite().prepare('SELECT is_email_verified AS v FROM users WHERE id = ?').get(xia.id)).toEqual({
      v: 1,
    });
  });
});

describe('one address, one way to write it', () => {
  it('refuses a look-alike address at sign-up, saying why, and stores the normalised form', async () => {
    await signUp('yan@example.com');
    for (const [email, message] of [
      ['yan@ex\u0430mple.com', formMessages.emailMixedScripts],
      ['yan@example.com\u200b', formMessages.emailInvisible],
    ] as const) {
      const res = await postFromSite(server, '/api/auth/signup', {
        email,
        password: TEST_PASSWORD,
        firstName: 'Yan',
        lastName: 'Twin',
      });
      expect(res.statusCode, email).toBe(400);
      expect(body<{ errors: { email: string } }>(res).errors.email, email).toBe(message);
    }
    // Fullwidth letters are the same address: taken.
    const twin = await postFromSite(server, '/api/auth/signup', {
      email: 'ｙａｎ@example.com',
      password: TEST_PASSWORD,
      firstName: 'Yan',
      lastName: 'Twin',
    });
    expect(twin.statusCode).toBe(409);
    expect(sqlite().prepare("SELECT count(*) AS n FROM users WHERE email LIKE 'yan@%'").get()).toEqual({
      n: 1,
    });
  });
});
