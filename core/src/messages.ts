/**
 * The message catalogue: every title and text a member or visitor can meet, in one place.
 * The exact copy of docs/product.md lives here and nowhere else; the server puts it in
 * its errors and the screens put it in their toasts, so both always say the same thing.
 *
 * Texts with a {placeholder} are functions; everything else is a plain string.
 */
import { bayLabel } from './venue';

export interface Notice {
  title: string;
  message: string;
}

/** Booking rules (docs/product.md, booking rules). */
export const bookingMessages = {
  missingInformation: {
    title: 'Missing Information',
    message: 'Please select a date, start time, end time, bay, and guest count for your booking.',
  },
  missingEditInformation: {
    title: 'Missing Information',
    message: 'Please select a date, start time and end time for your booking.',
  },
  membershipRequired: {
    title: 'Active Membership Required',
    message: 'An active General or VIP membership is required to book a bay.',
  },
  schedulingLimit: (tierName: string, days: number): Notice => ({
    title: 'Scheduling Limit',
    message: `${tierName} members can book up to ${days} days in advance.`,
  }),
  bookingLimitReached: (tierName: string, n: number): Notice => ({
    title: 'Booking Limit Reached',
    message: `Your ${tierName} membership is limited to ${n} upcoming booking(s). Please cancel an existing booking first.`,
  }),
  invalidTimeRange: { title: 'Invalid Time Range', message: 'End time must be after start time.' },
  minimumDuration: { title: 'Minimum Duration', message: 'Minimum booking duration is 1 hour.' },
  durationLimitExceeded: (tierName: string, maxHours: number): Notice => ({
    title: 'Duration Limit Exceeded',
    message: `${tierName} members can book sessions of up to ${maxHours} hours.`,
  }),
  /** The edit dialog's duration rule: 'Duration must be between 1 and {max} hours for {membershipType} members.' */
  invalidDuration: (maxHours: number, tierName: string): Notice => ({
    title: 'Invalid Duration',
    message: `Duration must be between 1 and ${maxHours} hours for ${tierName} members.`,
  }),
  pastDate: { title: 'Invalid Date', message: 'The booking date cannot be in the past.' },
  /** A desk booking past the tier's limits still keeps to these bounds. */
  overrideTooFar: (days: number) => ({
    title: 'Invalid Date',
    message: `A desk booking can be at most ${days} days ahead.`,
  }),
  overrideTooLong: (hours: number) => ({
    title: 'Invalid Duration',
    message: `A desk booking can last at most ${hours} hours, the venue's opening hours.`,
  }),
  pastStart: {
    title: 'Invalid Time',
    message: 'That start time has already passed. Please choose a later time.',
  },
  invalidDate: { title: 'Invalid Date', message: 'Please choose a valid booking date.' },
  dateMismatch: {
    title: 'Invalid Time Range',
    message: 'The start and end times must fall on the booking date.',
  },
  outsideHours: (openLabel: string, closeLabel: string): Notice => ({
    title: 'Outside Bookable Hours',
    message: `Bookings run on the half hour between ${openLabel} and ${closeLabel}.`,
  }),
  unknownBay: (bayList: string): Notice => ({
    title: 'Unknown Bay',
    message: `Please choose ${bayList}.`,
  }),
  bayNotForTier: (bay: string, tierName: string): Notice => ({
    title: 'Bay Not Included',
    message: `${bayLabel(bay)} is not included in ${tierName} membership. Please choose another bay.`,
  }),
  /** Beside a bay in a list or on the grid: why this member cannot choose it. */
  bayNotForTierLabel: (tierName: string) => `not in ${tierName} membership`,
  invalidPlayers: (maxPlayers: number, maxGuests: number): Notice => ({
    title: 'Invalid Player Count',
    message: `A booking is for 1 to ${maxPlayers} players (you plus up to ${maxGuests} guests).`,
  }),
  notesTooLong: (max: number): Notice => ({
    title: 'Notes Too Long',
    message: `Notes can be at most ${max} characters.`,
  }),
  bayTaken: {
    title: 'Bay Unavailable',
    message: 'That bay is already booked for part of that time. Please choose another bay or time.',
  },
  memberDoubleBooked: {
    title: 'Overlapping Booking',
    message: 'You already have a booking at that time.',
  },
  notEditable: {
    title: 'Booking Not Editable',
    message: 'Only upcoming confirmed bookings can be changed or cancelled.',
  },
  /** A member's cancel of a booking that has ended: the day's record is kept, only corrected. */
  finished: {
    title: 'Booking Finished',
    message:
      'This booking has finished, so it stays on the record. If it is wrong, the front desk can correct it.',
  },
  guestFeeRequired: {
    title: 'Guest Fee Required',
    message: 'Guest fees must be paid before this booking can be confirmed.',
  },
  writeNotConfirmed: {
    title: 'Booking Not Confirmed',
    message:
      'The booking system could not finish saving your request. Please check your bookings before trying again, or call the front desk.',
  },
  vipGuestPassesHint: 'VIP benefit: Guest passes included',
  generalGuestFeeHint: 'Note: Guest fees may apply if updating existing booking',
  cancelConfirm: 'Are you sure you want to cancel this booking?',
} as const;

