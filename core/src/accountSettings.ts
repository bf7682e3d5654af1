/**
 * A member's own account (the /account page and its API): the profile, a new password, a new email
 * address, the export of their data and the deletion of the account. The rules and every message;
 * the server enforces them and the page shows the same words.
 */
import { nameField, newPasswordError, type PasswordOwner } from './accountForms';
import type { ProfileField, ProfileView } from './api/profile';
import { normalizeEmail } from './emailAddress';
import { FIELD_LIMITS, FieldCollector, type FormCheck } from './formFields';
import { formMessages as F } from './messages';
import type { PasswordStrength } from './passwordStrength';
import { checkPhone, phoneMessages } from './phone';

/** An email-change link works for one hour, once. */
export const EMAIL_CHANGE_TTL_MS = 60 * 60 * 1000;

/** The link that confirms a new account's address works for one hour, once (the newest only). */
export const ADDRESS_CONFIRM_TTL_MS = 60 * 60 * 1000;
/** How many confirmation links a member may ask for again in an hour (one is sent at sign-up). */
export const ADDRESS_CONFIRM_RESENDS_PER_HOUR = 3;

/** What staff (and any history) see where a deleted account's name was. */
export const DELETED_MEMBER = { firstName: 'Deleted', lastName: 'member' } as const;

/** The address a deleted account keeps in place of its email: unique, reserved (.invalid), never mail. */
export function deletedAccountEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

