/**
 * The scientific mode's expression evaluator: a small Pratt parser that computes as it parses,
 * in decimal arithmetic (decimal.js, 40 significant digits inside), so `0.1 + 0.2` is exactly
 * 0.3 and `1 / 3 × 3` is 1. Results are shown with at most 15 significant digits. Pure: no
 * React, no DOM, no `eval`. Every failure is a message, never NaN, Infinity or a throw.
 *
 * Grammar, loosest first: `+ −` · `× ÷` and implicit multiplication (`2π`, `3(4)`, `2sin(30)`)
 * · unary `−` · `^` (right-associative, so `2^3^2` = 512 and `−2^2` = −4) · `√` · postfix
 * `%` (÷ 100), `!`, `²`, `³` · numbers, `π`, `e`, `( … )` and functions `name( … )`.
 */
import DecimalJs from 'decimal.js';

export const ExactDecimal = DecimalJs.clone({
  precision: 40,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -7,
  toExpPos: 21,
});
export type ExactDecimal = InstanceType<typeof ExactDecimal>;
const D = ExactDecimal;

/** Digits shown, as in the basic mode. */
export const SHOWN_DIGITS = 15;
export type AngleUnit = 'deg' | 'rad';

/**
 * Every message the evaluator can give, as words: English by default (MESSAGES); the screen
 * passes its locale's (src/tools/calculator/i18n.ts), so this file stays free of React.
 */
export interface ExpressionWords {
  divideByZero: string;
  tooLarge: string;
  missingClose: string;
  unmatchedClose: string;
  ln: string;
  log: string;
  sqrt: string;
  evenRoot: string;
  zeroRoot: string;
  fractionalPower: string;
  inverseDomain: (name: string) => string;
  tan: (angle: string) => string;
  factorial: string;
  angleTooLarge: string;
  character: (character: string) => string;
  missingOperator: (token: string) => string;
  numberAfter: (operator: string) => string;
  numberBefore: (operator: string) => string;
  enterExpression: string;
  emptyParentheses: string;
  unknownName: (name: string) => string;
  needsParentheses: (name: string, example: string) => string;
  rootArguments: string;
  oneArgument: (name: string) => string;
}

export const MESSAGES = {
  divideByZero: 'Cannot divide by zero',
  tooLarge: 'Result is too large',
  missingClose: 'Missing closing parenthesis',
  unmatchedClose: 'Unmatched closing parenthesis',
  ln: 'ln is undefined for 0 and negative numbers',
  log: 'log is undefined for 0 and negative numbers',
  sqrt: '√ is undefined for negative numbers',
  evenRoot: 'An even root of a negative number is undefined',
  zeroRoot: 'The 0th root is undefined',
  fractionalPower: 'A negative number to a fractional power is undefined; for odd roots use root(x, n)',
  inverseDomain: (name: string) => `${name} is defined only from −1 to 1`,
  tan: (angle: string) => `tan is undefined at ${angle}`,
  factorial: 'Factorial needs a whole number from 0 to 1000',
  angleTooLarge: 'The angle is too large to compute; use a smaller one',
  character: (character: string) => `“${character}” cannot be used in an expression`,
  missingOperator: (token: string) => `Missing operator before “${token}”`,
  numberAfter: (operator: string) => `Add a number after “${operator}”`,
  numberBefore: (operator: string) => `Add a number before “${operator}”`,
  enterExpression: 'Enter an expression',
  emptyParentheses: 'Empty parentheses: put a number inside',
  unknownName: (name: string) => `Unknown name “${name}”. Use functions such as sin(30) or ln(2)`,
  needsParentheses: (name: string, example: string) => `${name} needs parentheses, e.g. ${example}`,
  rootArguments: 'root needs two numbers, e.g. root(27, 3)',
  oneArgument: (name: string) => `${name} takes one number, e.g. ${name}(2)`,
} as const satisfies ExpressionWords;

export type Evaluation =
  | { status: 'empty' }
  | { status: 'ok'; value: ExactDecimal; text: string }
  | { status: 'error'; message: string };

