/**
 * The waitlist (issue 9): a member may wait for a taken day and time range; when it frees up the
 * first in line is offered it and the bay is held for them for WAITLIST_HOLD_MS. The copy of the
 * screens and the server's answers lives here.
 */

/** How long an offered slot is held for the member before it passes to the next in line. */
export const WAITLIST_HOLD_MS = 15 * 60 * 1000;
/** Entries a member may have waiting (or offered) at once. */
export const WAITLIST_MAX_ACTIVE = 3;

export const waitlistMessages = {
  joinButton: 'Join Waitlist',
  joinPrompt: 'This time is taken. Join the waitlist and we will email you if it frees up.',
  anyBay: 'Any bay',
  joined: {
    title: 'Added to Waitlist',
    message: 'You are on the waitlist. We will email you if this time frees up.',
  },
  slotFree: {
    title: 'Time Available',
    message: 'That time is free right now. Book it instead of waiting.',
  },
  alreadyWaiting: {
    title: 'Already Waiting',
    message: 'You are already on the waitlist for an overlapping time that day.',
  },
  waitlistFull: (n: number) => ({
    title: 'Waitlist Limit Reached',
    message: `You can wait for up to ${n} times at once. Leave one of your waitlist entries first.`,
  }),
  offerEnded: {
    title: 'Hold Ended',
    message: 'The 15-minute hold on this slot has ended and it has passed to the next member in line.',
  },
  notWaiting: {
    title: 'Not on the Waitlist',
    message: 'This waitlist entry is no longer active.',
  },
  claimed: { title: 'Booking Confirmed', message: 'The slot is yours. See you at the lounge!' },
  left: { title: 'Left Waitlist', message: 'You have left the waitlist for this time.' },
  sectionTitle: 'Your Waitlist',
  claimButton: 'Claim Slot',
  leaveButton: 'Leave Waitlist',
  position: (n: number) => `#${n} in line`,
  offerHeld: (bay: string, until: string) => `Bay ${bay} is held for you until ${until}.`,
} as const;
