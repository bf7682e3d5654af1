/**
 * The password estimator the server judges every new password with (core's newPasswordError).
 *
 * Its dictionaries take about 50 MB of memory and a moment to load (a tenth of a second on a quiet
 * box, seconds on a busy one). They are loaded once, in the background just after the server starts
 * (`warmPasswordStrength`, from app.ts), and kept: a sign-up on a quiet evening must not wait for
 * them (the first check after they had been dropped while idle took 6.8 s on the box). A check
 * that comes before the warm-up has finished loads them itself. They load synchronously (the
 * packages' CommonJS builds), so the estimator keeps core's synchronous shape; the warm-up loads
 * them one package a turn of the event loop, so a page asked for meanwhile (the first visitor
 * after a restart) waits for one package, not for all three and the estimator's set-up.
 */
import { createRequire } from 'node:module';
import { type PasswordStrength, passwordStrengthFrom, type StrengthLibrary } from '@lounge/core';

let loaded: PasswordStrength | null = null;

/** Whether the dictionaries are in memory. */
export function passwordStrengthLoaded(): boolean {
  return loaded !== null;
}

const load = createRequire(import.meta.url);
const loadZxcvbn = () => load('@zxcvbn-ts/core') as StrengthLibrary['zxcvbn'];
const loadCommon = () => load('@zxcvbn-ts/language-common') as StrengthLibrary['common'];
const loadEn = () => load('@zxcvbn-ts/language-en') as StrengthLibrary['en'];

function loadEstimator(): PasswordStrength {
  return passwordStrengthFrom({ zxcvbn: loadZxcvbn(), common: loadCommon(), en: loadEn() });
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Loads the estimator if it is not loaded yet, a package a turn (the server runs this once it has
 * started). Node keeps a package once required, so a check that loads the estimator meanwhile
 * reuses what is already in.
 */
export async function warmPasswordStrength(): Promise<void> {
  if (loaded) return;
  const zxcvbn = loadZxcvbn();
  await nextTurn();
  const common = loadCommon();
  await nextTurn();
  const en = loadEn();
  await nextTurn();
  loaded ??= passwordStrengthFrom({ zxcvbn, common, en });
}

export const passwordStrength: PasswordStrength = (password, userInputs) => {
  loaded ??= loadEstimator();
  return loaded(password, userInputs);
};
