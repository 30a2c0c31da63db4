import { describe, expect, it } from 'vitest';
import { convertAmount, initialValue, parseAmount, unitById } from '../../../src/tools/unit-converter/unit-converter';
import { RUNNERS, mismatches, readOracle, type Json, type UnitCase } from './decimal-oracle';

/**
 * The one change on purpose: decimal.js read an exponent past ±9·10^15 as Infinity or 0, which
 * slipped past the ±1000 guard (Infinity's exponent is NaN), so "1e9999999999999999" showed
 * "Infinity" and "1e-9999999999999999" converted as 0. decimal.js-light cannot hold either; they
 * are now refused as out of range, like 1e1001.
 */
const BEYOND_DECIMAL_JS = ['1e99999999999999999999', '-1e99999999999999999999', '1e9000000000000001', '1e-9000000000000001', '-1e-99999999999999999999'];

// The outputs of the decimal.js implementation for a few thousand random, edge and garbage
// inputs (fixtures/unit-converter-decimal-oracle.json): the tool must give the same for each, byte for byte.
describe('unit-converter: the decimal.js oracle', () => {
  const oracle = readOracle('unit-converter');
  const runners: Record<string, (input: never) => Json> = RUNNERS['unit-converter'];
  const changed = (input: UnitCase | string) => BEYOND_DECIMAL_JS.includes(typeof input === 'string' ? input : input[0]);

  it('has a runner for every group of cases, and cases in each', () => {
    expect(Object.keys(oracle.groups).sort()).toEqual(Object.keys(runners).sort());
    for (const cases of Object.values(oracle.groups)) expect(cases.length).toBeGreaterThan(0);
    // The fixture holds an input changed on purpose, and it still differs from what decimal.js gave.
    const convert = oracle.groups.convert ?? [];
    expect(convert.some(([input]) => changed(input as UnitCase))).toBe(true);
    expect(mismatches(convert, RUNNERS['unit-converter'].convert, (input) => !changed(input))).not.toEqual([]);
  });

  it.each(Object.keys(runners))('%s: every input gives what it gave', (group) => {
    expect(mismatches(oracle.groups[group] ?? [], runners[group]!, changed)).toEqual([]);
  });

  it.each(BEYOND_DECIMAL_JS)('%s is refused as out of range, never converted', (text) => {
    expect(parseAmount(text)).toEqual({ status: 'invalid', reason: 'range' });
    expect(convertAmount(text, unitById('c')!, unitById('f')!)).toEqual({ status: 'invalid', reason: 'range' });
    expect(initialValue(text)).toBeNull();
  });
});
