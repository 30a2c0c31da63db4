import type { Score } from '@zxcvbn-ts/core';
import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import { englishNumberText, localeNumberText } from '../../i18n/numbers';
import type { CrackTimeText } from '../crack-time';
import { crackTimeText } from '../crack-time-text';
import type { CharacterClass, CheckStatus, CheckText, PatternId, ReportText, ScoreLabel, Usage } from './password-checker';
import type en from './messages/en';

/** The password checker's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/password-checker/messages/*.ts'));

export type PasswordCheckerMessage = keyof typeof en;
export const usePasswordCheckerMessages = () => useMessages(messages);
type T = Translate<PasswordCheckerMessage>;

export const LABEL_KEYS: Record<ScoreLabel, PasswordCheckerMessage> = {
  'Very weak': 'label.veryWeak',
  Weak: 'label.weak',
  Fair: 'label.fair',
  Strong: 'label.strong',
  'Very strong': 'label.veryStrong',
};

export const MEANING_KEYS: Record<Score, PasswordCheckerMessage> = { 0: 'meaning.0', 1: 'meaning.1', 2: 'meaning.2', 3: 'meaning.3', 4: 'meaning.4' };

export const USAGE_KEYS: Record<Usage, PasswordCheckerMessage> = { 'single-factor': 'usage.single-factor', 'multi-factor': 'usage.multi-factor' };

export const STATUS_KEYS: Record<CheckStatus, PasswordCheckerMessage> = {
  pass: 'status.pass',
  fail: 'status.fail',
  info: 'status.info',
  pending: 'status.pending',
};

const CLASS_KEYS: Record<CharacterClass, PasswordCheckerMessage> = {
  lowercase: 'class.lowercase',
  uppercase: 'class.uppercase',
  digits: 'class.digits',
  symbols: 'class.symbols',
  spaces: 'class.spaces',
  unicode: 'class.unicode',
};

const PATTERN_KEYS: Record<PatternId, PasswordCheckerMessage> = { repeat: 'pattern.repeat', sequence: 'pattern.sequence', spatial: 'pattern.spatial' };

/** zxcvbn's warnings and suggestions the catalog words (@zxcvbn-ts/language-en's ids). */
const WARNINGS = new Set([
  'straightRow', 'keyPattern', 'simpleRepeat', 'extendedRepeat', 'sequences', 'recentYears', 'dates', 'topTen', 'topHundred', 'common',
  'similarToCommon', 'wordByItself', 'namesByThemselves', 'commonNames', 'userInputs', 'pwned',
]);
const SUGGESTIONS = new Set([
  'l33t', 'reverseWords', 'allUppercase', 'capitalization', 'dates', 'recentYears', 'associatedYears', 'sequences', 'repeated',
  'longerKeyboardPattern', 'anotherWord', 'useWords', 'noNeed', 'pwned',
]);

/** zxcvbn's warning in the page's language, or its English text where its id is unknown. */
export const warningText = (t: T, text: string, id: string | null | undefined) =>
  id && WARNINGS.has(id) ? t(`warning.${id}` as PasswordCheckerMessage) : text;
export const suggestionText = (t: T, text: string, id: string | null | undefined) =>
  id && SUGGESTIONS.has(id) ? t(`suggestion.${id}` as PasswordCheckerMessage) : text;

/** "a, b and c" in the catalog's language. */
const list = (t: T, items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : t('listLast', { rest: items.slice(0, -1).join(t('listSeparator')), last: items.at(-1)! });

/** The NIST checks' words in the catalog's language (password-checker.ts keeps English as its default). */
export function checkText(t: T): CheckText {
  return {
    minLengthTitle: (count) => t('atLeast', { count }),
    minLengthDetail: (length, min) => t('minLengthDetail', { length, min }),
    recommendedTitle: (count) => t('atLeast', { count }),
    recommendedRequired: (length, count) => t('recommendedRequired', { length, count }),
    recommendedAdvised: (length, count) => t('recommendedAdvised', { length, count }),
    maxTitle: (count) => t('maxTitle', { count }),
    maxWithin: (count) => t('maxWithin', { count }),
    maxOver: (count) => t('maxOver', { count }),
    commonTitle: t('commonTitle'),
    blocklist: { password: t('blocklist.password'), word: t('blocklist.word'), none: t('blocklist.none') },
    waiting: t('waiting'),
    patternsTitle: t('patternsTitle'),
    patternsFound: (patterns) => t('patternsFound', { patterns: list(t, patterns.map((id) => t(PATTERN_KEYS[id]))) }),
    patternsNone: t('patternsNone'),
    compositionTitle: t('compositionTitle'),
    compositionUses: (classes) => t('compositionUses', { classes: list(t, classes.map((c) => t(CLASS_KEYS[c]))) }),
    compositionAny: t('compositionAny'),
  };
}

/** Decimal text ("5.3 × 10¹⁹", "15,000", "7.00") written the locale's way ("5,3 × 10¹⁹", "15.000" in German). */
export const localeFigure = (t: T, english: string) => englishNumberText(t.locale, english);

/** The copied report's words in the catalog's language. */
export function reportText(t: T, crack: CrackTimeText = crackTimeText(t)): ReportText {
  return {
    title: t('reportTitle'),
    score: t('reportScore'),
    scoreValue: (score, label) => t('reportScoreValue', { score, label: t(LABEL_KEYS[label]) }),
    length: t('reportLength'),
    lengthValue: (length) => t('reportLengthValue', { length }),
    guesses: t('reportGuesses'),
    guessesValue: (guesses, log10) => t('reportGuessesValue', { guesses, log10: localeNumberText(t.locale, log10) }),
    timeToCrack: t('reportTimes'),
    crack,
    feedback: t('reportFeedback'),
    warning: (warning) => t('reportWarning', { warning }),
    checks: t('reportChecks'),
    status: (status) => t(STATUS_KEYS[status]),
  };
}
