/** An account's emails: proving the address, password resets, address changes, deletion. */

import { type EmailContext, type EmailText, letter, unverifiedLetter } from './letter';

export const accountEmails = {
  passwordReset(firstName: string, link: string, c: EmailContext): EmailText {
    return {
      subject: `Reset your ${c.venue.name} password`,
      text: letter(
        firstName,
        [
          'Someone (we hope you) asked to reset the password of your account. Choose a new one here:',
          '',
          `  ${link}`,
          '',
          'The link works once, for one hour. If you did not ask, ignore this email: your password stays as it is.',
        ],
        c,
      ),
      secretLinks: [link],
    };
  },
  passwordChanged(firstName: string, c: EmailContext): EmailText {
    return {
      subject: `Your ${c.venue.name} password was changed`,
      text: letter(
        firstName,
        [
          'The password of your account was just changed from your account page, and every other device was signed out.',
          '',
          `If this was not you, reset your password now at ${c.publicUrl}/forgot-password and call us at ${c.venue.contact.phone}.`,
        ],
        c,
      ),
    };
  },
  /** To a new account's address: the link that proves it is the member's. */
  confirmAddress(link: string, c: EmailContext): EmailText {
    return {
      subject: `Confirm your ${c.venue.name} email address`,
      // Anyone can sign up with any address: nothing the account holder typed, no name.
      text: unverifiedLetter(
        [
          `An account at ${c.venue.name} was made with this address. Confirm it is yours here (you will be asked to sign in):`,
          '',
          `  ${link}`,
          '',
          'The link works once, for one hour. If you did not sign up, ignore this email: the account stays unconfirmed and nothing of yours is linked to it.',
        ],
        c,
      ),
      secretLinks: [link],
    };
  },
  /** To the new address: the link that makes it the account's email. */
  emailChangeConfirm(link: string, c: EmailContext): EmailText {
    return {
      subject: `Confirm your new ${c.venue.name} email address`,
      // The new address has not shown it is the member's: nothing the account holder typed.
      text: unverifiedLetter(
        [
          'You asked to use this address for your account. Confirm it here:',
          '',
          `  ${link}`,
          '',
          'The link works once, for one hour. If you did not ask, ignore this email: nothing changes.',
        ],
        c,
      ),
      secretLinks: [link],
    };
  },
  /** To the old address: a change was asked for, and where to turn if it was not the member. */
  emailChangeNotice(firstName: string, newEmail: string, c: EmailContext): EmailText {
    return {
      subject: `A change of your ${c.venue.name} email address was requested`,
      text: letter(
        firstName,
        [
          `Someone signed in to your account asked to change its email address to ${newEmail}. It changes only once the link sent there is opened.`,
          '',
          `If this was not you, change your password at ${c.publicUrl}/account and call us at ${c.venue.contact.phone}.`,
        ],
        c,
      ),
    };
  },
};
