/**
 * A member's own account: the profile, a new password, a new email by link, the export and the
 * deletion, plus the desk's edit and delete-on-request. Real server, real SQLite file, the sandbox
 * gateway for payments.
 */
import { createHash } from 'node:crypto';
import type { Server } from '@hapi/hapi';
import { accountMessages, authMessages, EMAIL_CHANGE_TTL_MS, formMessages } from '@lounge/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRequestedResetLinks } from '../src/account/passwordResetService';
import { contextOf } from './dbAccess';
import { body, call, postFromSite, SITE, sessionCookie } from './http';
import { addMember, addStaff, confirmAddressByLink, signIn, TEST_PASSWORD } from './members';
import { makeServer, WITH_MAIL_SERVER } from './testServer';

/** Sunday 2026-11-22, 10:00 in Denver. */
const START = Date.UTC(2026, 10, 22, 17, 0);
const HOUR = 60 * 60 * 1000;
const clock = { now: START };
let server: Server;

beforeAll(async () => {
  server = await makeServer(
    {
      ...WITH_MAIL_SERVER,
      RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
      RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: '3',
      RATE_LIMIT_INQUIRIES_PER_HOUR: '1000',
      STAFF_EMAIL: 'desk@lounge.example',
    },
    { now: () => clock.now },
  );
});
afterAll(() => server.stop());

const sqlite = () => contextOf(server).database.sqlite;
const rows = <T>(query: string, ...args: unknown[]) =>
  sqlite()
    .prepare(query)
    .all(...args) as T[];
const count = (table: string) => rows<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)[0]?.n ?? 0;
const send = (method: string, url: string, payload: unknown, cookie?: string) =>
  call(server, { method, url, payload, ...(cookie ? { cookie } : {}), headers: { host: 'localhost:5000' } });
const me = (cookie: string) => call(server, { url: '/api/auth/user', cookie });
const login = (email: string, password: string) =>
  call(server, { method: 'POST', url: '/api/auth/login', payload: { email, password } });
/** What the recipient receives: the real text where the stored one hides a secret link. */
const mailTo = (to: string, kind: string) =>
  rows<{ text_body: string; subject: string }>(
    'SELECT coalesce(secret_text_body, text_body) AS text_body, subject FROM outbox_messages WHERE to_address = ? AND kind = ? ORDER BY created_at, rowid',
    to,
    kind,
  );
const tokenIn = (text: string) => /verify-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

