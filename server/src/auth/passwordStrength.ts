/**
 * The password estimator the server judges every new password with (core's newPasswordError).
 *
 * Its dictionaries take about 50 MB of memory, and most of the server's life no password is set
 * (members book, the desk checks people in), so they load on the first check, not at start: that
 * one sign-up, change or reset waits for them (a tenth of a second or so) and every later check uses
 * the loaded estimator. They load synchronously (the packages' CommonJS builds), so the estimator
 * keeps core's synchronous shape and the routes that call it do not change.
 */
import { createRequire } from 'node:module';
import { type PasswordStrength, passwordStrengthFrom, type StrengthLibrary } from '@lounge/core';

const load = createRequire(import.meta.url);
let loaded: PasswordStrength | null = null;

/** Whether the dictionaries are in memory yet (the server's tests check they are not at start). */
export function passwordStrengthLoaded(): boolean {
  return loaded !== null;
}

export const passwordStrength: PasswordStrength = (password, userInputs) => {
  loaded ??= passwordStrengthFrom({
    zxcvbn: load('@zxcvbn-ts/core') as StrengthLibrary['zxcvbn'],
    common: load('@zxcvbn-ts/language-common') as StrengthLibrary['common'],
    en: load('@zxcvbn-ts/language-en') as StrengthLibrary['en'],
  });
  return loaded(password, userInputs);
};
