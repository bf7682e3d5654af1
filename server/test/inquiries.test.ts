import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from './dbAccess';
import { body, call, sessionCookie } from './http';
import { contactForm as contact } from './inquiryForms';
import { makeServer } from './testServer';

// Wednesday 2026-06-10, 10:00 at the venue (America/Denver, UTC-6 in summer).
const NOW = Date.parse('2026-06-10T16:00:00.000Z');
const TABLES = ['tour_bookings', 'event_inquiries', 'contact_inquiries'] as const;
type Table = (typeof TABLES)[number];

const tour = {
  firstName: 'Sam',
  lastName: 'Visitor',
  email: 'Sam.Visitor@Example.com',
  phone: '(406) 555-0100',
  preferredDate: '2026-06-11',
  preferredTime: '2:00 PM',
  partySize: '2',
  specialRequests: 'Left-handed clubs, please',
};

const event = {
  contactName: 'Jo Planner',
  email: 'jo@example.com',
  phone: '',
  eventType: 'corporate',
  eventDate: '2026-07-01',
  guestCount: '9-15',
  message: 'A team outing for 12 on a Friday afternoon.',
};

const routes = {
  tour: { url: '/api/tours/book', table: 'tour_bookings', valid: tour },
  event: { url: '/api/events', table: 'event_inquiries', valid: event },
  contact: { url: '/api/contact', table: 'contact_inquiries', valid: contact },
} as const satisfies Record<string, { url: string; table: Table; valid: Record<string, unknown> }>;

