import { describe, expect, it } from 'vitest';
import { contrastPairs, darkColors, lightColors, type ColorTokens } from '../../../src/ui/theme/tokens';
import { contrastRatio } from '../../../src/ui/theme/contrast';

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

  it('computes the published extremes', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // WebAIM's checker: #767676 on white is 4.54:1
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
