/**
 * Sign-up and sign-in forms (docs/product.md). Pre-checkout asks names of at least 1 character,
 * the signup page at least 2; both need a valid email, a password of 8 to 128 characters and a
 * matching confirmation. The server checks a signup request with the pre-checkout rules, the
 * looser of the two, since both screens post to the same call.
 */
import { normalizeEmail } from './emailAddress';
import { FIELD_LIMITS, FieldCollector, type FormCheck } from './formFields';
import { formMessages as F } from './messages';
import { MIN_PASSWORD_SCORE, type PasswordStrength } from './passwordStrength';
import { checkPhone } from './phone';
import { cleanLine, hasWords } from './writtenText';

/** What the account already says about its owner; a password should not be made of it. */
export interface PasswordOwner {
  email?: string;
  firstName?: string;
  lastName?: string;
}

/**
 * What is wrong with a password someone chooses (sign-up, a reset, a change on the account page),
 * or null when it may be used. Every screen and route that sets a password asks this one function,
 * so a stronger rule reaches them all at once. In order: its length, only spaces, the account's
 * own email, then the estimator (passwordStrength.ts): a common or easily guessed password is
 * refused with the estimator's reason. `strength` is null only on a screen that has not loaded the
 * estimator yet; the server always passes it, so the rule is always enforced there.
 */
export function newPasswordError(
  password: string,
  owner: PasswordOwner,
  strength: PasswordStrength | null,
): string | null {
  if (password.length < FIELD_LIMITS.password.min) return F.passwordTooShort;
  if (password.length > FIELD_LIMITS.password.max) return F.passwordTooLong;
  if (password.trim() === '') return F.passwordOnlySpaces;
  const email = owner.email ? normalizeEmail(owner.email) : '';
  if (email && normalizeEmail(password) === email) return F.passwordIsEmail;
  if (!strength) return null;
  const verdict = strength(password, ownerWords(owner));
  if (verdict.score >= MIN_PASSWORD_SCORE) return null;
  return F.passwordTooGuessable(verdict.warning, verdict.suggestions[0] ?? null);
}

/** The owner's words the estimator should guess first: the email, its name part, the names. */
function ownerWords({ email, firstName, lastName }: PasswordOwner): string[] {
  const words = [email, email?.split('@')[0], firstName, lastName];
  return words.filter((w): w is string => typeof w === 'string' && w.trim() !== '');
}

export interface SignupFields {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  password?: unknown;
  confirmPassword?: unknown;
  /** Optional; stored in E.164 (phone.ts). */
  phone?: unknown;
}

export interface SignupValue {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string | null;
}

type SignupField = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword' | 'phone';

/** A first or last name: required, with words (writtenText.ts), at least `minName` and at most FIELD_LIMITS.name characters. */
export function nameField<K extends string>(
  c: FieldCollector<K | 'firstName' | 'lastName'>,
  field: 'firstName' | 'lastName',
  value: unknown,
  minName: 1 | 2,
): string {
  const text = typeof value === 'string' ? cleanLine(value) : '';
  const required = field === 'firstName' ? F.firstNameRequired : F.lastNameRequired;
  const tooShort = field === 'firstName' ? F.firstNameTooShort : F.lastNameTooShort;
  if (!hasWords(text)) c.add(field, required);
  else if (text.length < minName) c.add(field, tooShort);
  else if (text.length > FIELD_LIMITS.name)
    c.add(field, F.tooLong(field === 'firstName' ? 'First name' : 'Last name', FIELD_LIMITS.name));
  return text;
}

function checkSignup(
  input: SignupFields,
  minName: 1 | 2,
  withConfirm: boolean,
  strength: PasswordStrength | null,
): FormCheck<SignupValue, SignupField> {
  const c = new FieldCollector<SignupField>();
  const firstName = nameField(c, 'firstName', input.firstName, minName);
  const lastName = nameField(c, 'lastName', input.lastName, minName);
  const email = c.email('email', input.email);
  const password = typeof input.password === 'string' ? input.password : '';
  const weak = newPasswordError(password, { email, firstName, lastName }, strength);
  if (weak) c.add('password', weak);
  if (withConfirm && input.confirmPassword !== input.password) c.add('confirmPassword', F.passwordsDontMatch);
  const phone = checkPhone(input.phone);
  if (!phone.ok) c.add('phone', phone.error);
  return c.finish({ firstName, lastName, email, password, phone: phone.ok ? phone.value : null });
}

/** The pre-checkout account form: names of at least 1 character. */
export function validatePreCheckoutSignup(
  input: SignupFields,
  strength: PasswordStrength | null,
): FormCheck<SignupValue, SignupField> {
  return checkSignup(input, 1, true, strength);
}

/** The /signup page: names of at least 2 characters. */
export function validateSignupPage(
  input: SignupFields,
  strength: PasswordStrength | null,
): FormCheck<SignupValue, SignupField> {
  return checkSignup(input, 2, true, strength);
}

/** POST /api/auth/signup: no confirmation field travels; names of at least 1 character. */
export function validateSignupRequest(
  input: SignupFields,
  strength: PasswordStrength | null,
): FormCheck<SignupValue, SignupField> {
  return checkSignup(input, 1, false, strength);
}

export interface LoginValue {
  email: string;
  password: string;
}

export function validateLogin(input: { email?: unknown; password?: unknown }): FormCheck<LoginValue> {
  const c = new FieldCollector<'email' | 'password'>();
  const email = c.email('email', input.email);
  const password = typeof input.password === 'string' ? input.password : '';
  if (password.length === 0) c.add('password', F.passwordRequired);
  else if (password.length > FIELD_LIMITS.password.max) c.add('password', F.passwordTooLong);
  return c.finish({ email, password });
}
