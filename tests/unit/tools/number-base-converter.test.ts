import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_BITS,
  bitLength,
  formatInBase,
  groupDigits,
  lastDigit,
  parseInBase,
  twosComplement,
  type Parsed,
} from '../../../src/tools/number-base-converter/number-base-converter';

const value = (parsed: Parsed) => {
  if (parsed.status !== 'ok') throw new Error(`expected a number, got ${JSON.stringify(parsed)}`);
  return parsed.value;
};
const bases = Array.from({ length: 35 }, (_, i) => i + 2);

describe('2^64 + 1, exact in every base', () => {
  const n = 2n ** 64n + 1n;
  it('writes the known digits in the four named bases', () => {
    expect(formatInBase(n, 10)).toBe('18446744073709551617');
    expect(formatInBase(n, 16)).toBe('10000000000000001');
    expect(formatInBase(n, 8)).toBe('2000000000000000000001');
    expect(formatInBase(n, 2)).toBe(`1${'0'.repeat(63)}1`);
    expect(formatInBase(n, 36)).toBe('3w5e11264sgsh');
  });

  it('reads back from every base 2–36 to the same number, and its digits are the sum of digit × base^k', () => {
    for (const base of bases) {
      const text = formatInBase(n, base);
      expect(value(parseInBase(text, base)), `base ${base}`).toBe(n);
      // An independent check of the digits: Horner's rule over the written text.
      const recomputed = Array.from(text).reduce((sum, digit) => sum * BigInt(base) + BigInt(parseInt(digit, 36)), 0n);
      expect(recomputed, `base ${base}`).toBe(n);
    }
  });
});

describe('reading what people type', () => {
  it('takes prefixes of its own base, signs, either case and group separators', () => {
    expect(value(parseInBase('0xFF', 16))).toBe(255n);
    expect(value(parseInBase('0Xff', 16))).toBe(255n);
    expect(value(parseInBase('0o777', 8))).toBe(511n);
    expect(value(parseInBase('0b1010', 2))).toBe(10n);
    expect(value(parseInBase('-0x1F', 16))).toBe(-31n);
    expect(value(parseInBase('\u22125', 10))).toBe(-5n);
    expect(value(parseInBase('+42', 10))).toBe(42n);
    expect(value(parseInBase(' 1 000 000 ', 10))).toBe(1_000_000n);
    expect(value(parseInBase('1,000,000', 10))).toBe(1_000_000n);
    expect(value(parseInBase("1'000'000", 10))).toBe(1_000_000n);
    expect(value(parseInBase('dead_beef', 16))).toBe(0xdeadbeefn);
    expect(value(parseInBase('1111 0000\n1010', 2))).toBe(0b111100001010n);
    expect(value(parseInBase('ZZ', 36))).toBe(1295n);
    expect(value(parseInBase('000', 10))).toBe(0n);
    expect(value(parseInBase('-0', 10))).toBe(0n);
    expect(Object.is(Number(value(parseInBase('-0', 10))), -0)).toBe(false);
  });

  it('reads digits that look like a prefix as digits where they are digits', () => {
    // In hexadecimal "0b" is two digits; in base 36 "0x1g" is a number.
    expect(value(parseInBase('0b1', 16))).toBe(0xb1n);
    expect(value(parseInBase('0x1g', 36))).toBe(33n * 36n ** 2n + 36n + 16n);
  });

  it('names the character that is no digit of the base: 0x1g names g', () => {
    expect(parseInBase('0x1g', 16)).toEqual({ status: 'invalid', reason: 'invalidDigit', char: 'g' });
    expect(parseInBase('1012', 2)).toEqual({ status: 'invalid', reason: 'invalidDigit', char: '2' });
    expect(parseInBase('789', 8)).toEqual({ status: 'invalid', reason: 'invalidDigit', char: '8' });
    expect(parseInBase('12a', 10)).toEqual({ status: 'invalid', reason: 'invalidDigit', char: 'a' });
    expect(parseInBase('1k', 20)).toEqual({ status: 'invalid', reason: 'invalidDigit', char: 'k' });
    expect(parseInBase('1😀', 10)).toEqual({ status: 'invalid', reason: 'invalidDigit', char: '😀' });
  });

  it('explains prefixes in the wrong field, fractions, stray signs and empty digits', () => {
    expect(parseInBase('0x1g', 10)).toEqual({ status: 'invalid', reason: 'wrongPrefix', prefix: '0x', prefixBase: 16 });
    expect(parseInBase('0b101', 8)).toEqual({ status: 'invalid', reason: 'wrongPrefix', prefix: '0b', prefixBase: 2 });
    expect(parseInBase('-0O17', 10)).toEqual({ status: 'invalid', reason: 'wrongPrefix', prefix: '0o', prefixBase: 8 });
    expect(parseInBase('1.5', 10)).toEqual({ status: 'invalid', reason: 'notWhole', char: '.' });
    expect(parseInBase('1-2', 10)).toEqual({ status: 'invalid', reason: 'misplacedSign', char: '-' });
    expect(parseInBase('--1', 10)).toEqual({ status: 'invalid', reason: 'misplacedSign', char: '-' });
    expect(parseInBase('-', 10)).toEqual({ status: 'invalid', reason: 'noDigits' });
    expect(parseInBase('0x', 16)).toEqual({ status: 'invalid', reason: 'noDigits' });
    expect(parseInBase('  ', 10)).toEqual({ status: 'empty' });
    expect(parseInBase('', 2)).toEqual({ status: 'empty' });
  });

  it(`stops at ${MAX_BITS} bits, quickly, and counts no leading zeros`, () => {
    expect(bitLength(value(parseInBase(`1${'0'.repeat(MAX_BITS - 1)}`, 2)))).toBe(MAX_BITS);
    expect(parseInBase(`1${'0'.repeat(MAX_BITS)}`, 2)).toEqual({ status: 'invalid', reason: 'tooLarge' });
    expect(value(parseInBase(`${'0'.repeat(100_000)}7`, 10))).toBe(7n);
    const start = performance.now();
    expect(parseInBase('9'.repeat(1_000_000), 10)).toEqual({ status: 'invalid', reason: 'tooLarge' });
    expect(value(parseInBase('z'.repeat(12_000), 36)) > 0n).toBe(true);
    expect(performance.now() - start).toBeLessThan(2000);
  });
});

