/**
 * The shop's receipt: the same lines on paper (the desk prints it) and in the member's email. The
 * discount is its own line, so a VIP sees what the plan saved them.
 */
import type { EmailContext, EmailText } from './emails';
import { shopDiscountLabel } from './shop';
import { formatMoney, type MembershipType } from './tiers';
import { formatIsoDate, formatWallTime, instantToWall } from './time';

export interface ReceiptFacts {
  /** The sale's id: what the desk finds a refund by. */
  saleId: string;
  /** 'Nov 28, 2026, 8:14 PM' at the venue. */
  when: string;
  lines: readonly { name: string; quantity: number; grossCents: number }[];
  subtotalCents: number;
  discountCents: number;
  /** The buyer's tier when a discount was given. */
  tier: MembershipType | null;
  discountPercent: number;
  taxCents: number;
  totalCents: number;
  /** 'Cash', 'Card', 'Payment link'. */
  paidBy: string;
  changeCents?: number | undefined;
}

export const SHOP_PAID_BY: Readonly<Record<'cash' | 'card' | 'link', string>> = Object.freeze({
  cash: 'Cash',
  card: 'Card',
  link: 'Payment link',
});

/** 'November 28, 2026, 8:14 PM': when a sale was paid, at the venue. */
export function receiptWhen(instant: number, timeZone: string): string {
  const wall = instantToWall(instant, timeZone);
  return `${formatIsoDate(wall.date)}, ${formatWallTime(wall.time)}`;
}

/** The receipt's lines as text (printed at the desk, and the email's body). */
export function receiptLines(f: ReceiptFacts, venueName: string): string[] {
  const row = (label: string, cents: number) => `${label}: ${formatMoney(cents)}`;
  return [
    venueName,
    f.when,
    `Receipt ${f.saleId.slice(0, 8).toUpperCase()}`,
    '',
    ...f.lines.map((l) => row(`${l.quantity} x ${l.name}`, l.grossCents)),
    '',
    row('Subtotal', f.subtotalCents),
    ...(f.discountCents > 0 && f.tier
      ? [row(shopDiscountLabel(f.tier, f.discountPercent), -f.discountCents)]
      : []),
    ...(f.taxCents > 0 ? [row('Tax', f.taxCents)] : []),
    row('Total', f.totalCents),
    `Paid by ${f.paidBy.toLowerCase()}`,
    ...(f.changeCents ? [row('Change', f.changeCents)] : []),
  ];
}

export const shopEmails = {
  receipt(f: ReceiptFacts, firstName: string, c: EmailContext): EmailText {
    return {
      subject: `Your receipt from ${c.venue.name}`,
      text: [
        `Hi ${firstName},`,
        '',
        'Thank you. Here is your receipt:',
        '',
        ...receiptLines(f, c.venue.name),
        '',
        `${c.venue.name}`,
        c.venue.contact.phone,
      ].join('\n'),
    };
  },
} as const;
