/**
 * The password estimator the server judges every new password with (core's newPasswordError).
 *
 * Its dictionaries take about 50 MB of memory and a moment to load (a tenth of a second on a quiet
 * box, seconds on a busy one). They are loaded once, in the background just after the server starts
 * (`warmPasswordStrength`, from app.ts), and kept: a sign-up on a quiet evening must not wait for
 * them (the first check after they had been dropped while idle took 6.8 s on the box). A check
 * that comes before the warm-up has finished loads them itself. They load synchronously (the
 * packages' CommonJS builds), so the estimator keeps core's synchronous shape.
 */
import { createRequire } from 'node:module';
import { type PasswordStrength, passwordStrengthFrom, type StrengthLibrary } from '@lounge/core';

let loaded: PasswordStrength | null = null;

/** Whether the dictionaries are in memory. */
export function passwordStrengthLoaded(): boolean {
  return loaded !== null;
}

function loadEstimator(): PasswordStrength {
  const load = createRequire(import.meta.url);
  return passwordStrengthFrom({
    zxcvbn: load('@zxcvbn-ts/core') as StrengthLibrary['zxcvbn'],
    common: load('@zxcvbn-ts/language-common') as StrengthLibrary['common'],
    en: load('@zxcvbn-ts/language-en') as StrengthLibrary['en'],
  });
}

/** Loads the estimator now if it is not loaded yet (the server runs this once it has started). */
export function warmPasswordStrength(): void {
  loaded ??= loadEstimator();
}

export const passwordStrength: PasswordStrength = (password, userInputs) => {
  loaded ??= loadEstimator();
  return loaded(password, userInputs);
};
