/**
 * Password reset: the copy of the forgot-password and reset screens and of the server's
 * answers. The answer to "forgot password" is the same whether or not the email has an account,
 * so nobody can learn who is a member by asking.
 */
import { newPasswordError, type PasswordOwner } from './accountForms';
import { FieldCollector, type FormCheck } from './formFields';
import { formMessages as F } from './messages';
import type { PasswordStrength } from './passwordStrength';

/** A reset link works for one hour, once. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

export const passwordResetMessages = {
  forgotTitle: 'Forgot Password',
  forgotIntro: "Enter your account's email and we'll send you a link to choose a new password.",
  sendLink: 'Send Reset Link',
  linkSent: {
    title: 'Check Your Email',
    message:
      'If an account exists for that email, we have sent a link to reset your password. The link works once, for one hour.',
  },
  resetTitle: 'Choose a New Password',
  resetIntro: 'Enter a new password for your account. You will be signed out everywhere else.',
  resetButton: 'Reset Password',
  resetDone: {
    title: 'Password Reset',
    message: 'Your password has been changed. Please sign in with your new password.',
  },
  invalidLink: {
    title: 'Reset Link Invalid',
    message: 'This reset link is invalid, expired or already used. Please request a new one.',
  },
  missingToken: {
    title: 'Reset Link Invalid',
    message: 'This page needs the link from your reset email. Please request a new one.',
  },
  requestNewLink: 'Request a new link',
  backToLogin: 'Back to sign in',
  /** When the request did not get an answer the screen can show (no connection, a server fault). */
  requestFailed: {
    title: 'Something Went Wrong',
    message: 'Your request could not be completed. Please try again in a moment.',
  },
  /** The heading of a refused forgot-password request (a bad email, too many requests). */
  forgotRefusedTitle: 'Reset Request Failed',
  /** The heading of a refused new password (the password rules). */
  resetRefusedTitle: 'Password Reset Failed',
  tooManyRequests: (minutes: number) =>
    `Too many reset requests. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
} as const;

/** The forgot-password form: a valid email, trimmed and lower-cased. */
export function validateForgotPassword(input: { email?: unknown }): FormCheck<{ email: string }> {
  const c = new FieldCollector<'email'>();
  const email = c.email('email', input.email);
  return c.finish({ email });
}

export interface PasswordResetFields {
  token?: unknown;
  password?: unknown;
  confirmPassword?: unknown;
}

export interface PasswordResetValue {
  token: string;
  password: string;
}

/**
 * The reset form: the token from the link, and a new password under the sign-up rule
 * (newPasswordError; `owner` is the link's account, known to the server once the token is found)
 * with a matching confirmation. A missing token is the `token` field's error, worded as
 * `missingToken` (no password can help: the member needs a new link).
 */
export function validatePasswordReset(
  input: PasswordResetFields,
  owner: PasswordOwner,
  strength: PasswordStrength | null,
): FormCheck<PasswordResetValue, 'token' | 'password' | 'confirmPassword'> {
  const c = new FieldCollector<'token' | 'password' | 'confirmPassword'>();
  const token = typeof input.token === 'string' ? input.token.trim() : '';
  if (token.length === 0) c.add('token', passwordResetMessages.missingToken.message);
  const password = typeof input.password === 'string' ? input.password : '';
  const weak = newPasswordError(password, owner, strength);
  if (weak) c.add('password', weak);
  if (input.confirmPassword !== input.password) c.add('confirmPassword', F.passwordsDontMatch);
  return c.finish({ token, password });
}
