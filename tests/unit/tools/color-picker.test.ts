import fc from 'fast-check';
import { converter, formatHex, wcagContrast, wcagLuminance } from 'culori';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_HEX,
  FORMAT_NAMES,
  PALETTE_STEPS,
  PRESETS,
  contrastAgainst,
  contrastRatio,
  formatColor,
  generatePalette,
  hexFromInt,
  hexToRgb,
  hslToHex,
  parseHex,
  parseStored,
  randomHex,
  ratioLabel,
  readableTextOn,
  relativeLuminance,
  rgbToCmyk,
  rgbToHsl,
  rgbToHsv,
  rgbToOklch,
  serializeStored,
} from '../../../src/tools/color-picker/color-picker';

const toHsl = converter('hsl');
const toHsv = converter('hsv');
const toOklch = converter('oklch');

/** Any 24-bit colour as canonical hex. */
const anyHex = fc.integer({ min: 0, max: 0xffffff }).map(hexFromInt);

/** Smallest distance between two hue angles. */
const hueDistance = (a: number, b: number) => {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return Math.min(d, 360 - d);
};

describe('spec constants (§9)', () => {
  it('starts from 3b82f6', () => {
    expect(DEFAULT_HEX).toBe('#3b82f6');
  });

  it('has the 18 presets in the spec order', () => {
    expect(PRESETS.map((p) => p.hex.slice(1))).toEqual([
      'ef4444', 'f97316', 'f59e0b', 'eab308', '84cc16', '22c55e', '10b981', '14b8a6', '06b6d4',
      '0ea5e9', '3b82f6', '6366f1', '8b5cf6', 'a855f7', 'd946ef', 'ec4899', 'f43f5e', '64748b',
    ]);
    expect(new Set(PRESETS.map((p) => p.name)).size).toBe(18);
  });
});

describe('parseHex (§5)', () => {
  it.each([
    ['3b82f6', '#3b82f6'],
    ['#3b82f6', '#3b82f6'],
    ['#3B82F6', '#3b82f6'],
    ['  a855F7 ', '#a855f7'],
    ['000000', '#000000'],
  ])('accepts %j as %s', (input, hex) => {
    expect(parseHex(input)).toEqual({ ok: true, hex });
  });

  it('rejects the 3-digit shorthand and says what to type instead', () => {
    expect(parseHex('#f80')).toEqual({ ok: false, error: 'Shorthand like #f80 is not accepted. Enter all 6 digits, e.g. #ff8800.' });
    expect(parseHex('abc').ok).toBe(false);
  });

  it.each([
    ['', 'Enter a hex color such as #3b82f6.'],
    ['#', 'Enter a hex color such as #3b82f6.'],
    ['#3b82f', 'A hex color has exactly 6 digits; this has 5.'],
    ['3b82f6a', 'A hex color has exactly 6 digits; this has 7.'],
    ['#3b82f6ff', 'A hex color has exactly 6 digits; this has 8.'],
    ['#3g82f6', '“g” is not a hex digit. Use 0–9 and a–f.'],
    ['##3b82f6', '“#” is not a hex digit. Use 0–9 and a–f.'],
    ['rgb(1,2,3)', '“r” is not a hex digit. Use 0–9 and a–f.'],
    ['3b 82f6', '“ ” is not a hex digit. Use 0–9 and a–f.'],
  ])('rejects %j: %s', (input, error) => {
    expect(parseHex(input)).toEqual({ ok: false, error });
  });

  it('accepts exactly the 6-digit strings, with or without #, in any case', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), fc.boolean(), fc.boolean(), (n, hash, upper) => {
        let digits = n.toString(16).padStart(6, '0');
        if (upper) digits = digits.toUpperCase();
        expect(parseHex(`${hash ? '#' : ''}${digits}`)).toEqual({ ok: true, hex: hexFromInt(n) });
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (s) => {
        const valid = /^\s*#?[0-9a-f]{6}\s*$/i.test(s);
        expect(parseHex(s).ok).toBe(valid);
      }),
    );
  });
});

