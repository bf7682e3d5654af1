/**
 * Email end to end: what the lounge does queues a message in the outbox (in the same transaction),
 * and the worker hands it to a real SMTP server (smtp-server), where each message is parsed and
 * checked. Also: retries with backoff when the SMTP server refuses, a lease that ran out, and the
 * outbox kept (not sent) without SMTP_URL, as the desk shows it.
 */
import type { Server } from '@hapi/hapi';
import { formatPrice, GUEST_FEE_CENTS, wallToInstant } from '@lounge/core';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { backoffMs, deliverDueMail, MAX_ATTEMPTS } from '../src/mail/mailWorker';
import { createSmtpSender, type MailSender } from '../src/mail/smtpSender';
import { backgroundPass } from '../src/ops/backgroundWork';
import { bookingRequest, TUESDAY } from './bookingRequests';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addMember } from './members';
import { type SmtpCapture, startSmtpCapture } from './smtpCapture';
import { makeServer } from './testServer';

/** Sunday 2026-11-22, 10:00 AM in Denver. */
const NOW = Date.UTC(2026, 10, 22, 17, 0);
const at = (date: string, time: string) => wallToInstant(date, time, 'America/Denver');
const slot = (over: Record<string, unknown> = {}) => bookingRequest({ bayNumber: '2', ...over });

/** A member's booking of `slot` (changed by `over`), as the booking page makes it. */
const book = (server: Server, cookie: string, over: Record<string, unknown> = {}) =>
  call(server, { method: 'POST', url: '/api/bookings', payload: slot(over), cookie });

interface OutboxRecord {
  id: string;
  kind: string;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  to_address: string;
}

function calendarOf(mail: ParsedMail): string {
  const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!part) throw new Error(`no calendar in "${mail.subject}"`);
  return part.content.toString('utf8');
}

