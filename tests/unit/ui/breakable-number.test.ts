import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { numberBreaks } from '../../../src/ui/components/BreakableNumber';

describe('numberBreaks', () => {
  it('cuts the integer part into groups of three from the right', () => {
    expect(numberBreaks('1000000000000000000')).toEqual(['1', '000', '000', '000', '000', '000', '000']);
    expect(numberBreaks('-12345')).toEqual(['-12', '345']);
    expect(numberBreaks('999')).toEqual(['999']);
  });

  it('cuts the fraction into groups of three from the point, the point staying with the integer', () => {
    expect(numberBreaks('0.000621371192237334')).toEqual(['0.000', '621', '371', '192', '237', '334']);
    expect(numberBreaks('1234.5')).toEqual(['1', '234.5']);
  });

  it('breaks before an exponent and after separators the number already has', () => {
    expect(numberBreaks('6.21371192237334e-13')).toEqual(['6.213', '711', '922', '373', '34', 'e-13']);
    expect(numberBreaks('1,000,000.25')).toEqual(['1,', '000,', '000.25']);
    expect(numberBreaks('1000000 km')).toEqual(['1', '000', '000 km']);
  });

  it('leaves text that is not a number alone', () => {
    expect(numberBreaks('—')).toEqual(['—']);
    expect(numberBreaks('')).toEqual(['']);
  });

  it('never changes the text: the pieces join back to it', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }).map(String), fc.bigInt().map(String), fc.string()), (text) => {
        expect(numberBreaks(text).join('')).toBe(text);
      }),
    );
  });

  it('never leaves a run of more than three digits unbroken in a plain number', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.nat({ max: 10 ** 9 }), (int, frac) => {
        for (const piece of numberBreaks(`${int}.${frac}`)) {
          const runs = piece.split('.');
          for (const run of runs) expect(run.replace(/\D/g, '').length).toBeLessThanOrEqual(3);
        }
      }),
    );
  });
});
