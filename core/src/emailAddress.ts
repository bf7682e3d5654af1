/**
 * What an email address must be before it names an account, and the one form it is stored and
 * compared in. An address decides who owns an account, so two addresses that look the same must
 * be the same: text is NFKC-normalised (a fullwidth 'ｂ' is a 'b'), trimmed and lower-cased, and an
 * address that would still only look like another one is refused with a reason instead of stored:
 * invisible characters (a zero-width space, a soft hyphen, a direction mark), or letters of two
 * alphabets in one part (a Cyrillic 'о' inside 'bob'). docs/security.md says why.
 */
import { FIELD_LIMITS } from './formFields';
import { formMessages as F } from './messages';
import { UNSEEN_CHARACTER } from './writtenText';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

/** Scripts a letter may belong to; a letter of none of them counts as 'Other'. */
const SCRIPTS = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Han', /\p{Script=Han}/u],
  ['Hiragana', /\p{Script=Hiragana}/u],
  ['Katakana', /\p{Script=Katakana}/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Bopomofo', /\p{Script=Bopomofo}/u],
] as const;

/**
 * Mixtures that real writing uses (Unicode's 'highly restrictive' profile, UTS #39): Japanese,
 * Chinese and Korean text may carry Latin letters and Han with their own scripts. Any other
 * mixture is how a look-alike address is made.
 */
const ALLOWED_MIXES: readonly (readonly string[])[] = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];

function scriptOf(letter: string): string {
  for (const [name, re] of SCRIPTS) if (re.test(letter)) return name;
  return 'Other';
}

/** True when the letters of `part` come from one script, or from a mixture real writing uses. */
function isSingleScript(part: string): boolean {
  const scripts = new Set<string>();
  for (const char of part) if (/\p{L}/u.test(char)) scripts.add(scriptOf(char));
  if (scripts.size <= 1) return true;
  return ALLOWED_MIXES.some((mix) => [...scripts].every((s) => mix.includes(s)));
}

/** The stored form: NFKC, trimmed, lower-cased. Emails compare only in this form. */
export function normalizeEmail(value: string): string {
  return value.normalize('NFKC').trim().toLowerCase();
}

/**
 * The mailbox an address reaches: its stored form without a '+tag' after the name
 * ('Ann+golf@Example.com' is 'ann@example.com'). Whoever can read one reads the other, so a rule of
 * one per person (the money-back guarantee) counts them as one address.
 */
export function mailboxOf(email: string): string {
  const address = normalizeEmail(email);
  const at = address.lastIndexOf('@');
  const plus = address.indexOf('+');
  return plus > 0 && plus < at ? address.slice(0, plus) + address.slice(at) : address;
}

/** Why `value` cannot be an address, or null when it can (checked on the normalised form). */
export function emailAddressProblem(value: unknown): string | null {
  if (typeof value !== 'string') return F.emailInvalid;
  const email = normalizeEmail(value);
  if (email.length > FIELD_LIMITS.email) return F.emailInvalid;
  if (UNSEEN_CHARACTER.test(email)) return F.emailInvisible;
  if (!EMAIL_RE.test(email)) return F.emailInvalid;
  const at = email.lastIndexOf('@');
  if (!isSingleScript(email.slice(0, at)) || !isSingleScript(email.slice(at + 1))) return F.emailMixedScripts;
  return null;
}

/** A deliberately plain check: something@something.tld, one alphabet a part, nothing invisible. */
export function isValidEmail(value: unknown): value is string {
  return emailAddressProblem(value) === null;
}
