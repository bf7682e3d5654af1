import { addDays, venueDate } from '@lounge/core';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { insertMember, TEST_PASSWORD } from './members';
import { freePort, processesOnOneFile } from './serverProcess';

const MEMBERS = 240;

describe('kill -9 during a booking load', () => {
  const processes = processesOnOneFile();

  it('loses no acknowledged booking and leaves a sound database', async () => {
    const setup = openDatabase(processes.file);
    const members = Array.from({ length: MEMBERS }, () => insertMember(setup.sqlite));
    setup.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = await processes.start(port);

    const cookies = await Promise.all(
      members.map(async (m) => {
        const res = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: m.email, password: TEST_PASSWORD }),
        });
        return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      }),
    );

    // One distinct slot a member (the real clock: the next 7 venue days, 3 bays, 12 hourly starts).
    const today = venueDate(Date.now(), 'America/Denver');
    const slots: Array<{ bookingDate: string; bayNumber: string; startTime: string; endTime: string }> = [];
    for (let d = 1; d <= 7; d++) {
      for (const bay of ['1', '2', '3']) {
        for (let h = 9; h <= 20; h++)
          slots.push({
            bookingDate: addDays(today, d),
            bayNumber: bay,
            startTime: `${String(h).padStart(2, '0')}:00`,
            endTime: `${String(h + 1).padStart(2, '0')}:00`,
          });
      }
    }

    const acknowledged: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < cookies.length && next < slots.length) {
        const i = next++;
        try {
          const res = await fetch(`${base}/api/bookings`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: cookies[i] ?? '' },
            body: JSON.stringify({ ...slots[i], guestCount: '1', notes: null }),
          });
          if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const load = Promise.all(Array.from({ length: 16 }, worker));
    // Let some bookings land, then pull the plug mid-stream.
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 5));
    first.kill('SIGKILL');
    await load;
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    const check = openDatabase(processes.file);
    try {
      expect(check.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      const present = new Set(
        (
          check.sqlite.prepare("SELECT id FROM bookings WHERE status = 'confirmed'").all() as { id: string }[]
        ).map((r) => r.id),
      );
      expect(acknowledged.filter((id) => !present.has(id))).toEqual([]);
    } finally {
      check.close();
    }

    // And the box comes back up on the same file.
    const _second = await processes.start(port);
    expect((await (await fetch(`${base}/api/health`)).json()) as object).toMatchObject({
      status: 'ok',
      database: 'ok',
    });
  }, 90_000);
});
