/**
 * The calculator's state machine (product-spec §3, §4 Calculator; DECISIONS.md; TOOLS.md).
 * Pure functions: no React, no DOM. `press(state, key)` returns the next state.
 *
 * Numbers are IEEE doubles rounded to MAX_DIGITS significant digits after every operation,
 * like a hand-held calculator: `0.1 + 0.2` is 0.30000000000000004 in a double and 0.3 here.
 * Typed numbers are capped at MAX_DIGITS digits, so every operand is exact at that precision.
 */
import { localeDisplayNumber } from '../../i18n/numbers';
import type { Locale } from '../../i18n/locales';

/** Digits a number may have on screen, typed or computed. */
export const MAX_DIGITS = 15;
/** Calculations kept in the history list, newest first. */
export const HISTORY_LIMIT = 10;

export const DIVIDE_BY_ZERO = 'Cannot divide by zero';
export const TOO_LARGE = 'Result is too large';

export type Operator = '+' | '-' | '*' | '/';
export type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
export type MemoryKey = 'MC' | 'MR' | 'M+' | 'M-';
export type Key = Digit | '.' | Operator | '=' | 'C' | 'Backspace' | 'Negate' | MemoryKey;

export const DIGITS: readonly Digit[] = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** How an operator is written on screen (real minus, times and division signs). */
export const OPERATOR_SYMBOLS: Record<Operator, string> = { '+': '+', '-': '−', '*': '×', '/': '÷' };

export interface HistoryEntry {
  /** e.g. "12 + 3" */
  expression: string;
  /** e.g. "15", as shown on the display */
  result: string;
}

export interface CalculatorState {
  /** The number on the display, as typed ("0.50", "-0") or as a formatted result ("0.3"). */
  display: string;
  /** The stored left operand of the pending operation. */
  operand: number | null;
  /** The pending operator. */
  operator: Operator | null;
  /** The next digit starts a new number instead of appending (after an operator, =, MR…). */
  fresh: boolean;
  /** An operator was the last key: a second operator replaces it instead of computing. */
  awaitingOperand: boolean;
  /** A message shown instead of the number ("Cannot divide by zero"); the next key resets. */
  error: string | null;
  /** The line above the display: the pending operation ("12 +") or the last one ("12 + 3 ="). */
  expression: string;
  /** The memory register; null when empty (MC). */
  memory: number | null;
  history: HistoryEntry[];
}

export const initialState: CalculatorState = {
  display: '0',
  operand: null,
  operator: null,
  fresh: false,
  awaitingOperand: false,
  error: null,
  expression: '',
  memory: null,
  history: [],
};

type Outcome = { value: number } | { error: string };

/** Rounds to MAX_DIGITS significant digits; -0 becomes 0. Infinity/NaN pass through for the caller to reject. */
export function roundToPrecision(x: number): number {
  if (!Number.isFinite(x)) return x;
  const rounded = Number(x.toPrecision(MAX_DIGITS));
  return rounded === 0 ? 0 : rounded;
}

/**
 * A finite number as the display shows it: at most MAX_DIGITS significant digits, plain
 * decimal notation from 1e-6 up to (not including) 1e15, otherwise scientific ("1.5e+20").
 */
export function formatNumber(x: number): string {
  const value = roundToPrecision(x);
  if (!Number.isFinite(value)) throw new RangeError(`Cannot format ${x}`);
  if (value === 0) return '0';
  // Past MAX_DIGITS integer digits a plain string would show invented trailing zeros.
  if (Math.abs(value) >= 10 ** MAX_DIGITS) return value.toExponential();
  return String(value);
}

/** The number a display string stands for ("12." → 12, "-0" → 0). */
export function displayValue(display: string): number {
  const value = Number(display);
  return value === 0 ? 0 : value;
}

/** One arithmetic step, rounded; division by zero and overflow are errors, never Infinity or NaN. */
export function compute(a: number, operator: Operator, b: number): Outcome {
  if (operator === '/' && b === 0) return { error: DIVIDE_BY_ZERO };
  const exact = operator === '+' ? a + b : operator === '-' ? a - b : operator === '*' ? a * b : a / b;
  const value = roundToPrecision(exact);
  return Number.isFinite(value) ? { value } : { error: TOO_LARGE };
}

/** Digits typed so far, not counting the lone leading zero of "0.xxx". */
export function countDigits(display: string): number {
  const digits = display.replace(/[^0-9]/g, '');
  return /^-?0\./.test(display) ? digits.length - 1 : digits.length;
}

const isScientific = (display: string) => /e/i.test(display);

/** Thousands separators for reading, on the integer part only: "-1234567.891" → "-1,234,567.891". */
export function groupDigits(display: string): string {
  if (isScientific(display)) return display;
  const match = /^(-?)(\d+)(.*)$/.exec(display);
  if (!match) return display;
  const [, sign, integer, rest] = match;
  return `${sign}${integer!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${rest}`;
}

/** groupDigits for every number in an operation line: "1234 × 5678 =" → "1,234 × 5,678 =". */
export function groupExpression(expression: string): string {
  return expression.split(' ').map(groupDigits).join(' ');
}

