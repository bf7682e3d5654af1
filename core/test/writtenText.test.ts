/**
 * What people write is checked and kept in one form (writtenText.ts): NFKC, nothing invisible, and
 * a field that must be filled in needs a letter or a digit. The joi pieces (api/shape.ts) and the
 * form checks (sign-up names, notes, a block's reason) use it.
 */
import { describe, expect, it } from 'vitest';
import { mailboxOf, nameField, validateMemberNote } from '../src';
import { object, words, writtenLine, writtenLines } from '../src/api';
import { FieldCollector } from '../src/formFields';
import { cleanLine, cleanLines, hasWords } from '../src/writtenText';

const NOTHING = [
  '',
  '   ',
  '\u200B',
  '\u200B\u200C\u200D\u2060',
  '\uFEFF',
  '\u00AD',
  '\u200E\u200F\u202A\u202E',
  '\u0000\u0007\u001B',
  '\u3164\u115F\u1160\uFFA0',
  '\u2800',
  '\u034F\uFE0F',
  '\t\r\n\u0085\u2028\u2029',
  ' \u200B . - ',
];

describe('cleanLine and cleanLines', () => {
  it('remove what cannot be seen and normalise to NFKC', () => {
    expect(cleanLine('\u200BGuest\u200B left\u0007 early ')).toBe('Guest left early');
    expect(cleanLine('ＡＢＣ　１２')).toBe('ABC 12');
    expect(cleanLine('Mary\n\tAnn')).toBe('Mary Ann');
    expect(cleanLines(' line one\r\nline\u200B two\u2028three ')).toBe('line one\nline two\nthree');
  });

  it.each(NOTHING)('leave no words in %j', (value) => {
    expect(hasWords(cleanLine(value))).toBe(false);
    expect(hasWords(cleanLines(value))).toBe(false);
  });

  it('find words in any script, and in digits', () => {
    for (const value of ['a', 'Zoë', 'Σ', '山田', '7', 'ب']) expect(hasWords(cleanLine(value))).toBe(true);
  });
});

describe('the joi pieces', () => {
  const shape = object({ reason: words(10), line: writtenLine(5), lines: writtenLines(20) });

  it('refuse a reason with no words as empty, naming it', () => {
    for (const reason of NOTHING) {
      const { error } = shape.validate({ reason, line: '', lines: '' });
      expect(error?.details[0]?.path).toEqual(['reason']);
      expect(error?.details[0]?.type).toBe('string.empty');
    }
  });

  it('hand the handler the cleaned text, and count the length of what is kept', () => {
    const { value, error } = shape.validate({
      reason: '\u200B Late\u200B start ',
      line: '\u200B\u200B\u200Bab',
      lines: 'a\r\nb\u200B',
    });
    expect(error).toBeUndefined();
    expect(value).toEqual({ reason: 'Late start', line: 'ab', lines: 'a\nb' });
    expect(shape.validate({ reason: 'x', line: 'abcdef', lines: '' }).error?.details[0]?.path).toEqual([
      'line',
    ]);
  });
});

describe('the form checks', () => {
  it('refuse a name of zero-width characters as missing', () => {
    const c = new FieldCollector<'firstName' | 'lastName'>();
    nameField(c, 'firstName', '\u200B\u200C', 1);
    expect(c.errors.firstName).toBe('First name is required');
  });

  it('refuse a staff note of only invisible characters', () => {
    expect(validateMemberNote('\u200B\n\u2060')).toMatchObject({ ok: false, error: { field: 'body' } });
    expect(validateMemberNote(' Prefers\u200B bay 2 ')).toEqual({ ok: true, value: 'Prefers bay 2' });
  });
});

describe('mailboxOf', () => {
  it('counts a +alias and the case of an address as the same mailbox', () => {
    expect(mailboxOf('Ann+golf@Example.com')).toBe('ann@example.com');
    expect(mailboxOf(' ANN@example.COM ')).toBe('ann@example.com');
    expect(mailboxOf('ann@example.com')).toBe('ann@example.com');
    // A '+' that starts the name is the name, not a tag.
    expect(mailboxOf('+ann@example.com')).toBe('+ann@example.com');
  });
});
