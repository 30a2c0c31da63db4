import { describe, expect, it } from 'vitest';
import { parseNumber } from '../../../src/tools/percentage/percentage';

// Beside the oracle replay (decimal-oracles.test.ts): the inputs decimal.js read differently.
describe('percentage: numbers beyond decimal.js', () => {
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