/** An operation line with every number in the locale's way: "1234.5 × 2 =" → "1.234,5 × 2 =" in German. */
export function displayExpression(locale: Locale, expression: string): string {
  return expression
    .split(' ')
    .map((token) => (/^-?\d/.test(token) ? localeDisplayNumber(locale, token) : token))
    .join(' ');
}

/**
 * A number pasted or typed elsewhere ("1,234.5", " -2e3 ") as a finite value rounded to
 * MAX_DIGITS digits, or null when it is not a number.
 */
export function parseNumber(text: string): number | null {
  const cleaned = text.trim().replace(/[\s,_]/g, '').replace(/^\u2212/, '-');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(cleaned)) return null;
  const value = roundToPrecision(Number(cleaned));
  return Number.isFinite(value) ? value : null;
}

const operation = (a: number, operator: Operator, b: number) =>
  `${formatNumber(a)} ${OPERATOR_SYMBOLS[operator]} ${formatNumber(b)}`;

const remember = (history: HistoryEntry[], entry: HistoryEntry) => [entry, ...history].slice(0, HISTORY_LIMIT);

/** C: everything but the memory and the history. */
function cleared(state: CalculatorState): CalculatorState {
  return { ...initialState, memory: state.memory, history: state.history };
}

function failed(state: CalculatorState, error: string, expression: string): CalculatorState {
  return { ...cleared(state), error, expression };
}

/** A number that replaces the display as a finished value (MR, a history entry, a paste). */
export function enterValue(state: CalculatorState, value: number): CalculatorState {
  const base = state.error ? cleared(state) : state;
  return {
    ...base,
    display: formatNumber(value),
    fresh: true,
    awaitingOperand: false,
    expression: base.operator ? base.expression : '',
  };
}

function typeDigit(state: CalculatorState, digit: Digit): CalculatorState {
  // A new number after a result also forgets the finished operation shown above it.
  const expression = state.fresh && !state.operator ? '' : state.expression;
  let display: string;
  if (state.fresh) display = digit;
  else if (state.display === '0') display = digit;
  else if (state.display === '-0') display = `-${digit}`;
  else if (countDigits(state.display) >= MAX_DIGITS) return state;
  else display = state.display + digit;
  return { ...state, display, expression, fresh: false, awaitingOperand: false };
}

function typeDecimal(state: CalculatorState): CalculatorState {
  if (state.fresh) {
    const expression = state.operator ? state.expression : '';
    return { ...state, display: '0.', expression, fresh: false, awaitingOperand: false };
  }
  if (state.display.includes('.')) return state;
  return { ...state, display: `${state.display}.` };
}

function pressOperator(state: CalculatorState, operator: Operator): CalculatorState {
  const symbol = OPERATOR_SYMBOLS[operator];
  // Two operators in a row: the second one is a correction, not "5 + 5".
  if (state.operator && state.awaitingOperand && state.operand !== null) {
    return { ...state, operator, expression: `${formatNumber(state.operand)} ${symbol}` };
  }
  const value = displayValue(state.display);
  let left = value;
  let history = state.history;
  if (state.operator && state.operand !== null) {
    const outcome = compute(state.operand, state.operator, value);
    const expression = operation(state.operand, state.operator, value);
    if ('error' in outcome) return failed(state, outcome.error, expression);
    left = outcome.value;
    history = remember(history, { expression, result: formatNumber(left) });
  }
  const display = formatNumber(left);
  return {
    ...state,
    display,
    operand: left,
    operator,
    fresh: true,
    awaitingOperand: true,
    expression: `${display} ${symbol}`,
    history,
  };
}

function pressEquals(state: CalculatorState): CalculatorState {
  const value = displayValue(state.display);
  if (!state.operator || state.operand === null) {
    const display = formatNumber(value);
    return { ...state, display, fresh: true, awaitingOperand: false, expression: `${display} =` };
  }
  const expression = operation(state.operand, state.operator, value);
  const outcome = compute(state.operand, state.operator, value);
  if ('error' in outcome) return failed(state, outcome.error, `${expression} =`);
  const display = formatNumber(outcome.value);
  return {
    ...state,
    display,
    operand: null,
    operator: null,
    fresh: true,
    awaitingOperand: false,
    expression: `${expression} =`,
    history: remember(state.history, { expression, result: display }),
  };
}

function pressBackspace(state: CalculatorState): CalculatorState {
  // A result in scientific notation has no last digit to take back.
  const shortened = isScientific(state.display) ? '' : state.display.slice(0, -1);
  const display = shortened === '' || shortened === '-' ? '0' : shortened;
  const expression = state.operator ? state.expression : '';
  return { ...state, display, expression, fresh: false, awaitingOperand: false };
}

function pressNegate(state: CalculatorState): CalculatorState {
  // A negated result no longer matches the finished operation shown above it.
  const expression = state.operator ? state.expression : '';
  // Right after an operator (or on a zero result), ± starts typing a negative number.
  if (state.awaitingOperand || (state.fresh && displayValue(state.display) === 0)) {
    return { ...state, display: '-0', expression, fresh: false, awaitingOperand: false };
  }
  const display = state.display.startsWith('-') ? state.display.slice(1) : `-${state.display}`;
  return { ...state, display, expression };
}

