/**
 * zxcvbn with its English and common dictionaries (~800 kB gzip). Loaded by the Worker
 * (./zxcvbn-worker.ts, its own file) and, only where a page blocks workers, through a dynamic
 * import on the main thread (usePasswordStrength.ts), so it is never in a page's initial JavaScript.
 */
import { ZxcvbnFactory, type OptionsType, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

/**
 * The library's recommended set-up. Levenshtein matching stays off (the default): against these
 * dictionaries it takes seconds per check, which no typing user would wait for.
 */
export const options: OptionsType = {
  dictionary: { ...commonDictionary, ...englishDictionary },
  graphs: adjacencyGraphs,
  translations,
  // How many l33t readings of the password are tried (the library's default: 100). A long
  // password full of symbols that may stand for letters (@, $, 0, 1…) spent nearly all of its
  // check there: 64 such characters took 2.4–3.7 s, and 0.6–0.8 s with 20, with the same
  // estimate (issue #37; the unit tests hold the published examples to their scores).
  l33tMaxSubstitutions: 20,
};

export type ZxcvbnCheck = (password: string) => ZxcvbnResult;

/**
 * The id of one of zxcvbn's English warnings or suggestions ("topTen", "anotherWord"): the page
 * words it in its own language (the checker's catalog has a message for each).
 */
const FEEDBACK_IDS = new Map<string, string>(
  [...Object.entries(translations.warnings), ...Object.entries(translations.suggestions)].map(([id, text]) => [text, id]),
);
export const feedbackId = (text: string): string | null => FEEDBACK_IDS.get(text) ?? null;

/** Builds the ranked dictionaries once (the slow part) and returns the estimator. */
export function createEstimator(): ZxcvbnCheck {
  const zxcvbn = new ZxcvbnFactory(options);
  return (password) => zxcvbn.check(password);
}
