import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// culori is the test-only oracle (a devDependency; the tool never imports it).
import { formatHex, formatHex8, parse, rgb as toRgb } from 'culori';
import { formatColor } from '../../../src/tools/color-picker/color-picker';
import { parseCssColor } from '../../../src/tools/color-picker/css-color';

/** HEX, RGB, RGBA, HSL and HSLA as the Format Converter shows them for a typed CSS color. */
function shown(text: string) {
  const result = parseCssColor(text);
  if (!result.ok) throw new Error(`${text}: ${result.error}`);
  const { HEX, RGB, RGBA, HSL, HSLA } = formatColor(result.hex, result.alpha);
  return { HEX, RGB, RGBA, HSL, HSLA, clipped: result.clipped };
}

const culoriHex = (text: string) => {
  const color = parse(text);
  if (!color) throw new Error(`culori cannot parse ${text}`);
  return color.alpha !== undefined && Math.round(color.alpha * 255) < 255 ? formatHex8(color) : formatHex(color);
};

describe('the five examples of issue #30, exact', () => {
  it.each([
    ['#fff', { HEX: '#ffffff', RGB: 'rgb(255, 255, 255)', RGBA: 'rgba(255, 255, 255, 1)', HSL: 'hsl(0, 0%, 100%)', HSLA: 'hsla(0, 0%, 100%, 1)', clipped: false }],
    ['rgb(255 0 0 / 50%)', { HEX: '#ff000080', RGB: 'rgb(255, 0, 0)', RGBA: 'rgba(255, 0, 0, 0.5)', HSL: 'hsl(0, 100%, 50%)', HSLA: 'hsla(0, 100%, 50%, 0.5)', clipped: false }],
    ['hsl(120 100% 25%)', { HEX: '#008000', RGB: 'rgb(0, 128, 0)', RGBA: 'rgba(0, 128, 0, 1)', HSL: 'hsl(120, 100%, 25%)', HSLA: 'hsla(120, 100%, 25%, 1)', clipped: false }],
    // sRGB red is oklch(62.8% 0.2577 29.23); these rounded figures land just outside sRGB (green
    // −0.005, more than half an 8-bit step), so the tool says it clipped; the hex is still red.
    ['oklch(62.8% 0.258 29.2)', { HEX: '#ff0000', RGB: 'rgb(255, 0, 0)', RGBA: 'rgba(255, 0, 0, 1)', HSL: 'hsl(0, 100%, 50%)', HSLA: 'hsla(0, 100%, 50%, 1)', clipped: true }],
    ['rebeccapurple', { HEX: '#663399', RGB: 'rgb(102, 51, 153)', RGBA: 'rgba(102, 51, 153, 1)', HSL: 'hsl(270, 50%, 40%)', HSLA: 'hsla(270, 50%, 40%, 1)', clipped: false }],
  ])('%s', (text, expected) => {
    const result = shown(text);
    expect(result).toEqual(expected);
    expect(result.HEX).toBe(culoriHex(text));
  });
});

