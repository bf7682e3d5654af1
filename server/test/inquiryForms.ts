/** A contact form as a visitor sends it, valid; an event inquiry with a draft quote for it. */
import { randomUUID } from 'node:crypto';
import type { Server } from '@hapi/hapi';
import { contextOf } from './dbAccess';
import { call } from './http';

export const contactForm = {
  firstName: 'Lee',
  lastName: 'Asker',
  email: 'lee@example.com',
  phone: null,
  inquiryType: 'membership',
  message: 'Do you offer family memberships?',
};

/** An event inquiry from Casey, and a draft quote for it made at the desk (40 days ahead): its id. */
export async function draftEventQuote(server: Server, staffCookie: string): Promise<string> {
  const inquiryId = randomUUID();
  contextOf(server)
    .database.sqlite.prepare(
      `INSERT INTO event_inquiries (id, contact_name, email, event_type, message, created_at)
       VALUES (?, 'Casey', 'casey@example.com', 'corporate', 'A team night', ?)`,
    )
    .run(inquiryId, new Date().toISOString());
  const quote = await call(server, {
    method: 'POST',
    url: '/api/staff/event-quotes',
    cookie: staffCookie,
    payload: {
      inquiryId,
      packageId: 'corporate',
      space: ['1'],
      date: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
      startTime: '10:00',
      hours: 2,
      headCount: 8,
    },
  });
  if (quote.statusCode !== 201) throw new Error(`draft quote refused: ${quote.payload}`);
  return (JSON.parse(quote.payload) as { id: string }).id;
}