describe('randomHex (§9: a random 24-bit value)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes the low 24 bits of a 32-bit random value', () => {
    expect(randomHex(() => 0)).toBe('#000000');
    expect(randomHex(() => 0xffffffff)).toBe('#ffffff');
    expect(randomHex(() => 0x12345678)).toBe('#345678');
    expect(randomHex(() => 0xab)).toBe('#0000ab');
  });

  it('always yields a valid colour that covers the whole 24-bit range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (n) => {
        const hex = randomHex(() => n);
        expect(parseHex(hex)).toEqual({ ok: true, hex });
        expect(Number.parseInt(hex.slice(1), 16)).toBe(n % 0x1000000);
      }),
    );
  });

  it('draws from crypto.getRandomValues by default', () => {
    const fake = (array: Uint32Array) => {
      array[0] = 0xff123456;
      return array;
    };
    const spy = vi.spyOn(crypto, 'getRandomValues').mockImplementation(fake as unknown as typeof crypto.getRandomValues);
    expect(randomHex()).toBe('#123456');
    expect(spy).toHaveBeenCalledTimes(1);
  });
});

describe('conversions against published values', () => {
  it('formats the default colour like Tailwind blue-500 and colour pickers show it', () => {
    // Tailwind v3 docs: blue-500 #3b82f6 = rgb(59 130 246); HSL 217.2° 91.2% 59.8%.
    expect(formatColor('#3b82f6')).toEqual({
      HEX: '#3b82f6',
      RGB: 'rgb(59, 130, 246)',
      RGBA: 'rgba(59, 130, 246, 1)',
      HSL: 'hsl(217, 91%, 60%)',
      HSLA: 'hsla(217, 91%, 60%, 1)',
      HSV: 'hsv(217, 76%, 96%)',
      CMYK: 'cmyk(76%, 47%, 0%, 4%)',
      OKLCH: 'oklch(62.3% 0.188 259.8)',
    });
    expect(FORMAT_NAMES).toEqual(['HEX', 'RGB', 'RGBA', 'HSL', 'HSLA', 'HSV', 'CMYK', 'OKLCH']);
  });

  it('gives the CSS Color 4 values for pure red and the greys', () => {
    // CSS Color 4 §9: red is oklch(62.8% 0.2577 29.23); white oklch(100% 0 none).
    expect(formatColor('#ff0000')).toMatchObject({
      HSL: 'hsl(0, 100%, 50%)',
      HSV: 'hsv(0, 100%, 100%)',
      CMYK: 'cmyk(0%, 100%, 100%, 0%)',
      OKLCH: 'oklch(62.8% 0.258 29.2)',
    });
    expect(formatColor('#ffffff')).toMatchObject({ HSL: 'hsl(0, 0%, 100%)', CMYK: 'cmyk(0%, 0%, 0%, 0%)', OKLCH: 'oklch(100% 0 0)' });
    // Its OKLCH hue is 359.96°: shown as 0, never 360 (found by the property below).
    expect(formatColor('#251218').OKLCH).toBe('oklch(21.2% 0.033 0)');
    expect(formatColor('#000000')).toMatchObject({ HSL: 'hsl(0, 0%, 0%)', HSV: 'hsv(0, 0%, 0%)', CMYK: 'cmyk(0%, 0%, 0%, 100%)', OKLCH: 'oklch(0% 0 0)' });
    expect(formatColor('#808080').OKLCH).toBe('oklch(60% 0 0)');
  });

  it('wraps a hue that rounds to 360° back to 0°', () => {
    expect(rgbToHsl(hexToRgb('#ff0001')).h).toBeGreaterThan(359.5);
    expect(formatColor('#ff0001').HSL).toBe('hsl(0, 100%, 50%)');
    expect(formatColor('#ff0001').HSV).toBe('hsv(0, 100%, 100%)');
  });

  it('matches WebAIM contrast values and their AA/AAA verdicts', () => {
    // #767676 is the lightest grey that passes AA on white (4.54:1); #777777 fails (4.48:1).
    expect(contrastAgainst('#767676', 'white')).toMatchObject({ label: '4.54:1', aa: true, aaa: false, aaLarge: true, aaaLarge: true });
    expect(contrastAgainst('#777777', 'white')).toMatchObject({ label: '4.48:1', aa: false, aaa: false, aaLarge: true, aaaLarge: false });
    expect(contrastAgainst('#000000', 'white')).toMatchObject({ label: '21:1', aa: true, aaa: true });
    expect(contrastAgainst('#ffffff', 'white')).toMatchObject({ label: '1:1', aa: false, aaLarge: false });
    expect(contrastAgainst('#3b82f6', 'white')).toMatchObject({ label: '3.68:1', aa: false, aaLarge: true, aaaLarge: false });
    expect(contrastAgainst('#3b82f6', 'black')).toMatchObject({ label: '5.71:1', aa: true, aaa: false, aaaLarge: true });
    // 7:1 boundary: #595959 on white is 7.0:1 (AAA).
    expect(contrastAgainst('#595959', 'white')).toMatchObject({ label: '7:1', aaa: true });
    expect(contrastAgainst('#5a5a5a', 'white')).toMatchObject({ label: '6.9:1', aaa: false });
  });

  it('never rounds a failing ratio up onto a threshold', () => {
    expect(ratioLabel(4.4999)).toBe('4.49:1');
    expect(ratioLabel(6.996)).toBe('6.99:1');
    expect(ratioLabel(2.998)).toBe('2.99:1');
    expect(ratioLabel(3.6779)).toBe('3.68:1');
    expect(ratioLabel(4.5)).toBe('4.5:1');
    expect(ratioLabel(21)).toBe('21:1');
  });

  it('computes CMYK from the published formula', () => {
    expect(rgbToCmyk({ r: 0, g: 0, b: 0 })).toEqual({ c: 0, m: 0, y: 0, k: 100 });
    expect(formatColor('#00ffff').CMYK).toBe('cmyk(100%, 0%, 0%, 0%)');
    expect(formatColor('#800080').CMYK).toBe('cmyk(0%, 100%, 0%, 50%)');
  });
});

