import { describe, expect, it } from 'vitest';
import { RUNNERS, mismatches, readOracle, type Json } from './decimal-oracle';

// The outputs of the decimal.js implementation for a few thousand random, edge and garbage inputs
// (fixtures/<tool>-decimal-oracle.json): each tool on decimal.js-light must give the same for each,
// byte for byte. The unit converter's oracle (unit-converter.oracle.test.ts) also holds the inputs
// changed on purpose.
describe.each(['percentage', 'tip-calculator', 'discount-calculator'] as const)('%s: the decimal.js oracle', (tool) => {
  const oracle = readOracle(tool);
  const runners: Record<string, (input: never) => Json> = RUNNERS[tool];

  it('has a runner for every group of cases, and cases in each', () => {
    expect(Object.keys(oracle.groups).sort()).toEqual(Object.keys(runners).sort());
    for (const cases of Object.values(oracle.groups)) expect(cases.length).toBeGreaterThan(0);
  });

  it.each(Object.keys(runners))('%s: every input gives what it gave', (group) => {
    expect(mismatches(oracle.groups[group] ?? [], runners[group]!)).toEqual([]);
  });
});
