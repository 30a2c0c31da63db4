import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANALYSED_LENGTH, FALLBACK_ANALYSED_LENGTH, analysedPrefix, slimEstimate } from '../../../src/tools/password-checker/estimate';
import { blocklistMatch, codePointLength, nistChecks, strengthFrom } from '../../../src/tools/password-checker/password-checker';
import { createEstimator } from '../../../src/tools/password-checker/zxcvbn-engine';

describe('the analysed part of a password', () => {
  it('is the first characters, up to the limit', () => {
    expect(analysedPrefix('hunter2', 24)).toBe('hunter2');
    expect(analysedPrefix('x'.repeat(1000), ANALYSED_LENGTH)).toBe('x'.repeat(64));
    expect(analysedPrefix('x'.repeat(1000), FALLBACK_ANALYSED_LENGTH)).toBe('x'.repeat(24));
    // Characters, not UTF-16 units: an emoji is one, and never cut in half.
    expect(analysedPrefix('😀'.repeat(30), 24)).toBe('😀'.repeat(24));
    expect(analysedPrefix(`${'a'.repeat(23)}😀b`, 24)).toBe(`${'a'.repeat(23)}😀`);
  });

  it('property: a prefix of min(length, limit) characters, never a lone surrogate at its end', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), fc.integer({ min: 1, max: 100 }), (password, limit) => {
        const prefix = analysedPrefix(password, limit);
        expect(password.startsWith(prefix)).toBe(true);
        expect(codePointLength(prefix)).toBe(Math.min(codePointLength(password), limit));
        const last = prefix.charCodeAt(prefix.length - 1);
        expect(last >= 0xd800 && last <= 0xdbff).toBe(false);
      }),
    );
  });
});

describe('the estimate sent from the Worker', () => {
  const check = createEstimator();

  it('keeps what the report reads, as plain data a Worker can post', () => {
    for (const password of ['password', 'Summer2024!', 'abcdef123', 'correct horse battery staple']) {
      const full = check(password);
      const slim = slimEstimate(full);
      expect(structuredClone(slim)).toEqual(slim);
      // No copy of the password (zxcvbn's matches carry their tokens): only where each match is.
      for (const match of slim.sequence) expect(Object.keys(match).filter((k) => !['pattern', 'i', 'j', 'dictionaryName'].includes(k))).toEqual([]);
      expect(strengthFrom(slim)).toEqual(strengthFrom(full));
      expect(nistChecks(password, 'single-factor', slim.sequence)).toEqual(nistChecks(password, 'single-factor', full.sequence));
    }
    expect(slimEstimate(check('password')).sequence).toEqual([{ pattern: 'dictionary', i: 0, j: 7, dictionaryName: 'passwords-common' }]);
  });

  it('never calls a password common when only its first characters were analysed', () => {
    const password = `password${'!'.repeat(70)}`;
    const analysed = analysedPrefix(password, 8);
    const slim = slimEstimate(check(analysed));
    expect(blocklistMatch(analysed, slim.sequence)).toBe('password');
    expect(blocklistMatch(password, slim.sequence, analysed)).toBeNull();
    const checks = nistChecks(password, 'single-factor', slim.sequence, analysed);
    expect(checks.find((c) => c.id === 'common')?.status).toBe('pass');
    expect(checks.find((c) => c.id === 'min-length')?.detail).toBe('78 characters: 8 is the minimum for any password.');
  });
});
