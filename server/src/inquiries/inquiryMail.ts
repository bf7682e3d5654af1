/**
 * The emails an inquiry sends: a receipt to whoever wrote, a note to the staff inbox (STAFF_EMAIL,
 * else the venue's address), and, when staff confirm a tour, the confirmation. Queued in the
 * transaction that stores the inquiry.
 */
import { type EventType, inquiryEmails, tourEmails } from '@lounge/core';
import type { AppContext } from '../appContext';
import { emailContext } from '../mail/mailContext';
import { enqueueMail, type MailKind } from '../mail/outboxService';

interface Receipt {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  /** The inquiry it answers: every mail about an inquiry names it, so it is erased with it. */
  inquiryId: string;
  /** An iCalendar file sent with it (a tour request's, the same the page offers). */
  calendar?: string;
}

function queueStaffNote(
  ctx: AppContext,
  kind: 'tour' | 'event' | 'contact',
  inquiryId: string,
  summary: string[],
  nowIso: string,
): void {
  const note = inquiryEmails.staffNote(kind, summary, emailContext(ctx));
  for (const to of ctx.config.mail.staffTo) {
    enqueueMail(ctx.db, { kind: 'staff_new_inquiry', to, inquiryId, ...note }, nowIso);
  }
}

function queueReceipt(ctx: AppContext, receipt: Receipt, nowIso: string): void {
  enqueueMail(ctx.db, receipt, nowIso);
}

export function queueTourRequestMail(
  ctx: AppContext,
  tour: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    phone?: string | null;
    preferredDate: string;
    preferredTime: string;
    partySize: number;
    specialRequests?: string | null;
  },
  calendar: string,
  nowIso: string,
): void {
  const c = emailContext(ctx);
  // The receipt goes to an address no one has verified: the choices made, none of the words typed.
  const asked = {
    date: tour.preferredDate,
    time: tour.preferredTime,
    partySize: tour.partySize,
  };
  queueReceipt(
    ctx,
    { kind: 'tour_received', to: tour.email, inquiryId: tour.id, calendar, ...tourEmails.received(asked, c) },
    nowIso,
  );
  queueStaffNote(
    ctx,
    'tour',
    tour.id,
    [
      `${tour.firstName} ${tour.lastName} <${tour.email}>${tour.phone ? `, ${tour.phone}` : ''}`,
      `Asked for ${tour.preferredDate} at ${tour.preferredTime}, party of ${tour.partySize}`,
      ...(tour.specialRequests ? [`Requests: ${tour.specialRequests}`] : []),
    ],
    nowIso,
  );
}

export function queueTourConfirmedMail(
  ctx: AppContext,
  tour: { id: string; firstName: string; email: string; partySize: number },
  date: string,
  time: string,
  nowIso: string,
): void {
  const confirmed = { firstName: tour.firstName, date, time, partySize: tour.partySize };
  queueReceipt(
    ctx,
    {
      kind: 'tour_confirmed',
      to: tour.email,
      inquiryId: tour.id,
      ...tourEmails.confirmed(confirmed, emailContext(ctx)),
    },
    nowIso,
  );
}

export function queueEventInquiryMail(
  ctx: AppContext,
  event: {
    id: string;
    contactName: string;
    email: string;
    phone?: string | null;
    eventType: EventType;
    eventDate?: string | null;
    guestCount?: string | null;
    message: string;
  },
  nowIso: string,
): void {
  queueReceipt(
    ctx,
    {
      kind: 'event_received',
      to: event.email,
      inquiryId: event.id,
      ...inquiryEmails.eventReceived(event.eventType, emailContext(ctx)),
    },
    nowIso,
  );
  queueStaffNote(
    ctx,
    'event',
    event.id,
    [
      `${event.contactName} <${event.email}>${event.phone ? `, ${event.phone}` : ''}`,
      `${event.eventType}${event.eventDate ? ` on ${event.eventDate}` : ''}${event.guestCount ? `, ${event.guestCount} guests` : ''}`,
      `Message: ${event.message}`,
    ],
    nowIso,
  );
}

export function queueContactMail(
  ctx: AppContext,
  contact: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    phone?: string | null;
    inquiryType: string;
    message: string;
  },
  nowIso: string,
): void {
  queueReceipt(
    ctx,
    {
      kind: 'contact_received',
      to: contact.email,
      inquiryId: contact.id,
      ...inquiryEmails.contactReceived(emailContext(ctx)),
    },
    nowIso,
  );
  queueStaffNote(
    ctx,
    'contact',
    contact.id,
    [
      `${contact.firstName} ${contact.lastName} <${contact.email}>${contact.phone ? `, ${contact.phone}` : ''}`,
      `About: ${contact.inquiryType}`,
      `Message: ${contact.message}`,
    ],
    nowIso,
  );
}