/** Event inquiries are answered within this many hours (the events page says so too). */
export const EVENT_REPLY_HOURS = 24;

/** What happens after an inquiry: the page's toast and the receipt email say it in these words. */
export const inquiryReplies = {
  event: `Our events team will get back to you within ${EVENT_REPLY_HOURS} hours.`,
  contact: "We'll be in touch soon.",
} as const;

/** Toasts of docs/product.md. Where docs/product.md says the server message comes first, the text is the fallback. */
export const toastMessages = {
  bookingUpdateFailed: { title: 'Update Failed', message: 'Unable to update booking. Please try again.' },
  bookingUpdated: { title: 'Booking Updated', message: 'Your booking has been successfully updated.' },
  cancellationFailed: {
    title: 'Cancellation Failed',
    message: 'Unable to cancel booking. Please try again.',
  },
  bookingCancelled: { title: 'Booking Cancelled', message: 'Your booking has been cancelled successfully.' },
  bookingConfirmed: {
    title: 'Booking Confirmed',
    message: 'Your simulator bay has been reserved successfully!',
  },
  bookingFailed: { title: 'Booking Failed', message: 'Failed to create booking. Please try again.' },
  unauthorized: { title: 'Unauthorized', message: 'You are logged out. Logging in again...' },
  noSubscriptionFound: {
    title: 'No Subscription Found',
    message: 'No active subscription found for your email address.',
  },
  subscriptionFound: (typeUpper: string): Notice => ({
    title: 'Subscription Found!',
    message: `${typeUpper} membership has been linked successfully.`,
  }),
  refreshFailed: {
    title: 'Refresh Failed',
    message: 'Unable to refresh subscription status. Please try again.',
  },
  subscriptionStatusUpdated: { title: 'Payments Checked' },
  checkFailed: { title: 'Check Failed' },
  tourFailed: {
    title: 'Booking Failed',
    message: 'Unable to schedule tour. Please try again or contact us directly.',
  },
  eventFailed: { title: 'Submission Failed', message: 'Failed to submit inquiry. Please try again.' },
  eventSubmitted: {
    title: 'Inquiry Submitted',
    message: `Thank you! ${inquiryReplies.event}`,
  },
  contactFailed: { title: 'Failed to Send', message: 'Failed to send message. Please try again.' },
  contactSent: { title: 'Message Sent', message: `Thanks for reaching out. ${inquiryReplies.contact}` },
  checkoutFailed: {
    title: 'Checkout Failed',
    message: 'Unable to start checkout process. Please try again.',
  },
  accountCreationFailed: {
    title: 'Account Creation Failed',
    message: 'Please try again or contact support.',
  },
  paymentStartFailed: {
    title: 'Checkout Failed',
    message: 'Unable to start payment process. Please try again.',
  },
  accountCreated: { title: 'Account Created!', message: 'Taking you to secure payment...' },
  createAccountFallback: 'Failed to create account',
  createCheckoutFallback: 'Failed to create checkout session',
  checkoutError: { title: 'Checkout Error', message: 'Failed to create checkout session' },
  unexpectedResponse: {
    title: 'Unexpected Response',
    message: 'The payment service gave an unexpected answer.',
  },
  bookingError: { title: 'Booking Error', message: 'Failed to create booking. Please try again.' },
  paidBookingFailed: {
    title: 'Booking Error',
    message: 'Payment succeeded but booking failed. Please contact support.',
  },
  paymentCancelled: {
    title: 'Payment Cancelled',
    message: 'Your payment was cancelled. You can review your booking and try again.',
  },
  noPaymentRequired: {
    title: 'No Payment Required',
    message: 'Your guests are covered. Booking your bay now.',
  },
  invalidCheckout: { title: 'Invalid Checkout', message: 'No booking is waiting for guest checkout.' },
  invalidData: { title: 'Invalid Data', message: 'The saved booking could not be read. Please book again.' },
  accessPending: {
    title: 'Access Pending',
    message: 'Your payment was successful. Please create an account to access member features.',
  },
  accessActivated: { title: 'Access Activated!', message: 'Your membership is active. Welcome to the club.' },
  loginFailed: { title: 'Login Failed', message: 'Invalid email or password' },
  signupFailed: { title: 'Signup Failed', message: 'Please try again' },
  signInRequired: { title: 'Sign In Required', message: 'Please sign in to continue.' },
} as const;

