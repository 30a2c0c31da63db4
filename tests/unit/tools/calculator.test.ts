import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DIVIDE_BY_ZERO,
  HISTORY_LIMIT,
  MAX_DIGITS,
  TOO_LARGE,
  announcement,
  compute,
  countDigits,
  currentValue,
  enterValue,
  formatNumber,
  groupDigits,
  groupExpression,
  initialState,
  keyFromKeyboard,
  parseNumber,
  press,
  pressAll,
  roundToPrecision,
  spokenExpression,
  type CalculatorState,
  type Key,
} from '../../../src/tools/calculator/calculator';

/** "12+3=" → ['1','2','+','3','=']; ⌫ is Backspace, ± is Negate (memory keys are pressed by name). */
const keys = (sequence: string): Key[] =>
  Array.from(sequence, (ch) => (ch === '⌫' ? 'Backspace' : ch === '±' ? 'Negate' : (ch as Key)));
const run = (sequence: string, state?: CalculatorState) => pressAll(keys(sequence), state);
const shown = (sequence: string) => run(sequence).display;

describe('digits (§4: a digit replaces a lone 0 or the fresh-start state, otherwise it appends)', () => {
  it('starts at 0 with nothing pending', () => {
    expect(initialState).toMatchObject({ display: '0', operand: null, operator: null, fresh: false, error: null, expression: '' });
  });
  it('replaces the lone 0', () => {
    expect(shown('7')).toBe('7');
    expect(shown('007')).toBe('7');
  });
  it('appends otherwise', () => {
    expect(shown('123')).toBe('123');
    expect(shown('10')).toBe('10');
    expect(shown('0.05')).toBe('0.05');
  });
  it('replaces a result (fresh start) instead of appending to it', () => {
    expect(shown('2+3=7')).toBe('7');
  });
  it('replaces the left operand after an operator', () => {
    const state = run('12+3');
    expect(state.display).toBe('3');
    expect(state.operand).toBe(12);
  });
  it(`accepts at most ${MAX_DIGITS} digits, then ignores more`, () => {
    expect(shown('1234567890123456789')).toBe('123456789012345');
    expect(shown('0.12345678901234567')).toBe('0.123456789012345');
  });
});

describe('decimal point (§4: added only if none is present; after a result it restarts at 0)', () => {
  it('adds one point', () => {
    expect(shown('1.5')).toBe('1.5');
    expect(shown('.')).toBe('0.');
  });
  it('ignores a second point', () => {
    expect(shown('1.2.3')).toBe('1.23');
    expect(shown('1..')).toBe('1.');
  });
  it('restarts at 0. after a result', () => {
    expect(shown('2+3=.')).toBe('0.');
    expect(shown('2+3=.5')).toBe('0.5');
  });
  it('starts the second operand at 0. after an operator', () => {
    expect(shown('4+.')).toBe('0.');
    expect(run('4+.5=').display).toBe('4.5');
  });
});

describe('operators (§4: store the left operand; a pending operation is computed first)', () => {
  it('stores the displayed number and marks fresh start', () => {
    const state = run('12+');
    expect(state).toMatchObject({ display: '12', operand: 12, operator: '+', fresh: true, expression: '12 +' });
  });
  it('computes the pending operation, shows the result and keeps going', () => {
    const state = run('5+3*');
    expect(state).toMatchObject({ display: '8', operand: 8, operator: '*', fresh: true, expression: '8 ×' });
    expect(run('5+3*2=').display).toBe('16'); // left to right, like a hand-held calculator
    expect(shown('9-4-3=')).toBe('2');
    expect(shown('8/2/2=')).toBe('2');
  });
  it('replaces the operator when two are pressed in a row', () => {
    expect(run('5+-').expression).toBe('5 −');
    expect(shown('5+-2=')).toBe('3');
    expect(shown('5*/+2=')).toBe('7');
  });
  it('normalises what was typed when it becomes the operand', () => {
    expect(run('12.+').display).toBe('12');
    expect(run('12.50+').expression).toBe('12.5 +');
  });
  it('continues from a result', () => {
    expect(shown('2+3=*4=')).toBe('20');
  });
});

