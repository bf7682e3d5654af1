/**
 * A private event's quote from sending to the event (docs/events.md): where it stands at a given
 * time (a link past its days reads expired), when its balance is overdue, the event's span on the
 * venue's clock, and its words (refusals, emails). The sums are eventQuotes.ts's.
 */

import type { EventQuoteStatus } from './api/statuses';
import type { EmailContext, EmailText } from './emails';
import { DEFAULT_EVENT_TERMS, type EventTerms } from './eventQuotes';
import { formatMoney } from './tiers';
import {
  formatIsoDate,
  formatWallTime,
  type IsoDate,
  minutesOfDay,
  type WallTime,
  wallTimeOfMinutes,
  wallToInstant,
} from './time';

/** The statuses whose link still waits on the contact: past the link's days they read expired. */
const AWAITING: readonly EventQuoteStatus[] = ['sent', 'viewed', 'accepted'];

/** Where a quote stands at `now`: its stored status, or 'expired' once an unpaid link's days are over. */
export function effectiveQuoteStatus(
  q: { status: EventQuoteStatus; linkExpiresAt: string | null },
  now: number,
): EventQuoteStatus {
  if (AWAITING.includes(q.status) && q.linkExpiresAt && Date.parse(q.linkExpiresAt) <= now) return 'expired';
  return q.status;
}

/**
 * A paid event whose balance is still owed after its due date (the date the quote gave; paying on
 * it is on time): flagged at the desk, never cancelled. Never on the day it fell due, so never on
 * the day a quote due on sending went out.
 */
export function balanceOverdue(
  q: { status: EventQuoteStatus; balanceDueOn: IsoDate; balanceCents: number; balancePaidAt: string | null },
  today: IsoDate,
): boolean {
  return q.status === 'paid' && q.balanceCents > 0 && q.balancePaidAt === null && today > q.balanceDueOn;
}

/** The event's span as instants: its venue date and start, for its length in hours (half hours allowed). */
export function eventSpan(date: IsoDate, start: WallTime, hours: number, timeZone: string) {
  const startMs = wallToInstant(date, start, timeZone);
  return { start: startMs, end: startMs + Math.round(hours * 60) * 60_000 };
}

export const eventQuoteMessages = {
  notFound: 'Quote not found',
  badLink: {
    title: 'Link Not Valid',
    message: 'This quote link is not valid. Please ask the lounge for a new one.',
  },
  expired: {
    title: 'Quote Expired',
    message: 'This quote has expired. Please contact the lounge for a new quote.',
  },
  cancelled: { title: 'Event Cancelled', message: 'This event has been cancelled.' },
  notAccepted: { title: 'Accept the Terms', message: 'Please accept the terms before paying the deposit.' },
  alreadyPaid: { title: 'Deposit Paid', message: 'The deposit for this event has already been paid.' },
  notPaid: { title: 'Deposit Not Paid', message: 'The deposit must be paid before the balance.' },
  balancePaid: { title: 'Balance Paid', message: 'The balance for this event has already been paid.' },
  notSendable: (status: string) => ({
    title: 'Not Possible',
    message: `A ${status} quote cannot be sent again.`,
  }),
  /** Only a draft is edited: once sent, the contact may be reading it (build a new quote instead). */
  notEditable: (status: string) => ({
    title: 'Quote Not a Draft',
    message: `Only a draft quote can be changed, and this one is ${status}. Build a new quote instead.`,
  }),

  inquiryNotFound: 'Event inquiry not found',
  badBay: (bay: string) => ({ title: 'Unknown Bay', message: `There is no bay ${bay}.` }),
  badDate: { title: 'Invalid Date', message: 'Give the event a date (YYYY-MM-DD) that has not passed.' },
  badTime: { title: 'Invalid Time', message: 'Give the start time as HH:mm.' },
  badHeadCount: { title: 'Invalid Head Count', message: 'Give a head count of at least one.' },
  unknownAddOn: (name: string) => ({
    title: 'Unknown Add-on',
    message: `${name} is not on the price list.`,
  }),
  /** The desk's price list names each add-on once (names compared without case). */
  addOnListedTwice: { title: 'Price List', message: 'Each add-on may be listed once.' },
  /** The time is no longer free: the bookings in the way are listed with the refusal. */
  bookingsInTheWay: (count: number) => ({
    title: 'Bookings in the Way',
    message: `${count === 1 ? 'A booking falls' : `${count} bookings fall`} inside this event's time. Move ${count === 1 ? 'it' : 'them'} first, or choose another time.`,
  }),
  /** Another event (or a block) holds the time: the first paid wins. */
  timeHeld: {
    title: 'Time Already Held',
    message: "Another event or a bay block already holds this event's time. Please contact the lounge.",
  },
  lostRace: {
    title: 'Time Already Held',
    message:
      'Another event was paid for this time first. Your deposit is being refunded in full; please contact the lounge.',
  },
  /** The amount the page (or the desk) showed is no longer the price: the member discount changed. */
  priceChanged: {
    title: 'Price Changed',
    message:
      'The price of this quote has changed since it was shown: a member discount is for a paying member at the moment of paying. Please check the price and pay again.',
  },
  /** A payment that came in at a price the quote no longer had (its checkout was open meanwhile). */
  paidAtOldPrice: {
    title: 'Price Changed',
    message:
      'The price of this quote changed before your payment went through, so your payment is being refunded in full. Please check the price and pay again.',
  },
  /** The refund's reason for such a payment, as the ledger keeps it. */
  paidAtOldPriceRefund: 'Paid at a price the quote no longer had',
  balanceMethod: 'Choose card, cash or invoice.',
  reasonNeeded: { title: 'Reason Required', message: 'Say why the event is cancelled.' },
} as const;

