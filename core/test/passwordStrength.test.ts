/** The new-password rule every screen and route shares (newPasswordError), with the real estimator. */
import { describe, expect, it } from 'vitest';
import { formMessages as F, MIN_PASSWORD_SCORE, newPasswordError, STRENGTH_JUDGED_CHARACTERS } from '../src';
import { strength } from './strength';

const owner = { email: 'pat.lee@example.com', firstName: 'Pat', lastName: 'Lee' };
const ownerWords = ['pat.lee@example.com', 'pat.lee', 'Pat', 'Lee'];

describe('a new password', () => {
  it.each([
    ['eight spaces', ' '.repeat(8), F.passwordOnlySpaces],
    ['tabs and spaces', ' \t \t \t \t ', F.passwordOnlySpaces],
    ['the email itself', 'pat.lee@example.com', F.passwordIsEmail],
    ['the email in capitals with a space', ' Pat.Lee@Example.COM', F.passwordIsEmail],
    ['too short, before anything else', '       ', F.passwordTooShort],
  ])('refuses %s, saying why', (_what, password, message) => {
    expect(newPasswordError(password, owner, strength)).toBe(message);
  });

  it.each([
    ['password', 'This is a heavily used password.'],
    ['aaaaaaaa', 'Repeated characters like "aaa" are easy to guess.'],
    ['password1', 'This is a commonly used password.'],
    ['qwertyuiop', 'This is a frequently used password.'],
    ['12345678', 'This is a heavily used password.'],
    ['Pat.Lee2026', null],
  ])('refuses the common or guessable %j with the estimator reason', (password, warning) => {
    const error = newPasswordError(password, owner, strength);
    expect(error).toMatch(/^Password is too easy to guess\./);
    if (warning) expect(error).toContain(warning);
    const verdict = strength(password, ownerWords);
    expect(error).toBe(F.passwordTooGuessable(verdict.warning, verdict.suggestions[0] ?? null));
  });

  it.each(['correct horse battery', 'fairway-2027', 'par 3 at dusk', 'iron-7-wedge'])(
    'accepts the passphrase %j',
    (password) => {
      expect(newPasswordError(password, owner, strength)).toBeNull();
    },
  );

  it('guesses the account own words first: a name and a year is not enough', () => {
    expect(strength('Pat.Lee2026', ownerWords).score).toBeLessThan(MIN_PASSWORD_SCORE);
    expect(strength('Pat.Lee2026', []).score).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
  });

  it('gives the estimator advice, or a plain one when it has none', () => {
    expect(
      F.passwordTooGuessable('This is a heavily used password.', 'Add more words that are less common.'),
    ).toBe(
      'Password is too easy to guess. This is a heavily used password. Add more words that are less common.',
    );
    expect(F.passwordTooGuessable(null, null)).toBe(
      'Password is too easy to guess. Try a few uncommon words together.',
    );
  });

  it('keeps the cheap checks when the estimator is not loaded yet (a screen still loading it)', () => {
    expect(newPasswordError(' '.repeat(8), owner, null)).toBe(F.passwordOnlySpaces);
    expect(newPasswordError('pat.lee@example.com', owner, null)).toBe(F.passwordIsEmail);
    expect(newPasswordError('password', owner, null)).toBeNull();
  });

  it('judges a long password by its first STRENGTH_JUDGED_CHARACTERS characters', () => {
    expect(newPasswordError('the back nine at dusk '.repeat(6).slice(0, 128), owner, strength)).toBeNull();
    expect(
      newPasswordError('a'.repeat(STRENGTH_JUDGED_CHARACTERS) + 'the back nine at dusk', owner, strength),
    ).toMatch(/too easy to guess/);
  });
});