function pressMemory(state: CalculatorState, key: MemoryKey): CalculatorState {
  if (key === 'MC') return { ...state, memory: null };
  if (key === 'MR') return state.memory === null ? state : enterValue(state, state.memory);
  const outcome = compute(state.memory ?? 0, key === 'M+' ? '+' : '-', displayValue(state.display));
  if ('error' in outcome) return failed(state, outcome.error, '');
  // Like a hand-held calculator, M+ and M− finish the number being typed.
  return { ...state, memory: outcome.value, display: formatNumber(displayValue(state.display)), fresh: true };
}

/** The next state after one key. Never throws; every result is a finite number or an error message. */
export function press(state: CalculatorState, key: Key): CalculatorState {
  if (state.error) {
    // "Cannot divide by zero" stays until the next key, which starts over; digits, the
    // decimal point, MC and MR then also do their own job on the fresh calculator.
    const reset = cleared(state);
    return key === '.' || key === 'MC' || key === 'MR' || DIGITS.includes(key as Digit) ? press(reset, key) : reset;
  }
  switch (key) {
    case '.':
      return typeDecimal(state);
    case '+':
    case '-':
    case '*':
    case '/':
      return pressOperator(state, key);
    case '=':
      return pressEquals(state);
    case 'C':
      return cleared(state);
    case 'Backspace':
      return pressBackspace(state);
    case 'Negate':
      return pressNegate(state);
    case 'MC':
    case 'MR':
    case 'M+':
    case 'M-':
      return pressMemory(state, key);
    default:
      return typeDigit(state, key);
  }
}

/** Presses keys in order; handy for tests and stories. */
export function pressAll(keys: readonly Key[], state: CalculatorState = initialState): CalculatorState {
  return keys.reduce(press, state);
}

const KEYBOARD: Record<string, Key> = {
  '.': '.',
  ',': '.',
  '+': '+',
  '-': '-',
  '\u2212': '-',
  '*': '*',
  '\u00d7': '*',
  '/': '/',
  '\u00f7': '/',
  '=': '=',
  Enter: '=',
  Backspace: 'Backspace',
  Escape: 'C',
  Delete: 'C',
  c: 'C',
  C: 'C',
  F9: 'Negate',
};

/** The calculator key for a KeyboardEvent.key, or null when the key is not ours. */
export function keyFromKeyboard(key: string): Key | null {
  if (DIGITS.includes(key as Digit)) return key as Digit;
  return Object.hasOwn(KEYBOARD, key) ? KEYBOARD[key]! : null;
}

/** The value the display stands for, or null while an error is shown. */
export function currentValue(state: CalculatorState): number | null {
  return state.error ? null : displayValue(state.display);
}

/** What announcements say: English by default; the screen passes its locale's words. */
export interface AnnouncementWords {
  /** Operation symbols read as words ("+" → "plus", "=" → "equals"). */
  spoken: Readonly<Record<string, string>>;
  cleared: string;
  memoryCleared: string;
  memoryRecalled: (display: string) => string;
  memory: (value: string) => string;
  /** The error as the screen shows it (the state holds DIVIDE_BY_ZERO or TOO_LARGE). */
  error: (error: string) => string;
  /** A number as the screen writes it. */
  number: (text: string) => string;
}

export const ANNOUNCEMENTS: AnnouncementWords = {
  spoken: { '+': 'plus', '−': 'minus', '×': 'times', '÷': 'divided by', '=': 'equals' },
  cleared: 'Cleared',
  memoryCleared: 'Memory cleared',
  memoryRecalled: (display) => `Memory recalled: ${display}`,
  memory: (value) => `Memory: ${value}`,
  error: (error) => error,
  number: (text) => text,
};

/** An operation line as a person says it: "12 ÷ 3 =" → "12 divided by 3 equals". */
export function spokenExpression(expression: string, words: AnnouncementWords = ANNOUNCEMENTS): string {
  return expression
    .split(' ')
    .map((token) => (Object.hasOwn(words.spoken, token) ? words.spoken[token] : words.number(token)))
    .join(' ');
}

/** What a screen reader hears after a key (empty when nothing changed). */
export function announcement(before: CalculatorState, after: CalculatorState, key: Key, words: AnnouncementWords = ANNOUNCEMENTS): string {
  if (after === before) return '';
  if (after.error) return words.error(after.error);
  switch (key) {
    case 'C':
      return words.cleared;
    case 'MC':
      return words.memoryCleared;
    case 'MR':
      return words.memoryRecalled(words.number(after.display));
    case 'M+':
    case 'M-':
      return words.memory(after.memory === null ? '' : words.number(formatNumber(after.memory)));
    case '=':
      return `${spokenExpression(after.expression, words)} ${words.number(after.display)}`;
    case '+':
    case '-':
    case '*':
    case '/':
      return spokenExpression(after.expression, words);
    default:
      return words.number(after.display);
  }
}
