/**
 * More than a thousand generated malformed requests across every /api route that takes input:
 * each field in turn given values no rule accepts (wrong types, empty, huge, odd strings, bad
 * dates and times, unknown choices), unknown fields, wrong body types, broken JSON. Every one must
 * be refused with a 4xx (never a 5xx, never accepted) and nothing may be written.
 */
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest } from './bookingRequests';
import { contextOf } from './dbAccess';
import { addMember } from './members';
import { makeServer } from './testServer';

const NOW = Date.UTC(2026, 10, 22, 17, 0); // Sunday 10:00 in Denver
const HUGE = 'x'.repeat(100_000);

const BAD = {
  text: [null, 123, true, [], {}, '', '   ', HUGE],
  email: [null, 123, [], {}, '', 'no-at-sign', 'a@b', `${'x'.repeat(300)}@example.com`, 'two@@example.com'],
  date: [
    null,
    123,
    [],
    {},
    '',
    '2026-02-30',
    '2026-13-01',
    '26-1-1',
    'tomorrow',
    '2026-11-24T10:00:00Z',
    HUGE,
  ],
  time: [null, 123, [], {}, '', '25:00', '9am', '14:15', '2026-11-24', HUGE],
  choice: [null, 123, [], {}, '', 'something-else', HUGE],
  bay: [null, -1, [], {}, '', '9', 'Bay 1', HUGE],
  players: [-1, 0, 6, 99, 2.5, 'two', [], {}, HUGE],
  party: [-1, 0, 5, 99, 2.5, 'two', [], {}, HUGE],
  url: [null, 123, [], '', 'javascript:alert(1)', 'https://evil.example/ok', '//evil.example/x', HUGE],
  id: [null, 123, [], {}, '', HUGE],
  optionalText: [123, true, [], {}, HUGE],
  optionalDate: [123, [], {}, '2026-02-30', '2026-13-01', 'tomorrow', '2026-11-21', HUGE],
  optionalChoice: [123, [], {}, 'something-else', HUGE],
  flag: [null, 'true', 'false', 1, 0, [], {}, '', HUGE],
} as const;

/** Kinds whose field may be left out (or null) without being an error. */
const OPTIONAL: ReadonlySet<Kind> = new Set(['optionalText', 'optionalDate', 'optionalChoice']);

type Kind = keyof typeof BAD;

interface Route {
  method: 'POST' | 'PUT' | 'PATCH';
  url: string;
  signedIn: boolean;
  valid: Record<string, unknown>;
  fields: Record<string, Kind>;
  /** Fields that may be left out although their values are checked (an edit keeps what it does not send). */
  mayOmit?: readonly string[];
}

const booking = bookingRequest();
const bookingKinds: Record<string, Kind> = {
  bayNumber: 'bay',
  bookingDate: 'date',
  startTime: 'time',
  endTime: 'time',
  guestCount: 'players',
};