describe('equals (§4: computes and clears the pending operator)', () => {
  it('computes each operator', () => {
    expect(shown('12+3=')).toBe('15');
    expect(shown('12-30=')).toBe('-18');
    expect(shown('12*3=')).toBe('36');
    expect(shown('12/5=')).toBe('2.4');
  });
  it('clears the operator and the operand and marks fresh start', () => {
    expect(run('12+3=')).toMatchObject({ operand: null, operator: null, fresh: true, expression: '12 + 3 =' });
  });
  it('uses the left operand twice when no second number was typed', () => {
    expect(shown('5+=')).toBe('10');
  });
  it('without a pending operation only finishes the number', () => {
    expect(run('7.=')).toMatchObject({ display: '7', fresh: true, expression: '7 =' });
  });
});

describe('the pending operation is shown (§2)', () => {
  it('shows "left operator" while pending and the full operation after =', () => {
    expect(run('12+').expression).toBe('12 +');
    expect(run('12+3').expression).toBe('12 +');
    expect(run('12/3').expression).toBe('12 ÷');
    expect(run('12-3=').expression).toBe('12 − 3 =');
  });
  it('forgets the finished operation when a new number starts', () => {
    expect(run('12+3=4').expression).toBe('');
    expect(run('12+3=.').expression).toBe('');
  });
});

describe('C (§4: resets everything)', () => {
  it('returns to the initial display, operand, operator and flags', () => {
    const state = run('12+3C');
    expect(state).toEqual({ ...initialState, history: [] });
  });
  it('keeps the memory register (MC clears it), like a hand-held calculator', () => {
    expect(run('12+3C', press(run('9'), 'M+')).memory).toBe(9);
  });
});

describe('backspace (§4: removes the last character, falling back to 0)', () => {
  it('removes the last character', () => {
    expect(shown('123⌫')).toBe('12');
    expect(shown('1.5⌫')).toBe('1.');
    expect(shown('1.5⌫⌫')).toBe('1');
  });
  it('falls back to 0', () => {
    expect(shown('5⌫')).toBe('0');
    expect(shown('⌫')).toBe('0');
    expect(shown('5±⌫⌫')).toBe('0'); // "-5" → "-" is not a number: 0
  });
  it('lets a result be edited and then appended to', () => {
    const state = run('10+2.5=⌫');
    expect(state).toMatchObject({ display: '12.', fresh: false, expression: '' });
    expect(run('1', state).display).toBe('12.1');
  });
  it('clears a result shown in scientific notation to 0', () => {
    expect(shown('100000000*100000000=⌫')).toBe('0');
  });
});

describe('± (negate)', () => {
  it('toggles the sign of the typed number', () => {
    expect(shown('5±')).toBe('-5');
    expect(shown('5±±')).toBe('5');
    expect(shown('±5')).toBe('-5');
  });
  it('after an operator starts a negative second operand', () => {
    expect(shown('5*±3=')).toBe('-15');
  });
  it('negates a result', () => {
    expect(run('2+3=±')).toMatchObject({ display: '-5', fresh: true });
  });
});

describe('precision: at most 15 significant digits', () => {
  it('shows 0.1 + 0.2 as 0.3', () => {
    expect(shown('0.1+0.2=')).toBe('0.3');
  });
  it('rounds other binary floating-point artefacts', () => {
    expect(shown('0.1*3=')).toBe('0.3');
    expect(shown('1.1*1.1=')).toBe('1.21');
    expect(shown('0.3-0.1=')).toBe('0.2');
    expect(shown('1.005*1000=')).toBe('1005');
  });
  it('rounds long quotients to 15 significant digits', () => {
    expect(shown('1/3=')).toBe('0.333333333333333');
    expect(shown('2/3=')).toBe('0.666666666666667');
    expect(shown('10/3=')).toBe('3.33333333333333');
  });
  it('switches to scientific notation from 1e15 and below 1e-6', () => {
    expect(shown('999999999999999+1=')).toBe('1e+15');
    expect(shown('123456789*987654321=')).toBe('1.21932631112635e+17');
    expect(shown('1/8000000=')).toBe('1.25e-7');
    expect(shown('1/800000=')).toBe('0.00000125');
  });
  it('never shows -0', () => {
    expect(shown('0-0=')).toBe('0');
    expect(shown('0±*5=')).toBe('0');
  });
});

