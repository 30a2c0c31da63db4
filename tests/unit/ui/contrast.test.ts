import { describe, expect, it } from 'vitest';
import { contrastPairs, darkColors, lightColors, type ColorTokens } from '../../../src/ui/theme/tokens';
import fc from 'fast-check';
import { contrastRatio, formatRatio, wcagLevel, type ContrastUse } from '../../../src/ui/theme/contrast';

describe('theme contrast (WCAG AA)', () => {
  const themes: Array<[string, ColorTokens]> = [
    ['light', lightColors],
    ['dark', darkColors],
  ];
  for (const [name, colors] of themes) {
    for (const { fg, bg, min } of contrastPairs) {
      it(`${name}: ${fg} on ${bg} ≥ ${min}:1`, () => {
        expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(min);
      });
    }
  }

  // Placeholders are examples ("e.g. google"), not values: clearly lighter than typed text (at most 40%
  // of its contrast, and less than muted text's) yet still readable (4.5:1) on every surface a field sits on.
  for (const [name, colors] of themes) {
    for (const bg of ['surface', 'background', 'surfaceAlt'] as const) {
      it(`${name}: placeholder on ${bg} is readable but clearly lighter than values`, () => {
        const placeholder = contrastRatio(colors.placeholder, colors[bg]);
        expect(placeholder).toBeGreaterThanOrEqual(4.5);
        expect(placeholder).toBeLessThan(contrastRatio(colors.textMuted, colors[bg]));
        expect(placeholder * 2.5).toBeLessThanOrEqual(contrastRatio(colors.text, colors[bg]));
      });
    }
  }

  it('computes the published extremes', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // WebAIM's checker: #767676 on white is 4.54:1
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('wcagLevel and formatRatio (the Foundations contrast marks)', () => {
  it('grades text at 4.5:1 (AA) and 7:1 (AAA), with no rounding up at the edges', () => {
    expect(wcagLevel(4.499, 'text')).toBe('Fail');
    expect(wcagLevel(4.5, 'text')).toBe('AA');
    expect(wcagLevel(6.999, 'text')).toBe('AA');
    expect(wcagLevel(7, 'text')).toBe('AAA');
    expect(wcagLevel(21, 'text')).toBe('AAA');
  });

  it('grades UI graphics at 3:1 and never gives them AAA', () => {
    expect(wcagLevel(2.999, 'ui')).toBe('Fail');
    expect(wcagLevel(3, 'ui')).toBe('AA');
    expect(wcagLevel(21, 'ui')).toBe('AA');
  });

  it('formats ratios truncated to two decimals', () => {
    expect(formatRatio(21)).toBe('21.00:1');
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(contrastRatio('#767676', '#ffffff'))).toBe('4.54:1');
  });

  it('never shows a ratio that reads as a higher level than the computed one', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 21, noNaN: true }), fc.constantFrom<ContrastUse>('text', 'ui'), (ratio, use) => {
        const shown = Number(formatRatio(ratio).replace(':1', ''));
        expect(shown).toBeLessThanOrEqual(ratio);
        expect(wcagLevel(shown, use)).toBe(wcagLevel(ratio, use));
      }),
    );
  });
});