describe('conversions against culori (property)', () => {
  it('HSL, HSV and OKLCH agree with culori for every colour', () => {
    fc.assert(
      fc.property(anyHex, (hex) => {
        const rgb = hexToRgb(hex);
        const ref = toHsl(hex)!;
        const hsl = rgbToHsl(rgb);
        expect(hsl.s).toBeCloseTo(ref.s * 100, 6);
        expect(hsl.l).toBeCloseTo(ref.l * 100, 6);
        if (ref.s > 0) expect(hueDistance(hsl.h, ref.h ?? 0)).toBeLessThan(1e-6);

        const refHsv = toHsv(hex)!;
        const hsv = rgbToHsv(rgb);
        expect(hsv.s).toBeCloseTo(refHsv.s * 100, 6);
        expect(hsv.v).toBeCloseTo(refHsv.v * 100, 6);
        if (refHsv.s > 0) expect(hueDistance(hsv.h, refHsv.h ?? 0)).toBeLessThan(1e-6);

        const refOk = toOklch(hex)!;
        const ok = rgbToOklch(rgb);
        expect(ok.l).toBeCloseTo(refOk.l, 4);
        expect(ok.c).toBeCloseTo(refOk.c, 4);
        if (refOk.c > 0.001) expect(hueDistance(ok.h, refOk.h ?? 0)).toBeLessThan(0.05);
      }),
    );
  });

  it('luminance and contrast agree with culori’s WCAG functions', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        expect(relativeLuminance(hexToRgb(a))).toBeCloseTo(wcagLuminance(a), 10);
        expect(contrastRatio(hexToRgb(a), hexToRgb(b))).toBeCloseTo(wcagContrast(a, b), 10);
      }),
    );
  });

  it('HSL → hex inverts hex → HSL exactly', () => {
    fc.assert(
      fc.property(anyHex, (hex) => {
        expect(hslToHex(rgbToHsl(hexToRgb(hex)))).toBe(hex);
      }),
    );
  });

  it('CMYK converts back to the same RGB within rounding', () => {
    fc.assert(
      fc.property(anyHex, (hex) => {
        const rgb = hexToRgb(hex);
        const { c, m, y, k } = rgbToCmyk(rgb);
        const back = (p: number) => 255 * (1 - p / 100) * (1 - k / 100);
        expect(Math.round(back(c))).toBe(rgb.r);
        expect(Math.round(back(m))).toBe(rgb.g);
        expect(Math.round(back(y))).toBe(rgb.b);
        for (const v of [c, m, y, k]) expect(v >= 0 && v <= 100).toBe(true);
      }),
    );
  });

  it('formatted strings never show NaN, Infinity, -0 or an out-of-range number', () => {
    fc.assert(
      fc.property(anyHex, (hex) => {
        const f = formatColor(hex);
        for (const value of Object.values(f)) expect(value).not.toMatch(/NaN|Infinity|undefined|-0\b|\b360\b/);
        expect(f.HEX).toBe(hex);
        expect(f.RGBA).toBe(f.RGB.replace('rgb(', 'rgba(').replace(')', ', 1)'));
        expect(f.HSLA).toBe(f.HSL.replace('hsl(', 'hsla(').replace(')', ', 1)'));
      }),
    );
  });
});