/** What the server answers on sign-up and sign-in beyond the product's toasts. */
export const authMessages = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  signInRequired: 'Please sign in to continue.',
  tooManyLogins: (minutes: number) =>
    `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  tooManySignups: (minutes: number) =>
    `Too many sign-up attempts from here. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  forbidden: 'You do not have access to this.',
  /** Plain staff asking a manager's step (docs/decisions/054). */
  managerNeeded: {
    title: 'Manager Needed',
    message:
      'A manager or an admin does this: cancelling a membership, a freeze past the yearly limit, the site’s photos and legal texts, an official handicap, cancelling a paid event. Ask one to sign in at the desk.',
  } as Notice,
} as const;

/**
 * Refusals of a request's body itself, before any form reads it: too large for its route, or
 * nested deeper than any of our forms ever is (a body built to make the server's parser work).
 */
export const requestBodyMessages = {
  tooLarge: (maxBytes: number): Notice => ({
    title: 'Request Too Large',
    message: `The request body is larger than this request takes (at most ${Math.round(maxBytes / 1024)} kB).`,
  }),
  tooDeep: (maxDepth: number): Notice => ({
    title: 'Request Too Deep',
    message: `The request body nests more than ${maxDepth} levels of brackets; none of our forms needs more.`,
  }),
} as const;

