import { describe, expect, it } from 'vitest';
import { checkPhone, formatPhone, normalizePhone, phoneMessages, validatePreCheckoutSignup } from '../src';
import { strength } from './strength';

describe('phone numbers', () => {
  it.each([
    ['(406) 555-0123', '+14065550123'],
    ['406.555.0123', '+14065550123'],
    ['406 555 0123', '+14065550123'],
    ['1-406-555-0123', '+14065550123'],
    ['+1 406 555 0123', '+14065550123'],
    ['  4065550123 ', '+14065550123'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+61 (2) 9374-4000', '+61293744000'],
  ])('%s is %s', (typed, e164) => {
    expect(normalizePhone(typed)).toBe(e164);
  });

  it.each([
    ['555-0123', 'seven digits: no area code'],
    ['(106) 555-0123', 'an area code starting with 1'],
    ['(406) 155-0123', 'an exchange starting with 1'],
    ['2-406-555-0123', 'eleven digits not starting with 1'],
    ['+0 20 7946 0958', 'a country code starting with 0'],
    ['+1234567', 'too short for any country'],
    ['+1234567890123456', 'longer than 15 digits'],
    ['406-555-0123 ext 4', 'letters'],
    ['+44 20 7946 0958 #', 'other signs'],
  ])('refuses %s (%s)', (typed) => {
    expect(normalizePhone(typed)).toBeNull();
    expect(checkPhone(typed)).toEqual({ ok: false, error: phoneMessages.invalid });
  });

  it('reads empty, missing and null as no phone; refuses a non-string', () => {
    expect(checkPhone('')).toEqual({ ok: true, value: null });
    expect(checkPhone('   ')).toEqual({ ok: true, value: null });
    expect(checkPhone(undefined)).toEqual({ ok: true, value: null });
    expect(checkPhone(null)).toEqual({ ok: true, value: null });
    expect(checkPhone(4065550123)).toEqual({ ok: false, error: phoneMessages.invalid });
  });

  it('shows a North American number the way it is written here, others as stored', () => {
    expect(formatPhone('+14065550123')).toBe('(406) 555-0123');
    expect(formatPhone('+442079460958')).toBe('+442079460958');
  });

  it('is checked and normalised by sign-up', () => {
    const good = {
      firstName: 'Jo',
      lastName: 'Li',
      email: 'jo@example.com',
      password: 'correct horse',
      confirmPassword: 'correct horse',
    };
    expect(validatePreCheckoutSignup({ ...good, phone: '406-555-0123' }, strength)).toMatchObject({
      ok: true,
      value: { phone: '+14065550123' },
    });
    expect(validatePreCheckoutSignup({ ...good, phone: '12' }, strength)).toEqual({
      ok: false,
      errors: { phone: phoneMessages.invalid },
    });
  });
});
