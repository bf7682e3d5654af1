/** Receipts for money a member paid outside a membership: guest fees and the like. */

import { formatPrice } from '../tiers';
import { bookingLines, type EmailBooking, type EmailContext, type EmailText, letter } from './letter';

export const receiptEmails = {
  guestFee(firstName: string, amountCents: number, paidGuests: number, b: EmailBooking, c: EmailContext) {
    return {
      subject: `Receipt: guest fee ${formatPrice(amountCents)}`,
      text: letter(
        firstName,
        [
          `We received your payment of ${formatPrice(amountCents)} for ${paidGuests} guest${paidGuests === 1 ? '' : 's'}, for this booking:`,
          '',
          ...bookingLines(b, c),
          '',
          'Your card statement shows the charge from our payment provider.',
        ],
        c,
      ),
    } satisfies EmailText;
  },
  membership(firstName: string, tierName: string, renewsOn: string | null, c: EmailContext): EmailText {
    return {
      subject: `Welcome to ${c.venue.name}: your ${tierName} membership is active`,
      text: letter(
        firstName,
        [
          `Your payment went through and your ${tierName} membership is active.`,
          ...(renewsOn ? [`It renews on ${renewsOn}.`] : []),
          '',
          `Book your first bay: ${c.publicUrl}/booking`,
          `Manage billing from your dashboard: ${c.publicUrl}/dashboard`,
        ],
        c,
      ),
    };
  },
};