describe('every syntax, against culori', () => {
  it.each([
    '#ffffff80',
    '#0f08',
    'rgb(255,0,0)',
    'rgba(255, 0, 0, 0.3)',
    'rgb(10% 20% 30%)',
    'rgb(none 128 255)',
    'hsla(120, 100%, 25%, 0.5)',
    'hsl(0.5turn 50 50)',
    'hsl(3.1416rad 40% 60%)',
    'hwb(120 0% 50%)',
    'hwb(200 60% 60%)',
    'lab(50% 40 59.5)',
    'lab(75 -20 30 / 0.4)',
    'lch(50% 72 56)',
    'oklab(62.8% 0.22 0.13)',
    'oklab(0.5 -0.1 0.1)',
    'oklch(62.8% 0.258 29.2)',
    'oklch(70% 0.4 150)',
    'color(srgb 0.2 0.4 0.6)',
    'color(srgb-linear 0.2 0.4 0.6)',
    'color(display-p3 1 0 0)',
    'color(rec2020 0.5 0.2 0.9)',
    'color(a98-rgb 0.3 0.4 0.5)',
    'color(prophoto-rgb 0.3 0.4 0.5)',
    'color(xyz 0.3 0.4 0.5)',
    'color(xyz-d50 0.3 0.4 0.5)',
    'color(xyz-d65 0.3 0.4 0.5 / 25%)',
    'transparent',
    'ReBeccaPurple',
    '  teal  ',
  ])('%s', (text) => {
    const result = parseCssColor(text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const expected = culoriHex(text.trim().toLowerCase());
    expect(formatColor(result.hex, result.alpha).HEX).toBe(expected);
  });

  it('marks colors outside sRGB as clipped, and colors inside as not', () => {
    expect(parseCssColor('color(display-p3 1 0 0)')).toMatchObject({ ok: true, clipped: true, hex: '#ff0000' });
    expect(parseCssColor('oklch(70% 0.4 150)')).toMatchObject({ ok: true, clipped: true });
    expect(parseCssColor('rgb(300 0 0)')).toMatchObject({ ok: true, clipped: true, hex: '#ff0000' });
    expect(parseCssColor('lab(50% 40 59.5)')).toMatchObject({ ok: true, clipped: false });
  });
});

describe('invalid input: a message, never a throw', () => {
  it.each([
    ['', 'Enter a CSS color, e.g. #fff, rgb(255 0 0 / 50%), hsl(120 100% 25%), oklch(62.8% 0.258 29.2) or rebeccapurple.'],
    ['#12345', 'A hex color has 3, 4, 6 or 8 digits; this has 5.'],
    ['#ggg', '“g” is not a hex digit. Use 3, 4, 6 or 8 hex digits, e.g. #fff or #ffffff80.'],
    ['ff0000', 'Hex colors start with #, e.g. #ff0000.'],
    ['blurple', '“blurple” is not a CSS color name. Try #fff, rgb(255 0 0 / 50%), hsl(120 100% 25%), oklch(62.8% 0.258 29.2) or rebeccapurple.'],
    ['rgb(255 0)', 'rgb() takes 3 values, e.g. rgb(255 0 0) or rgb(255, 0, 0).'],
    ['rgb(255 0 0', 'Add the closing parenthesis “)”.'],
    ['rgb(a b c)', '“a” is not a number in rgb(). Use numbers, percentages or angles, e.g. rgb(255 0 0) or rgb(255, 0, 0).'],
    ['hsl(120, 100, 25)', 'The saturation in hsl() with commas is a percentage, e.g. hsl(120 100% 25%) or hsl(120, 100%, 25%).'],
    ['hsl(50% 100% 25%)', 'The hue in hsl() is an angle or a number, e.g. 120 or 120deg, not a percentage.'],
    ['lab(50, 40, 59.5)', 'lab() takes values separated by spaces, not commas, e.g. lab(50% 40 59.5).'],
    ['color(foo 1 0 0)', 'color() needs a color space first: srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50, xyz-d65; e.g. color(display-p3 1 0 0).'],
    ['color-mix(in srgb, red, blue)', 'color-mix() is not supported here; enter one color, e.g. #fff, rgb(255 0 0 / 50%), hsl(120 100% 25%), oklch(62.8% 0.258 29.2) or rebeccapurple.'],
    ['rgb(from red r g b)', 'Relative colors (“from”) are not supported here; enter the color itself.'],
    ['currentColor', 'currentColor depends on where it is used; enter a color value instead.'],
  ])('%j', (text, error) => expect(parseCssColor(text)).toEqual({ ok: false, error }));
});

const byte = fc.integer({ min: 0, max: 255 });
const unit = fc.double({ min: 0, max: 1, noNaN: true });
const fixed = (x: number, digits = 4) => Number(x.toFixed(digits));

/** Random colors written in each syntax. */
const SYNTAXES: Record<string, fc.Arbitrary<string>> = {
  hex: fc.tuple(byte, byte, byte, byte).map(([r, g, b, a]) => `#${[r, g, b, a].map((v) => v.toString(16).padStart(2, '0')).join('')}`),
  rgb: fc.tuple(byte, byte, byte, unit).map(([r, g, b, a]) => `rgb(${r} ${g} ${b} / ${fixed(a, 2)})`),
  'legacy rgb': fc.tuple(byte, byte, byte).map(([r, g, b]) => `rgb(${r}, ${g}, ${b})`),
  hsl: fc.tuple(fc.integer({ min: 0, max: 359 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 })).map(([h, s, l]) => `hsl(${h} ${s}% ${l}%)`),
  hwb: fc.tuple(fc.integer({ min: 0, max: 359 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 })).map(([h, w, b]) => `hwb(${h} ${w}% ${b}%)`),
  lab: fc.tuple(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: -125, max: 125, noNaN: true }), fc.double({ min: -125, max: 125, noNaN: true })).map(([l, a, b]) => `lab(${fixed(l)} ${fixed(a)} ${fixed(b)})`),
  lch: fc.tuple(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 150, noNaN: true }), fc.double({ min: 0, max: 359, noNaN: true })).map(([l, c, h]) => `lch(${fixed(l)} ${fixed(c)} ${fixed(h)})`),
  oklab: fc.tuple(unit, fc.double({ min: -0.4, max: 0.4, noNaN: true }), fc.double({ min: -0.4, max: 0.4, noNaN: true })).map(([l, a, b]) => `oklab(${fixed(l)} ${fixed(a)} ${fixed(b)})`),
  oklch: fc.tuple(unit, fc.double({ min: 0, max: 0.4, noNaN: true }), fc.double({ min: 0, max: 359, noNaN: true })).map(([l, c, h]) => `oklch(${fixed(l)} ${fixed(c)} ${fixed(h)})`),
  'display-p3': fc.tuple(unit, unit, unit).map(([r, g, b]) => `color(display-p3 ${fixed(r)} ${fixed(g)} ${fixed(b)})`),
};

describe('conversions agree with culori for random colors (property)', () => {
  it.each(Object.keys(SYNTAXES))('%s', (syntax) => {
    fc.assert(
      fc.property(SYNTAXES[syntax]!, (text) => {
        const ours = parseCssColor(text);
        const theirs = toRgb(parse(text)!);
        if (!ours.ok) throw new Error(`${text}: ${ours.error}`);
        // The unclipped sRGB channels agree to float precision…
        expect(ours.srgb.r).toBeCloseTo(theirs.r, 9);
        expect(ours.srgb.g).toBeCloseTo(theirs.g, 9);
        expect(ours.srgb.b).toBeCloseTo(theirs.b, 9);
        expect(ours.srgb.alpha).toBeCloseTo(theirs.alpha ?? 1, 9);
        // …so the hex is culori's, except where a channel sits on a rounding boundary (x.5 of 255).
        const boundary = [ours.srgb.r, ours.srgb.g, ours.srgb.b].some((c) => Math.abs(((Math.min(1, Math.max(0, c)) * 255) % 1) - 0.5) < 1e-6);
        if (!boundary) expect(ours.hex).toBe(formatHex(theirs));
      }),
    );
  });
});
