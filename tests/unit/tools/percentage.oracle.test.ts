import { describe, expect, it } from 'vitest';
import { parseNumber } from '../../../src/tools/percentage/percentage';
import { RUNNERS, mismatches, readOracle, type Json } from './decimal-oracle';

// The outputs of the decimal.js implementation for a few thousand random, edge and garbage
// inputs (fixtures/percentage-decimal-oracle.json): the tool must give the same for each, byte for byte.
describe('percentage: the decimal.js oracle', () => {
  const oracle = readOracle('percentage');
  const runners: Record<string, (input: never) => Json> = RUNNERS['percentage'];

  it('has a runner for every group of cases, and cases in each', () => {
    expect(Object.keys(oracle.groups).sort()).toEqual(Object.keys(runners).sort());
    for (const cases of Object.values(oracle.groups)) expect(cases.length).toBeGreaterThan(0);
  });

  it.each(Object.keys(runners))('%s: every input gives what it gave', (group) => {
    expect(mismatches(oracle.groups[group] ?? [], runners[group]!)).toEqual([]);
  });

  // Changed on purpose: decimal.js read an exponent below -9·10^15 as 0, so "1e-9000000000000001"
  // was accepted as 0 while "1e-9000000000000000" was too precise; both are too precise now.
  // (Above +9·10^15 it was Infinity, too large, as it still is.) No fixture input is affected.
  it.each([
    ['1e-9000000000000001', 'Too precise: use at most 15 decimal places.'],
    ['-1e-99999999999999999999', 'Too precise: use at most 15 decimal places.'],
    ['1e99999999999999999999', 'Too large: keep it between -1,000,000,000,000,000 and 1,000,000,000,000,000.'],
    ['+1e9000000000000001', 'Too large: keep it between -1,000,000,000,000,000 and 1,000,000,000,000,000.'],
  ])('%s: %s', (text, message) => {
    expect(parseNumber(text)).toEqual({ status: 'invalid', message });
  });
});
