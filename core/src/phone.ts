/**
 * The optional phone number on an account. Stored in E.164 ('+14065550123') so the desk can dial it
 * and two spellings of one number compare equal. A North American number may be typed the way
 * people write it ('(406) 555-0123', '406.555.0123', '1 406 555 0123'); any other country's number
 * starts with '+' and its country code. No library: the rule is small, and the web bundle stays so.
 */

export const phoneMessages = {
  invalid: 'Enter a US or Canadian number like (406) 555-0123, or an international number starting with +',
  label: 'Phone (optional)',
  help: 'US and Canadian numbers as you write them; other countries starting with + and the country code.',
} as const;

/** What may separate digits as people type numbers; anything else is refused. */
const SEPARATORS = /[\s().\-/]/g;

/**
 * The number in E.164, or null when it is not one. North American (NANP) numbers: ten digits, with
 * or without the leading 1, whose area code and exchange do not start with 0 or 1. International:
 * '+' then 8 to 15 digits, the first not 0.
 */
export function normalizePhone(value: string): string | null {
  const compact = value.trim().replace(SEPARATORS, '');
  if (compact.startsWith('+')) {
    const digits = compact.slice(1);
    if (!/^[1-9]\d{7,14}$/.test(digits)) return null;
    // A '+1' number is North American: the same area code and exchange rules apply.
    if (digits.startsWith('1')) return nanp(digits.slice(1));
    return `+${digits}`;
  }
  if (!/^\d+$/.test(compact)) return null;
  if (compact.length === 11 && compact.startsWith('1')) return nanp(compact.slice(1));
  return nanp(compact);
}

function nanp(tenDigits: string): string | null {
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(tenDigits) ? `+1${tenDigits}` : null;
}

/**
 * An optional phone field: empty (or missing, or null) is no phone; anything else must be a number.
 * Returns the E.164 form, null for none, or an error message.
 */
export function checkPhone(
  value: unknown,
): { ok: true; value: string | null } | { ok: false; error: string } {
  if (value === undefined || value === null) return { ok: true, value: null };
  if (typeof value !== 'string') return { ok: false, error: phoneMessages.invalid };
  if (value.trim() === '') return { ok: true, value: null };
  const phone = normalizePhone(value);
  return phone ? { ok: true, value: phone } : { ok: false, error: phoneMessages.invalid };
}

/** A stored E.164 number as people read it: '(406) 555-0123' at home, '+44 20...' left as stored. */
export function formatPhone(e164: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : e164;
}
