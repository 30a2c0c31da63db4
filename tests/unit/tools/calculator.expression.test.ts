import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExactDecimal, MESSAGES, evaluate, formatDecimal, type AngleUnit } from '../../../src/tools/calculator/expression';
import {
  deleteBack,
  edit,
  initialScientific,
  insertAt,
  reuseExpression,
  reuseResult,
  submit,
} from '../../../src/tools/calculator/scientific-state';

/** The shown result, or "error: …" / "empty". */
const run = (text: string, angle: AngleUnit = 'deg') => {
  const result = evaluate(text, angle);
  return result.status === 'ok' ? result.text : result.status === 'error' ? `error: ${result.message}` : 'empty';
};

describe('the cases issue #30 names', () => {
  it('2+3*4 = 14 (× before +)', () => expect(run('2+3*4')).toBe('14'));
  it('(2+3)*4 = 20', () => expect(run('(2+3)*4')).toBe('20'));
  it('2^10 = 1024', () => expect(run('2^10')).toBe('1024'));
  it('sin(30) = 0.5 in degrees', () => expect(run('sin(30)', 'deg')).toBe('0.5'));
  // 1.41421356237309504880… rounded to 15 significant digits is 1.41421356237310; the trailing
  // zero is dropped, as every result drops them.
  it('√2 to 15 significant digits', () => expect(run('√2')).toBe('1.4142135623731'));
  it('0.1+0.2 = 0.3 (decimal arithmetic)', () => expect(run('0.1+0.2')).toBe('0.3'));
  it('ln(0) is a message', () => expect(run('ln(0)')).toBe('error: ln is undefined for 0 and negative numbers'));
});

describe('operators, functions and constants', () => {
  it.each([
    ['2^3^2', '512'],
    ['-2^2', '-4'],
    ['(-2)^2', '4'],
    ['2^-1', '0.5'],
    ['200*15%', '30'],
    ['50%', '0.5'],
    ['5!', '120'],
    ['4²', '16'],
    ['2³', '8'],
    ['2**3', '8'],
    ['7 × 6 ÷ 3 − 1', '13'],
    ['1/3*3', '1'],
    ['2π', '6.28318530717959'],
    ['e', '2.71828182845905'],
    ['(1+2)(3+4)', '21'],
    ['3√4', '6'],
    ['2sin(30)', '1'],
    ['root(27, 3)', '3'],
    ['root(-8, 3)', '-2'],
    ['cbrt(64)', '4'],
    ['sqrt(16)', '4'],
    ['abs(-3.5)', '3.5'],
    ['log(1000)', '3'],
    ['ln(e)', '1'],
    ['cos(60)', '0.5'],
    ['tan(45)', '1'],
    ['sin(180)', '0'],
    ['cos(90)', '0'],
    ['sin(-30)', '-0.5'],
    ['sin(3600030)', '0.5'],
    ['asin(0.5)', '30'],
    ['acos(0.5)', '60'],
    ['atan(1)', '45'],
    ['1.5e+20', '1.5e+20'],
    ['0.0000001', '1e-7'],
    ['123456789012345678', '1.23456789012346e+17'],
    ['0*-1', '0'],
    ['  12  ', '12'],
  ])('%s = %s', (text, expected) => expect(run(text)).toBe(expected));

  it('reads angles in radians when asked', () => {
    expect(run('sin(pi/6)', 'rad')).toBe('0.5');
    expect(run('cos(π)', 'rad')).toBe('-1');
    expect(run('sin(π)', 'rad')).toBe('0');
    expect(run('asin(1)', 'rad')).toBe('1.5707963267949');
    expect(run('tan(π/2)', 'rad')).toBe('error: tan is undefined at 1.5707963267949 rad');
  });
});

describe('errors are messages, never NaN or Infinity', () => {
  it.each([
    ['5/0', MESSAGES.divideByZero],
    ['0^-1', MESSAGES.divideByZero],
    ['(2+3', MESSAGES.missingClose],
    ['sin(30', MESSAGES.missingClose],
    ['2+3)', MESSAGES.unmatchedClose],
    ['ln(-1)', MESSAGES.ln],
    ['log(0)', MESSAGES.log],
    ['√-4', MESSAGES.sqrt],
    ['root(-16, 2)', MESSAGES.evenRoot],
    ['(-8)^(1/3)', MESSAGES.fractionalPower],
    ['asin(2)', 'asin is defined only from −1 to 1'],
    ['tan(90)', 'tan is undefined at 90°'],
    ['tan(-270)', 'tan is undefined at -270°'],
    ['2.5!', MESSAGES.factorial],
    ['171!', MESSAGES.tooLarge],
    ['10^400', MESSAGES.tooLarge],
    ['2 3', 'Missing operator before “3”'],
    ['2+', 'Add a number after “+”'],
    ['*3', 'Add a number before “×”'],
    ['2+*3', 'Add a number after “+”'],
    ['()', 'Empty parentheses: put a number inside'],
    ['sin 30', 'sin needs parentheses, e.g. sin(30)'],
    ['foo(2)', 'Unknown name “foo”. Use functions such as sin(30) or ln(2)'],
    ['2 # 3', '“#” cannot be used in an expression'],
    ['root(8)', 'root needs two numbers, e.g. root(27, 3)'],
  ])('%s → %s', (text, message) => expect(evaluate(text)).toEqual({ status: 'error', message }));

  it('an empty field is neither a result nor an error', () => {
    expect(evaluate('')).toEqual({ status: 'empty' });
    expect(evaluate('   ')).toEqual({ status: 'empty' });
  });
});

