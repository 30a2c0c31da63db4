import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FASTEST,
  SCENARIOS,
  STRONG_MIN_SECONDS,
  cappedLabel,
  combinationsLog10,
  crackSeconds,
  crackTimeDisplay,
  crackTimes,
  estimateGuessesLog10,
} from '../../../src/tools/crack-time';
import { SCORE_LABELS, strengthFrom } from '../../../src/tools/password-checker/password-checker';
import { createEstimator } from '../../../src/tools/password-checker/zxcvbn-engine';
import {
  DEFAULT_SETTINGS,
  PRESETS,
  characterPool,
  entropyBits,
  generatePassword,
  seededRandom,
} from '../../../src/tools/password-generator/password-generator';

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
    const estimate = createEstimator();
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

  it('counts a generated password’s guesses as pool^length, the figure behind its entropy', () => {
    // 12 characters from the 94 printable ASCII symbols: 94^12 ≈ 4.76 × 10^23 guesses.
    expect(combinationsLog10(12, 94)).toBeCloseTo(23.6775, 4);
    // 94^12 / 10^10 = 4.7592 × 10^13 seconds, about 1.5 million years.
    expect(crackSeconds(combinationsLog10(12, 94), FASTEST) / 4.7592e13).toBeCloseTo(1, 4);
    expect(crackTimes(combinationsLog10(12, 94)).offlineFastHash).toBe('centuries');
    // Six of them: 94^6 ≈ 6.9 × 10^11, 69 s at 10^10 a second, 6.9 × 10^7 s (2.1 years) at 10^4.
    expect(crackTimes(combinationsLog10(6, 94))).toEqual({ onlineThrottled: 'centuries', onlineUnthrottled: 'centuries', offlineSlowHash: '2 years', offlineFastHash: '1 minute' });
    // The generator's presets. PIN: 10^6 at 100 an hour (3.6 × 10^7 s), 10 a second (10^5 s), 10,000 a second (100 s), 10^10 a second.
    expect(crackTimes(combinationsLog10(6, 10))).toEqual({ onlineThrottled: '1 year', onlineUnthrottled: '1 day', offlineSlowHash: '2 minutes', offlineFastHash: 'less than a second' });
    // Basic: 62^8 ≈ 2.18 × 10^14, 21,834 s at 10^10 a second.
    expect(crackTimes(combinationsLog10(8, 62))).toEqual({ onlineThrottled: 'centuries', onlineUnthrottled: 'centuries', offlineSlowHash: 'centuries', offlineFastHash: '6 hours' });
    // Seven lowercase letters: 26^7 ≈ 8.03 × 10^9.
    expect(crackTimes(combinationsLog10(7, 26))).toEqual({ onlineThrottled: 'centuries', onlineUnthrottled: '25 years', offlineSlowHash: '9 days', offlineFastHash: 'less than a second' });
    // Strong (the default): 88^12, centuries at every speed.
    expect(crackTimes(combinationsLog10(12, 88))).toEqual({ onlineThrottled: 'centuries', onlineUnthrottled: 'centuries', offlineSlowHash: 'centuries', offlineFastHash: 'centuries' });
    // The same number as the entropy shown: bits = log2 of the combinations.
    expect(combinationsLog10(12, 88) / Math.log10(2)).toBeCloseTo(entropyBits(12, 88), 1);
    // Nothing to guess: one character to choose from, or no password.
    expect(combinationsLog10(10, 1)).toBe(0);
    expect(combinationsLog10(0, 88)).toBe(0);
  });

  it('for a generated password the checker’s zxcvbn times are a floor: never longer than the generator’s', async () => {
    const estimate = createEstimator();
    const settings = [DEFAULT_SETTINGS, ...PRESETS.map((p) => p.settings)];
    for (const [i, s] of settings.entries()) {
      for (let seed = 0; seed < 5; seed++) {
        const result = generatePassword(s, seededRandom(1000 + 10 * i + seed));
        if (!result.ok) throw new Error(result.error);
        const checker = estimateGuessesLog10(estimate(result.password));
        const generator = combinationsLog10([...result.password].length, characterPool(s).length);
        expect(checker, result.password).toBeLessThanOrEqual(generator + 1e-9);
      }
    }
    // The default 12-character password: "2 minutes" at 10^10 a second by zxcvbn (10 guesses per character), centuries by its real pool.
    const password = generatePassword(DEFAULT_SETTINGS, seededRandom(1000));
    if (!password.ok) throw new Error(password.error);
    expect(strengthFrom(estimate(password.password)).crackTimes.offlineFastHash).toMatch(/^(\d+ (seconds?|minutes?|hours?)|less than a second)$/);
    expect(crackTimes(combinationsLog10(12, 88)).offlineFastHash).toBe('centuries');
  });
});