export interface QuoteEmailFacts {
  contactName: string;
  packageName: string;
  eventDate: IsoDate;
  startTime: WallTime;
  totalCents: number;
  depositCents: number;
  balanceCents: number;
}

function signOff(c: EmailContext): string[] {
  return ['', `${c.venue.name}`, c.publicUrl];
}

const when = (f: QuoteEmailFacts) => `${formatIsoDate(f.eventDate)} at ${formatWallTime(f.startTime)}`;

export const eventQuoteEmails = {
  /** The quote's link: a secret, hidden from staff and logs (secretLinks). */
  quote(
    f: QuoteEmailFacts,
    link: string,
    c: EmailContext,
    terms: EventTerms = DEFAULT_EVENT_TERMS,
  ): EmailText {
    return {
      subject: `Your event quote from ${c.venue.name}`,
      text: [
        `Hi ${f.contactName},`,
        '',
        `Here is your quote for ${f.packageName} on ${when(f)}: ${formatMoney(f.totalCents)} in total, a deposit of ${formatMoney(f.depositCents)} to hold the date.`,
        '',
        'See the quote, accept the terms and pay the deposit here:',
        '',
        `  ${link}`,
        '',
        `The link works for ${terms.quoteValidDays} days. Keep this email: the same link pays the balance later.`,
        ...signOff(c),
      ].join('\n'),
      secretLinks: [link],
    };
  },
  /** The balance's reminder: no link (only the quote's email carries it). */
  balanceReminder(f: QuoteEmailFacts, dueOn: IsoDate, c: EmailContext): EmailText {
    return {
      subject: `Your event balance is due ${formatIsoDate(dueOn)}`,
      text: [
        `Hi ${f.contactName},`,
        '',
        `The balance of ${formatMoney(f.balanceCents)} for your event on ${when(f)} is due by ${formatIsoDate(dueOn)}.`,
        'Pay it from the link in your quote email, or at the desk.',
        ...signOff(c),
      ].join('\n'),
    };
  },
  paid(f: QuoteEmailFacts, what: 'deposit' | 'balance', cents: number, c: EmailContext): EmailText {
    return {
      subject: `${what === 'deposit' ? 'Deposit' : 'Balance'} received: your event on ${formatIsoDate(f.eventDate)}`,
      text: [
        `Hi ${f.contactName},`,
        '',
        `We received your ${what} of ${formatMoney(cents)} for ${f.packageName} on ${when(f)}.`,
        what === 'deposit' ? 'Your date is held.' : 'Your event is paid in full.',
        ...signOff(c),
      ].join('\n'),
    };
  },
  cancelled(f: QuoteEmailFacts, refundCents: number, c: EmailContext): EmailText {
    return {
      subject: `Event cancelled: ${formatIsoDate(f.eventDate)}`,
      text: [
        `Hi ${f.contactName},`,
        '',
        `Your event on ${when(f)} is cancelled.`,
        refundCents > 0
          ? `${formatMoney(refundCents)} of your deposit is refunded to your card.`
          : 'Under the cancellation terms, no part of the deposit is refunded.',
        ...signOff(c),
      ].join('\n'),
    };
  },
};

