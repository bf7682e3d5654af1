/** Replies to a visitor's event or contact inquiry. */

import type { EventType } from '../events';
import { inquiryReplies } from '../messages';
import { type EmailContext, type EmailText, unverifiedLetter } from './letter';

/** An event type inside a sentence: 'your corporate event', never 'your corporate.'. */
const EVENT_TYPE_WORDS: Readonly<Record<EventType, string>> = {
  corporate: 'corporate event',
  celebration: 'celebration',
  tournament: 'golf tournament',
  custom: 'custom event',
  other: 'event',
};

export const inquiryEmails = {
  /** The receipt, to an unverified address: the event type is one of our choices, not their words. */
  eventReceived(eventType: EventType, c: EmailContext): EmailText {
    return {
      subject: `We received your ${EVENT_TYPE_WORDS[eventType]} inquiry`,
      text: unverifiedLetter(
        [
          `Thank you for thinking of ${c.venue.name} for your ${EVENT_TYPE_WORDS[eventType]}.`,
          inquiryReplies.event,
        ],
        c,
      ),
    };
  },
  /** The receipt, to an unverified address. */
  contactReceived(c: EmailContext): EmailText {
    return {
      subject: `We received your message`,
      text: unverifiedLetter([`Thank you for your message. ${inquiryReplies.contact}`], c),
    };
  },
  /** To the staff inbox: what arrived and where to handle it. */
  staffNote(kind: 'tour' | 'event' | 'contact', summary: string[], c: EmailContext): EmailText {
    const label = { tour: 'tour request', event: 'event inquiry', contact: 'contact message' }[kind];
    return {
      subject: `New ${label}`,
      text: [
        `A new ${label} has arrived:`,
        '',
        ...summary.map((line) => `  ${line}`),
        '',
        `Handle it in the desk console: ${c.publicUrl}/desk/`,
      ].join('\n'),
    };
  },
};