function routes(bookingId: string): Route[] {
  return [
    {
      method: 'POST',
      url: '/api/auth/signup',
      signedIn: false,
      valid: { email: 'fuzz@example.com', password: 'fuzz-pass-1', firstName: 'Fu', lastName: 'Zz' },
      fields: { email: 'email', password: 'text', firstName: 'text', lastName: 'text' },
    },
    {
      method: 'POST',
      url: '/api/auth/login',
      signedIn: false,
      valid: { email: 'fuzz@example.com', password: 'x' },
      fields: { email: 'email', password: 'text' },
    },
    { method: 'POST', url: '/api/bookings', signedIn: true, valid: booking, fields: bookingKinds },
    {
      method: 'PUT',
      url: `/api/bookings/${bookingId}`,
      signedIn: true,
      valid: { ...booking, startTime: '16:00', endTime: '17:00' },
      fields: bookingKinds,
      mayOmit: Object.keys(bookingKinds),
    },
    {
      method: 'POST',
      url: '/api/guest-checkout',
      signedIn: true,
      valid: {
        guestCount: 1,
        bookingData: { ...booking, guestCount: '2', startTime: '18:00', endTime: '19:00' },
      },
      fields: { guestCount: 'party', bookingData: 'id' },
    },
    {
      method: 'POST',
      url: '/api/tours/book',
      signedIn: false,
      valid: {
        firstName: 'T',
        lastName: 'V',
        email: 't@example.com',
        phone: '',
        preferredDate: '2026-11-25',
        preferredTime: '14:00',
        partySize: '2',
        specialRequests: '',
      },
      fields: {
        firstName: 'text',
        lastName: 'text',
        email: 'email',
        phone: 'optionalText',
        preferredDate: 'date',
        preferredTime: 'time',
        partySize: 'party',
        specialRequests: 'optionalText',
      },
      // A tour for one when no party size is sent (the entity's default).
      mayOmit: ['partySize'],
    },
    {
      method: 'POST',
      url: '/api/events',
      signedIn: false,
      valid: {
        contactName: 'E',
        email: 'e@example.com',
        phone: '',
        eventType: 'corporate',
        eventDate: '2026-12-01',
        guestCount: '9-15',
        message: 'Hi',
      },
      fields: {
        contactName: 'text',
        email: 'email',
        phone: 'optionalText',
        eventType: 'choice',
        eventDate: 'optionalDate',
        guestCount: 'optionalChoice',
        message: 'text',
      },
    },
    {
      method: 'POST',
      url: '/api/contact',
      signedIn: false,
      valid: {
        firstName: 'C',
        lastName: 'Q',
        email: 'c@example.com',
        phone: '',
        inquiryType: 'general',
        message: 'Hello',
      },
      fields: {
        firstName: 'text',
        lastName: 'text',
        email: 'email',
        phone: 'optionalText',
        inquiryType: 'choice',
        message: 'text',
      },
    },
    {
      method: 'POST',
      url: '/api/analytics',
      signedIn: false,
      valid: { name: 'page_view', path: '/' },
      fields: { name: 'choice', path: 'optionalText' },
    },
    {
      method: 'POST',
      url: '/api/checkout/create-session',
      signedIn: false,
      valid: {
        plan: 'vip',
        flow: 'intro',
        successUrl: 'http://localhost:5000/billing/complete',
        cancelUrl: 'http://localhost:5000/',
        customerEmail: 'b@example.com',
      },
      fields: { plan: 'choice', flow: 'choice', successUrl: 'url', cancelUrl: 'url' },
    },
    {
      method: 'POST',
      url: '/api/membership/activate-access',
      signedIn: false,
      valid: { sessionId: 'cs_sbx_unknown', email: 'b@example.com' },
      fields: { sessionId: 'id', email: 'email' },
    },
    {
      method: 'POST',
      url: '/api/guest-checkout/release',
      signedIn: true,
      valid: { sessionId: 'cs_sbx_unknown' },
      fields: { sessionId: 'id' },
    },
    {
      method: 'POST',
      url: '/api/auth/forgot-password',
      signedIn: false,
      valid: { email: 'fuzz@example.com' },
      fields: { email: 'email' },
    },
    {
      method: 'POST',
      url: '/api/auth/reset-password',
      signedIn: false,
      valid: { token: 'A'.repeat(43), password: 'fuzz-pass-2', confirmPassword: 'fuzz-pass-2' },
      fields: { token: 'id', password: 'text', confirmPassword: 'text' },
    },
    // Takes no input: anything but an empty body or {} is refused.
    { method: 'POST', url: '/api/calendar/feed/reset', signedIn: true, valid: {}, fields: {} },
    { method: 'POST', url: '/api/waitlist', signedIn: true, valid: booking, fields: bookingKinds },
    { method: 'POST', url: '/api/waitlist/no-such-entry/claim', signedIn: true, valid: {}, fields: {} },
    {
      method: 'PATCH',
      url: '/api/auth/user/preferences',
      signedIn: true,
      valid: { emailReminders: false },
      fields: { emailReminders: 'flag' },
    },
  ];
}

interface Case {
  method: string;
  url: string;
  signedIn: boolean;
  payload: string;
  why: string;
  contentType?: string;
}