/** The quote page's words (/event-quote). */
export const eventQuotePageCopy = {
  title: 'Your Event Quote',
  missingLink: {
    title: 'Link Not Valid',
    message: 'Open the quote from the link in your email.',
  },
  loading: 'Loading your quote...',
  when: 'When',
  /** 'Sat, Mar 13, 2027, 6:00 PM to 10:00 PM (4 hours)': the start and the end, past midnight said so. */
  whenSpan: (date: IsoDate, start: WallTime, hours: number) => {
    const endMinutes = minutesOfDay(start) + Math.round(hours * 60);
    const end = formatWallTime(wallTimeOfMinutes(endMinutes % 1440));
    const nextDay = endMinutes >= 1440 ? ' the next day' : '';
    return `${formatIsoDate(date)}, ${formatWallTime(start)} to ${end}${nextDay} (${hours} hours)`;
  },
  /** Who to ask about the quote: the lounge's own contact, on the page beside the money. */
  contactTitle: 'Questions about this quote?',
  callUs: 'Call us at',
  orEmail: 'or email',
  space: 'Space',
  wholeFacility: 'Whole facility',
  bays: (bays: readonly string[]) => `${bays.length === 1 ? 'Bay' : 'Bays'} ${bays.join(', ')}`,
  guests: 'Guests',
  total: 'Total',
  deposit: (percent: number) => `Deposit (${percent}%)`,
  /** The deposit's row once paid: what was paid, whatever share of the total it is now. */
  depositPaidLabel: 'Deposit paid',
  /** `onSending`: the event was nearer than the terms' days when the quote went out (balanceDueOnSending). */
  balanceDue: (date: string, onSending = false) =>
    onSending
      ? `Balance, due on sending (${date}): the event is less than ${DEFAULT_EVENT_TERMS.balanceDueDays} days away`
      : `Balance, due by ${date}`,
  terms: 'Cancellation terms',
  acceptLabel: 'I accept the terms of this quote and its cancellation terms.',
  accept: 'Accept Terms',
  payDeposit: 'Pay Deposit',
  payBalance: 'Pay Balance',
  cancel: 'Cancel Event',
  confirmCancel: 'Yes, Cancel the Event',
  keep: 'Keep the Event',
  cancelQuestion: 'Cancel this event? What is refunded follows the cancellation terms above.',
  status: {
    draft: 'Draft',
    sent: 'Waiting for your answer',
    viewed: 'Waiting for your answer',
    accepted: 'Terms accepted: pay the deposit to hold the date',
    paid: 'Deposit paid: your date is held',
    expired: 'Expired',
    cancelled: 'Cancelled',
  } satisfies Record<EventQuoteStatus, string>,
  balancePaid: 'Paid in full. We look forward to seeing you.',
  refunded: (amount: string) => `Refunded: ${amount}.`,
  paymentCancelled: 'Payment not completed. You can try again.',
  /** The member's dashboard. */
  yourEvents: 'Your Events',
  depositPaid: (amount: string) => `Deposit paid: ${amount}`,
  balanceOwed: (amount: string, date: string) => `Balance ${amount} due by ${date}`,
  fullyPaid: 'Paid in full',
  openFromEmail: 'Open the quote from the link in your email to accept it or pay.',
  /** The dashboard's link to an event's quote, read signed in (/event-quote?event=<id>). */
  viewQuote: (packageName: string) => `View the quote for ${packageName}`,
  /** A signed-in member's link to an event that is not among theirs (another address, or gone). */
  notYourEvent: {
    title: 'Event Not Found',
    message:
      'This event is not among the events sent to your address. Open the quote from the link in your email.',
  },
} as const;