describe('errors (DECISIONS.md: "Cannot divide by zero", then reset on the next key)', () => {
  it('shows the message instead of Infinity or NaN', () => {
    const state = run('5/0=');
    expect(state.error).toBe(DIVIDE_BY_ZERO);
    expect(DIVIDE_BY_ZERO).toBe('Cannot divide by zero');
    expect(state.expression).toBe('5 ÷ 0 =');
    expect(currentValue(state)).toBeNull();
    expect(run('0/0=').error).toBe(DIVIDE_BY_ZERO);
  });
  it('also catches division by zero in a chain', () => {
    expect(run('5/0+').error).toBe(DIVIDE_BY_ZERO);
  });
  it('resets on the next key; a digit then starts a new number', () => {
    expect(run('5/0=7')).toMatchObject({ display: '7', error: null, expression: '', operator: null });
    expect(run('5/0=+')).toMatchObject({ display: '0', error: null, operator: null });
    expect(run('5/0=⌫')).toMatchObject({ display: '0', error: null });
    expect(run('5/0=.')).toMatchObject({ display: '0.', error: null });
  });
  it('keeps the memory through an error', () => {
    expect(run('5/0=', press(run('4'), 'M+')).memory).toBe(4);
  });
  it('reports overflow instead of Infinity', () => {
    expect(compute(1e300, '*', 1e300)).toEqual({ error: TOO_LARGE });
    expect(TOO_LARGE).toBe('Result is too large');
    const big = { ...initialState, memory: 1e300 };
    expect(pressAll(['MR', '*', 'MR'], big).display).toBe('1e+300');
    expect(pressAll(['MR', '*', 'MR', '='], big)).toMatchObject({ error: TOO_LARGE, expression: '1e+300 × 1e+300 =' });
    expect(pressAll(['MR', 'M+', 'MR', 'M+'], { ...big, memory: 1.7e308 })).toMatchObject({ error: TOO_LARGE, memory: 1.7e308 });
  });
});

describe('memory MC / MR / M+ / M−', () => {
  it('starts empty; MR on an empty memory changes nothing', () => {
    expect(initialState.memory).toBeNull();
    expect(press(run('5'), 'MR')).toEqual(run('5'));
  });
  it('M+ adds the display, M− subtracts it, MR recalls it', () => {
    let state = pressAll(['1', '0', 'M+']);
    expect(state.memory).toBe(10);
    state = pressAll(['4', 'M-'], state);
    expect(state.memory).toBe(6);
    state = pressAll(['C', 'MR'], state);
    expect(state).toMatchObject({ display: '6', fresh: true });
  });
  it('M+ finishes the number: the next digit starts a new one', () => {
    const state = pressAll(['1', '2', 'M+', '3']);
    expect(state.display).toBe('3');
  });
  it('MR after an operator becomes the second operand', () => {
    const state = pressAll(['7', 'M+', 'C', '5', '+', 'MR', '=']);
    expect(state.display).toBe('12');
  });
  it('MC empties it', () => {
    expect(pressAll(['7', 'M+', 'MC']).memory).toBeNull();
  });
  it('keeps memory arithmetic at 15 digits too', () => {
    expect(pressAll(['.', '1', 'M+', 'C', '.', '2', 'M+']).memory).toBe(0.3);
  });
});

describe('history', () => {
  it('records each finished operation, newest first', () => {
    expect(run('12+3=4*5=').history).toEqual([
      { expression: '4 × 5', result: '20' },
      { expression: '12 + 3', result: '15' },
    ]);
    expect(run('5+3*2=').history.map((h) => h.result)).toEqual(['16', '8']);
  });
  it(`keeps the last ${HISTORY_LIMIT}`, () => {
    const state = run('1+1=+1=+1=+1=+1=+1=+1=+1=+1=+1=+1=+1=');
    expect(state.history).toHaveLength(HISTORY_LIMIT);
    expect(state.history[0]).toEqual({ expression: '12 + 1', result: '13' });
  });
  it('a recalled value acts like a typed result', () => {
    const state = enterValue(run('5*'), 4);
    expect(state).toMatchObject({ display: '4', fresh: true, expression: '5 ×' });
    expect(press(state, '=').display).toBe('20');
  });
});