describe('mail through a real SMTP server', () => {
  let server: Server;
  let smtp: SmtpCapture;
  let sender: MailSender;
  let now = NOW;
  const ctx = () => contextOf(server);
  const pass = () => backgroundPass(ctx(), sender);
  const outbox = () =>
    ctx()
      .database.sqlite.prepare('SELECT * FROM outbox_messages ORDER BY created_at, rowid')
      .all() as OutboxRecord[];
  /** Messages to `to` received so far, by subject. */
  const inbox = (to: string) => smtp.received.filter((m) => m.to && JSON.stringify(m.to).includes(to));

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await makeServer(
      {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Big Sky Golf Lounge <bookings@lounge.example>',
        STAFF_EMAIL: 'desk@lounge.example, owner@lounge.example',
        PUBLIC_URL: 'https://lounge.example',
        RATE_LIMIT_INQUIRIES_PER_HOUR: '1000',
      },
      { now: () => now },
    );
    sender = createSmtpSender(smtp.url, ctx().config.mail.from, ctx().config.publicUrl);
  });
  afterAll(async () => {
    sender.close();
    await server.stop();
    await smtp.close();
  });

  it('sends booking confirmed, updated, reminder and cancelled, each once, with calendar files in the venue zone', async () => {
    const m = await addMember(server, { firstName: 'Ada' });
    const made = await book(server, m.cookie);
    expect(made.statusCode).toBe(201);
    const id = body(made).id as string;
    // Queued with the booking, sent only by the worker.
    expect(outbox().filter((r) => r.to_address === m.email)).toMatchObject([
      { kind: 'booking_confirmed', status: 'queued' },
    ]);
    expect(inbox(m.email)).toHaveLength(0);
    await pass();
    const [confirmed] = inbox(m.email);
    expect(confirmed?.subject).toBe('Booking confirmed: Bay 2, Tue, Nov 24, 2:00 PM');
    expect(confirmed?.from?.value).toEqual([
      { name: 'Big Sky Golf Lounge', address: 'bookings@lounge.example' },
    ]);
    expect(confirmed?.messageId).toMatch(/@lounge\.example>$/);
    expect(confirmed?.text).toContain('Hi Ada,');
    expect(confirmed?.text).toContain('Tuesday, November 24, 2026, 2:00 PM – 3:00 PM MST');
    const ics = calendarOf(confirmed as ParsedMail);
    expect(ics).toContain('BEGIN:VTIMEZONE');
    expect(ics).toMatch(/DTSTART;TZID=America\/Denver:20261124T140000/);

    const edited = await call(server, {
      method: 'PUT',
      url: `/api/bookings/${id}`,
      payload: { endTime: '16:00' },
      cookie: m.cookie,
    });
    expect(edited.statusCode).toBe(200);
    await pass();
    const updated = inbox(m.email)[1];
    expect(updated?.subject).toBe('Booking updated: Bay 2, Tue, Nov 24, 2:00 PM');
    expect(updated?.text).toContain('2:00 PM – 4:00 PM MST');
    expect(calendarOf(updated as ParsedMail)).toMatch(/DTEND;TZID=America\/Denver:20261124T160000/);

    // 2 hours before: one reminder, however many passes run.
    now = at(TUESDAY, '12:01');
    await pass();
    await pass();
    const reminders = inbox(m.email).filter((mail) => mail.subject?.startsWith('Reminder'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toBe('Reminder: Bay 2, Tue, Nov 24, 2:00 PM');
    expect(reminders[0]?.text).toContain(
      'Rather not get reminders? Turn them off on your dashboard: https://lounge.example/dashboard',
    );

    const cancelled = await call(server, {
      method: 'PATCH',
      url: `/api/bookings/${id}/cancel`,
      cookie: m.cookie,
    });
    expect(cancelled.statusCode).toBe(200);
    await pass();
    const last = inbox(m.email).at(-1) as ParsedMail;
    expect(last.subject).toBe('Booking cancelled: Bay 2, Tue, Nov 24, 2:00 PM');
    expect(calendarOf(last)).toMatch(/METHOD:CANCEL/);
    expect(calendarOf(last)).toMatch(/STATUS:CANCELLED/);
    expect(
      calendarOf(last)
        .replace(/\r\n[ \t]/g, '')
        .toLowerCase(),
    ).toContain(`:mailto:${m.email}`);
    expect(inbox(m.email).map((mail) => mail.subject?.split(':')[0])).toEqual([
      'Booking confirmed',
      'Booking updated',
      'Reminder',
      'Booking cancelled',
    ]);
    now = NOW;
  });

  it('sends no reminder for a booking made within two hours of its start', async () => {
    now = at(TUESDAY, '13:00');
    const m = await addMember(server);
    const made = await book(server, m.cookie, { bayNumber: '3', startTime: '14:00', endTime: '15:00' });
    expect(made.statusCode).toBe(201);
    await pass();
    expect(inbox(m.email).map((mail) => mail.subject?.split(':')[0])).toEqual(['Booking confirmed']);
    now = NOW;
  });

  it('sends no reminder to a member who turned them off, but still the confirmation; on again, it does', async () => {
    const m = await addMember(server);
    const setReminders = (emailReminders: boolean) =>
      call(server, {
        method: 'PATCH',
        url: '/api/auth/user/preferences',
        payload: { emailReminders },
        cookie: m.cookie,
      });
    const off = await setReminders(false);
    expect(off.statusCode).toBe(200);
    expect(body(off)).toMatchObject({ email: m.email, emailReminders: false });
    expect(body(off)).not.toHaveProperty('passwordHash');
    expect(body(await call(server, { url: '/api/auth/user', cookie: m.cookie }))).toMatchObject({
      emailReminders: false,
    });
    expect(
      (await book(server, m.cookie, { bayNumber: '1', startTime: '16:00', endTime: '17:00' })).statusCode,
    ).toBe(201);
    now = at(TUESDAY, '14:30');
    await pass();
    expect(inbox(m.email).map((mail) => mail.subject?.split(':')[0])).toEqual(['Booking confirmed']);

    // Turned on again while the booking is still ahead: the next pass sends it.
    expect(body(await setReminders(true))).toMatchObject({ emailReminders: true });
    now = at(TUESDAY, '14:45');
    await pass();
    expect(inbox(m.email).map((mail) => mail.subject)).toContain('Reminder: Bay 1, Tue, Nov 24, 4:00 PM');
    expect(inbox(m.email).filter((mail) => mail.subject?.startsWith('Reminder'))).toHaveLength(1);
    expect(
      (
        await call(server, {
          method: 'PATCH',
          url: '/api/auth/user/preferences',
          payload: { emailReminders: false },
        })
      ).statusCode,
    ).toBe(401);
    now = NOW;
  });

  it('answers a tour request with a receipt, notes it to every staff address, and confirms it when staff do', async () => {
    const res = await call(server, {
      method: 'POST',
      url: '/api/tours/book',
      payload: {
        firstName: 'Tara',
        lastName: 'Visitor',
        email: 'tara@example.com',
        phone: '',
        preferredDate: '2026-11-25',
        preferredTime: '14:00',
        partySize: '3',
        specialRequests: '',
      },
    });
    expect(res.statusCode).toBe(201);
    await pass();
    expect(inbox('tara@example.com')[0]?.subject).toBe(
      'We received your tour request for Wednesday, November 25, 2026 at 2:00 PM',
    );
    for (const staff of ['desk@lounge.example', 'owner@lounge.example']) {
      const note = inbox(staff).at(-1);
      expect(note?.subject).toBe('New tour request');
      expect(note?.text).toContain('Tara Visitor <tara@example.com>');
      expect(note?.text).toContain('https://lounge.example/desk/');
    }

    const admin = await addMember(server, { role: 'admin' });
    const confirm = await call(server, {
      method: 'POST',
      url: `/api/staff/tours/${body(res).id}/confirm`,
      payload: { confirmedDate: '2026-11-26', confirmedTime: '15:30' },
      cookie: admin.cookie,
    });
    expect(confirm.statusCode).toBe(200);
    await pass();
    expect(inbox('tara@example.com')[1]?.subject).toBe(
      'Your tour is confirmed: Thursday, November 26, 2026 at 3:30 PM',
    );
  });

  it('sends receipts for event and contact inquiries, and a staff note for each', async () => {
    const event = await call(server, {
      method: 'POST',
      url: '/api/events',
      payload: {
        contactName: 'Jo Planner',
        email: 'jo@example.com',
        eventType: 'corporate',
        eventDate: '2026-12-11',
        guestCount: '9-15',
        message: 'A team outing.',
      },
    });
    expect(event.statusCode).toBe(201);
    const contact = await call(server, {
      method: 'POST',
      url: '/api/contact',
      payload: {
        firstName: 'Lee',
        lastName: 'Asker',
        email: 'lee@example.com',
        inquiryType: 'membership',
        message: 'Family plans? <a href="https://evil.example">Click</a>',
      },
    });
    expect(contact.statusCode).toBe(201);
    await pass();
    expect(inbox('jo@example.com').map((m) => m.subject)).toEqual([
      'We received your corporate event inquiry',
    ]);
    expect(inbox('lee@example.com').map((m) => m.subject)).toEqual(['We received your message']);
    const notes = inbox('desk@lounge.example').map((m) => m.subject);
    expect(notes).toContain('New event inquiry');
    expect(notes).toContain('New contact message');
    const note = inbox('desk@lounge.example').find((m) => m.subject === 'New contact message');
    expect(note?.text).toContain('Message: Family plans? <a href="https://evil.example">Click</a>');
    // The HTML part: what a visitor typed stays text, never markup in the staff's inbox.
    expect(note?.html).toContain('Message: Family plans? &lt;a href=&quot;');
    expect(note?.html).not.toContain('<a href="https://evil.example">');
  });

  it('sends a guest-fee receipt and the confirmation once the fee is paid', async () => {
    const m = await addMember(server);
    const start = await call(server, {
      method: 'POST',
      url: '/api/guest-checkout',
      payload: {
        guestCount: 2,
        bookingData: slot({ bayNumber: '1', guestCount: '3', startTime: '18:00', endTime: '19:00' }),
      },
      cookie: m.cookie,
    });
    expect(start.statusCode).toBe(200);
    const { sessionId } = body<{ sessionId: string }>(start);
    await pass();
    expect(inbox(m.email)).toHaveLength(0); // a hold is not a booking yet
    const paid = await call(server, {
      method: 'POST',
      url: `/api/payments/sandbox/sessions/${sessionId}/complete`,
      payload: {},
    });
    expect(paid.statusCode).toBe(200);
    // Paid once, reported twice (the sandbox's completion and the member's return): one receipt.
    await call(server, { method: 'POST', url: '/api/bookings', payload: { sessionId }, cookie: m.cookie });
    await pass();
    expect(
      inbox(m.email)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual([
      'Booking confirmed: Bay 1, Tue, Nov 24, 6:00 PM',
      `Receipt: guest fee ${formatPrice(2 * GUEST_FEE_CENTS)}`,
    ]);
    expect(inbox(m.email).find((mail) => mail.subject?.startsWith('Receipt'))?.text).toContain(
      `We received your payment of ${formatPrice(2 * GUEST_FEE_CENTS)} for 2 guests`,
    );
  });

  it('sends the membership receipt once the membership checkout is paid', async () => {
    const email = 'joiner@example.com';
    const signup = await call(server, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email,
        password: 'joiner-pass-1',
        firstName: 'Jo',
        lastName: 'Iner',
        membershipType: 'general',
        membershipStatus: 'pending',
      },
    });
    expect(signup.statusCode).toBe(201);
    const cookie = signup.headers['set-cookie']?.toString().split(';')[0] ?? '';
    const checkout = await call(server, {
      method: 'POST',
      url: '/api/checkout/create-session',
      payload: {
        plan: 'general',
        flow: 'monthly',
        successUrl: 'https://lounge.example/billing/complete?session_id={CHECKOUT_SESSION_ID}',
        cancelUrl: 'https://lounge.example/membership-selection',
        customerEmail: email,
      },
      cookie,
    });
    expect(checkout.statusCode).toBe(200);
    const sessionId = new URL(body<{ url: string }>(checkout).url, 'https://x').searchParams.get(
      'session_id',
    );
    await call(server, {
      method: 'POST',
      url: `/api/payments/sandbox/sessions/${sessionId}/complete`,
      payload: {},
    });
    await call(server, {
      method: 'POST',
      url: '/api/membership/activate-access',
      payload: { sessionId, email },
      cookie,
    });
    await pass();
    // The sign-up's link to confirm the address, then the receipt, once.
    const receipts = inbox(email).filter((mail) => !mail.subject?.startsWith('Confirm your'));
    expect(receipts.map((mail) => mail.subject)).toEqual([
      'Welcome to Big Sky Golf Lounge: your General membership is active',
    ]);
    expect(receipts[0]?.text).toMatch(/It renews on \w+ \d+, \d{4}\./);
  });

  it('retries a message the SMTP server refuses, with backoff, and sends it once it accepts', async () => {
    const m = await addMember(server);
    smtp.failNext(2);
    const made = await book(server, m.cookie, { bayNumber: '1', startTime: '20:00', endTime: '21:00' });
    expect(made.statusCode).toBe(201); // the booking never waits on mail
    const mine = () => outbox().filter((r) => r.to_address === m.email);

    expect(await deliverDueMail(ctx(), sender)).toMatchObject({ sent: 0, retried: 1 });
    expect(mine()[0]).toMatchObject({ status: 'queued', attempts: 1 });
    expect(mine()[0]?.last_error).toContain('451');
    expect(mine()[0]?.next_attempt_at).toBe(new Date(now + backoffMs(1)).toISOString());

    // Not due yet: nothing is tried.
    expect(await deliverDueMail(ctx(), sender)).toMatchObject({ sent: 0, retried: 0 });
    now += backoffMs(1);
    expect(await deliverDueMail(ctx(), sender)).toMatchObject({ retried: 1 });
    expect(mine()[0]?.next_attempt_at).toBe(new Date(now + backoffMs(2)).toISOString());
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
    now += backoffMs(2);
    expect(await deliverDueMail(ctx(), sender)).toMatchObject({ sent: 1 });
    expect(mine()[0]).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(inbox(m.email)).toHaveLength(1);
    now = NOW;
  });

  it('keeps retrying while the SMTP server is down, and the request that queued the mail still succeeds', async () => {
    const down = createSmtpSender('smtp://127.0.0.1:9', ctx().config.mail.from, ctx().config.publicUrl);
    const m = await addMember(server);
    const made = await book(server, m.cookie, { bayNumber: '2', startTime: '20:00', endTime: '21:00' });
    expect(made.statusCode).toBe(201);
    expect(await deliverDueMail(ctx(), down)).toMatchObject({ sent: 0, retried: 1 });
    const row = outbox().find((r) => r.to_address === m.email);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i);
    down.close();
    now += backoffMs(1);
    await deliverDueMail(ctx(), sender);
    expect(inbox(m.email)).toHaveLength(1);
    now = NOW;
  });

  it('marks a message failed after its last attempt, and staff can send it again once SMTP works', async () => {
    const down = createSmtpSender('smtp://127.0.0.1:9', ctx().config.mail.from, ctx().config.publicUrl);
    const m = await addMember(server);
    const made = await book(server, m.cookie, { bayNumber: '3', startTime: '16:00', endTime: '17:00' });
    expect(made.statusCode).toBe(201);
    const mine = () => outbox().find((r) => r.to_address === m.email) as OutboxRecord;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await deliverDueMail(ctx(), down);
      now += backoffMs(attempt);
    }
    down.close();
    expect(mine()).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    await deliverDueMail(ctx(), sender);
    expect(inbox(m.email)).toHaveLength(0);

    const staff = await addMember(server, { role: 'staff' });
    const retry = (id: string, cookie: string) =>
      call(server, { method: 'POST', url: `/api/staff/outbox/${id}/retry`, payload: {}, cookie });
    expect((await retry(mine().id, m.cookie)).statusCode).toBe(403);
    expect((await retry('no-such-message', staff.cookie)).statusCode).toBe(404);
    const again = await retry(mine().id, staff.cookie);
    expect(again.statusCode).toBe(200);
    expect(body(again)).toMatchObject({ id: mine().id, status: 'queued', attempts: 0 });
    const audit = ctx()
      .database.sqlite.prepare('SELECT action, actor_id FROM staff_actions WHERE target_id = ?')
      .all(mine().id);
    expect(audit).toEqual([{ action: 'mail_retry', actor_id: staff.id }]);

    expect(await deliverDueMail(ctx(), sender)).toMatchObject({ sent: 1 });
    expect(inbox(m.email).map((mail) => mail.subject?.split(':')[0])).toEqual(['Booking confirmed']);
    const twice = await retry(mine().id, staff.cookie);
    expect(twice.statusCode).toBe(409);
    expect(body(twice).message).toBe('Only a failed message can be sent again; this one is sent.');
    now = NOW;
  });

  it('gives a message whose sender died mid-send (lease ran out) to the next pass, once', async () => {
    const m = await addMember(server);
    await book(server, m.cookie, { bayNumber: '3', startTime: '20:00', endTime: '21:00' });
    const sqlite = ctx().database.sqlite;
    // As a worker that claimed the message and then died would leave it.
    sqlite
      .prepare(
        "UPDATE outbox_messages SET status = 'sending', attempts = 1, lease_until = ? WHERE to_address = ?",
      )
      .run(new Date(now + 60_000).toISOString(), m.email);
    expect(await deliverDueMail(ctx(), sender)).toMatchObject({ sent: 0 });
    now += 2 * 60_000;
    expect(await deliverDueMail(ctx(), sender)).toMatchObject({ sent: 1 });
    expect(await deliverDueMail(ctx(), sender)).toMatchObject({ sent: 0 });
    expect(inbox(m.email)).toHaveLength(1);
    now = NOW;
  });
});

