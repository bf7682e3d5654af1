import { describe, expect, it } from 'vitest';
import { emailAddressProblem, formMessages as F, normalizeEmail, validateLogin } from '../src';

describe('an email address in its stored form', () => {
  it.each([
    ['Bob@Example.COM', 'bob@example.com'],
    ['  bob@example.com \t', 'bob@example.com'],
    // Fullwidth letters and the fullwidth at sign are the same address once NFKC-normalised.
    ['ｂｏｂ＠ｅｘａｍｐｌｅ．ｃｏｍ', 'bob@example.com'],
    // The 'ﬁ' ligature is two letters.
    ['ﬁona@example.com', 'fiona@example.com'],
    ['BOB@EXAMPLE.COM', 'bob@example.com'],
  ])('%j is stored as %j', (typed, stored) => {
    expect(emailAddressProblem(typed)).toBeNull();
    expect(normalizeEmail(typed)).toBe(stored);
  });
});

describe('an address that only looks like another one is refused, saying why', () => {
  it.each([
    // Cyrillic 'о' (U+043E) among Latin letters.
    ['b\u043eb@example.com', F.emailMixedScripts],
    // Greek omicron in the domain.
    ['bob@ex\u03bfmple.com', F.emailMixedScripts],
    // Cyrillic 'а' in a Latin domain label.
    ['bob@ex\u0430mple.com', F.emailMixedScripts],
    // A trailing zero-width space, a zero-width joiner, a soft hyphen, a BOM, a direction mark.
    ['bob@example.com\u200b', F.emailInvisible],
    ['b\u200dob@example.com', F.emailInvisible],
    ['bo\u00adb@example.com', F.emailInvisible],
    ['bo\ufeffb@example.com', F.emailInvisible],
    ['bob\u200e@example.com', F.emailInvisible],
    ['bob@exam\u0000ple.com', F.emailInvisible],
    ['not-an-address', F.emailInvalid],
    ['two@@signs.com', F.emailInvalid],
    [42, F.emailInvalid],
  ])('%j', (typed, message) => {
    expect(emailAddressProblem(typed)).toBe(message);
  });
});

describe('one alphabet a part, whichever it is', () => {
  it.each([
    'иван@пример.рф',
    'иван@example.com',
    'μαρία@example.gr',
    '山田たろう@example.jp',
    'tanaka山田@example.jp',
    'jose.garcia+golf@sub.example.co',
    '12345@example.com',
  ])('%s is accepted', (address) => {
    expect(emailAddressProblem(address)).toBeNull();
  });
});

describe('the forms use the same rule', () => {
  it('sign-in names the reason on the email field and stores the normalised address', () => {
    const refused = validateLogin({ email: 'b\u043eb@example.com', password: 'x' });
    expect(refused.ok ? null : refused.errors.email).toBe(F.emailMixedScripts);
    const accepted = validateLogin({ email: ' ＢＯＢ@example.com', password: 'x' });
    expect(accepted.ok && accepted.value.email).toBe('bob@example.com');
  });
});
