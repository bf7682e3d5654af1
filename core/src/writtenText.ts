/**
 * What people write (reasons, names, notes, messages) in the one form it is checked and kept in.
 * Text is NFKC-normalised (a fullwidth 'Ａ' is an 'A') and stripped of what cannot be seen: format
 * and control characters (zero-width spaces and joiners, the BOM, soft hyphens, direction marks),
 * the Hangul fillers, the Khmer inherent vowels and the Braille blank that render as blanks, the
 * combining grapheme joiner and variation selectors; then it is trimmed. A field that must be filled
 * in must have words: a letter or a digit left after that, so a reason of one zero-width space (or
 * of dots) is no reason. Every joi schema of a reason, name or note uses this (api/shape.ts's
 * `words`, `writtenLine`, `writtenLines`), and so do core's form checks; docs/security.md says why.
 */

/** Characters that draw nothing, as a character class's contents (control characters apart). */
const UNSEEN = '\\p{Cf}\\u034F\\u115F\\u1160\\u17B4\\u17B5\\u2800\\u3164\\uFE00-\\uFE0F\\uFFA0';

/** Something in the text that cannot be seen (an address holding one is refused: emailAddress.ts). */
export const UNSEEN_CHARACTER = new RegExp(`[${UNSEEN}\\p{Cc}\\p{Zl}\\p{Zp}]`, 'u');

const UNSEEN_ALL = new RegExp(`[${UNSEEN}]`, 'gu');
/** Control characters but the tab and the line feed (a carriage return is a line end first). */
const CONTROL = /(?![\t\n])\p{Cc}/gu;
const LINE_ENDS = /\r\n?|[\u2028\u2029\u0085]/gu;

function visible(value: string): string {
  return value.normalize('NFKC').replace(LINE_ENDS, '\n').replace(UNSEEN_ALL, '').replace(CONTROL, '');
}

/** A one-line field (a name, a reason): cleaned, every run of spaces, tabs or line ends one space. */
export function cleanLine(value: string): string {
  return visible(value).replace(/\s+/gu, ' ').trim();
}

/** A field of several lines (a note, a message): cleaned, its line ends kept, trimmed at both ends. */
export function cleanLines(value: string): string {
  return visible(value).trim();
}

/** Whether cleaned text says anything: a letter or a digit in any script. */
export function hasWords(value: string): boolean {
  return /[\p{L}\p{N}]/u.test(value);
}
