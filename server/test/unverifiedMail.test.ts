/**
 * Mail to an address no one has shown to be theirs (the receipts of tours, events and contact
 * messages; the confirmation sent to a new email address) quotes nothing the sender typed and
 * links only to the venue's site: otherwise anyone could make the lounge deliver their words and
 * links to any address. The staff's own notes, sent to the venue, stay as informative as before.
 */
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlOfText } from '../src/mail/htmlBody';
import { contextOf } from './dbAccess';
import { call } from './http';
import { addMember, TEST_PASSWORD } from './members';
import { makeServer, WITH_MAIL_SERVER } from './testServer';

const NOW = Date.parse('2026-06-10T16:00:00.000Z');
const PUBLIC_URL = 'https://book.example.com';
const PHISH = 'Please verify at https://evil.example/verify';
const STRANGER = 'stranger@example.org';

let server: Server;

beforeAll(async () => {
  server = await makeServer(
    {
      ...WITH_MAIL_SERVER,
      PUBLIC_URL,
      STAFF_EMAIL: 'desk@lounge.example',
      RATE_LIMIT_INQUIRIES_PER_HOUR: '1000',
    },
    { now: () => NOW },
  );
});
afterAll(() => server.stop());

const mailOf = (to: string, kind: string) =>
  contextOf(server)
    .database.sqlite.prepare(
      'SELECT subject, coalesce(secret_text_body, text_body) AS text FROM outbox_messages WHERE to_address = ? AND kind = ? ORDER BY rowid DESC',
    )
    .get(to, kind) as { subject: string; text: string } | undefined;

/** Neither the words nor the link, in the subject, the text or the HTML part; only our own links. */
function expectNothingQuoted(mail: { subject: string; text: string } | undefined) {
  expect(mail).toBeDefined();
  const { subject, text } = mail as { subject: string; text: string };
  for (const part of [subject, text, htmlOfText(text)]) {
    expect(part).not.toContain('evil.example');
    expect(part).not.toContain('Please verify');
  }
  for (const link of text.match(/https?:\/\/\S+/g) ?? []) expect(link.startsWith(`${PUBLIC_URL}`)).toBe(true);
}

describe('receipts to unverified addresses', () => {
  it.each([
    [
      'contact',
      '/api/contact',
      'contact_received',
      {
        firstName: PHISH,
        lastName: PHISH,
        email: STRANGER,
        phone: null,
        inquiryType: 'membership',
        message: PHISH,
      },
    ],
    [
      'event',
      '/api/events',
      'event_received',
      {
        contactName: PHISH,
        email: STRANGER,
        phone: '',
        eventType: 'corporate',
        eventDate: '2026-07-01',
        guestCount: '9-15',
        message: PHISH,
      },
    ],
    [
      'tour',
      '/api/tours/book',
      'tour_received',
      {
        firstName: PHISH,
        lastName: PHISH,
        email: STRANGER,
        phone: '(406) 555-0100',
        preferredDate: '2026-06-11',
        preferredTime: '2:00 PM',
        partySize: '2',
        specialRequests: PHISH,
      },
    ],
  ])('a %s receipt quotes none of the sender’s words or links', async (_name, url, kind, payload) => {
    const res = await call(server, { method: 'POST', url, payload });
    expect(res.statusCode).toBe(201);
    expectNothingQuoted(mailOf(STRANGER, kind));
    // The staff note, to the venue, still says who wrote and what.
    const note = mailOf('desk@lounge.example', 'staff_new_inquiry');
    expect(note?.text).toContain(PHISH);
    expect(note?.text).toContain(STRANGER);
  });

  it('the confirmation sent to a new email address quotes nothing of the account', async () => {
    const member = await addMember(server, { firstName: 'Please' });
    contextOf(server)
      .database.sqlite.prepare('UPDATE users SET first_name = ?, last_name = ? WHERE id = ?')
      .run(PHISH, PHISH, member.id);
    const res = await call(server, {
      method: 'POST',
      url: '/api/auth/change-email',
      payload: { newEmail: STRANGER, password: TEST_PASSWORD },
      cookie: member.cookie,
    });
    expect(res.statusCode).toBe(200);
    const confirm = mailOf(STRANGER, 'email_change_confirm');
    expectNothingQuoted(confirm);
    expect(confirm?.text).toContain(`${PUBLIC_URL}/`);
  });
});