describe('keyboard (digits, + - * /, Enter and =, Backspace, Escape, .)', () => {
  it.each([
    ['7', '7'],
    ['.', '.'],
    [',', '.'],
    ['+', '+'],
    ['-', '-'],
    ['*', '*'],
    ['/', '/'],
    ['Enter', '='],
    ['=', '='],
    ['Backspace', 'Backspace'],
    ['Escape', 'C'],
    ['Delete', 'C'],
    ['c', 'C'],
    ['C', 'C'],
    ['F9', 'Negate'],
  ])('%s → %s', (key, expected) => {
    expect(keyFromKeyboard(key)).toBe(expected);
  });
  it('ignores other keys', () => {
    for (const key of ['a', 'x', 'Tab', ' ', 'ArrowLeft', 'Shift', 'toString', '__proto__']) expect(keyFromKeyboard(key)).toBeNull();
  });
});

describe('helpers', () => {
  it('formats numbers', () => {
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(123456789012345)).toBe('123456789012345');
    expect(formatNumber(1234567890123456)).toBe('1.23456789012346e+15');
    expect(formatNumber(-2.5e-9)).toBe('-2.5e-9');
    expect(() => formatNumber(Infinity)).toThrow(RangeError);
  });
  it('groups thousands on the integer part only', () => {
    expect(groupDigits('1234567.891')).toBe('1,234,567.891');
    expect(groupDigits('-1234')).toBe('-1,234');
    expect(groupDigits('123')).toBe('123');
    expect(groupDigits('0.12345')).toBe('0.12345');
    expect(groupDigits('1.5e+20')).toBe('1.5e+20');
  });
  it('groups every number of an operation line, not the operators', () => {
    expect(groupExpression('1234 × -5678.125 =')).toBe('1,234 × -5,678.125 =');
    expect(groupExpression('1.5e+20 −')).toBe('1.5e+20 −');
    expect(groupExpression('')).toBe('');
  });
  it('parses pasted numbers', () => {
    expect(parseNumber(' 1,234.5 ')).toBe(1234.5);
    expect(parseNumber('-2e3')).toBe(-2000);
    expect(parseNumber('\u221242')).toBe(-42);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('3.14159265358979323846')).toBe(3.14159265358979);
    for (const bad of ['', 'abc', '1.2.3', '1e999', 'NaN', 'Infinity', '12abc', '--1']) expect(parseNumber(bad)).toBeNull();
  });
  it('counts typed digits without the leading zero of 0.x', () => {
    expect(countDigits('0.05')).toBe(2);
    expect(countDigits('-12.5')).toBe(3);
    expect(countDigits('0')).toBe(1);
  });
});

describe('screen-reader announcements', () => {
  const after = (sequence: string, key: Key) => {
    const before = run(sequence);
    return announcement(before, press(before, key), key);
  };
  it('reads operations in words', () => {
    expect(spokenExpression('12 ÷ -3 =')).toBe('12 divided by -3 equals');
    expect(spokenExpression('8 ×')).toBe('8 times');
    expect(after('12+3', '=')).toBe('12 plus 3 equals 15');
    expect(after('5+3', '*')).toBe('8 times');
    expect(after('5-', '3')).toBe('3');
  });
  it('announces errors, clearing and memory', () => {
    expect(after('5/0', '=')).toBe('Cannot divide by zero');
    expect(after('5', 'C')).toBe('Cleared');
    expect(after('5', 'M+')).toBe('Memory: 5');
    expect(after('5', 'MR')).toBe(''); // empty memory: nothing happened, nothing to say
  });
});

// ---------- properties ----------

const allKeys: Key[] = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '.', '+', '-', '*', '/', '=', 'C', 'Backspace', 'Negate', 'MC', 'MR', 'M+', 'M-'];
const keySequence = fc.array(fc.constantFrom(...allKeys), { maxLength: 60 });