describe('without SMTP_URL', () => {
  let server: Server;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await makeServer({}, { now: () => NOW });
    // The same server, but with a logger whose lines we can read.
    const ctx = contextOf(server);
    ctx.logger = createLogger('info', (line) => lines.push(line));
  });
  afterAll(() => server.stop());

  it('keeps every message in the outbox, logs its id, recipient and subject (never its body), and shows it to staff', async () => {
    const m = await addMember(server, { firstName: 'Nia' });
    const made = await book(server, m.cookie);
    expect(made.statusCode).toBe(201);
    expect(await deliverDueMail(contextOf(server), null)).toMatchObject({ logged: 1, sent: 0 });
    const logged = lines
      .map((l) => JSON.parse(l))
      .find((l) => l.msg === 'mail kept in the outbox (no SMTP_URL)');
    expect(logged).toMatchObject({ to: m.email, subject: 'Booking confirmed: Bay 2, Tue, Nov 24, 2:00 PM' });
    // Id, recipient and subject only: a body can hold a reset link, and the log is not the outbox.
    expect(Object.keys(logged).sort()).toEqual(['kind', 'level', 'mailId', 'msg', 'subject', 'time', 'to']);
    expect(lines.join('\n')).not.toContain('Hi Nia,');

    const staff = await addMember(server, { role: 'staff' });
    const list = await call(server, { url: '/api/staff/outbox', cookie: staff.cookie });
    expect(list.statusCode).toBe(200);
    expect(body<unknown[]>(list)[0]).toMatchObject({
      kind: 'booking_confirmed',
      to: m.email,
      status: 'logged',
      hasCalendar: true,
      attempts: 1,
    });
    expect(
      body<unknown[]>(await call(server, { url: '/api/staff/outbox?status=sent', cookie: staff.cookie })),
    ).toEqual([]);
    expect(
      (await call(server, { url: '/api/staff/outbox?status=bogus', cookie: staff.cookie })).statusCode,
    ).toBe(400);
    expect((await call(server, { url: '/api/staff/outbox', cookie: m.cookie })).statusCode).toBe(403);
    // Kept, not retried: a later pass leaves it be.
    expect(await deliverDueMail(contextOf(server), null)).toMatchObject({ logged: 0 });
  });
});
