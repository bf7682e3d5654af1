import type { Notice } from './notice';

/** What the payment calls answer beyond the product's toasts. */
export const paymentMessages = {
  checkoutNotFound: 'That checkout session was not found.',
  checkoutExpired: 'This checkout session has expired. Please start again.',
  checkoutUnpaid: 'Payment has not been completed for this checkout session.',
  checkoutAlreadyPaid: 'This checkout session has already been paid.',
  checkoutForeign: 'This checkout session belongs to a different email address.',
  foreignReturnUrl: 'The return address must be a page of this site.',
  gatewayUnavailable: 'The payment service could not be reached. Please try again in a moment.',
  guestCountMismatch: 'The number of guests does not match the booking.',
  noPaymentRequired: 'No payment required: your guests are covered by your guest passes.',
  subscriptionLinked: (typeUpper: string) => `${typeUpper} membership has been linked successfully.`,
  noSubscription: 'No active subscription found for your email address.',
  noSubscriptionLinked: 'No subscription is linked to your account yet.',
  subscriptionActive: (until: string) => `Your membership is active. It renews on ${until}.`,
  subscriptionEnding: (until: string) => `Your membership is set to cancel on ${until}.`,
  subscriptionEnded: 'Your subscription has ended, so member access is off. You can join again any time.',
  subscriptionPastDue: 'Your last payment did not go through. Please update your card to keep member access.',
  sandboxOnly: 'This page only works with the payment sandbox.',
} as const;

/** The desk's refunds (refundAuthority.ts): who may make them and what the answer confirms. */
export const refundMessages = {
  membershipNeedsAdmin: {
    title: 'Admin Needed',
    message: 'Only an admin can refund a membership payment. Ask an admin to make this refund.',
  } as Notice,
  overStaffLimit: (limit: string, refunded: string, left: string): Notice => ({
    title: 'Admin Needed',
    message: `Staff can refund up to ${limit} of a payment in all. ${refunded} of this one has been refunded, so ${left} is left for staff to refund. Ask an admin to make this refund.`,
  }),
  overStaffDayLimit: (limit: string, refunded: string, left: string): Notice => ({
    title: 'Admin Needed',
    message: `Staff can refund up to ${limit} a day in all. You have refunded ${refunded} today, so ${left} is left. Ask an admin to make this refund.`,
  }),
  done: (amount: string, payment: string) => `Refunded ${amount} of ${payment}.`,
} as const;