class ExpressionError extends Error {}
const fail = (message: string): never => {
  throw new ExpressionError(message);
};

type Token =
  | { kind: 'number'; text: string }
  | { kind: 'name'; text: string }
  | { kind: 'op'; text: string };

/** Typed and pasted symbols mapped to the parser's own. */
const SYNONYMS: Record<string, string> = { '×': '*', '·': '*', '÷': '/', '−': '-', '–': '-', π: 'pi' };
const OPERATORS = new Set(['+', '-', '*', '/', '^', '(', ')', ',', '%', '!', '√', '²', '³']);
const NUMBER = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/;
const NAME = /^[a-zA-Z]+/;

export function tokenize(text: string, words: ExpressionWords = MESSAGES): Token[] {
  const tokens: Token[] = [];
  let rest = text;
  while (rest.length > 0) {
    const space = /^\s+/.exec(rest);
    if (space) {
      rest = rest.slice(space[0].length);
      continue;
    }
    if (rest.startsWith('**')) {
      tokens.push({ kind: 'op', text: '^' });
      rest = rest.slice(2);
      continue;
    }
    const number = NUMBER.exec(rest);
    if (number) {
      tokens.push({ kind: 'number', text: number[0] });
      rest = rest.slice(number[0].length);
      continue;
    }
    const name = NAME.exec(rest);
    if (name) {
      tokens.push({ kind: 'name', text: name[0].toLowerCase() });
      rest = rest.slice(name[0].length);
      continue;
    }
    const ch = String.fromCodePoint(rest.codePointAt(0)!);
    const mapped = SYNONYMS[ch] ?? ch;
    if (mapped === 'pi') tokens.push({ kind: 'name', text: 'pi' });
    else if (OPERATORS.has(mapped)) tokens.push({ kind: 'op', text: mapped });
    else fail(words.character(ch));
    rest = rest.slice(ch.length);
  }
  return tokens;
}