const pleaseWait = (minutes: number) =>
  `Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;

/** Limits on requests that send mail or open a payment, answered with 429 and Retry-After. */
export const requestLimitMessages = {
  tooManyEmailChanges: (minutes: number) =>
    `Too many email change requests for this account or this address. ${pleaseWait(minutes)}`,
  tooManyCheckouts: (minutes: number) =>
    `Too many checkouts started for this email address or from here. ${pleaseWait(minutes)}`,
} as const;

/** What the server answers when an inquiry arrives (the screens show the toasts of section 8). */
export const inquiryMessages = {
  eventReceived: toastMessages.eventSubmitted.message,
  contactReceived: toastMessages.contactSent.message,
} as const;

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

/** Form field messages of docs/product.md. */
export const formMessages = {
  emailInvalid: 'Please enter a valid email address',
  emailInvisible:
    'This email address contains an invisible character (such as a zero-width space). Please type it again.',
  emailMixedScripts:
    'This email address mixes letters of different alphabets (such as a Cyrillic "о" among Latin letters). Please type it in one alphabet.',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordRequired: 'Password is required',
  passwordOnlySpaces: 'Password cannot be only spaces',
  passwordIsEmail: 'Password cannot be your email address',
  /** A common or easily guessed password; the estimator's reason and advice follow when it gives them. */
  passwordTooGuessable: (warning: string | null, suggestion: string | null) =>
    ['Password is too easy to guess.', warning, suggestion ?? 'Try a few uncommon words together.']
      .filter(Boolean)
      .join(' '),
  passwordsDontMatch: "Passwords don't match",
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  firstNameTooShort: 'First name must be at least 2 characters',
  lastNameTooShort: 'Last name must be at least 2 characters',
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  oneOf: (label: string, options: readonly string[]) => `${label} must be one of: ${options.join(', ')}`,
  tourDateRequired: { title: 'Date Required', message: 'Please select your preferred date.' },
  tourTimeRequired: { title: 'Time Required', message: 'Please select your preferred time.' },
  tourWeekdaysOnly: 'Tours are only available Wednesday through Saturday',
  tourDatePast: 'Please choose a date from today onward.',
  tourDateTooFar: (days: number) => `Tours can be booked up to ${days} days ahead.`,
  tourTimeNotOffered: 'Please choose one of the listed tour times.',
  tourTimePassed: 'That tour time has already passed today. Please choose a later time.',
  tourPartySize: (max: number) => `Party size must be between 1 and ${max}.`,
  eventDatePast: 'The event date cannot be in the past.',
} as const;

/** Busy labels of docs/product.md, shown on a button while its request runs. */
export const busyLabels = {
  redirectingToStripe: 'Redirecting to Stripe...',
  processing: 'Processing...',
  schedulingTour: 'Scheduling Tour...',
  submitting: 'Submitting...',
  sending: 'Sending...',
  creatingAccount: 'Creating Account...',
  signingIn: 'Signing In...',
} as const;

/** Screen and page copy that more than one part shows. */
export const pageCopy = {
  notFoundTitle: 'Page Not Found',
  activeMembershipRequired: 'Active Membership Required',
  noBookingsYet: 'No bookings yet',
  makeFirstBooking: 'Make Your First Booking',
  testCheckoutExpiry: 'A test payment session expires after 24 hours.',
} as const;

/**
 * The member screens' labels (docs/product.md: dashboard, booking page, Edit Booking dialog,
 * guest checkout). The screens show them and the end-to-end tests look for them, so they live here.
 */
export const memberLabels = {
  dashboard: {
    bookBay: 'Book a Bay',
    /** A member with a plan is welcomed back; an account without one is welcomed and led to the plans. */
    greeting: (firstName: string, hasPlan: boolean) =>
      hasPlan ? `Welcome back, ${firstName}` : `Welcome, ${firstName}`,
    choosePlan: 'Choose a Plan',
    findSubscription: 'Find My Subscription',
    /** Reads the plan's payments afresh from the card provider (after paying, say). */
    refreshStatus: 'Check My Payments',
    /** The card's payments line, in a member's words, never the provider's status code. */
    payments: 'Payments',
    paymentStanding: (providerStatus: string | null): string =>
      providerStatus === null
        ? '—'
        : ({
            active: 'Up to date',
            trialing: 'Up to date',
            past_due: 'A payment is overdue',
            unpaid: 'Unpaid',
            canceled: 'Ended',
            incomplete: 'Waiting for your first payment',
            incomplete_expired: 'First payment not completed',
            paused: 'Paused',
          }[providerStatus] ?? 'Being checked'),
    upgrade: 'Upgrade Membership',
    manage: 'Manage Membership',
    activeMember: 'Active Member',
    noActiveSubscription: 'No Active Subscription',
    notActive: 'Not Active',
    maxAllowed: (n: number) => `${n} max allowed`,
    upcomingTitle: 'Your Upcoming Bookings',
    recentTitle: 'Recent Sessions',
    cancelsOn: 'Cancels on',
    edit: 'Edit',
  },
  booking: {
    confirm: 'Confirm Booking',
    /** The panel that stays after 'Confirm Booking' until the member starts another booking. */
    confirmedTitle: 'Your bay is booked',
    confirmedNext: 'It is on your dashboard, where you can change or cancel it.',
    viewOnDashboard: 'View on Dashboard',
    /** Closes the confirmation for a new booking (the form behind it is already blank). */
    bookAnother: 'Book Another',
    availabilityTitle: 'Bay Availability',
    viewMembership: 'View Membership Options',
    /** Each blank field's own error on the booking form, shown on the field. */
    blank: {
      bookingDate: 'Choose a date.',
      startTime: 'Choose a start time.',
      endTime: 'Choose an end time.',
      bayNumber: 'Choose a bay.',
      guestCount: 'Choose how many players.',
    },
    atLimitTitle: 'You are at your booking limit',
    atLimit: (limit: number, tierName: string) =>
      `${tierName} members can have ${limit === 1 ? '1 upcoming booking' : `${limit} upcoming bookings`} at a time. Change or cancel the one you have to book another.`,
  },
  editDialog: {
    title: 'Edit Booking',
    save: 'Update Booking',
    cancelBooking: 'Cancel Booking',
    close: 'Close',
  },
  guestCheckout: {
    title: 'Guest Checkout',
    pay: (amount: string) => `Pay ${amount}`,
    changeBooking: 'Change Booking',
    backToDashboard: 'Back to Dashboard',
    bookAgain: 'Book a Bay',
  },
} as const;

/**
 * Checking in with a pass (checkIn.ts): the member's pass, the kiosk's answers in large type, and
 * the desk's Kiosks screen. Times are the venue's wall clock, formatted by the caller ('6:30 PM').
 */
export const checkInMessages = {
  pass: {
    title: 'Your Pass',
    show: 'Show Pass',
    intro: 'Scan this at the kiosk by the door, or type the code.',
    codeLabel: 'Check-in code',
    window: (opens: string, closes: string) => `Checks in from ${opens} until ${closes}.`,
    /** The line the confirmation email and the calendar event carry. */
    emailLine: (code: string, minutes: number) =>
      `Your check-in code: ${code}. Check in at the kiosk by the door from ${minutes} minutes before the start.`,
    link: (url: string) => `Your pass: ${url}`,
    noPass: {
      title: 'No Pass',
      message: 'This booking has no pass to show: it is no longer on.',
    } as Notice,
    qrLabel: (code: string) => `QR code of check-in code ${code}`,
    backToDashboard: 'Back to Dashboard',
  },
  kiosk: {
    startTitle: 'Welcome',
    startPrompt: 'Scan your pass or type your 6-digit code',
    codeLabel: 'Check-in code',
    submit: 'Check In',
    welcome: (firstName: string) => `Welcome, ${firstName}`,
    checkedIn: (bay: string, endsAt: string) =>
      `You are checked in. ${bayLabel(bay)} is yours until ${endsAt}.`,
    pairTitle: 'Pair this tablet',
    pairPrompt: 'Type the pairing code the desk shows',
    pairSubmit: 'Pair',
    offline: 'The kiosk cannot reach the lounge’s server. Please see the desk.',
    /** The kiosk's name, small, so staff can tell which tablet this is. */
    pairedAs: (name: string) => `Kiosk: ${name}`,
    scanWithCamera: 'Scan with Camera',
    stopCamera: 'Stop Camera',
    cameraHint: 'Hold your pass up to the camera',
    cameraFailed: 'The camera could not start. Type your code instead.',
  },
  /** Refusals the server answers a kiosk with, in its words. */
  refusals: {
    tooEarly: (opens: string): Notice => ({ title: 'Not Yet', message: `Check-in opens at ${opens}` }),
    released: (at: string): Notice => ({
      title: 'Released',
      message: `This booking was released at ${at}: please see the desk`,
    }),
    ended: (at: string): Notice => ({ title: 'Ended', message: `This booking ended at ${at}` }),
    noShow: {
      title: 'No-show',
      message: 'This booking was marked as a no-show: please see the desk',
    } as Notice,
    cancelled: { title: 'Cancelled', message: 'This booking was cancelled: please see the desk' } as Notice,
    notConfirmed: {
      title: 'Not Confirmed',
      message: 'This booking is not confirmed yet: please see the desk',
    } as Notice,
    unknown: {
      title: 'Unknown Code',
      message: 'We could not find that code. Check it and try again, or see the desk.',
    } as Notice,
    tooMany: {
      title: 'Too Many Tries',
      message: 'Too many codes that did not match. Please see the desk.',
    } as Notice,
    notPaired: {
      title: 'Kiosk Not Paired',
      message: 'This tablet is not a kiosk yet. Staff pair it from the desk’s Kiosks screen.',
    } as Notice,
    pairingFailed: {
      title: 'Pairing Failed',
      message: 'That pairing code is unknown or has expired. Ask the desk for a new one.',
    } as Notice,
    unknownKiosk: { title: 'Unknown Kiosk', message: 'No kiosk with that id.' } as Notice,
  },
  desk: {
    title: 'Kiosks',
    intro:
      'A kiosk is a tablet by the door where members check themselves in. Name it here, then type the pairing code on its /kiosk page within 10 minutes.',
    nameLabel: 'Kiosk name',
    add: 'Pair a Kiosk',
    pairingCode: (code: string, kiosk: string) => `Type ${code} on ${kiosk}’s /kiosk page within 10 minutes.`,
    revoke: 'Revoke',
    revokeConfirm: (kiosk: string) => `Revoke ${kiosk}? It stops checking members in at once.`,
    keep: 'Keep It',
    revoked: (at: string) => `Revoked ${at}`,
    expires: (at: string) => `The code expires at ${at}.`,
    paired: 'Paired',
    waiting: 'Waiting for pairing',
    none: 'No kiosks yet.',
    checkedInAtKiosk: (kiosk: string) => `Checked in at ${kiosk}`,
    releasesIn: (minutes: number) => (minutes <= 0 ? 'Releasing now' : `Released in ${minutes} min`),
  },
} as const;

/** 'an hour', '15 minutes': a window's length in the desk's words. */
function minutesWords(minutes: number): string {
  if (minutes === 60) return 'an hour';
  if (minutes % 60 === 0) return `${minutes / 60} hours`;
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

/** The front desk's refusals of a status change or a correction (boardStatus.ts, statusCorrection.ts). */
export const deskMessages = {
  checkIn: {
    otherDay: (day: string): Notice => ({
      title: 'Not Check-in Time',
      message: `This booking is on ${day}; check in on that day.`,
    }),
    notYet: (opens: string, minutes: number): Notice => ({
      title: 'Not Check-in Time',
      message: `Check-in opens at ${opens}, ${minutesWords(minutes)} before the start.`,
    }),
    ended: (ended: string): Notice => ({
      title: 'Not Check-in Time',
      message: `This booking ended at ${ended}; it can no longer be checked in.`,
    }),
  },
  noShow: {
    tooEarly: (from: string, minutes: number): Notice => ({
      title: 'Too Early for No-show',
      message: `A no-show can be marked from ${from}, ${minutesWords(minutes)} after the start.`,
    }),
    otherDay: (day: string, from: string): Notice => ({
      title: 'Too Early for No-show',
      message: `This booking is on ${day}; a no-show can be marked from ${from} that day.`,
    }),
    dayOver: (day: string): Notice => ({
      title: 'Day Is Over',
      message: `This booking was on ${day}. To change what happened, correct it with a reason.`,
    }),
  },
  correct: {
    notKept: {
      title: 'Cannot Correct',
      message: 'Only a booking that was kept (confirmed, checked in or no-show) can be corrected.',
    } as Notice,
    notEnded: {
      title: 'Not Ended Yet',
      message: 'This booking has not ended yet: use Check In, No-show or Undo instead.',
    } as Notice,
    /** Staff's cancel of a booking that has ended: it would rewrite the day's figures. */
    notCancellable: {
      title: 'Booking Finished',
      message:
        'This booking has ended, so it stays on the day’s record and cannot be cancelled. Use Correct to set what happened.',
    } as Notice,
  },
  /** The desk's Correct dialog: what a booking that has ended may be set to, in staff's words. */
  correctDialog: {
    title: (name: string) => `Correct ${name}’s booking`,
    intro: 'The booking has ended. Set what happened; the reason is kept in the staff log.',
    statuses: {
      checked_in: 'Checked in (the desk forgot)',
      no_show: 'No-show (never came)',
      confirmed: 'Neither (ended without a check-in)',
    },
    reasonRequired: 'Give a reason for the correction.',
  },
  /** A refund asked for at the desk: stated and confirmed before it is sent. */
  refundConfirm: {
    title: 'Send this refund?',
    line: (amount: string, payment: string, date: string, method: string) =>
      `Refund ${amount} of ${payment}, paid ${date} (${method}).`,
    adminNeeded: 'An admin must make this refund: ask one to sign in at the desk.',
  },
  undo: {
    nothing: { title: 'Nothing to Undo', message: 'Only a check-in or a no-show can be undone.' } as Notice,
    tooLate: (day: string): Notice => ({
      title: 'Too Late to Undo',
      message: `A check-in or no-show can only be undone on the booking's day (${day}).`,
    }),
  },
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
