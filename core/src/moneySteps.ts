/**
 * The desk's steps that move or record money, or end a plan: each is stated before it is sent (the
 * amount, the method, what follows) and confirmed once, and its toast repeats the amount and the
 * method. The words live here so the confirmation and the toast say the same thing.
 */
import type { EventBalanceMethod } from './api/statuses';
import { formatPrice } from './tiers';

/** The methods in staff's words (a balance recorded, a payment refunded back the way it came). */
export const MONEY_METHOD_WORDS: Record<EventBalanceMethod | 'online', string> = {
  card: 'Card',
  cash: 'Cash',
  invoice: 'Invoice',
  online: 'Card (online)',
};

/** A booking's guest fee as it stands: 'None', '$20 paid', or '$20, $10 refunded' after a refund. */
export function guestFeeLine(feeCents: number, refundedCents: number): string {
  if (feeCents <= 0) return 'None';
  if (refundedCents <= 0) return `${formatPrice(feeCents)} paid`;
  if (refundedCents >= feeCents) return `${formatPrice(feeCents)}, refunded in full`;
  return `${formatPrice(feeCents)}, ${formatPrice(refundedCents)} refunded`;
}

export const moneyStepCopy = {
  labels: { amount: 'Amount', method: 'Method', follows: 'What follows' },
  /** Where a method is asked there is no default: staff choose it. */
  chooseMethod: 'Choose how it was paid',
  back: 'Back',
  balance: {
    title: (contact: string) => `Record ${contact}'s balance?`,
    follows:
      'The event is marked paid in full and the balance is kept in the ledger. This cannot be undone at the desk.',
    ok: 'Record Balance',
    done: (amount: string, method: string, contact: string) =>
      `Balance recorded: ${amount} by ${method}, ${contact}`,
  },
  refund: {
    /** A refund goes back the way the payment came. */
    method: (method: string) => `Back to ${method}, as it was paid`,
    follows:
      'The refund is kept in the ledger and the member sees it in their payments. It cannot be undone.',
    endPlan: 'Also end the plan today (no more charges; the membership ends now)',
    endPlanFollows: 'The membership ends today: no more charges, and upcoming bookings stay as they are.',
    done: (message: string, method: string) => `${message} Back to ${method}.`,
    doneEnded: (message: string, method: string) => `${message} Back to ${method}. The plan has ended.`,
  },
  cancelEvent: {
    title: (contact: string) => `Cancel ${contact}'s event?`,
    method: 'Back to the card that paid the deposit',
    noRefund: 'No refund',
    follows: (refund: string, deposit: string) =>
      `The bays are released and the contact is emailed. By the terms, ${refund} of the ${deposit} deposit is refunded.`,
    followsUnpaid:
      'The quote is cancelled, the bays are released and the contact is emailed. Nothing was paid.',
    ok: 'Cancel Event',
    keep: 'Keep Event',
    done: (refund: string | null) =>
      refund ? `Event cancelled: ${refund} refunded to card` : 'Event cancelled',
  },
  cancelNotice: {
    title: (name: string) => `Cancel ${name}'s membership with notice?`,
    /** What is still charged before the membership ends: nothing is refunded. */
    amount: (charged: string, count: number) =>
      count === 0
        ? 'Nothing more is charged; nothing is refunded'
        : `${charged} still charged (${count === 1 ? '1 payment' : `${count} payments`}); nothing is refunded`,
    method: 'The card on file, billed as now until the last day',
    follows: (summary: string, lastDay: string) =>
      `${summary} Staff or the member can take it back until ${lastDay}.`,
    ok: 'Cancel With Notice',
    keep: 'Keep Membership',
    reason: 'Why cancel (kept in the audit trail)',
    done: (name: string, lastDay: string) => `Membership cancelled: ${name}, last day ${lastDay}`,
    doneMessage: (amount: string, method: string) => `${amount}. ${method}.`,
  },
  closeRound: {
    title: (round: string) => `Close ${round} and email the results?`,
    unattested: (n: number) =>
      n === 1
        ? '1 card is not attested: it is left off the results.'
        : `${n} cards are not attested: they are left off the results.`,
    allAttested: 'Every card is attested.',
    follows: (players: number) =>
      `The round closes and its results are emailed to ${players === 1 ? 'the 1 player' : `all ${players} players`} in the field. This is sent once and cannot be undone.`,
    amount: 'No money moves',
    method: 'An email to each player in the field',
    unattestedList: 'Cards not attested',
    ok: 'Close Round and Email Results',
    keep: 'Not Yet',
    done: (players: number, unattested: number) =>
      `Results emailed to ${players === 1 ? '1 player' : `${players} players`}${unattested > 0 ? `; ${unattested === 1 ? '1 card' : `${unattested} cards`} not attested left off` : ''}.`,
  },
} as const;
