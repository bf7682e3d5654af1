import type { Notice } from './notice';
import { toastMessages } from './toasts';

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
