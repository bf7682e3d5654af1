import type { Notice } from './notice';

/**
 * The dashboard's freeze, cancel and guarantee screens (docs/membership-terms.md): the membership
 * card's lines, its buttons, the dialogs and their toasts. Dates arrive written out ('January 22, 2027').
 */
export const membershipTermsLabels = {
  frozenUntil: (resumesOn: string) => `Frozen until ${resumesOn}`,
  freezeScheduled: (startsOn: string, resumesOn: string) => `Freeze from ${startsOn} until ${resumesOn}`,
  endsOn: (lastDay: string) => `Ends on ${lastDay}`,
  guaranteeUntil: (lastDay: string) => `Money-back guarantee until ${lastDay}`,
  freeze: 'Freeze Membership',
  endFreeze: 'End Freeze',
  cancelScheduledFreeze: 'Cancel Scheduled Freeze',
  cancelMembership: 'Cancel Membership',
  takeBack: 'Take Back Cancellation',
  keep: 'Keep My Membership',
  close: 'Close',
  freezeDialog: {
    title: 'Freeze Membership',
    months: 'How long',
    monthsChoice: (n: number) => (n === 1 ? '1 month' : `${n} months`),
    startsOn: 'Starting on',
    /** What the chosen freeze means, before it is confirmed. */
    confirm: (startsOn: string, resumesOn: string) =>
      `No bookings and no charges from ${startsOn}; your membership and billing start again on ${resumesOn}.`,
    monthsLeft: (n: number) =>
      `You have ${n === 1 ? '1 freeze month' : `${n} freeze months`} left this year.`,
    bookingsTitle: 'Bookings inside the freeze',
    cancelBookingsAndFreeze: 'Cancel These Bookings and Freeze',
  },
  endFreezeDialog: {
    title: 'End Freeze',
    running: (today: string) =>
      `Your membership and its billing start again today, ${today}. You can book again at once.`,
    scheduled: (startsOn: string, resumesOn: string) =>
      `The freeze from ${startsOn} until ${resumesOn} will not happen. Your membership and billing carry on as usual from today.`,
  },
  cancelDialog: {
    title: 'Cancel Membership',
    loading: 'Reading what cancelling means for you...',
    noticeHeading: (days: number) => `Cancel with ${days} days' notice`,
    cancelWithNotice: 'Cancel with Notice',
    guaranteeHeading: 'Or take the money-back guarantee',
    /** What taking the guarantee does, beside the offer's own sentence. */
    guaranteeEffect: 'Your membership ends today and your upcoming bookings are cancelled.',
    takeGuarantee: (amount: string) => `Cancel Now and Refund ${amount}`,
  },
  takeBackDialog: {
    title: 'Take Back Cancellation',
    text: (lastDay: string) => `Your membership will carry on after ${lastDay}, billed as before.`,
  },
  toasts: {
    frozen: (message: string): Notice => ({ title: 'Membership Frozen', message }),
    freezeEnded: (today: string): Notice => ({
      title: 'Freeze Ended',
      message: `Your membership is active again from today, ${today}, and billing restarts.`,
    }),
    freezeDropped: (startsOn: string, resumesOn: string): Notice => ({
      title: 'Freeze Cancelled',
      message: `The freeze from ${startsOn} until ${resumesOn} will not happen.`,
    }),
    cancelled: (lastDay: string): Notice => ({
      title: 'Membership Cancelled',
      message: `Your membership ends on ${lastDay}. You can take this back until then.`,
    }),
    refunded: (amount: string): Notice => ({
      title: 'Membership Refunded',
      message: `Your membership has ended and ${amount} is on its way back to your card.`,
    }),
    takenBack: (lastDay: string): Notice => ({
      title: 'Cancellation Taken Back',
      message: `Your membership no longer ends on ${lastDay}.`,
    }),
    failed: (title: string): Notice => ({ title, message: 'Please try again.' }),
  },
} as const;
