/**
 * The password estimator for the screens with a new-password field (sign-up, pre-checkout, reset,
 * the account page's change of password). Its dictionaries are large, so they are fetched as their
 * own chunks when such a screen first mounts, never with the site's first page. Until they arrive
 * core's rule checks length, spaces and the email only; the server always checks everything.
 */
import { type PasswordStrength, passwordStrengthFrom } from '@lounge/core';
import { useEffect, useState } from 'react';

let loading: Promise<PasswordStrength> | null = null;

/** Loads the estimator once per page load (later screens reuse it). */
export function loadPasswordStrength(): Promise<PasswordStrength> {
  loading ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([zxcvbn, common, en]) => passwordStrengthFrom({ zxcvbn, common, en }));
  // A failed download (offline) may be tried again by the next screen.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The estimator once loaded, null before (core's rule then skips the estimate). */
export function usePasswordStrength(): PasswordStrength | null {
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  useEffect(() => {
    let live = true;
    loadPasswordStrength().then(
      (loaded) => live && setStrength(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return strength;
}