describe('writing', () => {
  it('groups from the right: nibbles for binary and hex, threes for octal and decimal', () => {
    expect(formatInBase(1_234_567n, 10, { grouping: 'space' })).toBe('1 234 567');
    expect(formatInBase(-1_234_567n, 10, { grouping: 'underscore' })).toBe('-1_234_567');
    expect(formatInBase(0xdeadbeefn, 16, { grouping: 'space', uppercase: true })).toBe('DEAD BEEF');
    expect(formatInBase(0b1011010n, 2, { grouping: 'space' })).toBe('101 1010');
    expect(formatInBase(0o7654321n, 8, { grouping: 'underscore' })).toBe('7_654_321');
    expect(formatInBase(0n, 2, { grouping: 'space' })).toBe('0');
    expect(groupDigits('123456', 3, ',')).toBe('123,456');
    expect(groupDigits('12', 3, ',')).toBe('12');
  });

  it('names the highest digit of each base', () => {
    expect([2, 8, 10, 11, 16, 36].map(lastDigit)).toEqual(['1', '7', '9', 'a', 'f', 'z']);
  });

  it('counts bits of the magnitude', () => {
    expect([0n, 1n, 255n, 256n, -256n, 2n ** 64n + 1n].map(bitLength)).toEqual([0, 1, 8, 9, 9, 65]);
  });
});

describe("two's complement", () => {
  it('writes -1 in 8 bits as 11111111, the same pattern as 255', () => {
    expect(twosComplement(-1n, 8)).toEqual({ status: 'ok', bits: '11111111', hex: 'ff', signed: -1n, unsigned: 255n });
    expect(twosComplement(255n, 8)).toEqual({ status: 'ok', bits: '11111111', hex: 'ff', signed: -1n, unsigned: 255n });
    expect(twosComplement(-128n, 8)).toMatchObject({ bits: '10000000', signed: -128n, unsigned: 128n });
    expect(twosComplement(5n, 16)).toMatchObject({ bits: '0000000000000101', hex: '0005', signed: 5n, unsigned: 5n });
    expect(twosComplement(-1n, 64)).toMatchObject({ bits: '1'.repeat(64), hex: 'ffffffffffffffff', unsigned: 2n ** 64n - 1n });
    expect(twosComplement(-2147483648n, 32)).toMatchObject({ hex: '80000000', signed: -2147483648n });
  });

  it('refuses what needs more bits, with the range that fits', () => {
    expect(twosComplement(256n, 8)).toEqual({ status: 'tooWide', min: -128n, max: 255n });
    expect(twosComplement(-129n, 8)).toEqual({ status: 'tooWide', min: -128n, max: 255n });
    expect(twosComplement(2n ** 64n + 1n, 64)).toEqual({ status: 'tooWide', min: -(2n ** 63n), max: 2n ** 64n - 1n });
  });

  it('agrees with BigInt.asUintN / asIntN for every value that fits (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(8, 16, 32, 64), fc.bigInt({ min: -(2n ** 64n), max: 2n ** 65n }), (width, n) => {
        const result = twosComplement(n, width);
        const fits = n >= -(2n ** BigInt(width - 1)) && n < 2n ** BigInt(width);
        if (!fits) return result.status === 'tooWide';
        return (
          result.status === 'ok' &&
          result.unsigned === BigInt.asUintN(width, n) &&
          result.signed === BigInt.asIntN(width, n) &&
          result.bits.length === width &&
          BigInt(`0b${result.bits}`) === result.unsigned &&
          BigInt(`0x${result.hex}`) === result.unsigned
        );
      }),
    );
  });
});

describe('round trips (properties)', () => {
  const big = fc.bigInt({ min: -(2n ** 300n), max: 2n ** 300n });
  const base = fc.integer({ min: 2, max: 36 });

  it('parse ∘ format is the identity in every base 2–36, in every grouping and case', () => {
    fc.assert(
      fc.property(big, base, fc.constantFrom('none', 'space', 'underscore'), fc.boolean(), (n, b, grouping, uppercase) => {
        const text = formatInBase(n, b, { grouping, uppercase });
        const parsed = parseInBase(text, b);
        return parsed.status === 'ok' && parsed.value === n;
      }),
      { numRuns: 500 },
    );
  });

  it('format agrees with BigInt#toString and parse with an independent reading', () => {
    fc.assert(
      fc.property(big, base, (n, b) => {
        const text = formatInBase(n, b);
        const magnitude = (n < 0n ? -n : n).toString(b);
        const horner = Array.from(magnitude).reduce((sum, digit) => sum * BigInt(b) + BigInt(parseInt(digit, 36)), 0n);
        return text === n.toString(b) && horner === (n < 0n ? -n : n);
      }),
    );
  });

  it('never throws on any text, in any base', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), base, (text, b) => {
        const parsed = parseInBase(text, b);
        return ['empty', 'ok', 'invalid'].includes(parsed.status);
      }),
    );
  });
});