export const accountMessages = {
  pageTitle: 'Your Account',
  pageIntro: 'Your details, your password and your data.',
  profileTitle: 'Profile',
  profileSave: 'Save Profile',
  profileSaved: { title: 'Profile Saved', message: 'Your details have been updated.' },
  profileRefusedTitle: 'Profile Not Saved',
  passwordTitle: 'Password',
  passwordIntro: 'You stay signed in here; every other device is signed out.',
  passwordSave: 'Change Password',
  passwordChanged: {
    title: 'Password Changed',
    message: 'Your password has been changed. Other devices have been signed out.',
  },
  passwordRefusedTitle: 'Password Not Changed',
  wrongPassword: 'That is not your current password',
  currentPasswordRequired: 'Current password is required',
  emailTitle: 'Email Address',
  emailIntro:
    'We send a link to the new address; your email changes when you open it (within one hour). Your current address is told too.',
  emailSave: 'Send Confirmation Link',
  emailRefusedTitle: 'Email Not Changed',
  sameEmail: 'That is already your email address',
  /** The same answer whether the address is free or already someone's: nothing is revealed. */
  emailLinkSent: (email: string) => ({
    title: 'Check Your Email',
    message: `If ${email} can be used, a confirmation link is on its way there. It works once, for one hour.`,
  }),
  verifyTitle: 'Confirm Your Email',
  verifyIntro:
    'The link we emailed you proves the address is yours: the one you signed up with, or the new one you asked for.',
  verifying: 'Confirming your new email address...',
  emailChanged: (email: string) => ({
    title: 'Email Changed',
    message: `Your email address is now ${email}. Use it to sign in.`,
  }),
  invalidEmailLink: {
    title: 'Confirmation Link Invalid',
    message:
      'This link is invalid, expired or already used. Please ask for a new one on your account page or your dashboard.',
  },
  /** A new account's address, proven by the link sent to it at sign-up. */
  addressConfirmed: (email: string) => ({
    title: 'Email Confirmed',
    message: `Thank you: ${email} is confirmed as your address.`,
  }),
  confirmAddressTitle: 'Please confirm your email address',
  confirmAddressText: (email: string) =>
    `We emailed a link to ${email}. Open it to confirm the address is yours. Until then, nothing sent from this address before you joined (an inquiry, a tour request) is linked to your account.`,
  confirmAddressResend: 'Send the Link Again',
  confirmLinkSent: (email: string) => ({
    title: 'Check Your Email',
    message: `A new confirmation link is on its way to ${email}. It works once, for one hour.`,
  }),
  tooManyConfirmLinks: (minutes: number) => ({
    title: 'Link Not Sent',
    message: `You have asked for several links this hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  }),
  alreadyConfirmed: { title: 'Already Confirmed', message: 'Your email address is already confirmed.' },
  missingEmailToken: {
    title: 'Confirmation Link Invalid',
    message: 'This page needs the link from your confirmation email.',
  },
  emailNowTaken: {
    title: 'Email Not Changed',
    message: 'That address now belongs to another account. Please choose another one.',
  },
  exportTitle: 'Your Data',
  exportIntro:
    'Download everything we hold about you as one JSON file: your account, bookings, waitlist, payments and inquiries.',
  exportButton: 'Download My Data',
  deleteTitle: 'Delete Account',
  deleteIntro:
    'Deleting your account erases your name, email, phone and password, cancels your upcoming bookings (with the usual refunds) and signs you out everywhere. Past bookings and payments stay in the lounge’s books without your name. This cannot be undone.',
  /** Said before the password is asked for, in the words of the refusal it spares the member. */
  deleteRule:
    'While your membership renews, the account cannot be deleted: first end it with Cancel Membership on your dashboard, then delete your account once it has ended or is set to end.',
  deleteRuleLink: 'Go to Cancel Membership',
  deleteButton: 'Delete My Account',
  deleteConfirmTitle: 'Delete your account?',
  deleteConfirmText: 'Enter your password to confirm. This cannot be undone.',
  deleteConfirmButton: 'Delete Permanently',
  deleteRefusedTitle: 'Account Not Deleted',
  deleted: {
    title: 'Account Deleted',
    message: 'Your account and your personal data have been deleted. Thank you for visiting the lounge.',
  },
  planStillRenews: (endsOn: string | null) =>
    `Your membership renews automatically${endsOn ? ` (next on ${endsOn})` : ''}. End it first with Cancel Membership on your dashboard, then delete your account, or delete it once the paid period has ended.`,
  accountLink: 'Account',
  manageAccount: 'Manage Account',
  cancel: 'Cancel',
} as const;

export const staffAccountMessages = {
  panelTitle: 'Account',
  save: 'Save Details',
  saved: { title: 'Member Updated', message: 'The member’s details have been saved.' },
  deleteButton: 'Delete Account on Request',
  deleteConfirm: (name: string) =>
    `Delete ${name}’s account? Their personal data is erased, upcoming bookings are cancelled, and this cannot be undone.`,
  deleteConfirmLabel: 'Type DELETE to confirm',
  deleteConfirmWord: 'DELETE',
  deleted: { title: 'Account Deleted', message: 'The member’s account has been deleted.' },
  notAMember: 'Only a member’s account can be changed or deleted here; make them a member first.',
  alreadyDeleted: 'This account has already been deleted.',
} as const;

/**
 * What each profile field holds once the account is erased: the names a placeholder, every other
 * field none. Typed by the profile's shape (api/profile.ts), so a field added there must be given its
 * erased value here; its keys are the profile's fields for the screens, which hold no joi.
 */
export const ERASED_PROFILE: ProfileView = {
  firstName: DELETED_MEMBER.firstName,
  lastName: DELETED_MEMBER.lastName,
  phone: null,
};

/** The profile's fields, in the account page's order. */
export const PROFILE_FIELDS = Object.keys(ERASED_PROFILE) as ProfileField[];

/**
 * How each field is shown: its label (and help) on the account page, and on the desk's profile its
 * name and what the desk says when it is empty. A field of the profile without one fails the
 * typecheck here; both screens then show it with no change of their own.
 */
export const PROFILE_FIELD_COPY: {
  [K in ProfileField]: { label: string; help?: string; deskLabel: string; deskNone: string };
} = {
  firstName: { label: 'First name', deskLabel: 'First name', deskNone: '' },
  lastName: { label: 'Last name', deskLabel: 'Last name', deskNone: '' },
  phone: { label: phoneMessages.label, help: phoneMessages.help, deskLabel: 'Phone', deskNone: 'None given' },
};

/** The fields after the name, which a screen that shows the name elsewhere (the desk's title) lists. */
export const PROFILE_FACT_FIELDS = PROFILE_FIELDS.filter(
  (field) => field !== 'firstName' && field !== 'lastName',
);

/** The profile's fields of an account (its row, its view). */
export function profileOf(account: ProfileView): ProfileView {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, account[field]])) as ProfileView;
}

export type ProfileFields = { [K in ProfileField]?: unknown };
/** A checked change: the fields sent, each as it is stored. */
export type ProfileValue = Partial<ProfileView>;

/**
 * Each field's check: the value to store, with any problem added to `c` in the field's words. A
 * field of the profile without one fails the typecheck here.
 */
const PROFILE_CHECKS: {
  [K in ProfileField]: (c: FieldCollector<ProfileField>, input: unknown) => ProfileView[K] | undefined;
} = {
  // Names as on the sign-up page, at least 2 characters.
  firstName: (c, input) => nameField(c, 'firstName', input, 2),
  lastName: (c, input) => nameField(c, 'lastName', input, 2),
  phone: (c, input) => {
    const phone = checkPhone(input);
    if (phone.ok) return phone.value;
    c.add('phone', phone.error);
    return undefined;
  },
};

/** A profile change: any of the profile's fields; each one sent is checked, and only those sent change. */
export function validateProfileUpdate(input: ProfileFields): FormCheck<ProfileValue, ProfileField> {
  const c = new FieldCollector<ProfileField>();
  const value: Record<string, unknown> = {};
  for (const field of PROFILE_FIELDS) {
    if (input[field] === undefined) continue;
    const checked = PROFILE_CHECKS[field](c, input[field]);
    if (checked !== undefined) value[field] = checked;
  }
  return c.finish(value as ProfileValue);
}

export interface ChangePasswordFields {
  currentPassword?: unknown;
  newPassword?: unknown;
  confirmPassword?: unknown;
}

/** A new password under the sign-up rules (newPasswordError), confirmed; the current one given. */
export function validateChangePassword(
  input: ChangePasswordFields,
  owner: PasswordOwner,
  strength: PasswordStrength | null,
): FormCheck<
  { currentPassword: string; newPassword: string },
  'currentPassword' | 'newPassword' | 'confirmPassword'
> {
  const c = new FieldCollector<'currentPassword' | 'newPassword' | 'confirmPassword'>();
  const currentPassword = currentPasswordField(c, 'currentPassword', input.currentPassword);
  const newPassword = typeof input.newPassword === 'string' ? input.newPassword : '';
  const weak = newPasswordError(newPassword, owner, strength);
  if (weak) c.add('newPassword', weak);
  if (input.confirmPassword !== input.newPassword) c.add('confirmPassword', F.passwordsDontMatch);
  return c.finish({ currentPassword, newPassword });
}

function currentPasswordField<K extends string>(c: FieldCollector<K>, field: K, value: unknown): string {
  const password = typeof value === 'string' ? value : '';
  if (password.length === 0) c.add(field, accountMessages.currentPasswordRequired);
  else if (password.length > FIELD_LIMITS.password.max) c.add(field, F.passwordTooLong);
  return password;
}

/** A new email address (not the current one) and the account's password. */
export function validateChangeEmail(
  input: { newEmail?: unknown; password?: unknown },
  currentEmail?: string,
): FormCheck<{ newEmail: string; password: string }, 'newEmail' | 'password'> {
  const c = new FieldCollector<'newEmail' | 'password'>();
  const newEmail = c.email('newEmail', input.newEmail);
  if (newEmail && currentEmail && newEmail === normalizeEmail(currentEmail))
    c.add('newEmail', accountMessages.sameEmail);
  const password = currentPasswordField(c, 'password', input.password);
  return c.finish({ newEmail, password });
}

/** Deleting the account: the password confirms it. */
export function validateDeleteAccount(input: {
  password?: unknown;
}): FormCheck<{ password: string }, 'password'> {
  const c = new FieldCollector<'password'>();
  const password = currentPasswordField(c, 'password', input.password);
  return c.finish({ password });
}