describe('inquiries', () => {
  let server: Server;
  let now = NOW;
  beforeAll(async () => {
    server = await makeServer({ RATE_LIMIT_INQUIRIES_PER_HOUR: '100000' }, { now: () => now });
  });
  afterAll(async () => {
    await server.stop();
  });
  beforeEach(() => {
    now = NOW;
  });

  const sqlite = () => contextOf(server).database.sqlite;
  const count = (table: Table) =>
    (sqlite().prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  const counts = () => Object.fromEntries(TABLES.map((t) => [t, count(t)]));
  const row = (table: Table, id: unknown) =>
    sqlite().prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as Record<string, unknown>;
  const post = (url: string, payload: unknown, cookie?: string) =>
    call(server, { method: 'POST', url, payload, ...(cookie ? { cookie } : {}) });

  /** Posts, expects a 4xx, and checks that no inquiry table gained a row. */
  async function refused(url: string, payload: unknown, status = 400) {
    const before = counts();
    const res = await post(url, payload);
    expect(res.statusCode).toBe(status);
    expect(counts()).toEqual(before);
    return body(res);
  }

  describe('POST /api/tours/book', () => {
    it("stores a tour request as scheduled and answers 201 with the confirmation the page shows: the receipt's lines and words, and a tentative calendar event", async () => {
      const res = await post('/api/tours/book', tour);
      expect(res.statusCode).toBe(201);
      const answer = body<{ id: string; message: string; lines: string[]; calendar: string }>(res);
      expect(answer).toEqual({
        message: 'We will confirm within 24 hours. Nothing is booked until then.',
        id: expect.any(String),
        lines: ['Thursday, June 11, 2026 at 2:00 PM', 'Party of 2', '100 N Main Street, Bozeman, MT 59715'],
        calendar: expect.stringMatching(/^BEGIN:VCALENDAR\r\n/),
      });
      // The file: the asked-for half hour on the venue's clock, tentative, nothing the visitor typed.
      const ics = answer.calendar.replace(/\r\n /g, '');
      expect(ics).toContain('DTSTART;TZID=America/Denver:20260611T140000');
      expect(ics).toContain('DTEND;TZID=America/Denver:20260611T143000');
      expect(ics).toContain('STATUS:TENTATIVE');
      expect(ics).toContain(`UID:tour-${answer.id}@`);
      expect(ics).toMatch(/SUMMARY:Tour of .+ \(requested\)/);
      expect(ics).not.toMatch(/Sam|Left-handed/);
      // The receipt states the same lines and words as the page.
      const receipt = sqlite()
        .prepare(
          "SELECT text_body AS text, calendar FROM outbox_messages WHERE kind = 'tour_received' AND inquiry_id = ?",
        )
        .get(answer.id) as { text: string; calendar: string | null };
      for (const line of answer.lines) expect(receipt.text).toContain(`  ${line}`);
      expect(receipt.text).toContain(answer.message);
      expect(receipt.calendar).toBe(answer.calendar);
      expect(row('tour_bookings', answer.id)).toMatchObject({
        first_name: 'Sam',
        last_name: 'Visitor',
        email: 'sam.visitor@example.com',
        phone: '(406) 555-0100',
        preferred_date: '2026-06-11',
        preferred_time: '14:00',
        party_size: 2,
        special_requests: 'Left-handed clubs, please',
        status: 'scheduled',
        confirmed_date: null,
        confirmed_time: null,
        notes: null,
        created_at: '2026-06-10T16:00:00.000Z',
      });
    });

    it('takes a slot value, a numeric party size, and empty optional fields (stored as null)', async () => {
      const res = await post('/api/tours/book', {
        ...tour,
        preferredDate: '2026-06-13',
        preferredTime: '19:00',
        partySize: 4,
        phone: '',
        specialRequests: null,
      });
      expect(res.statusCode).toBe(201);
      expect(row('tour_bookings', body(res).id)).toMatchObject({
        preferred_date: '2026-06-13',
        preferred_time: '19:00',
        party_size: 4,
        phone: null,
        special_requests: null,
      });
    });

    it('takes a visitor and a signed-in member alike', async () => {
      const signup = await post('/api/auth/signup', {
        email: 'member@example.com',
        password: 'fairway-123',
        firstName: 'Mem',
        lastName: 'Ber',
      });
      const res = await post('/api/tours/book', tour, sessionCookie(signup));
      expect(res.statusCode).toBe(201);
    });

    it.each([
      [
        'a Tuesday',
        { preferredDate: '2026-06-16' },
        'preferredDate',
        'Tours are only available Wednesday through Saturday',
      ],
      [
        'a Sunday',
        { preferredDate: '2026-06-14' },
        'preferredDate',
        'Tours are only available Wednesday through Saturday',
      ],
      [
        'a past date',
        { preferredDate: '2026-06-06' },
        'preferredDate',
        'Please choose a date from today onward.',
      ],
      [
        'beyond 60 days',
        { preferredDate: '2026-08-12' },
        'preferredDate',
        'Tours can be booked up to 60 days ahead.',
      ],
      [
        'a slot not listed',
        { preferredTime: '12:15' },
        'preferredTime',
        'Please choose one of the listed tour times.',
      ],
      [
        'a slot after the last',
        { preferredTime: '7:30 PM' },
        'preferredTime',
        'Please choose one of the listed tour times.',
      ],
      ['a party of 5', { partySize: '5' }, 'partySize', 'Party size must be between 1 and 4.'],
      ['a party of 0', { partySize: 0 }, 'partySize', 'Party size must be between 1 and 4.'],
      ['a fractional party', { partySize: 2.5 }, 'partySize', 'Party size must be between 1 and 4.'],
      ['a missing date', { preferredDate: undefined }, 'preferredDate', 'Please select your preferred date.'],
      ['an empty date', { preferredDate: '' }, 'preferredDate', 'Please select your preferred date.'],
      ['a missing time', { preferredTime: undefined }, 'preferredTime', 'Please select your preferred time.'],
      ['a null time', { preferredTime: null }, 'preferredTime', 'Please select your preferred time.'],
      ['an impossible date', { preferredDate: '2026-02-30' }, 'preferredDate', 'Please choose a valid date.'],
      [
        'a date that is not one',
        { preferredDate: 'next friday' },
        'preferredDate',
        'Please choose a valid date.',
      ],
      ['a missing first name', { firstName: undefined }, 'firstName', 'First name is required'],
      ['a blank last name', { lastName: '   ' }, 'lastName', 'Last name is required'],
      ['a bad email', { email: 'sam@' }, 'email', 'Please enter a valid email address'],
    ])('refuses %s with its message', async (_what, change, field, message) => {
      const answer = await refused('/api/tours/book', { ...tour, ...change });
      expect(answer).toMatchObject({ statusCode: 400, title: 'Booking Failed', field, message });
    });

    it("refuses a slot of today that has already passed, and takes today's later slots", async () => {
      now = Date.parse('2026-06-10T20:00:00.000Z'); // 14:00 at the venue
      const past = await refused('/api/tours/book', {
        ...tour,
        preferredDate: '2026-06-10',
        preferredTime: '13:30',
      });
      expect(past).toMatchObject({
        field: 'preferredTime',
        message: 'That tour time has already passed today. Please choose a later time.',
      });
      const later = await post('/api/tours/book', {
        ...tour,
        preferredDate: '2026-06-10',
        preferredTime: '14:30',
      });
      expect(later.statusCode).toBe(201);
    });

    it('takes the 60th day ahead and the day of the request', async () => {
      // 2026-08-08 is a Saturday, 59 days ahead; 2026-08-09 (day 60) is a Sunday.
      expect((await post('/api/tours/book', { ...tour, preferredDate: '2026-08-08' })).statusCode).toBe(201);
      expect((await post('/api/tours/book', { ...tour, preferredDate: '2026-06-10' })).statusCode).toBe(201);
    });

    it('lists every field at fault', async () => {
      const answer = await refused('/api/tours/book', {});
      expect(answer.errors).toMatchObject({
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Please enter a valid email address',
        preferredDate: 'Please select your preferred date.',
        preferredTime: 'Please select your preferred time.',
      });
    });
  });

  describe('POST /api/events', () => {
    it('stores an inquiry and answers 201 with a message', async () => {
      const res = await post('/api/events', event);
      expect(res.statusCode).toBe(201);
      const answer = body(res);
      expect(answer).toEqual({
        message: 'Thank you! Our events team will get back to you within 24 hours.',
        id: expect.any(String),
      });
      // The receipt says what the page said, and names the kind of event in a whole phrase.
      const receipt = sqlite()
        .prepare('SELECT subject, text_body AS text FROM outbox_messages WHERE kind = ? AND inquiry_id = ?')
        .get('event_received', answer.id) as { subject: string; text: string };
      expect(receipt.subject).toBe('We received your corporate event inquiry');
      expect(receipt.text).toContain('for your corporate event.');
      expect(receipt.text).toContain('Our events team will get back to you within 24 hours.');
      expect(receipt.text).not.toMatch(/business day/);
      expect(row('event_inquiries', answer.id)).toMatchObject({
        contact_name: 'Jo Planner',
        email: 'jo@example.com',
        phone: null,
        event_type: 'corporate',
        event_date: '2026-07-01',
        guest_count: '9-15',
        message: 'A team outing for 12 on a Friday afternoon.',
        created_at: '2026-06-10T16:00:00.000Z',
      });
    });

    it('takes an inquiry without the optional date, guest count and phone, and one for today', async () => {
      const res = await post('/api/events', {
        contactName: 'A',
        email: 'a@example.com',
        eventType: 'other',
        message: 'Hi',
      });
      expect(res.statusCode).toBe(201);
      expect(row('event_inquiries', body(res).id)).toMatchObject({
        event_date: null,
        guest_count: null,
        phone: null,
      });
      expect((await post('/api/events', { ...event, eventDate: '2026-06-10' })).statusCode).toBe(201);
    });

    it.each([
      ['a past date', { eventDate: '2026-06-09' }, 'eventDate', 'The event date cannot be in the past.'],
      ['an impossible date', { eventDate: '2026-13-01' }, 'eventDate', 'Please choose a valid date.'],
      [
        'an unknown event type',
        { eventType: 'wedding' },
        'eventType',
        'Event type must be one of: corporate, celebration, tournament, custom, other',
      ],
      ['a missing event type', { eventType: undefined }, 'eventType', 'Event type is required'],
      [
        'an unknown guest range',
        { guestCount: '100' },
        'guestCount',
        'Guest count must be one of: 1-8, 9-15, 16-25, 26-40, 40+',
      ],
      ['a missing contact name', { contactName: '' }, 'contactName', 'Contact name is required'],
      ['a missing email', { email: undefined }, 'email', 'Please enter a valid email address'],
      ['a missing message', { message: null }, 'message', 'Message is required'],
      [
        'a message over 5000 characters',
        { message: 'm'.repeat(5001) },
        'message',
        'Message must be at most 5000 characters',
      ],
    ])('refuses %s with its message', async (_what, change, field, message) => {
      const answer = await refused('/api/events', { ...event, ...change });
      expect(answer).toMatchObject({ statusCode: 400, title: 'Submission Failed', field, message });
    });
  });

  describe('POST /api/contact', () => {
    it('stores a message and answers 201', async () => {
      const res = await post('/api/contact', contact);
      expect(res.statusCode).toBe(201);
      const answer = body(res);
      expect(answer).toEqual({
        message: "Thanks for reaching out. We'll be in touch soon.",
        id: expect.any(String),
      });
      const receipt = sqlite()
        .prepare('SELECT text_body AS text FROM outbox_messages WHERE kind = ? AND inquiry_id = ?')
        .get('contact_received', answer.id) as { text: string };
      expect(receipt.text).toContain("We'll be in touch soon.");
      expect(receipt.text).not.toMatch(/business day/);
      expect(row('contact_inquiries', answer.id)).toMatchObject({
        first_name: 'Lee',
        last_name: 'Asker',
        email: 'lee@example.com',
        phone: null,
        inquiry_type: 'membership',
        message: 'Do you offer family memberships?',
        created_at: '2026-06-10T16:00:00.000Z',
      });
    });

    it('lists every missing field with its message', async () => {
      const answer = await refused('/api/contact', {});
      expect(answer).toMatchObject({
        title: 'Failed to Send',
        field: 'firstName',
        message: 'First name is required',
      });
      expect(answer.errors).toEqual({
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Please enter a valid email address',
        inquiryType: 'Inquiry type is required',
        message: 'Message is required',
      });
    });

    it.each([
      ['a missing last name', { lastName: undefined }, 'lastName', 'Last name is required'],
      ['a bad email', { email: 'lee at example' }, 'email', 'Please enter a valid email address'],
      [
        'an unknown inquiry type',
        { inquiryType: 'sales' },
        'inquiryType',
        'Inquiry type must be one of: membership, events, general, tour, support',
      ],
      ['a blank message', { message: '  ' }, 'message', 'Message is required'],
      [
        'a first name over 100 characters',
        { firstName: 'f'.repeat(101) },
        'firstName',
        'First name must be at most 100 characters',
      ],
      [
        'a phone over 40 characters',
        { phone: '5'.repeat(41) },
        'phone',
        'Phone must be at most 40 characters',
      ],
    ])('refuses %s with its message', async (_what, change, field, message) => {
      const answer = await refused('/api/contact', { ...contact, ...change });
      expect(answer).toMatchObject({ statusCode: 400, title: 'Failed to Send', field, message });
    });
  });

  describe('bad input on every route answers 4xx and writes nothing', () => {
    // Far past every field's length, yet under the 64 kB body limit, so the field check answers.
    const huge = 'x'.repeat(60_000);
    type BadCase = [route: string, what: string, url: string, payload: unknown, field: string | undefined];
    const cases = Object.entries(routes).flatMap(([name, { url, valid }]): BadCase[] => {
      const fields = Object.keys(valid);
      const first = fields[0] as string;
      return [
        [name, 'an empty object', url, {}, undefined],
        [name, 'an unknown field', url, { ...valid, isAdmin: true }, 'isAdmin'],
        [name, 'a number for a text field', url, { ...valid, [first]: 42 }, first],
        [name, 'an object for a text field', url, { ...valid, email: { $ne: '' } }, 'email'],
        [name, 'an array for a text field', url, { ...valid, email: ['a@b.co'] }, 'email'],
        [
          name,
          'a boolean for a text field',
          url,
          { ...valid, message: true, specialRequests: true },
          undefined,
        ],
        ...fields.map(
          (field): BadCase => [name, `a 60k-character ${field}`, url, { ...valid, [field]: huge }, field],
        ),
        [name, 'a JSON array', url, [valid], undefined],
        [name, 'a JSON string', url, 'hello', undefined],
        [name, 'JSON null', url, null, undefined],
      ];
    });

    it.each(cases)('%s: %s', async (_name, _what, url, payload, field) => {
      const answer = await refused(url, payload);
      expect(answer.statusCode).toBe(400);
      if (field) expect(String(answer.message)).toContain(field);
    });

    it.each([
      ['tour', { ...tour, preferredDate: '06/11/2026' }],
      ['tour', { ...tour, preferredDate: '2026-06-11T14:00:00Z' }],
      ['tour', { ...tour, preferredDate: 20260611 }],
      ['tour', { ...tour, partySize: 'two' }],
      ['tour', { ...tour, partySize: [2] }],
      ['tour', { ...tour, partySize: '1e1' }],
      ['event', { ...event, eventDate: '2026-7-1' }],
      ['event', { ...event, eventDate: '9999-99-99' }],
      ['event', { ...event, guestCount: 12 }],
    ] as const)('%s: bad date or number %o', async (name, payload) => {
      await refused(routes[name].url, payload);
    });

    it.each(Object.values(routes).map((r) => r.url))('%s: a malformed JSON body', async (url) => {
      const before = counts();
      const res = await server.inject({
        method: 'POST',
        url,
        payload: '{"firstName": "Sam",',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(counts()).toEqual(before);
    });

    it.each(Object.values(routes).map((r) => r.url))('%s: no body at all', async (url) => {
      const before = counts();
      const res = await server.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(counts()).toEqual(before);
    });

    it.each(Object.values(routes).map((r) => r.url))('%s: a body over 64 kB', async (url) => {
      const before = counts();
      const res = await server.inject({
        method: 'POST',
        url,
        payload: JSON.stringify({ message: 'x'.repeat(70_000) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(413);
      expect(counts()).toEqual(before);
    });
  });
});

describe('inquiry limit per address', () => {
  it('takes a few requests, then answers 429 across all three forms', async () => {
    const limited = await makeServer({ RATE_LIMIT_INQUIRIES_PER_HOUR: '2' }, { now: () => NOW });
    try {
      const post = (url: string, payload: unknown) => call(limited, { method: 'POST', url, payload });
      expect((await post(routes.tour.url, tour)).statusCode).toBe(201);
      expect((await post(routes.contact.url, contact)).statusCode).toBe(201);
      const third = await post(routes.event.url, event);
      expect(third.statusCode).toBe(429);
      expect(body(third).message).toBe('Too many requests. Please slow down and try again shortly.');
      expect(third.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await limited.stop();
    }
  });
});
