/**
 * The desk's words for a box without a mail server (no SMTP_URL): nothing is emailed, and a
 * message's secret link is never stored (docs/decisions/052), so the Outbox says which messages
 * lost theirs and how the person can still get what it was for, and the quote screen says how staff
 * pass a quote's link on. None of these words holds a link.
 */

/** What a message whose link was withheld was for, and what to do instead, by its kind. */
const WITHHELD: Readonly<Record<string, string>> = Object.freeze({
  event_quote:
    'The contact was not emailed, and the quote’s link was not kept. Whoever sent the quote was shown the link once, to pass on. To make a new one, open the quote under Event Quotes and choose Make Link (the link before stops working).',
  password_reset:
    'The member was not emailed, and the reset link was not kept. A reset link is never shown to staff: it opens the account to whoever holds it. The member can reset their password once the box has a mail server; ask whoever looks after the box to set one up (SMTP_URL).',
  address_confirm:
    'The member was not emailed, and the confirmation link was not kept. Their address stays unconfirmed until the box has a mail server; then they can ask for a new link from their account page.',
  email_change_confirm:
    'The new address was not emailed, and the confirmation link was not kept, so the address has not changed. Once the box has a mail server the member can ask for the change again from their account page.',
});

export const mailHandOverCopy = {
  /** The Outbox's lead when the box has no mail server. */
  noMailServer:
    'This box has no mail server (SMTP_URL is not set), so nothing is emailed. Messages are kept here for staff to read; a secret link in one is not kept at all.',
  /** The Outbox's lead when it has one. */
  mailServer: 'Every email the lounge sends, newest first. One that failed every attempt can be sent again.',
  /** The tag on a message whose link was withheld. */
  withheldTag: 'Link not kept',
  withheldTitle: 'Not emailed: no mail server',
  /** What a withheld message was for, and what staff can do instead. */
  withheld(kind: string): string {
    return WITHHELD[kind] ?? 'The recipient was not emailed, and the message’s link was not kept.';
  },
  quote: {
    /** On a quote that can be sent, when the box has no mail server. */
    noMailServer: (contactName: string) =>
      `This box has no mail server, so ${contactName} cannot be emailed the quote. Make Link shows you a new link to the quote, this once: read it out or send it from your own email. The link before stops working, and making one is recorded.`,
    makeLink: 'Make Link',
    linkTitle: 'The quote’s link, to pass on',
    linkShownOnce:
      'Shown this once and kept nowhere: copy it now. It opens this quote only; Make Link again makes a new one and this one stops working.',
    copy: 'Copy Link',
    copied: 'Link copied',
    made: (email: string) => `Link made for ${email}`,
    /** The audit trail's words for such a send. */
    audited: 'Event quote sent, its link shown to staff (no mail server)',
  },
};
