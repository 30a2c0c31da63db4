import { APCAcontrast, sRGBtoY } from 'apca-w3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apcaLabel,
  checkContrast,
  readColor,
  suggestPassingColor,
  withAlpha,
  type ParsedColor,
} from '../../../src/tools/contrast-checker/contrast-checker';
import { hexToRgb, hslToHex, rgbToHsl } from '../../../src/tools/color-picker/color-picker';

const color = (text: string): ParsedColor => {
  const read = readColor(text);
  if (!read.ok) throw new Error(`not a color: ${text}`);
  return read.color;
};
const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe('WCAG 2.2 contrast', () => {
  it('#777777 on #ffffff is 4.48:1: AA normal fails, AA large passes', () => {
    const report = checkContrast(color('#777777'), color('#ffffff'));
    expect(report.label).toBe('4.48:1');
    expect(report).toMatchObject({ normalAA: false, normalAAA: false, largeAA: true, largeAAA: false, uiComponents: true });
  });

  it('black on white is 21:1 and passes everything; a color on itself is 1:1', () => {
    expect(checkContrast(color('black'), color('white'))).toMatchObject({ label: '21:1', normalAA: true, normalAAA: true, largeAAA: true });
    expect(checkContrast(color('#3b82f6'), color('#3b82f6'))).toMatchObject({ label: '1:1', largeAA: false, uiComponents: false });
  });

  it('accepts any CSS color the site parser reads', () => {
    const white = color('#fff');
    for (const text of ['#777', '#777777', '#777777ff', '#777f', 'rgb(119 119 119)', 'rgb(119, 119, 119)', 'hsl(0 0% 46.67%)', 'oklch(56.86% 0 0)', 'hwb(0 46.67% 53.33%)', 'color(srgb 0.4667 0.4667 0.4667)']) {
      expect(checkContrast(color(text), white).label, text).toBe('4.48:1');
    }
    expect(checkContrast(color('navy'), color('white')).label).toBe('16.01:1');
    expect(readColor('')).toEqual({ ok: false, reason: 'empty' });
    expect(readColor('blurple')).toEqual({ ok: false, reason: 'invalid' });
    expect(readColor('#12345')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('blends see-through text over the background, and a see-through background over white', () => {
    // 50% black over white is 127.5 in each channel: between #7f7f7f (4:1) and #808080 (3.95:1).
    expect(checkContrast(color('rgb(0 0 0 / 50%)'), color('white')).label).toBe('3.98:1');
    expect(checkContrast(color('#7f7f7f'), color('white')).label).toBe('4:1');
    expect(checkContrast(color('black'), color('rgb(0 0 0 / 0%)')).label).toBe('21:1');
  });
});

describe('APCA', () => {
  it('agrees with the apca-w3 package', () => {
    fc.assert(
      fc.property(hex, hex, (text, background) => {
        const expected = Number(APCAcontrast(sRGBtoY(Object.values(hexToRgb(text))), sRGBtoY(Object.values(hexToRgb(background)))));
        expect(checkContrast(color(text), color(background)).apca).toBeCloseTo(expected, 10);
      }),
    );
    expect(apcaLabel(checkContrast(color('#777777'), color('#ffffff')).apca)).toBe('71.1');
    expect(apcaLabel(checkContrast(color('#ffffff'), color('#000000')).apca)).toBe('-107.9');
    expect(apcaLabel(-0.01)).toBe('0.0');
  });
});

describe('Suggest a Passing Color', () => {
  it('darkens #777777 on white just enough to pass AA', () => {
    const suggestion = suggestPassingColor(color('#777777'), color('#ffffff'));
    expect(suggestion).toMatchObject({ status: 'suggested', hex: '#767676' });
    if (suggestion.status === 'suggested') expect(suggestion.report.label).toBe('4.54:1');
  });

  it('says when the colors already pass, and when no lightness can', () => {
    expect(suggestPassingColor(color('black'), color('white'))).toEqual({ status: 'passes' });
    expect(suggestPassingColor(color('rgb(0 0 0 / 10%)'), color('white'))).toEqual({ status: 'impossible' });
  });

  it('passes AA and differs from the text color only in lightness (property)', () => {
    fc.assert(
      fc.property(hex, hex, (text, background) => {
        const suggestion = suggestPassingColor(color(text), color(background));
        if (suggestion.status === 'passes') {
          expect(checkContrast(color(text), color(background)).normalAA).toBe(true);
          return;
        }
        // Opaque colors can always reach AA: black or white is at the end of every lightness scale.
        expect(suggestion.status).toBe('suggested');
        if (suggestion.status !== 'suggested') return;
        expect(checkContrast(color(suggestion.hex), color(background)).normalAA).toBe(true);
        const from = rgbToHsl(hexToRgb(text));
        expect(suggestion.from).toEqual(from);
        expect(suggestion.to).toEqual({ h: from.h, s: from.s, l: suggestion.to.l });
        expect(suggestion.hex).toBe(hslToHex({ h: from.h, s: from.s, l: suggestion.to.l }));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the text transparency in the suggested value', () => {
    expect(withAlpha('#767676', 1)).toBe('#767676');
    expect(withAlpha('#767676', 0.5)).toBe('#76767680');
  });
});
