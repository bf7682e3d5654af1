import { describe, expect, it } from 'vitest';
import {
  PASSWORD_RESET_TTL_MS,
  passwordResetMessages,
  validateForgotPassword,
  validatePasswordReset,
  validateSignupPage,
} from '../src';
import { refusedOn } from './fixtures';
import { strength } from './strength';

const owner = { email: 'pat@example.com', firstName: 'Pat', lastName: 'Lee' };
const good = { token: 'abc_DEF-123', password: 'new fairway 9', confirmPassword: 'new fairway 9' };

describe('forgot-password form', () => {
  it('accepts a valid email, trimmed and lower-cased', () => {
    expect(validateForgotPassword({ email: '  Pat@Example.COM ' })).toEqual({
      ok: true,
      value: { email: 'pat@example.com' },
    });
  });

  it.each([[''], ['pat'], ['pat@example'], [null], [42], [`${'x'.repeat(250)}@example.com`]])(
    'refuses %o with the sign-up wording',
    (email) => {
      expect(validateForgotPassword({ email })).toEqual({
        ok: false,
        errors: { email: 'Please enter a valid email address' },
      });
    },
  );
});

describe('password reset form', () => {
  it('accepts a token and a matching password of 8 to 128 characters', () => {
    expect(validatePasswordReset(good, owner, strength)).toEqual({
      ok: true,
      value: { token: 'abc_DEF-123', password: 'new fairway 9' },
    });
    for (const password of ['kq7-tee4', 'the back nine at dusk '.repeat(6).slice(0, 128)]) {
      expect(
        validatePasswordReset({ ...good, password, confirmPassword: password }, owner, strength).ok,
      ).toBe(true);
    }
  });

  it.each([
    [
      { password: '1234567', confirmPassword: '1234567' },
      'password',
      'Password must be at least 8 characters',
    ],
    [
      { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      'password',
      'Password must be at most 128 characters',
    ],
    [
      { password: undefined, confirmPassword: undefined },
      'password',
      'Password must be at least 8 characters',
    ],
    [{ confirmPassword: 'new fairway 8' }, 'confirmPassword', "Passwords don't match"],
    [{ confirmPassword: undefined }, 'confirmPassword', "Passwords don't match"],
    [{ token: '' }, 'token', passwordResetMessages.missingToken.message],
    [{ token: '   ' }, 'token', passwordResetMessages.missingToken.message],
    [{ token: 7 }, 'token', passwordResetMessages.missingToken.message],
  ])('refuses %o on %s', (over, field, message) => {
    expect(validatePasswordReset({ ...good, ...over }, owner, strength)).toEqual(refusedOn(field, message));
  });

  it('uses the same password messages as the signup page', () => {
    const short = { password: 'short', confirmPassword: 'short' };
    const reset = validatePasswordReset({ ...good, ...short }, owner, strength);
    const signup = validateSignupPage(
      {
        firstName: 'Pat',
        lastName: 'Lee',
        email: 'p@example.com',
        ...short,
      },
      strength,
    );
    expect(reset.ok || signup.ok).toBe(false);
    if (!reset.ok && !signup.ok) expect(reset.errors.password).toBe(signup.errors.password);
  });

  it('reports every field at fault at once', () => {
    const check = validatePasswordReset({ token: '', password: 'x', confirmPassword: 'y' }, owner, strength);
    expect(check).toEqual({
      ok: false,
      errors: {
        token: passwordResetMessages.missingToken.message,
        password: 'Password must be at least 8 characters',
        confirmPassword: "Passwords don't match",
      },
    });
  });
});

describe('reset copy', () => {
  it('promises one hour, and says the answer is the same for any email', () => {
    expect(PASSWORD_RESET_TTL_MS).toBe(3_600_000);
    expect(passwordResetMessages.linkSent.message).toMatch(/If an account exists/);
    expect(passwordResetMessages.tooManyRequests(1)).toBe(
      'Too many reset requests. Please wait 1 minute and try again.',
    );
    expect(passwordResetMessages.tooManyRequests(60)).toMatch(/wait 60 minutes/);
  });
});
