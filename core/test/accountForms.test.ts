import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  validateLogin,
  validatePreCheckoutSignup,
  validateSignupPage,
  validateSignupRequest,
} from '../src';
import { refusedOn } from './fixtures';
import { strength } from './strength';

const good = {
  firstName: 'Jo',
  lastName: 'Li',
  email: 'Jo@Example.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
};

describe('pre-checkout account form', () => {
  it('accepts one-letter names and lower-cases the email', () => {
    expect(validatePreCheckoutSignup({ ...good, firstName: 'J', lastName: 'L' }, strength)).toEqual({
      ok: true,
      value: {
        firstName: 'J',
        lastName: 'L',
        email: 'jo@example.com',
        password: 'correct horse',
        phone: null,
      },
    });
  });

  it.each([
    [{ email: 'jo@example' }, 'email', 'Please enter a valid email address'],
    [
      { password: '1234567', confirmPassword: '1234567' },
      'password',
      'Password must be at least 8 characters',
    ],
    [
      { password: 'jo@example.com', confirmPassword: 'jo@example.com' },
      'password',
      'Password cannot be your email address',
    ],
    [{ password: '        ', confirmPassword: '        ' }, 'password', 'Password cannot be only spaces'],
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: '  ' }, 'lastName', 'Last name is required'],
    [{ confirmPassword: 'correct horsE' }, 'confirmPassword', "Passwords don't match"],
    [
      { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      'password',
      'Password must be at most 128 characters',
    ],
  ])('refuses %o on %s', (over, field, message) => {
    expect(validatePreCheckoutSignup({ ...good, ...over }, strength)).toEqual(refusedOn(field, message));
  });

  it('accepts exactly 8 and 128 character passwords', () => {
    for (const password of ['kq7-tee4', 'the back nine at dusk '.repeat(6).slice(0, 128)]) {
      expect(validatePreCheckoutSignup({ ...good, password, confirmPassword: password }, strength).ok).toBe(
        true,
      );
    }
  });
});

describe('signup page', () => {
  it('needs names of at least 2 characters', () => {
    expect(validateSignupPage({ ...good, firstName: 'J', lastName: 'L' }, strength)).toEqual({
      ok: false,
      errors: {
        firstName: 'First name must be at least 2 characters',
        lastName: 'Last name must be at least 2 characters',
      },
    });
    expect(validateSignupPage(good, strength).ok).toBe(true);
  });
});

describe('signup request (server)', () => {
  it('needs no confirmation field and applies the looser name rule', () => {
    expect(
      validateSignupRequest(
        { firstName: 'J', lastName: 'L', email: 'j@x.io', password: 'kq7-tee4' },
        strength,
      ).ok,
    ).toBe(true);
    expect(
      validateSignupRequest({ firstName: 'J', lastName: 'L', email: 'j@x.io', password: 12345678 }, strength),
    ).toMatchObject({
      errors: { password: 'Password must be at least 8 characters' },
    });
  });
});

describe('login form', () => {
  it.each([
    [{ email: 'a@b.co', password: 'x' }, null],
    [{ email: 'a@b.co', password: '' }, { password: 'Password is required' }],
    [{ email: 'nope', password: 'x' }, { email: 'Please enter a valid email address' }],
  ])('%o', (input, errors) => {
    const check = validateLogin(input);
    expect(check.ok ? null : check.errors).toEqual(errors);
  });
});

describe('email check', () => {
  it.each([
    ['member@lounge.example', true],
    ['first.last+golf@sub.domain.co', true],
    ['no-at-sign', false],
    ['two@@signs.com', false],
    ['spaces in@x.com', false],
    ['a@b', false],
    [`${'x'.repeat(250)}@x.com`, false],
  ])('%s: %s', (email, ok) => expect(isValidEmail(email)).toBe(ok));
});
