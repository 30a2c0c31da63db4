/**
 * What the password checker keeps of zxcvbn's estimate, and how much of a password it analyses.
 * Pure functions, no zxcvbn import (only its types): the estimate is made in a Worker
 * (./zxcvbn-worker.ts) or, where a page blocks workers, on the main thread, and crosses to the
 * page as this small, plain object.
 */
import type { Score, ZxcvbnResult } from '@zxcvbn-ts/core';

/**
 * Characters (code points) of a password that are analysed in the Worker. zxcvbn's time grows
 * with length and with every character that could be a l33t substitution (@, 0, 1, $…): for a
 * random password of letters, digits and symbols it took about 10 ms per character on this
 * machine when quiet, and 2.5–4 s for its default 256. The first 64 (the length NIST says every
 * site must accept) keep the answer within a second; beyond them every attack time is
 * "centuries" for any password zxcvbn finds no pattern in.
 */
export const ANALYSED_LENGTH = 64;

/**
 * Characters analysed on the main thread, where a page blocks workers (an embed under a strict
 * host CSP). zxcvbn cannot be paused, so one check is one task: the first 24 characters kept it
 * near 50 ms on this machine when quiet (32 took 5–8 times as long on l33t-rich text).
 */
export const FALLBACK_ANALYSED_LENGTH = 24;

/** One of zxcvbn's matches, as far as the checks read it. */
export interface EstimateMatch {
  pattern: string;
  /** First and last UTF-16 index of the match in the analysed text. */
  i: number;
  j: number;
  dictionaryName?: string;
}

/** zxcvbn's estimate as the checker and the generator read it. */
export interface Estimate {
  score: Score;
  guesses: number;
  guessesLog10: number;
  feedback: {
    warning: string | null;
    suggestions: string[];
    /**
     * zxcvbn's ids of the warning and of each suggestion ("topTen", "anotherWord"), so the page can
     * say them in its language (issue #31); null where the text is not one of zxcvbn's.
     */
    ids?: { warning: string | null; suggestions: Array<string | null> };
  };
  sequence: EstimateMatch[];
}

/** zxcvbn's English feedback text → its id (built from the translations the engine uses). */
export type FeedbackIds = (text: string) => string | null;

/** The plain subset of zxcvbn's result the page needs (its result also holds its own copies of the password). */
export function slimEstimate(result: Pick<ZxcvbnResult, 'score' | 'guesses' | 'guessesLog10' | 'feedback' | 'sequence'>, idOf?: FeedbackIds): Estimate {
  const warning = result.feedback.warning || null;
  const suggestions = [...result.feedback.suggestions];
  return {
    score: result.score,
    guesses: result.guesses,
    guessesLog10: result.guessesLog10,
    feedback: {
      warning,
      suggestions,
      ...(idOf ? { ids: { warning: warning === null ? null : idOf(warning), suggestions: suggestions.map(idOf) } } : {}),
    },
    sequence: result.sequence.map((m) => ({
      pattern: m.pattern,
      i: m.i,
      j: m.j,
      ...('dictionaryName' in m && typeof m.dictionaryName === 'string' ? { dictionaryName: m.dictionaryName } : {}),
    })),
  };
}

/** The first `limit` characters (code points) of `password`: what gets analysed. Never splits a surrogate pair. */
export function analysedPrefix(password: string, limit: number): string {
  if (password.length <= limit) return password;
  let units = 0;
  let count = 0;
  for (const ch of password) {
    if (count === limit) return password.slice(0, units);
    units += ch.length;
    count += 1;
  }
  return password;
}
