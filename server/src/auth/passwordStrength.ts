/**
 * The password estimator the server judges every new password with (core's newPasswordError).
 *
 * Its dictionaries take about 50 MB of memory, and most of the server's life no password is set
 * (members book, the desk checks people in), so they load on the first check, not at start: that
 * one sign-up, change or reset waits for them (a tenth of a second or so) and every later check uses
 * the loaded estimator. They load synchronously (the packages' CommonJS builds), so the estimator
 * keeps core's synchronous shape and the routes that call it do not change.
 *
 * And they go again when no password has been checked for UNLOAD_AFTER_MS: the estimator and the
 * packages' modules are dropped (out of Node's module cache too, with the require that loaded
 * them), so the garbage collector can give the memory back; the next check loads them anew.
 */
import { createRequire } from 'node:module';
import { type PasswordStrength, passwordStrengthFrom, type StrengthLibrary } from '@lounge/core';

export const UNLOAD_AFTER_MS = 10 * 60 * 1000;
const PACKAGES = '/node_modules/@zxcvbn-ts/';

let loaded: PasswordStrength | null = null;
let unloadTimer: NodeJS.Timeout | null = null;

/** Whether the dictionaries are in memory (the server's tests check they are not at start). */
export function passwordStrengthLoaded(): boolean {
  return loaded !== null;
}

function loadEstimator(): PasswordStrength {
  // A require of its own each time, so dropping it drops the modules it keeps as its children.
  const load = createRequire(import.meta.url);
  return passwordStrengthFrom({
    zxcvbn: load('@zxcvbn-ts/core') as StrengthLibrary['zxcvbn'],
    common: load('@zxcvbn-ts/language-common') as StrengthLibrary['common'],
    en: load('@zxcvbn-ts/language-en') as StrengthLibrary['en'],
  });
}

/** Drops the estimator and its packages' modules (run when checks have been idle a while). */
export function unloadPasswordStrength(): void {
  if (unloadTimer) clearTimeout(unloadTimer);
  unloadTimer = null;
  loaded = null;
  const cache = createRequire(import.meta.url).cache;
  for (const file of Object.keys(cache)) if (file.includes(PACKAGES)) delete cache[file];
}

export const passwordStrength: PasswordStrength = (password, userInputs) => {
  loaded ??= loadEstimator();
  const verdict = loaded(password, userInputs);
  if (unloadTimer) unloadTimer.refresh();
  else {
    unloadTimer = setTimeout(unloadPasswordStrength, UNLOAD_AFTER_MS);
    // A server with nothing else to do may stop meanwhile.
    unloadTimer.unref();
  }
  return verdict;
};