describe('properties', () => {
  it('any key sequence leaves a finite number of at most 15 digits, or an error message', () => {
    fc.assert(
      fc.property(keySequence, (sequence) => {
        let state = initialState;
        for (const key of sequence) {
          state = press(state, key);
          if (state.error) {
            expect([DIVIDE_BY_ZERO, TOO_LARGE]).toContain(state.error);
            continue;
          }
          expect(state.display).not.toMatch(/NaN|Infinity|undefined/);
          expect(Number.isFinite(Number(state.display))).toBe(true);
          // Significant digits: leading zeros ("0.0416…") do not count.
          const significant = state.display.split('e')[0]!.replace(/\D/g, '').replace(/^0+/, '');
          expect(significant.length).toBeLessThanOrEqual(MAX_DIGITS);
          if (state.memory !== null) expect(Number.isFinite(state.memory)).toBe(true);
          expect(state.history.length).toBeLessThanOrEqual(HISTORY_LIMIT);
          expect(state.expression).not.toMatch(/NaN|Infinity|undefined|null/);
        }
      }),
    );
  });

  const safeInt = fc.integer({ min: 0, max: 9_999_999 });
  const typed = (n: number) => keys(String(n));

  it('integer arithmetic is exact (a + b, a − b, a × b)', () => {
    fc.assert(
      fc.property(safeInt, safeInt, (a, b) => {
        expect(pressAll([...typed(a), '+', ...typed(b), '=']).display).toBe(String(a + b));
        expect(pressAll([...typed(a), '-', ...typed(b), '=']).display).toBe(String(a - b));
        expect(pressAll([...typed(a), '*', ...typed(b), '=']).display).toBe(formatNumber(a * b));
      }),
    );
  });

  it('addition and multiplication commute', () => {
    const decimal = fc.tuple(safeInt, fc.integer({ min: 0, max: 999 })).map(([i, f]) => `${i}.${f}`);
    fc.assert(
      fc.property(decimal, decimal, fc.constantFrom<Key>('+', '*'), (a, b, op) => {
        expect(pressAll([...keys(a), op, ...keys(b), '=']).display).toBe(pressAll([...keys(b), op, ...keys(a), '=']).display);
      }),
    );
  });

  it('a typed number is shown exactly as typed (up to 15 digits)', () => {
    const entry = fc.stringMatching(/^[1-9]\d{0,14}(\.\d{0,5})?$/).filter((s) => countDigits(s) <= MAX_DIGITS);
    fc.assert(
      fc.property(entry, (text) => {
        expect(run(text).display).toBe(text);
      }),
    );
  });

  it('results round-trip through parseNumber and groupDigits', () => {
    fc.assert(
      // Doubles within a hair of Number.MAX_VALUE round up to Infinity: compute() reports those as too large.
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }).filter((x) => Number.isFinite(roundToPrecision(x))), (x) => {
        const shownText = formatNumber(x);
        expect(parseNumber(shownText)).toBe(roundToPrecision(x));
        expect(parseNumber(groupDigits(shownText))).toBe(roundToPrecision(x));
        expect(groupDigits(shownText).replace(/,/g, '')).toBe(shownText);
      }),
    );
  });

  it('every result equals the double result rounded to 15 significant digits', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.constantFrom<'+' | '-' | '*' | '/'>('+', '-', '*', '/'),
        (a, b, op) => {
          const outcome = compute(a, op, b);
          const exact = op === '+' ? a + b : op === '-' ? a - b : op === '*' ? a * b : a / b;
          const rounded = Number(exact.toPrecision(15)) || 0;
          if (op === '/' && b === 0) expect(outcome).toEqual({ error: DIVIDE_BY_ZERO });
          else if (!Number.isFinite(rounded)) expect(outcome).toEqual({ error: TOO_LARGE });
          else expect(outcome).toEqual({ value: rounded });
        },
      ),
    );
  });

  it('C always returns to the initial state, keeping memory and history', () => {
    fc.assert(
      fc.property(keySequence, (sequence) => {
        const before = pressAll(sequence);
        expect(press(before, 'C')).toEqual({ ...initialState, memory: before.memory, history: before.history });
      }),
    );
  });
});