describe('signed out', () => {
  it('refuses every account route with 401', async () => {
    const routes: Array<[string, string, unknown]> = [
      ['PATCH', '/api/auth/user', { firstName: 'Al' }],
      ['POST', '/api/auth/change-password', { currentPassword: 'x', newPassword: 'y', confirmPassword: 'y' }],
      ['POST', '/api/auth/change-email', { newEmail: 'a@b.co', password: 'x' }],
      ['POST', '/api/auth/verify-email', { token: 'abc' }],
      ['GET', '/api/auth/user/export', undefined],
      ['DELETE', '/api/auth/user', { password: 'x' }],
      ['PATCH', '/api/staff/members/some-id', { firstName: 'Al' }],
      ['DELETE', '/api/staff/members/some-id', undefined],
    ];
    for (const [method, url, payload] of routes) {
      const res = await send(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('PATCH /api/auth/user', () => {
  it('changes the names and stores the phone in E.164; answers the account', async () => {
    const m = await addMember(server);
    const res = await send(
      'PATCH',
      '/api/auth/user',
      { firstName: ' Ada ', lastName: 'Lovelace', phone: '(406) 555-0123' },
      m.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+14065550123',
      email: m.email,
    });
    expect(body(res)).not.toHaveProperty('passwordHash');
    expect(body(await me(m.cookie))).toMatchObject({ firstName: 'Ada', phone: '+14065550123' });
    // Only what is sent changes; an empty phone removes it.
    const cleared = await send('PATCH', '/api/auth/user', { phone: '' }, m.cookie);
    expect(body(cleared)).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', phone: null });
  });

  it('refuses a bad phone, a short name and unknown fields, naming the field', async () => {
    const m = await addMember(server);
    const phone = await send('PATCH', '/api/auth/user', { phone: '555-01' }, m.cookie);
    expect(phone.statusCode).toBe(400);
    expect(body(phone)).toMatchObject({ field: 'phone', title: accountMessages.profileRefusedTitle });
    const name = await send('PATCH', '/api/auth/user', { firstName: 'A' }, m.cookie);
    expect(body(name)).toMatchObject({ field: 'firstName', message: formMessages.firstNameTooShort });
    expect((await send('PATCH', '/api/auth/user', { email: 'x@y.co' }, m.cookie)).statusCode).toBe(400);
    expect((await send('PATCH', '/api/auth/user', { role: 'admin' }, m.cookie)).statusCode).toBe(400);
  });
});

describe('POST /api/auth/change-password', () => {
  const NEW = 'a-much-longer-secret-42';

  it('refuses a wrong current password with a field error, counted like a failed sign-in', async () => {
    const m = await addMember(server);
    const change = () =>
      send(
        'POST',
        '/api/auth/change-password',
        { currentPassword: 'not-it', newPassword: NEW, confirmPassword: NEW },
        m.cookie,
      );
    const first = await change();
    expect(first.statusCode).toBe(400);
    expect(body(first)).toMatchObject({ field: 'currentPassword', message: accountMessages.wrongPassword });
    await change();
    await change();
    // Three failures (the limit here) lock the email out of sign-in and of this route alike.
    expect((await login(m.email, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await change()).statusCode).toBe(429);
  });

  it('refuses a weak new password and a confirmation that does not match', async () => {
    const m = await addMember(server);
    const weak = await send(
      'POST',
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'short', confirmPassword: 'short' },
      m.cookie,
    );
    expect(weak.statusCode).toBe(400);
    expect(body(weak)).toMatchObject({ field: 'newPassword', message: formMessages.passwordTooShort });
    const mismatch = await send(
      'POST',
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: NEW, confirmPassword: `${NEW}x` },
      m.cookie,
    );
    expect(body(mismatch)).toMatchObject({ field: 'confirmPassword' });
    expect((await login(m.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('ends every other session, keeps this one, emails the member; the new password signs in', async () => {
    const m = await addMember(server);
    const other = await signIn(server, m.email);
    const res = await send(
      'POST',
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: NEW, confirmPassword: NEW },
      m.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual(accountMessages.passwordChanged);
    expect((await me(m.cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect(mailTo(m.email, 'password_changed')).toHaveLength(1);
    expect((await login(m.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(m.email, NEW)).statusCode).toBe(200);
  });
});

describe('email change', () => {
  const request = (cookie: string, newEmail: string, password = TEST_PASSWORD) =>
    send('POST', '/api/auth/change-email', { newEmail, password }, cookie);
  const verify = (cookie: string, token: string) => send('POST', '/api/auth/verify-email', { token }, cookie);

  it('sends a single-use link to the new address and a notice to the old; the address changes when it is followed', async () => {
    const m = await addMember(server);
    const res = await request(m.cookie, 'New.Address@Example.com');
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual(accountMessages.emailLinkSent('new.address@example.com'));
    expect(mailTo(m.email, 'email_change_notice')).toHaveLength(1);
    const [confirm] = mailTo('new.address@example.com', 'email_change_confirm');
    const token = tokenIn(confirm?.text_body ?? '');
    expect(token).not.toBe('');
    // Staff screens and logs read text_body, where the link is hidden.
    const shown = rows<{ text_body: string }>(
      "SELECT text_body FROM outbox_messages WHERE kind = 'email_change_confirm'",
    );
    expect(JSON.stringify(shown)).not.toContain(token);
    // Only the SHA-256 is stored.
    const stored = rows<{ token_hash: string }>('SELECT token_hash FROM email_changes');
    expect(stored.map((r) => r.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    // Nothing changes until the link is followed.
    expect(body(await me(m.cookie))).toMatchObject({ email: m.email });

    // Someone else's session cannot use it.
    const stranger = await addMember(server);
    expect((await verify(stranger.cookie, token)).statusCode).toBe(400);

    const done = await verify(m.cookie, token);
    expect(done.statusCode).toBe(200);
    expect(body(done)).toMatchObject({ email: 'new.address@example.com' });
    expect(body(await me(m.cookie))).toMatchObject({
      email: 'new.address@example.com',
      isEmailVerified: true,
    });
    const again = await verify(m.cookie, token);
    expect(again.statusCode).toBe(400);
    expect(body(again)).toMatchObject(accountMessages.invalidEmailLink);
    expect((await login('new.address@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(m.email, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('expires after one hour', async () => {
    const m = await addMember(server);
    await request(m.cookie, 'late-one@example.com');
    const token = tokenIn(mailTo('late-one@example.com', 'email_change_confirm')[0]?.text_body ?? '');
    clock.now = START + EMAIL_CHANGE_TTL_MS;
    try {
      expect((await verify(m.cookie, token)).statusCode).toBe(400);
    } finally {
      clock.now = START;
    }
    expect(body(await me(m.cookie))).toMatchObject({ email: m.email });
  });

  it('answers a taken address exactly as a free one, and sends it nothing', async () => {
    const owner = await addMember(server, { email: 'taken-owner@example.com' });
    const a = await addMember(server);
    const b = await addMember(server);
    const taken = await request(a.cookie, 'Taken-Owner@example.com');
    const free = await request(b.cookie, 'taken-owner@example.com'.replace('owner', 'free'));
    expect(taken.statusCode).toBe(free.statusCode);
    expect(body(taken)).toEqual(accountMessages.emailLinkSent('taken-owner@example.com'));
    expect(body(free)).toEqual(accountMessages.emailLinkSent('taken-free@example.com'));
    expect(mailTo(owner.email, 'email_change_confirm')).toHaveLength(0);
    expect(mailTo('taken-free@example.com', 'email_change_confirm')).toHaveLength(1);
    // Both members' old addresses are told alike.
    expect(mailTo(a.email, 'email_change_notice')).toHaveLength(1);
    expect(mailTo(b.email, 'email_change_notice')).toHaveLength(1);
  });

  it('refuses a wrong password and the current address', async () => {
    const m = await addMember(server);
    const wrong = await request(m.cookie, 'whoever@example.com', 'nope-nope-nope');
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong)).toMatchObject({ field: 'password', message: accountMessages.wrongPassword });
    const same = await request(m.cookie, m.email.toUpperCase());
    expect(body(same)).toMatchObject({ field: 'newEmail', message: accountMessages.sameEmail });
    expect(mailTo('whoever@example.com', 'email_change_confirm')).toHaveLength(0);
  });
});

/** A General member who bought a monthly plan in the sandbox; signed in. */
async function memberWithPlan(email: string, firstName = 'Plan', lastName = 'Holder') {
  const signup = await postFromSite(server, '/api/auth/signup', {
    email,
    password: TEST_PASSWORD,
    firstName,
    lastName,
    membershipType: 'general',
    membershipStatus: 'pending',
  });
  const cookie = sessionCookie(signup);
  const { url } = body<{ url: string }>(
    await postFromSite(
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
    ),
  );
  const sessionId = new URL(url, SITE).searchParams.get('session_id') ?? '';
  await postFromSite(server, `/api/payments/sandbox/sessions/${sessionId}/complete`, {});
  const activated = await postFromSite(
    server,
    '/api/membership/activate-access',
    { sessionId, email },
    cookie,
  );
  if (activated.statusCode !== 200) throw new Error(`activation failed: ${activated.payload}`);
  const id = body<{ id: string }>(await me(cookie)).id;
  return { id, email, cookie };
}

/** A booking with `guests` paid guests, paid in the sandbox. */
async function paidBooking(cookie: string, date: string, bay: string, guests: number) {
  const data = {
    bayNumber: bay,
    bookingDate: date,
    startTime: '18:00',
    endTime: '19:00',
    guestCount: String(guests + 1),
  };
  const checkout = await postFromSite(
    server,
    '/api/guest-checkout',
    { guestCount: guests, bookingData: data },
    cookie,
  );
  const { sessionId } = body<{ sessionId: string }>(checkout);
  await postFromSite(server, `/api/payments/sandbox/sessions/${sessionId}/complete`, {});
  const booking = await postFromSite(server, '/api/bookings', { ...data, sessionId }, cookie);
  if (booking.statusCode !== 201) throw new Error(`booking failed: ${booking.payload}`);
  return body<{ id: string }>(booking).id;
}

describe('GET /api/auth/user/export', () => {
  it("is a JSON attachment with the member's bookings and payments and nothing of another member", async () => {
    const a = await memberWithPlan('exporter@example.com', 'Exa', 'Porter');
    const b = await memberWithPlan('other-exporter@example.com', 'Otto', 'Hidden');
    const aBooking = await paidBooking(a.cookie, '2026-11-27', '1', 1);
    const bBooking = await paidBooking(b.cookie, '2026-11-27', '2', 1);
    const res = await call(server, { url: '/api/auth/user/export', cookie: a.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="lounge-account-2026-11-22\.json"$/,
    );
    const data = body<{
      account: { email: string };
      bookings: Array<{ id: string }>;
      payments: Array<{ kind: string; bookingId?: string }>;
      checkouts: unknown[];
    }>(res);
    expect(data.account.email).toBe(a.email);
    expect(data.bookings.map((x) => x.id)).toEqual([aBooking]);
    expect(data.payments.map((p) => p.kind).sort()).toEqual(['guest_fee', 'membership']);
    expect(data.payments.find((p) => p.kind === 'guest_fee')?.bookingId).toBe(aBooking);
    expect(data.checkouts).toHaveLength(2);
    for (const foreign of [b.id, b.email, 'Otto', 'Hidden', bBooking])
      expect(res.payload).not.toContain(foreign);
    // No secret travels: no password hash, no gateway ids.
    expect(res.payload).not.toMatch(/password_?hash|\$2[aby]\$|cus_sbx_|sub_sbx_/i);
  });
});

describe('DELETE /api/auth/user', () => {
  it('is refused while a paid plan renews, and allowed once it is set to end', async () => {
    const m = await memberWithPlan('renewing@example.com');
    const res = await send('DELETE', '/api/auth/user', { password: TEST_PASSWORD }, m.cookie);
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({ code: 'plan_renews', title: accountMessages.deleteRefusedTitle });
    expect(body(res).message).toContain('renews automatically');
    expect((await me(m.cookie)).statusCode).toBe(200);

    sqlite()
      .prepare('UPDATE sandbox_subscriptions SET cancel_at_period_end = 1 WHERE email = ?')
      .run(m.email);
    const wrong = await send('DELETE', '/api/auth/user', { password: 'not-the-password' }, m.cookie);
    expect(body(wrong)).toMatchObject({ field: 'password' });
    const ok = await send('DELETE', '/api/auth/user', { password: TEST_PASSWORD }, m.cookie);
    expect(ok.statusCode).toBe(200);
    expect(body(ok)).toEqual(accountMessages.deleted);
  });

  it('erases the person (address proven) from every text column of every table and keeps the books', async () => {
    const first = 'Zebulon';
    const last = 'Quackenbush';
    const email = 'zeb.quackenbush@example.com';
    const m = await memberWithPlan(email, first, last);
    // A proven address: what was sent from it is theirs, so it goes with them.
    await confirmAddressByLink(server, email, m.cookie);
    await send('PATCH', '/api/auth/user', { phone: '406 555 0188' }, m.cookie);
    // Their golf settings: a name hidden on the boards.
    expect((await send('PUT', '/api/golf-settings', { hideName: true }, m.cookie)).statusCode).toBe(200);
    // What staff wrote about them at the desk.
    const staff = await addStaff(server, 'staff');
    expect(
      (
        await send(
          'POST',
          `/api/staff/members/${m.id}/notes`,
          { body: `${first} prefers bay 3` },
          staff.cookie,
        )
      ).statusCode,
    ).toBe(201);
    const other = await signIn(server, email);
    // A paid booking tomorrow, which will be past by the time they leave.
    const past = await paidBooking(m.cookie, '2026-11-23', '3', 2);
    sqlite().prepare('UPDATE bookings SET notes = ? WHERE id = ?').run(`${first} brings his own clubs`, past);
    // Everything else that can name them: inquiries, a tour, a feed, a reset link, an email change.
    await send('POST', '/api/contact', {
      firstName: first,
      lastName: last,
      email,
      phone: '406-555-0188',
      inquiryType: 'general',
      message: `I am ${first} ${last}`,
    });
    await send('POST', '/api/events', {
      contactName: `${first} ${last}`,
      email,
      phone: '',
      eventType: 'corporate',
      eventDate: '',
      guestCount: '',
      message: 'A party',
    });
    sqlite()
      .prepare(
        `INSERT INTO tour_bookings (id, first_name, last_name, email, phone, preferred_date, preferred_time, party_size, special_requests, status, notes, created_at)
         VALUES ('tour-zeb', ?, ?, ?, '4065550188', '2026-11-25', '12:00', 2, 'left-handed', 'scheduled', ?, '2026-11-22T17:00:00.000Z')`,
      )
      .run(first, last, email, `Called ${first} ${last}`);
    await call(server, { method: 'POST', url: '/api/calendar/feed/reset', cookie: m.cookie });
    await send('POST', '/api/auth/forgot-password', { email });
    sendRequestedResetLinks(contextOf(server));
    await send(
      'POST',
      '/api/auth/change-email',
      { newEmail: 'zeb.elsewhere@example.com', password: TEST_PASSWORD },
      m.cookie,
    );

    clock.now = START + 2 * 24 * HOUR; // Tuesday 10:00: the paid booking is past.
    try {
      const cookie = await signIn(server, email);
      const upcoming = await send(
        'POST',
        '/api/bookings',
        {
          bayNumber: '1',
          bookingDate: '2026-11-26',
          startTime: '18:00',
          endTime: '19:00',
          guestCount: '1',
          notes: `for ${first}`,
        },
        cookie,
      );
      expect(upcoming.statusCode).toBe(201);
      const upcomingId = body<{ id: string }>(upcoming).id;
      sqlite()
        .prepare('UPDATE sandbox_subscriptions SET cancel_at_period_end = 1 WHERE email = ?')
        .run(email);
      const bookingsBefore = count('bookings');
      const ledgerBefore = count('ledger_entries');
      const checkoutsBefore = count('checkout_sessions');

      const res = await send('DELETE', '/api/auth/user', { password: TEST_PASSWORD }, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']?.toString()).toMatch(/lounge_sid=;/);

      // Every session is gone; the old email signs in as an unknown one.
      expect((await me(cookie)).statusCode).toBe(401);
      expect((await me(other)).statusCode).toBe(401);
      const again = await login(email, TEST_PASSWORD);
      const unknown = await login('never-a-member@example.com', TEST_PASSWORD);
      expect(again.statusCode).toBe(401);
      expect(body(again).message).toBe(body(unknown).message);
      expect(body(again).message).toBe(authMessages.invalidCredentials);

      // The books: same rows, the upcoming booking cancelled, staff see 'Deleted member'.
      expect(count('bookings')).toBe(bookingsBefore);
      expect(count('ledger_entries')).toBe(ledgerBefore);
      expect(count('checkout_sessions')).toBe(checkoutsBefore);
      expect(
        rows<{ status: string }>('SELECT status FROM bookings WHERE id = ?', upcomingId)[0]?.status,
      ).toBe('cancelled');
      expect(
        rows<{ n: number }>('SELECT count(*) AS n FROM ledger_entries WHERE user_id = ?', m.id)[0]?.n,
      ).toBe(2);
      const account = rows<{
        first_name: string;
        last_name: string;
        password_hash: string | null;
        phone: string | null;
      }>('SELECT * FROM users WHERE id = ?', m.id)[0];
      expect(account).toMatchObject({
        first_name: 'Deleted',
        last_name: 'member',
        password_hash: null,
        phone: null,
      });
      for (const table of [
        'sessions',
        'password_resets',
        'email_changes',
        'calendar_feeds',
        'member_handicaps',
        'member_notes',
      ])
        expect(
          rows(
            `SELECT * FROM ${table} WHERE ${table === 'sessions' ? "json_extract(sess, '$.userId')" : 'user_id'} = ?`,
            m.id,
          ),
        ).toEqual([]);

      // No text column of any table still holds the name, the email or the phone.
      const needles = [first, last, email, 'zeb.elsewhere', '5550188'].map((n) => n.toLowerCase());
      const found: string[] = [];
      const tables = rows<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'");
      expect(tables.length).toBeGreaterThan(15);
      for (const { name } of tables) {
        const columns = rows<{ name: string }>(`SELECT name FROM pragma_table_info('${name}')`);
        for (const row of rows<Record<string, unknown>>(`SELECT * FROM "${name}"`))
          for (const { name: column } of columns) {
            const value = row[column];
            if (typeof value !== 'string') continue;
            for (const needle of needles)
              if (value.toLowerCase().includes(needle)) found.push(`${name}.${column}: ${needle}`);
          }
      }
      expect(found).toEqual([]);

      // The address is free again.
      const fresh = await postFromSite(server, '/api/auth/signup', {
        email,
        password: 'another-pass-123',
        firstName: 'New',
        lastName: 'Person',
      });
      expect(fresh.statusCode).toBe(201);
    } finally {
      clock.now = START;
    }
  });
});

describe('staff on a member account', () => {
  it('staff edit a member’s name and phone (audited); members may not; deletion is for admins', async () => {
    const staff = await addStaff(server, 'staff');
    const admin = await addStaff(server, 'admin');
    const m = await addMember(server, { membershipStatus: 'inactive', membershipType: null });
    const member = await addMember(server);

    expect(
      (await send('PATCH', `/api/staff/members/${m.id}`, { firstName: 'Bo' }, member.cookie)).statusCode,
    ).toBe(403);
    const edit = await send(
      'PATCH',
      `/api/staff/members/${m.id}`,
      { lastName: 'Renamed', phone: '+44 20 7946 0958' },
      staff.cookie,
    );
    expect(edit.statusCode).toBe(200);
    expect(body(edit)).toMatchObject({ lastName: 'Renamed', phone: '+442079460958' });
    const trail = rows<{ action: string; actor_id: string; details: string }>(
      'SELECT * FROM staff_actions WHERE target_id = ? ORDER BY id',
      m.id,
    );
    expect(trail).toEqual([expect.objectContaining({ action: 'edit_profile', actor_id: staff.id })]);
    expect(trail[0]?.details).not.toContain('Renamed');
    expect(
      (await send('PATCH', `/api/staff/members/${staff.id}`, { firstName: 'Xy' }, staff.cookie)).statusCode,
    ).toBe(409);
    expect(
      (await send('PATCH', '/api/staff/members/nobody', { firstName: 'Xy' }, staff.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await send('PATCH', `/api/staff/members/${m.id}`, { phone: '12' }, staff.cookie)).statusCode,
    ).toBe(400);

    expect((await send('DELETE', `/api/staff/members/${m.id}`, undefined, staff.cookie)).statusCode).toBe(
      403,
    );
    const del = await send('DELETE', `/api/staff/members/${m.id}`, undefined, admin.cookie);
    expect(del.statusCode).toBe(200);
    expect((await me(m.cookie)).statusCode).toBe(401);
    const actions = rows<{ action: string; actor_id: string }>(
      'SELECT * FROM staff_actions WHERE target_id = ? ORDER BY id',
      m.id,
    );
    expect(actions.map((a) => [a.action, a.actor_id])).toEqual([
      ['edit_profile', staff.id],
      ['delete_account', admin.id],
    ]);
    const listed = body<Array<{ id: string; firstName: string; lastName: string }>>(
      await call(server, { url: '/api/staff/members?q=deleted', cookie: staff.cookie }),
    );
    expect(listed.find((x) => x.id === m.id)).toMatchObject({ firstName: 'Deleted', lastName: 'member' });
    expect((await send('DELETE', `/api/staff/members/${m.id}`, undefined, admin.cookie)).statusCode).toBe(
      404,
    );
  });
});
