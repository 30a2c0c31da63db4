import { describe, expect, it } from 'vitest';
import { RUNNERS, mismatches, readOracle, type Json } from './decimal-oracle';

// The outputs of the decimal.js implementation for a few thousand random, edge and garbage
// inputs (fixtures/discount-calculator-decimal-oracle.json): the tool must give the same for each, byte for byte.
describe('discount-calculator: the decimal.js oracle', () => {
  const oracle = readOracle('discount-calculator');
  const runners: Record<string, (input: never) => Json> = RUNNERS['discount-calculator'];

  it('has a runner for every group of cases, and cases in each', () => {
    expect(Object.keys(oracle.groups).sort()).toEqual(Object.keys(runners).sort());
    for (const cases of Object.values(oracle.groups)) expect(cases.length).toBeGreaterThan(0);
  });

  it.each(Object.keys(runners))('%s: every input gives what it gave', (group) => {
    expect(mismatches(oracle.groups[group] ?? [], runners[group]!)).toEqual([]);
  });
});