describe('generatePalette (§9: lightness −40 −20 0 +20 +40 clamped to 10–90; hue +180 +30 −30)', () => {
  it('builds the palette of the default colour', () => {
    expect(generatePalette('#3b82f6')).toEqual(['#042761', '#094fc2', '#3b82f6', '#9dc0fa', '#cee0fd', '#f6af3b', '#523bf6', '#3bdff6']);
    expect(PALETTE_STEPS.map((s) => s.label)).toEqual([
      'Lightness −40', 'Lightness −20', 'Base', 'Lightness +20', 'Lightness +40', 'Complementary', 'Analogous +30°', 'Analogous −30°',
    ]);
  });

  it('clamps lightness variants to 10–90 for black and white', () => {
    // Black: l 0 → every lightness step clamps up to at least 10% (#1a1a1a); hue turns keep l 0.
    expect(generatePalette('#000000')).toEqual(['#1a1a1a', '#1a1a1a', '#1a1a1a', '#333333', '#666666', '#000000', '#000000', '#000000']);
    expect(generatePalette('#ffffff')).toEqual(['#999999', '#cccccc', '#e6e6e6', '#e6e6e6', '#e6e6e6', '#ffffff', '#ffffff', '#ffffff']);
  });

  it('turns the hue of a pure colour by +180, +30 and −30 degrees', () => {
    const [, , , , , complement, plus30, minus30] = generatePalette('#ff0000');
    expect([complement, plus30, minus30]).toEqual(['#00ffff', '#ff8000', '#ff0080']);
  });

  it('matches culori for every colour (lightness clamped, hue turned)', () => {
    fc.assert(
      fc.property(anyHex, (hex) => {
        const palette = generatePalette(hex);
        expect(palette).toHaveLength(8);
        const base = toHsl(hex)!;
        const expected = PALETTE_STEPS.map(({ lightness, hue }) =>
          formatHex({
            mode: 'hsl',
            h: ((base.h ?? 0) + (hue ?? 0) + 360) % 360,
            s: base.s,
            l: lightness === undefined ? base.l : Math.min(0.9, Math.max(0.1, base.l + lightness / 100)),
          }),
        );
        palette.forEach((got, i) => {
          const a = hexToRgb(got);
          const b = hexToRgb(expected[i]!);
          // Same maths, different float order: a channel that lands exactly on .5 (e.g. l = 20 vs
          // culori's 19.999999999999996 for #b11b1b) may round one step apart, never more.
          expect(Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b))).toBeLessThanOrEqual(1);
        });
      }),
    );
  });

  it('keeps every lightness variant within 10–90% and leaves a mid-lightness base untouched', () => {
    fc.assert(
      fc.property(anyHex, (hex) => {
        const palette = generatePalette(hex);
        const l = rgbToHsl(hexToRgb(hex)).l;
        for (const variant of palette.slice(0, 5)) {
          const vl = rgbToHsl(hexToRgb(variant)).l;
          // 8-bit rounding moves lightness by at most half a step (≈0.2%).
          expect(vl).toBeGreaterThanOrEqual(10 - 0.2);
          expect(vl).toBeLessThanOrEqual(90 + 0.2);
        }
        if (l >= 10 && l <= 90) expect(palette[2]).toBe(hex);
        // Lightness never decreases along the five steps.
        const ls = palette.slice(0, 5).map((v) => relativeLuminance(hexToRgb(v)));
        for (let i = 1; i < 5; i++) expect(ls[i]!).toBeGreaterThanOrEqual(ls[i - 1]! - 1e-9);
      }),
    );
  });
});

describe('readableTextOn', () => {
  it('picks the ink with more contrast, which always reaches 4.5:1', () => {
    expect(readableTextOn('#000000')).toBe('white');
    expect(readableTextOn('#ffffff')).toBe('black');
    expect(readableTextOn('#eab308')).toBe('black');
    fc.assert(
      fc.property(anyHex, (hex) => {
        expect(contrastAgainst(hex, readableTextOn(hex)).ratio).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});

describe('remembered colour (localStorage toolshed:color-picker)', () => {
  it('round-trips and ignores anything malformed', () => {
    expect(parseStored(serializeStored('#a855f7'))).toBe('#a855f7');
    expect(serializeStored('#a855f7')).toBe('{"hex":"#a855f7"}');
    for (const raw of [null, '', 'not json', '[]', '{"hex":"#fff"}', '{"hex":42}', '{"color":"#a855f7"}', 'null']) {
      expect(parseStored(raw)).toBeNull();
    }
  });
});
