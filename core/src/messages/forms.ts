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
