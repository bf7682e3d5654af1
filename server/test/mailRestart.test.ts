/**
 * The outbox survives restarts: a message queued by one server process and not yet sent is sent by
 * the next, exactly once, and a message already sent is never sent again by a later process.
 * Real server processes on one database file, a real SMTP server.
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { addDays, venueDate } from '@lounge/core';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { insertMember, TEST_PASSWORD } from './members';
import { freePort, processesOnOneFile } from './serverProcess';
import { startSmtpCapture } from './smtpCapture';

async function stop(child: ChildProcess): Promise<void> {
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

describe('the mail worker across restarts', () => {
  const processes = processesOnOneFile();

  it('sends a message queued before a restart once, and never again after the next', async () => {
    const smtp = await startSmtpCapture();
    const setup = openDatabase(processes.file);
    const members = ['Rex', 'Ida', 'Uma'].map((firstName) => insertMember(setup.sqlite, { firstName }));
    setup.close();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const start = (pollSeconds: string) =>
      processes.start(port, { SMTP_URL: smtp.url, MAIL_POLL_SECONDS: pollSeconds });
    /** Member i books bay i + 1, which queues its confirmation. */
    const book = async (i: number) => {
      const member = members[i];
      if (!member) throw new Error(`no member ${i}`);
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: member.email, password: TEST_PASSWORD }),
      });
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const booked = await fetch(`${base}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          bookingDate: addDays(venueDate(Date.now(), 'America/Denver'), 2),
          bayNumber: String(i + 1),
          startTime: '15:00',
          endTime: '16:00',
          guestCount: '1',
          notes: null,
        }),
      });
      expect(booked.status).toBe(201);
    };

    // First process: its worker passes once at start, then not for an hour; the booking's
    // confirmation stays queued when it stops.
    const first = await start('3600');
    await book(0);
    await stop(first);
    expect(smtp.received).toHaveLength(0);

    // Second process: sends it. A message queued afterwards and sent proves the worker passed
    // again over the first one (rather than sleeping and hoping it did).
    const second = await start('0.1');
    await smtp.waitFor(1);
    await book(1);
    await smtp.waitFor(2);
    await stop(second);

    // Third process: finds the first two sent; its worker sends only the new one.
    const third = await start('0.1');
    await book(2);
    await smtp.waitFor(3);
    await stop(third);
    await smtp.close();

    expect(smtp.received.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Booking confirmed: Bay 1, /),
      expect.stringMatching(/^Booking confirmed: Bay 2, /),
      expect.stringMatching(/^Booking confirmed: Bay 3, /),
    ]);
    const check = openDatabase(processes.file);
    expect(
      check.sqlite
        .prepare("SELECT status, attempts FROM outbox_messages WHERE kind = 'booking_confirmed'")
        .all(),
    ).toEqual([
      { status: 'sent', attempts: 1 },
      { status: 'sent', attempts: 1 },
      { status: 'sent', attempts: 1 },
    ]);
    check.close();
    // Three real server processes start one after another (each compiles the server with tsx): as
    // long as the crash test gives its processes, not the default 30 s, on a busy 2-core machine.
  }, 90_000);
});