const shownNumber = fc
  .tuple(fc.integer({ min: -999_999_999, max: 999_999_999 }), fc.integer({ min: 0, max: 6 }))
  .map(([n, places]) => formatDecimal(new ExactDecimal(n).div(10 ** places)));

describe('properties', () => {
  it('a + b = b + a and a × b = b × a', () => {
    fc.assert(
      fc.property(shownNumber, shownNumber, (a, b) => {
        expect(run(`(${a})+(${b})`)).toBe(run(`(${b})+(${a})`));
        expect(run(`(${a})*(${b})`)).toBe(run(`(${b})*(${a})`));
      }),
    );
  });

  it('evaluating a printed result gives the same text back', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e300, max: 1e300 }), (x) => {
        const printed = formatDecimal(new ExactDecimal(x));
        expect(run(printed)).toBe(printed);
      }),
    );
  });

  it('precedence matches explicit parentheses: a+b*c = a+(b*c), a-b/c = a-(b/c), -a^2 = -(a^2)', () => {
    fc.assert(
      fc.property(shownNumber, shownNumber, fc.integer({ min: 1, max: 999 }), (a, b, c) => {
        expect(run(`${a}+${b}*${c}`)).toBe(run(`${a}+(${b}*${c})`));
        expect(run(`${a}-${b}/${c}`)).toBe(run(`${a}-(${b}/${c})`));
        expect(run(`-${c}^2`)).toBe(run(`-(${c}^2)`));
      }),
    );
  });

  it('decimal sums are exact: the sum of two 6-decimal numbers has no float noise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 10 ** 9 }), (a, b) => {
        const x = (a / 1e6).toFixed(6);
        const y = (b / 1e6).toFixed(6);
        expect(run(`${x}+${y}`)).toBe(formatDecimal(new ExactDecimal(a + b).div(1e6)));
      }),
    );
  });

  it('never shows NaN, Infinity or a negative zero, and never throws', () => {
    const pieces = fc.constantFrom('1', '0', '2.5', '-', '+', '*', '/', '^', '(', ')', 'sin(', 'ln(', '√', '%', '!', 'π', 'e', '9e99', ',');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), (parts) => {
        const result = evaluate(parts.join(''));
        if (result.status === 'ok') expect(result.text).not.toMatch(/NaN|Infinity|^-0$/);
        if (result.status === 'error') expect(result.message).not.toMatch(/NaN|Infinity|undefined$/);
      }),
    );
  });
});

describe('the scientific field and history', () => {
  it('Enter puts the result in the field and the calculation in the history', () => {
    const typed = edit(initialScientific(), '2+3*4', null, 'deg');
    expect(typed.shown).toBe('14');
    const { state } = submit(typed, 'deg');
    expect(state).toMatchObject({ text: '14', done: '2+3*4', shown: '14', error: null });
    expect(state.history).toEqual([{ expression: '2+3*4', result: '14' }]);
    // Enter again on the bare result adds nothing.
    expect(submit(state, 'deg').state.history).toHaveLength(1);
  });

  it('an error stays beside the field until the text changes; the last result is kept', () => {
    const typed = edit(edit(initialScientific(), '9', null, 'deg'), 'ln(0)', null, 'deg');
    const { state } = submit(typed, 'deg');
    expect(state.error).toBe(MESSAGES.ln);
    expect(state.shown).toBe('9');
    expect(state.history).toEqual([]);
    expect(edit(state, 'ln(1)', null, 'deg')).toMatchObject({ error: null, shown: '0' });
  });

  it('keys insert at the caret and Backspace takes one character', () => {
    const base = edit(initialScientific(), '2+4', null, 'deg');
    expect(insertAt(base, 'sin(', 2, 2, 'deg')).toMatchObject({ text: '2+sin(4', caret: 6 });
    expect(deleteBack(base, 3, 3, 'deg')).toMatchObject({ text: '2+', caret: 2 });
    expect(deleteBack(base, 0, 3, 'deg')).toMatchObject({ text: '', shown: '0' });
    expect(deleteBack(edit(base, 'π', null, 'deg'), 1, 1, 'deg').text).toBe('');
  });

  it('a history result replaces a finished result or goes in at the caret; an expression replaces the field', () => {
    const { state } = submit(edit(initialScientific(), '6*7', null, 'deg'), 'deg');
    expect(reuseResult(state, '14', 2, 2, 'deg')).toMatchObject({ text: '14', shown: '14' });
    const typing = edit(state, '2*', null, 'deg');
    expect(reuseResult(typing, '42', 2, 2, 'deg')).toMatchObject({ text: '2*42', shown: '84' });
    expect(reuseExpression(typing, '6*7', 'deg')).toMatchObject({ text: '6*7', shown: '42', done: null });
  });
});
