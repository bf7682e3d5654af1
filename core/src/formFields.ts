/**
 * Building blocks for the forms' validation, shared by the screens and the server: a form's
 * check returns the cleaned value or one message per field at fault.
 */
import { emailAddressProblem, normalizeEmail } from './emailAddress';
import { formMessages as F } from './messages';
import { cleanLines, hasWords } from './writtenText';

export const FIELD_LIMITS = Object.freeze({
  name: 100,
  email: 254,
  phone: 40,
  password: { min: 8, max: 128 },
  /** Free text a visitor writes: inquiry messages. */
  message: 5000,
  /** Shorter free text: special requests, notes. */
  shortText: 1000,
});

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;
export type FormCheck<T, K extends string = Extract<keyof T, string>> =
  | { ok: true; value: T }
  | { ok: false; errors: FieldErrors<K> };

/** A string field cleaned (writtenText.ts); anything that is not a string reads as empty. */
function textOf(value: unknown): string {
  return typeof value === 'string' ? cleanLines(value) : '';
}

/**
 * Collects field errors while a form is checked, keeping the first message for each field.
 * `finish` returns the value when no field failed.
 */
export class FieldCollector<K extends string> {
  readonly errors: FieldErrors<K> = {};

  add(field: K, message: string): void {
    if (!(field in this.errors)) this.errors[field] = message;
  }

  /** A required text field with words, of at most `max` characters; returns it cleaned. */
  required(field: K, value: unknown, label: string, max: number): string {
    const text = textOf(value);
    if (!hasWords(text)) this.add(field, F.required(label));
    else if (text.length > max) this.add(field, F.tooLong(label, max));
    return text;
  }

  /** An optional text field; returns it cleaned, or null when empty. */
  optional(field: K, value: unknown, label: string, max: number): string | null {
    if (value !== undefined && value !== null && typeof value !== 'string') {
      this.add(field, `${label} must be text`);
      return null;
    }
    const text = textOf(value);
    if (text.length > max) this.add(field, F.tooLong(label, max));
    return text === '' ? null : text;
  }

  /** An email address in its stored form (emailAddress.ts), or the reason it cannot be one. */
  email(field: K, value: unknown): string {
    const problem = emailAddressProblem(value);
    if (problem !== null || typeof value !== 'string') {
      this.add(field, problem ?? F.emailInvalid);
      return '';
    }
    return normalizeEmail(value);
  }

  oneOf<T extends string>(field: K, value: unknown, label: string, options: readonly T[]): T {
    if (typeof value !== 'string' || !(options as readonly string[]).includes(value)) {
      this.add(field, textOf(value) === '' ? F.required(label) : F.oneOf(label, options));
    }
    return value as T;
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  finish<T>(value: T): FormCheck<T, K> {
    return this.ok ? { ok: true, value } : { ok: false, errors: this.errors };
  }
}
