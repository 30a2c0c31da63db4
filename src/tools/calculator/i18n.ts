import { defineCatalog, useMessages, type Translate } from '../../i18n/catalog';
import type { ExpressionWords } from './expression';
import { DIVIDE_BY_ZERO, TOO_LARGE, type AnnouncementWords } from './calculator';
import type en from './messages/en';

/** The calculator's messages, one chunk per locale (loaded with the tool in the page's locale). */
export const messages = defineCatalog(import.meta.glob<{ default: typeof en }>('/src/tools/calculator/messages/*.ts'));

export type CalculatorMessage = keyof typeof en;
export const useCalculatorMessages = () => useMessages(messages);

/** The expression evaluator's messages in the page's locale (expression.ts keeps English as its default). */
export function expressionWords(t: Translate<CalculatorMessage>): ExpressionWords {
  return {
    divideByZero: t('divideByZero'),
    tooLarge: t('tooLarge'),
    missingClose: t('missingClose'),
    unmatchedClose: t('unmatchedClose'),
    ln: t('lnDomain'),
    log: t('logDomain'),
    sqrt: t('sqrtDomain'),
    evenRoot: t('evenRoot'),
    zeroRoot: t('zeroRoot'),
    fractionalPower: t('fractionalPower'),
    inverseDomain: (name) => t('inverseDomain', { name }),
    tan: (angle) => t('tanUndefined', { angle }),
    factorial: t('factorialDomain'),
    angleTooLarge: t('angleTooLarge'),
    character: (character) => t('badCharacter', { character }),
    missingOperator: (token) => t('missingOperator', { token }),
    numberAfter: (operator) => t('numberAfter', { operator }),
    numberBefore: (operator) => t('numberBefore', { operator }),
    enterExpression: t('enterExpression'),
    emptyParentheses: t('emptyParentheses'),
    unknownName: (name) => t('unknownName', { name }),
    needsParentheses: (name, example) => t('needsParentheses', { name, example }),
    rootArguments: t('rootArguments'),
    oneArgument: (name) => t('oneArgument', { name }),
  };
}

/** The basic mode's screen-reader words; `number` writes a plain number the page's way. */
export function announcementWords(t: Translate<CalculatorMessage>, number: (text: string) => string): AnnouncementWords {
  return {
    spoken: { '+': t('spokenPlus'), '−': t('spokenMinus'), '×': t('spokenTimes'), '÷': t('spokenDividedBy'), '=': t('spokenEquals') },
    cleared: t('cleared'),
    memoryCleared: t('memoryCleared'),
    memoryRecalled: (value) => t('memoryRecalled', { value }),
    memory: (value) => t('memoryValue', { value }),
    error: (error) => basicError(t, error),
    number,
  };
}

/** The basic mode's two errors (calculator.ts keeps them as English constants, its ids). */
export function basicError(t: Translate<CalculatorMessage>, error: string): string {
  if (error === DIVIDE_BY_ZERO) return t('divideByZero');
  if (error === TOO_LARGE) return t('tooLarge');
  return error;
}