function generate(list: Route[]): Case[] {
  const cases: Case[] = [];
  const add = (r: Route, body: unknown, why: string, raw?: string) =>
    cases.push({
      method: r.method,
      url: r.url,
      signedIn: r.signedIn,
      payload: raw ?? JSON.stringify(body),
      why,
    });
  for (const r of list) {
    for (const [field, kind] of Object.entries(r.fields)) {
      for (const value of BAD[kind])
        add(r, { ...r.valid, [field]: value }, `${r.url} ${field}=${JSON.stringify(value)?.slice(0, 30)}`);
      // Leaving out a required field is an error too (optional ones may be left out).
      if (!OPTIONAL.has(kind) && !r.mayOmit?.includes(field)) {
        const { [field]: _gone, ...missing } = r.valid;
        add(r, missing, `${r.url} without ${field}`);
      }
    }
    // Two fields broken at once, in every pair.
    const entries = Object.entries(r.fields);
    for (let i = 0; i < entries.length; i++) {
      for (let j = i + 1; j < entries.length; j++) {
        const [fa, ka] = entries[i] as [string, Kind];
        const [fb, kb] = entries[j] as [string, Kind];
        for (let v = 0; v < 4; v++) {
          add(r, { ...r.valid, [fa]: BAD[ka][v], [fb]: BAD[kb][v + 1] }, `${r.url} ${fa}+${fb} #${v}`);
        }
      }
    }
    // The guest checkout's nested booking, broken field by field.
    if (r.url === '/api/guest-checkout') {
      const nested = r.valid.bookingData as Record<string, unknown>;
      for (const [field, kind] of Object.entries(bookingKinds)) {
        for (const value of BAD[kind])
          add(
            r,
            { ...r.valid, bookingData: { ...nested, [field]: value } },
            `${r.url} bookingData.${field}=${JSON.stringify(value)?.slice(0, 30)}`,
          );
      }
    }
    for (const extra of ['isAdmin', 'role', '__proto__x', 'membershipStatus2'])
      add(r, { ...r.valid, [extra]: true }, `${r.url} extra ${extra}`);
    for (const body of [[], 'text', 42, true, [r.valid]])
      add(r, body, `${r.url} body ${JSON.stringify(body).slice(0, 20)}`);
    for (const raw of ['{', '{"a":', '[1,2', 'undefined', "{'single':'quotes'}", '{"a":1}}', '\u0000'])
      add(r, null, `${r.url} raw ${raw}`, raw);
    add(r, null, `${r.url} over 1 MB`, JSON.stringify({ ...r.valid, notes: 'x'.repeat(1_100_000) }));
    // The valid body under a content type other than JSON: a cross-site form could send these.
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      cases.push({
        method: r.method,
        url: r.url,
        signedIn: r.signedIn,
        payload: JSON.stringify(r.valid),
        why: `${r.url} as ${type}`,
        contentType: type,
      });
    }
  }
  return cases;
}

let server: Server;
let cookie = '';
let bookingId = '';

beforeAll(async () => {
  server = await makeServer(
    {
      RATE_LIMIT_LOGIN_PER_ADDRESS: '100000',
      RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: '100000',
      RATE_LIMIT_SIGNUP_PER_ADDRESS: '100000',
      RATE_LIMIT_SIGNUP_PER_EMAIL: '100000',
      RATE_LIMIT_INQUIRIES_PER_HOUR: '100000',
      RATE_LIMIT_ANALYTICS_PER_MINUTE: '100000',
      RATE_LIMIT_RESET_PER_ADDRESS: '100000',
      RATE_LIMIT_RESET_PER_EMAIL: '100000',
    },
    { now: () => NOW },
  );
  const m = await addMember(server);
  cookie = m.cookie;
  const made = await server.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: JSON.stringify({ ...booking, bayNumber: '2' }),
    headers: { 'content-type': 'application/json', cookie },
  });
  bookingId = (JSON.parse(made.payload) as { id: string }).id;
});
afterAll(() => server.stop());

function tableCounts(): Record<string, number> {
  const sqlite = contextOf(server).database.sqlite;
  const tables = (
    sqlite
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'",
      )
      .all() as { name: string }[]
  ).map((t) => t.name);
  return Object.fromEntries(
    tables.map((t) => [t, (sqlite.prepare(`SELECT count(*) AS n FROM "${t}"`).get() as { n: number }).n]),
  );
}

describe('malformed requests', () => {
  it('are each refused with a 4xx, and nothing is written', async () => {
    const cases = generate(routes(bookingId));
    expect(cases.length).toBeGreaterThanOrEqual(1000);
    const before = tableCounts();
    const before_booking = contextOf(server)
      .database.sqlite.prepare('SELECT * FROM bookings WHERE id = ?')
      .get(bookingId);
    const wrong: string[] = [];
    for (const c of cases) {
      const res = await server.inject({
        method: c.method,
        url: c.url,
        payload: c.payload,
        headers: { 'content-type': c.contentType ?? 'application/json', ...(c.signedIn ? { cookie } : {}) },
      });
      if (res.statusCode < 400 || res.statusCode >= 500)
        wrong.push(`${res.statusCode} ${c.why}: ${res.payload.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    expect(tableCounts()).toEqual(before);
    expect(
      contextOf(server).database.sqlite.prepare('SELECT * FROM bookings WHERE id = ?').get(bookingId),
    ).toEqual(before_booking);
  }, 120_000);

  it('answer odd paths and dates with 4xx too', async () => {
    for (const url of [
      '/api/bookings/date/2026-02-30',
      '/api/bookings/date/%00',
      `/api/bookings/date/${'9'.repeat(5000)}`,
      '/api/bookings/date/..%2F..%2Fetc',
    ]) {
      const res = await server.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    for (const id of ['%00', "1' OR '1'='1", 'x'.repeat(3000)]) {
      const res = await server.inject({
        method: 'PATCH',
        url: `/api/bookings/${id}/cancel`,
        headers: { cookie },
      });
      expect(res.statusCode, id).toBe(404);
    }
  });
});
