/**
 * How guessable a new password is, judged by zxcvbn (@zxcvbn-ts), a maintained estimator that knows
 * the common-password lists, words, names, keyboard walks, repeats, dates and l33t spellings. We
 * keep no list of our own.
 *
 * Its dictionaries are large (hundreds of kB), so core never loads them: the caller loads the
 * library and hands it to `passwordStrengthFrom`. The server does so at start; the web app only on
 * the pages with a new-password field, through a dynamic import, so the first visit to the site
 * does not download them. Core only names the library's types here.
 */
import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import type * as ZxcvbnCommon from '@zxcvbn-ts/language-common';
import type * as ZxcvbnEn from '@zxcvbn-ts/language-en';

/** The loaded library: the estimator, the common lists and keyboards, the English words and copy. */
export interface StrengthLibrary {
  zxcvbn: typeof ZxcvbnCore;
  common: typeof ZxcvbnCommon;
  en: typeof ZxcvbnEn;
}

/** What the estimator says of one password: its score (0 to 4) and why, in its English words. */
export interface StrengthVerdict {
  score: 0 | 1 | 2 | 3 | 4;
  warning: string | null;
  suggestions: string[];
}

/** A loaded estimator; `userInputs` are the account's own words (email, names), guessed first. */
export type PasswordStrength = (password: string, userInputs: readonly string[]) => StrengthVerdict;

/**
 * The lowest score accepted: 2 is "somewhat guessable", at least a million guesses. Scores 0 and 1
 * are the common passwords and their small variations (`password1`, `aaaaaaaa`, `qwertyuiop`, a
 * name with a year), which an attacker tries first.
 */
export const MIN_PASSWORD_SCORE = 2;

/**
 * Only the first this many characters are judged. The estimator's time grows steeply with length
 * and with l33t substitutions (a 128-character password took a second); at 64 characters and at
 * most 10 substitutions the slowest password we found takes under 0.1 s. A longer password is as
 * strong as its start or stronger, so judging the start never lets a weak one through.
 */
export const STRENGTH_JUDGED_CHARACTERS = 64;
const L33T_MAX_SUBSTITUTIONS = 10;

/** Builds the estimator from the loaded library. */
export function passwordStrengthFrom({ zxcvbn, common, en }: StrengthLibrary): PasswordStrength {
  const factory = new zxcvbn.ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
    maxLength: STRENGTH_JUDGED_CHARACTERS,
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
  });
  return (password, userInputs) => {
    const result = factory.check(password, [...userInputs]);
    return {
      score: result.score,
      warning: result.feedback.warning,
      suggestions: result.feedback.suggestions,
    };
  };
}
