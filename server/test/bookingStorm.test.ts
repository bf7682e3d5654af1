import type { Server } from '@hapi/hapi';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { bookingRequest } from './bookingRequests';
import { contextOf } from './dbAccess';
import { insertMember, TEST_PASSWORD } from './members';
import { freePort, processesOnOneFile } from './serverProcess';
import { makeServer } from './testServer';

const RACERS = 200;
// Two processes: fewer racers, the same question.
const PROCESS_RACERS = 50;
const NOW = Date.UTC(2026, 10, 22, 17, 0);
const slot = bookingRequest({ bayNumber: '2', startTime: '18:00', endTime: '19:00' });

async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

function book(base: string, cookie: string, body: unknown = slot): Promise<number> {
  return fetch(`${base}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  }).then((r) => r.status);
}

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

describe('one server, two hundred members, one slot', () => {
  let server: Server;
  afterAll(() => server?.stop());

  it('books exactly one and refuses the rest with 409', async () => {
    server = await makeServer(
      // Every racer comes from this one address; the limits per address would stand in their way.
      {
        PORT: '0',
        HOST: '127.0.0.1',
        RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
        MAX_CONNECTIONS_PER_ADDRESS: '1000',
      },
      { now: () => NOW },
    );
    await server.start();
    const base = server.info.uri;
    const sqlite = contextOf(server).database.sqlite;
    const members = Array.from({ length: RACERS }, () => insertMember(sqlite));
    const cookies = await Promise.all(members.map((m) => login(base, m.email)));

    const statuses = await Promise.all(cookies.map((c) => book(base, c)));
    expect(tally(statuses)).toEqual({ 201: 1, 409: RACERS - 1 });
    const rows = sqlite
      .prepare("SELECT count(*) AS n FROM bookings WHERE bay_number = '2' AND status = 'confirmed'")
      .get() as { n: number };
    expect(rows.n).toBe(1);
  });
});

describe('two server processes, one database file', () => {
  const processes = processesOnOneFile();

  it('still books exactly one', async () => {
    const { sqlite, close } = openDatabase(processes.file);
    const members = Array.from({ length: PROCESS_RACERS }, () => insertMember(sqlite));
    close();

    const [portA, portB] = [await freePort(), await freePort()];
    await processes.start(portA);
    await processes.start(portB);
    const bases = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
    // Sessions live in the shared database: a cookie from one process is good at the other.
    const cookies = await Promise.all(members.map((m, i) => login(bases[i % 2] as string, m.email)));

    // These processes run on the real clock: book two days from now, inside the 7-day window.
    const today = new Date();
    const day = new Date(today.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const body = { ...slot, bookingDate: day };
    const statuses = await Promise.all(cookies.map((c, i) => book(bases[(i + 1) % 2] as string, c, body)));
    expect(tally(statuses)).toEqual({ 201: 1, 409: PROCESS_RACERS - 1 });

    const check = openDatabase(processes.file);
    const rows = check.sqlite
      .prepare("SELECT count(*) AS n FROM bookings WHERE status = 'confirmed'")
      .get() as { n: number };
    check.close();
    expect(rows.n).toBe(1);
  }, 60_000);
});
