import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FASTEST, SCENARIOS, STRONG_MIN_SECONDS, cappedLabel, crackSeconds, crackTimeDisplay, crackTimes, estimateGuessesLog10 } from '../../../src/tools/crack-time';
import { SCORE_LABELS, strengthFrom } from '../../../src/tools/password-checker/password-checker';
import { loadEstimator } from '../../../src/tools/password-checker/usePasswordStrength';
import { DEFAULT_SETTINGS, PRESETS, generatePassword, seededRandom } from '../../../src/tools/password-generator/password-generator';

describe('crack time (shared by the password checker and generator)', () => {
  it("words times as zxcvbn does", () => {
    expect(crackTimeDisplay(0.5)).toBe('less than a second');
    expect(crackTimeDisplay(1)).toBe('1 second');
    expect(crackTimeDisplay(119)).toBe('2 minutes');
    expect(crackTimeDisplay(86_400)).toBe('1 day');
    expect(crackTimeDisplay(1e6)).toBe('12 days');
    expect(crackTimeDisplay(3.2e9)).toBe('100 years');
    expect(crackTimeDisplay(3.3e9)).toBe('centuries');
    expect(crackTimes(12)).toEqual({ onlineThrottled: 'centuries', onlineUnthrottled: 'centuries', offlineSlowHash: '3 years', offlineFastHash: '2 minutes' });
  });

  it('agrees with zxcvbn’s own crack times for real passwords', async () => {
    const estimate = await loadEstimator();
    for (const password of ['password', 'hunter2', 'Summer2024!', 'Tr0ub4dor&3', 'kx9#Lq2!vB7$mW4z', 'correct horse battery staple']) {
      const result = estimate(password);
      const ours = crackTimes(estimateGuessesLog10(result));
      for (const s of SCENARIOS) expect(ours[s.key], `${password}: ${s.title}`).toBe(result.crackTimes[s.id].display);
    }
  });

  it('property: the label never says strong beside a crack time under a day in any scenario shown', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SCORE_LABELS), fc.double({ min: 0, max: 40, noNaN: true }), (label, log10) => {
        const shown = cappedLabel(label, log10);
        const fastest = Math.min(...SCENARIOS.map((s) => crackSeconds(log10, s)));
        if (fastest < STRONG_MIN_SECONDS) expect(shown === 'Strong' || shown === 'Very strong').toBe(false);
        else expect(shown).toBe(label);
        // Only strong labels are ever changed, and only to Fair.
        if (shown !== label) expect([label, shown]).toEqual([expect.stringMatching(/^(Strong|Very strong)$/), 'Fair']);
      }),
    );
    expect(FASTEST.title).toBe('Offline, fast hash');
  });

  it('the generator and the checker give the same crack times for the same password', async () => {
    const estimate = await loadEstimator();
    const settings = [DEFAULT_SETTINGS, ...PRESETS.map((p) => p.settings)];
    for (const [i, s] of settings.entries()) {
      const result = generatePassword(s, seededRandom(1000 + i));
      if (!result.ok) throw new Error(result.error);
      const zxcvbn = estimate(result.password);
      // The generator's card: crackTimes(estimateGuessesLog10(zxcvbn's result)); the checker: strengthFrom.
      expect(crackTimes(estimateGuessesLog10(zxcvbn))).toEqual(strengthFrom(zxcvbn).crackTimes);
    }
  });
});