const PI = D.acos(-1);
const E = D(1).exp();
const CONSTANTS: Record<string, ExactDecimal> = { pi: PI, e: E };
const EXAMPLE_ARGUMENTS: Record<string, string> = { sin: '30', cos: '60', tan: '45', root: '27, 3', log: '100' };
const FUNCTIONS = new Set(['sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'log', 'ln', 'sqrt', 'cbrt', 'root', 'abs']);

/** How an operator is written in messages. */
const shown = (op: string) => ({ '*': '×', '/': '÷', '-': '−' })[op] ?? op;

/** A value that is float-size noise next to the argument it came from is exactly 0 (sin π, cos 90°). */
const snap = (value: ExactDecimal, argument: ExactDecimal) => (value.abs().lessThanOrEqualTo(argument.abs().times('1e-30')) ? D(0) : value);

const isInteger = (value: ExactDecimal) => value.isInteger();
const isOdd = (value: ExactDecimal) => value.isInteger() && value.mod(2).abs().equals(1);

function power(base: ExactDecimal, exponent: ExactDecimal, words: ExpressionWords): ExactDecimal {
  if (base.isZero() && exponent.isNegative()) return fail(words.divideByZero);
  if (base.isNegative() && !isInteger(exponent)) return fail(words.fractionalPower);
  return base.pow(exponent);
}

function nthRoot(x: ExactDecimal, n: ExactDecimal, words: ExpressionWords): ExactDecimal {
  if (n.isZero()) return fail(words.zeroRoot);
  if (x.isNegative()) {
    if (!isOdd(n)) return fail(words.evenRoot);
    return x.negated().pow(D(1).div(n)).negated();
  }
  if (x.isZero() && n.isNegative()) return fail(words.divideByZero);
  return x.pow(D(1).div(n));
}

function factorial(n: ExactDecimal, words: ExpressionWords): ExactDecimal {
  if (!n.isInteger() || n.isNegative() || n.greaterThan(1000)) return fail(words.factorial);
  let result = D(1);
  for (let i = 2; i <= n.toNumber(); i++) result = result.times(i);
  return result;
}

class Evaluator {
  private index = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly angle: AngleUnit,
    private readonly words: ExpressionWords,
  ) {}

  run(): ExactDecimal {
    const value = this.expression(0);
    const next = this.peek();
    if (next) {
      if (next.text === ')') fail(this.words.unmatchedClose);
      fail(this.words.missingOperator(next.text === 'pi' ? 'π' : next.text));
    }
    return value;
  }

  /** The `)` that ends a group or a function's arguments. */
  private close() {
    const token = this.next();
    if (!token) fail(this.words.missingClose);
    else if (token.text !== ')') fail(this.words.missingOperator(token.text === 'pi' ? 'π' : token.text));
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private next(): Token | undefined {
    return this.tokens[this.index++];
  }

  /** Binding power of the token as an infix or postfix operator (0: it ends the expression). */
  private leftPower(token: Token): number {
    if (token.kind === 'op') {
      switch (token.text) {
        case '+':
        case '-':
          return 10;
        case '*':
        case '/':
          return 20;
        case '^':
          return 40;
        case '%':
        case '!':
        case '²':
        case '³':
          return 60;
        case '(':
        case '√':
          return 20; // implicit multiplication: 2(3), 3√2
        default:
          return 0;
      }
    }
    // A name right after a value multiplies (2π, 2sin(30)); a number there is a missing operator.
    return token.kind === 'name' ? 20 : 0;
  }

  private expression(minPower: number): ExactDecimal {
    let left = this.prefix();
    for (;;) {
      const token = this.peek();
      if (!token) return left;
      const power_ = this.leftPower(token);
      if (power_ <= minPower) return left;
      left = this.infix(left, token);
    }
  }

  private operand(after: string, minPower: number): ExactDecimal {
    if (!this.peek()) fail(this.words.numberAfter(shown(after)));
    return this.expression(minPower);
  }

  private prefix(): ExactDecimal {
    const token = this.next();
    if (!token) return fail(this.words.enterExpression);
    if (token.kind === 'number') return D(token.text);
    if (token.kind === 'name') return this.name(token.text);
    switch (token.text) {
      case '(': {
        if (this.peek()?.text === ')') fail(this.words.emptyParentheses);
        const value = this.expression(0);
        this.close();
        return value;
      }
      case '-':
        return this.operand('-', 30).negated();
      case '+':
        return this.operand('+', 30);
      case '√': {
        const value = this.operand('√', 50);
        if (value.isNegative()) fail(this.words.sqrt);
        return value.sqrt();
      }
      case ')':
        return fail(this.index === 1 ? this.words.unmatchedClose : this.words.numberBefore(')'));
      default:
        return fail(this.index === 1 ? this.words.numberBefore(shown(token.text)) : this.words.numberAfter(shown(this.tokens[this.index - 2]!.text)));
    }
  }

  private infix(left: ExactDecimal, token: Token): ExactDecimal {
    // Implicit multiplication: the token starts a new operand, so it is not consumed here.
    if (token.kind === 'name' || token.text === '(' || token.text === '√') return left.times(this.expression(20));
    this.index++;
    switch (token.text) {
      case '+':
        return left.plus(this.operand('+', 10));
      case '-':
        return left.minus(this.operand('-', 10));
      case '*':
        return left.times(this.operand('*', 20));
      case '/': {
        const right = this.operand('/', 20);
        if (right.isZero()) fail(this.words.divideByZero);
        return left.div(right);
      }
      case '^':
        return power(left, this.operand('^', 39), this.words); // 39: right-associative
      case '%':
        return left.div(100);
      case '!':
        return factorial(left, this.words);
      case '²':
        return left.pow(2);
      default: // ³
        return left.pow(3);
    }
  }

  private name(name: string): ExactDecimal {
    const constant = CONSTANTS[name];
    if (constant) return constant;
    if (!FUNCTIONS.has(name)) return fail(this.words.unknownName(name));
    if (this.next()?.text !== '(') fail(this.words.needsParentheses(name, `${name}(${EXAMPLE_ARGUMENTS[name] ?? '2'})`));
    const args = [this.expression(0)];
    while (this.peek()?.text === ',') {
      this.index++;
      args.push(this.expression(0));
    }
    this.close();
    const expected = name === 'root' ? 2 : 1;
    if (args.length !== expected) fail(name === 'root' ? this.words.rootArguments : this.words.oneArgument(name));
    return this.apply(name, args[0]!, args[1]);
  }

  private toRadians(x: ExactDecimal): ExactDecimal {
    // Degrees are reduced exactly first, so sin(3600030) is sin(30).
    return this.angle === 'deg' ? x.mod(360).times(PI).div(180) : x;
  }

  private fromRadians(x: ExactDecimal): ExactDecimal {
    return this.angle === 'deg' ? x.times(180).div(PI) : x;
  }

  private apply(name: string, x: ExactDecimal, y: ExactDecimal | undefined): ExactDecimal {
    switch (name) {
      case 'sin':
      case 'cos':
      case 'tan': {
        const radians = this.toRadians(x);
        const sin = snap(radians.sin(), radians);
        const cos = snap(radians.cos(), radians);
        if (name === 'sin') return sin;
        if (name === 'cos') return cos;
        if (cos.isZero()) fail(this.words.tan(this.angle === 'deg' ? `${formatDecimal(x)}°` : `${formatDecimal(x)} rad`));
        return sin.div(cos);
      }
      case 'asin':
      case 'acos':
        if (x.abs().greaterThan(1)) fail(this.words.inverseDomain(name));
        return this.fromRadians(name === 'asin' ? x.asin() : x.acos());
      case 'atan':
        return this.fromRadians(x.atan());
      case 'log':
        if (!x.isPositive() || x.isZero()) fail(this.words.log);
        return x.log(10);
      case 'ln':
        if (!x.isPositive() || x.isZero()) fail(this.words.ln);
        return x.ln();
      case 'sqrt':
        if (x.isNegative()) fail(this.words.sqrt);
        return x.sqrt();
      case 'cbrt':
        return x.cbrt();
      case 'root':
        return nthRoot(x, y!, this.words);
      default: // abs
        return x.abs();
    }
  }
}

/** Largest magnitude shown, as in the basic mode (a double's range). */
const LIMIT = D(Number.MAX_VALUE);

/**
 * At most 15 significant digits, no trailing zeros, never "-0"; plain from 1e-6 up to (not
 * including) 1e15, otherwise scientific ("1.5e+20"), the same rule as the basic mode.
 */
export function formatDecimal(value: ExactDecimal): string {
  const rounded = value.toSignificantDigits(SHOWN_DIGITS);
  if (rounded.isZero()) return '0';
  return rounded.e >= SHOWN_DIGITS || rounded.e < -6 ? rounded.toExponential() : rounded.toFixed();
}

/** Evaluates an expression, with messages in `words` (English unless given). Never throws. */
export function evaluate(text: string, angle: AngleUnit = 'deg', words: ExpressionWords = MESSAGES): Evaluation {
  if (text.trim() === '') return { status: 'empty' };
  try {
    const value = new Evaluator(tokenize(text, words), angle, words).run();
    if (!value.isFinite() || value.abs().greaterThan(LIMIT)) return { status: 'error', message: words.tooLarge };
    const rounded = value.toSignificantDigits(SHOWN_DIGITS);
    return { status: 'ok', value: rounded.isZero() ? D(0) : rounded, text: formatDecimal(value) };
  } catch (error) {
    if (error instanceof ExpressionError) return { status: 'error', message: error.message };
    // decimal.js refuses trigonometry past its stored digits of π.
    if (error instanceof Error && /DecimalError/.test(error.message)) return { status: 'error', message: words.angleTooLarge };
    throw error;
  }
}

/** Expressions kept in the scientific history, newest first. */
export const EXPRESSION_HISTORY_LIMIT = 20;
