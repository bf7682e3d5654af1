import { createHash, randomUUID } from 'node:crypto';
import type { Server } from '@hapi/hapi';
import { DEFAULT_VENUE, resolveVenue } from '@lounge/core';
import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingCalendar, type CalendarBooking, feedCalendar } from '../src/calendar/ics';
import { contextOf } from './dbAccess';
import { body, call } from './http';
import { addMember } from './members';
import { makeServer } from './testServer';

/** Wednesday 2026-10-28, 10:00 AM in Denver (MDT): the autumn change is next Sunday. */
const NOW = Date.UTC(2026, 9, 28, 16, 0);
const PUBLIC_URL = 'https://book.example.com';
const ZONE = 'America/Denver';

let server: Server;

interface BookingSpec {
  userId: string;
  bay?: string;
  date: string;
  start: string;
  end: string;
  status?: string;
  guestCount?: number;
  notes?: string | null;
  updatedAt?: string;
}

/** A booking row written straight to the database (statuses and dates the API would not make now). */
function insertBooking(spec: BookingSpec): string {
  const id = randomUUID();
  const stamp = spec.updatedAt ?? new Date(NOW - 86_400_000).toISOString();
  contextOf(server)
    .database.sqlite.prepare(
      `INSERT INTO bookings (id, user_id, bay_number, booking_date, start_time, end_time, guest_count, status, notes, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      spec.userId,
      spec.bay ?? '1',
      spec.date,
      spec.start,
      spec.end,
      spec.guestCount ?? 1,
      spec.status ?? 'confirmed',
      spec.notes ?? null,
      stamp,
      stamp,
    );
  return id;
}

interface Parsed {
  calendar: ICAL.Component;
  vtimezone: ICAL.Component | null;
  events: ICAL.Event[];
}

/** Parses a file back with ical.js, the zone taken from the file's own VTIMEZONE. */
function parse(text: string): Parsed {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vtimezone = calendar.getFirstSubcomponent('vtimezone');
  ICAL.TimezoneService.reset();
  if (vtimezone) ICAL.TimezoneService.register(new ICAL.Timezone(vtimezone));
  return {
    calendar,
    vtimezone,
    events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)),
  };
}

const utc = (time: ICAL.Time) => time.toJSDate().toISOString();
const tzidOf = (event: ICAL.Event, name: 'dtstart' | 'dtend') =>
  event.component.getFirstProperty(name)?.getParameter('tzid');

/** Checks an event sits at `startIso`..`endIso` on the venue's wall clock `wallStart`..`wallEnd`. */
function expectAt(event: ICAL.Event, startIso: string, endIso: string, wallStart: number, wallEnd: number) {
  expect(tzidOf(event, 'dtstart')).toBe(ZONE);
  expect(tzidOf(event, 'dtend')).toBe(ZONE);
  expect(event.startDate.zone?.tzid).toBe(ZONE);
  expect([event.startDate.hour, event.startDate.minute]).toEqual([wallStart, 0]);
  expect([event.endDate.hour, event.endDate.minute]).toEqual([wallEnd, 0]);
  expect(utc(event.startDate)).toBe(startIso);
  expect(utc(event.endDate)).toBe(endIso);
  expect(event.startDate.convertToZone(ICAL.Timezone.utcTimezone).toString()).toBe(
    startIso.replace('.000Z', 'Z'),
  );
}

beforeAll(async () => {
  server = await makeServer({ PUBLIC_URL, RATE_LIMIT_LOGIN_PER_ADDRESS: '1000' }, { now: () => NOW });
});
afterAll(() => server.stop());
afterEach(() => ICAL.TimezoneService.reset());

describe('GET /api/bookings/{id}/calendar.ics', () => {
  it('gives a booking made through the API on the autumn change day, at its wall time and instant', async () => {
    const m = await addMember(server);
    const made = await call(server, {
      method: 'POST',
      url: '/api/bookings',
      cookie: m.cookie,
      payload: {
        bayNumber: '2',
        bookingDate: '2026-11-01',
        startTime: '10:00',
        endTime: '12:00',
        guestCount: '1',
        notes: 'left-handed clubs',
      },
    });
    expect(made.statusCode).toBe(201);
    const booking = body<{ id: string; startTime: string; updatedAt: string }>(made);
    expect(booking.startTime).toBe('2026-11-01T17:00:00.000Z');

    const res = await call(server, { url: `/api/bookings/${booking.id}/calendar.ics`, cookie: m.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="lounge-booking-2026-11-01.ics"');
    expect(res.payload).toContain('DTSTART;TZID=America/Denver:20261101T100000');
    expect(res.payload).toContain('DTEND;TZID=America/Denver:20261101T120000');

    const { calendar, vtimezone, events } = parse(res.payload);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(vtimezone?.getFirstPropertyValue('tzid')).toBe(ZONE);
    expect(events).toHaveLength(1);
    const event = events[0] as ICAL.Event;
    // 10:00 MST (UTC-7): the clocks went back at 2:00 that morning.
    expectAt(event, '2026-11-01T17:00:00.000Z', '2026-11-01T19:00:00.000Z', 10, 12);
    expect(event.uid).toBe(`${booking.id}@book.example.com`);
    expect(event.sequence).toBe(Math.floor(Date.parse(booking.updatedAt) / 1000));
    expect(event.summary).toBe('Bay 2 at Big Sky Golf Lounge');
    expect(event.location).toBe(DEFAULT_VENUE.contact.address);
    expect(event.description).toContain('Players: 1 (you)');
    expect(event.description).toContain('Notes: left-handed clubs');
    expect(event.component.getFirstPropertyValue('url')).toBe(`${PUBLIC_URL}/dashboard`);
    expect(event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('puts a booking on the spring change day at 10:00 MDT, 16:00 UTC', async () => {
    const m = await addMember(server);
    const id = insertBooking({
      userId: m.id,
      date: '2026-03-08',
      start: '2026-03-08T16:00:00.000Z',
      end: '2026-03-08T18:00:00.000Z',
      status: 'completed',
    });
    const res = await call(server, { url: `/api/bookings/${id}/calendar.ics`, cookie: m.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.payload).toContain('DTSTART;TZID=America/Denver:20260308T100000');
    const { events } = parse(res.payload);
    expectAt(events[0] as ICAL.Event, '2026-03-08T16:00:00.000Z', '2026-03-08T18:00:00.000Z', 10, 12);
  });

  it('gives a cancelled booking as a CANCEL of the same UID with a higher SEQUENCE', async () => {
    const m = await addMember(server);
    const id = insertBooking({
      userId: m.id,
      bay: '3',
      date: '2026-10-30',
      start: '2026-10-30T20:00:00.000Z',
      end: '2026-10-30T21:00:00.000Z',
    });
    const before = parse(
      (await call(server, { url: `/api/bookings/${id}/calendar.ics`, cookie: m.cookie })).payload,
    ).events[0] as ICAL.Event;
    contextOf(server)
      .database.sqlite.prepare("UPDATE bookings SET status = 'cancelled', updated_at = ? WHERE id = ?")
      .run(new Date(NOW).toISOString(), id);
    const res = await call(server, { url: `/api/bookings/${id}/calendar.ics`, cookie: m.cookie });
    expect(res.statusCode).toBe(200);
    const { calendar, events } = parse(res.payload);
    const after = events[0] as ICAL.Event;
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(after.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    // The member is named as the attendee of the cancellation; the published file names nobody.
    expect(String(after.component.getFirstPropertyValue('attendee')).toLowerCase()).toBe(`mailto:${m.email}`);
    expect(before.component.getFirstProperty('attendee')).toBeNull();
  });

  it("answers 404 for another member's booking, as for one that does not exist", async () => {
    const owner = await addMember(server);
    const other = await addMember(server);
    const id = insertBooking({
      userId: owner.id,
      bay: '3',
      date: '2026-10-29',
      start: '2026-10-29T20:00:00.000Z',
      end: '2026-10-29T21:00:00.000Z',
    });
    const theirs = await call(server, { url: `/api/bookings/${id}/calendar.ics`, cookie: other.cookie });
    const none = await call(server, {
      url: `/api/bookings/${randomUUID()}/calendar.ics`,
      cookie: other.cookie,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.payload).toBe(none.payload);
    expect(theirs.payload).not.toContain('VCALENDAR');
    for (const odd of ['%00', "1' OR '1'='1", 'x'.repeat(3000)]) {
      const res = await call(server, { url: `/api/bookings/${odd}/calendar.ics`, cookie: other.cookie });
      expect(res.statusCode, odd).toBe(404);
    }
  });

  it('needs a signed-in member', async () => {
    const res = await call(server, { url: `/api/bookings/${randomUUID()}/calendar.ics` });
    expect(res.statusCode).toBe(401);
  });
});

describe('the calendar feed', () => {
  const feedPath = (url: string) => {
    expect(url.startsWith(`${PUBLIC_URL}/api/calendar/`)).toBe(true);
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    return url.slice(PUBLIC_URL.length);
  };

  it("lists only the member's own live bookings from 90 days ago on, without a session", async () => {
    const m = await addMember(server);
    const other = await addMember(server);
    const live = [
      insertBooking({
        userId: m.id,
        bay: '1',
        date: '2026-11-01',
        start: '2026-11-01T17:00:00.000Z',
        end: '2026-11-01T19:00:00.000Z',
        guestCount: 2,
        notes: 'birthday',
      }),
      insertBooking({
        userId: m.id,
        date: '2026-10-28',
        start: '2026-10-28T15:00:00.000Z',
        end: '2026-10-28T16:00:00.000Z',
        status: 'checked_in',
      }),
      insertBooking({
        userId: m.id,
        date: '2026-08-15',
        start: '2026-08-15T16:00:00.000Z',
        end: '2026-08-15T17:00:00.000Z',
        status: 'completed',
      }),
    ];
    const left = [
      // More than 90 days ago.
      insertBooking({
        userId: m.id,
        date: '2026-03-08',
        start: '2026-03-08T16:00:00.000Z',
        end: '2026-03-08T18:00:00.000Z',
        status: 'completed',
      }),
      insertBooking({
        userId: m.id,
        bay: '2',
        date: '2026-11-02',
        start: '2026-11-02T17:00:00.000Z',
        end: '2026-11-02T18:00:00.000Z',
        status: 'cancelled',
      }),
      insertBooking({
        userId: m.id,
        bay: '2',
        date: '2026-10-27',
        start: '2026-10-27T17:00:00.000Z',
        end: '2026-10-27T18:00:00.000Z',
        status: 'no_show',
      }),
      insertBooking({
        userId: m.id,
        bay: '3',
        date: '2026-11-03',
        start: '2026-11-03T17:00:00.000Z',
        end: '2026-11-03T18:00:00.000Z',
        status: 'held',
      }),
      insertBooking({
        userId: other.id,
        bay: '3',
        date: '2026-11-04',
        start: '2026-11-04T17:00:00.000Z',
        end: '2026-11-04T18:00:00.000Z',
      }),
    ];

    // No link until the member asks for one; made, it is shown this once and kept only as a hash.
    expect(body(await call(server, { url: '/api/calendar/feed', cookie: m.cookie }))).toEqual({
      url: null,
      createdAt: null,
    });
    const first = await call(server, { method: 'POST', url: '/api/calendar/feed/reset', cookie: m.cookie });
    expect(first.statusCode).toBe(200);
    const { url, createdAt } = body<{ url: string; createdAt: string }>(first);
    expect(createdAt).toBe(new Date(NOW).toISOString());
    expect(body(await call(server, { url: '/api/calendar/feed', cookie: m.cookie }))).toEqual({
      url: null,
      createdAt,
    });
    const token = url.slice(url.lastIndexOf('/') + 1, -'.ics'.length);
    const stored = contextOf(server)
      .database.sqlite.prepare('SELECT token_hash FROM calendar_feeds WHERE user_id = ?')
      .get(m.id) as {
      token_hash: string;
    };
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored.token_hash).not.toContain(token);
    const othersUrl = body<{ url: string }>(
      await call(server, { method: 'POST', url: '/api/calendar/feed/reset', cookie: other.cookie }),
    ).url;
    expect(othersUrl).not.toBe(url);

    const res = await call(server, { url: feedPath(url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { calendar, vtimezone, events } = parse(res.payload);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Big Sky Golf Lounge bookings');
    expect(vtimezone?.getFirstPropertyValue('tzid')).toBe(ZONE);
    const uids = events.map((e) => e.uid).sort();
    expect(uids).toEqual(live.map((id) => `${id}@book.example.com`).sort());
    for (const id of left) expect(res.payload).not.toContain(id);

    const autumn = events.find((e) => e.uid.startsWith(live[0] as string)) as ICAL.Event;
    expectAt(autumn, '2026-11-01T17:00:00.000Z', '2026-11-01T19:00:00.000Z', 10, 12);
    expect(autumn.description).toContain('Players: 2 (you and 1 guest)');
    expect(autumn.description).toContain('Notes: birthday');
    // Before the change: 9:00 MDT is 15:00 UTC.
    const today = events.find((e) => e.uid.startsWith(live[1] as string)) as ICAL.Event;
    expectAt(today, '2026-10-28T15:00:00.000Z', '2026-10-28T16:00:00.000Z', 9, 10);
  });

  it('gives a new URL on reset, and the old one answers 404 like any bad token', async () => {
    const m = await addMember(server);
    const old = body<{ url: string }>(
      await call(server, { method: 'POST', url: '/api/calendar/feed/reset', cookie: m.cookie }),
    ).url;
    expect((await call(server, { url: feedPath(old) })).statusCode).toBe(200);

    const reset = await call(server, {
      method: 'POST',
      url: '/api/calendar/feed/reset',
      cookie: m.cookie,
      payload: {},
    });
    expect(reset.statusCode).toBe(200);
    const fresh = body<{ url: string }>(reset).url;
    expect(fresh).not.toBe(old);
    expect(
      body<{ url: string | null }>(await call(server, { url: '/api/calendar/feed', cookie: m.cookie })).url,
    ).toBeNull();
    expect((await call(server, { url: feedPath(fresh) })).statusCode).toBe(200);

    const gone = await call(server, { url: feedPath(old) });
    expect(gone.statusCode).toBe(404);
    for (const bad of ['A'.repeat(43), 'short', 'feed', '%00', `${'x'.repeat(3000)}`, "1'%20OR%20'1'='1"]) {
      const res = await call(server, { url: `/api/calendar/${bad}.ics` });
      expect(res.statusCode, bad).toBe(404);
      expect(res.payload, bad).toBe(gone.payload);
    }

    // Without a body too.
    const bare = await call(server, { method: 'POST', url: '/api/calendar/feed/reset', cookie: m.cookie });
    expect(bare.statusCode).toBe(200);
    expect(body<{ url: string }>(bare).url).not.toBe(fresh);
    const extra = await call(server, {
      method: 'POST',
      url: '/api/calendar/feed/reset',
      cookie: m.cookie,
      payload: { token: 'mine' },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('needs a signed-in member to see or reset the URL', async () => {
    expect((await call(server, { url: '/api/calendar/feed' })).statusCode).toBe(401);
    const reset = await call(server, { method: 'POST', url: '/api/calendar/feed/reset', payload: {} });
    expect(reset.statusCode).toBe(401);
  });
});

describe('bookingCalendar and feedCalendar', () => {
  const booking: CalendarBooking = {
    id: 'b-1',
    bayNumber: '1',
    startTime: '2026-11-01T17:00:00.000Z',
    endTime: '2026-11-01T19:00:00.000Z',
    guestCount: 1,
    notes: null,
    status: 'confirmed',
    updatedAt: '2026-10-20T12:00:00.000Z',
  };

  it("writes the same file whatever the machine's zone", () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'UTC';
      const inUtc = bookingCalendar(booking, DEFAULT_VENUE, PUBLIC_URL);
      process.env.TZ = 'Pacific/Auckland';
      expect(new Date(0).getTimezoneOffset()).not.toBe(0);
      expect(bookingCalendar(booking, DEFAULT_VENUE, PUBLIC_URL)).toBe(inUtc);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('writes DTSTAMP in UTC and a players line for one', () => {
    const text = bookingCalendar(booking, DEFAULT_VENUE, PUBLIC_URL);
    expect(text).toContain('DTSTAMP:20261020T120000Z');
    expect(text).toMatch(/^PRODID:-\/\/Lounge\/\/Bookings\/\/EN\r$/m);
    expect(parse(text).events[0]?.description).toContain('Players: 1 (you)');
  });

  it('leaves out of a feed what is not live', () => {
    const text = feedCalendar(
      [booking, { ...booking, id: 'b-2', status: 'cancelled' }, { ...booking, id: 'b-3', status: 'held' }],
      DEFAULT_VENUE,
      PUBLIC_URL,
      'Mine',
    );
    expect(parse(text).events.map((e) => e.uid)).toEqual(['b-1@book.example.com']);
  });

  it('folds long lines at 75 octets without splitting a character, and reads back whole', () => {
    const notes = `Left-handed clubs, café table, ⛳ and 🏌️ for Zoë's birthday. ${'Séance '.repeat(40)}`;
    const text = bookingCalendar({ ...booking, notes }, DEFAULT_VENUE, PUBLIC_URL);
    const lines = text.split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(parse(text).events[0]?.description).toContain(`Notes: ${notes}`);
  });

  it('folds without encoding each character apart (the patched ical-generator: patches/)', () => {
    // ical-generator 10 measured every character with a new TextEncoder, a third of a booking
    // email's cost; the patch counts octets from the UTF-16 code units instead. Without the patch
    // applied at install, encode is called once per character of the file.
    const encode = vi.spyOn(TextEncoder.prototype, 'encode');
    try {
      bookingCalendar({ ...booking, notes: 'é'.repeat(200) }, DEFAULT_VENUE, PUBLIC_URL);
      expect(encode).not.toHaveBeenCalled();
    } finally {
      encode.mockRestore();
    }
  });

  it('falls back to UTC times for a zone it has no VTIMEZONE for', () => {
    const venue = resolveVenue({ timeZone: 'America/Ciudad_Juarez' });
    const text = bookingCalendar(booking, venue, PUBLIC_URL);
    expect(text).not.toContain('BEGIN:VTIMEZONE');
    expect(text).not.toContain('TZID');
    expect(text).toContain('DTSTART:20261101T170000Z');
    expect(utc((parse(text).events[0] as ICAL.Event).startDate)).toBe('2026-11-01T17:00:00.000Z');
  });
});
