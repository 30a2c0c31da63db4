// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- apca-w3 has no types; the React package build (tsconfig.lib.json, src/lib only) needs this declaration too
/// <reference path="./apca-w3.d.ts" />
/**
 * Text and background colors (any CSS color) → WCAG 2.2 contrast ratio with its AA/AAA checks,
 * the APCA Lc value, and a passing text color that differs only in HSL lightness.
 * Pure functions: no React, no DOM.
 */
import { APCAcontrast, sRGBtoY } from 'apca-w3';
import { parseCssColor } from '../color-picker/css-color';
import { WCAG, contrastRatio, hexToRgb, hslToHex, ratioLabel, rgbToHsl, type Hsl, type Rgb } from '../color-picker/color-picker';

export { ratioLabel, WCAG };

/** WCAG 2.2 SC 1.4.11: user-interface components and graphical objects need 3:1. */
export const UI_COMPONENTS = 3;

export interface ParsedColor {
  /** #rrggbb of the color (clipped to sRGB). */
  hex: string;
  /** 0–1. */
  alpha: number;
}

export type ColorInput = { ok: true; color: ParsedColor } | { ok: false; reason: 'empty' | 'invalid' };

/** Reads any CSS color the site's parser knows (hex 3/4/6/8, rgb(), hsl(), hwb(), lab(), oklch(), color(), names). */
export function readColor(text: string): ColorInput {
  if (text.trim() === '') return { ok: false, reason: 'empty' };
  const parsed = parseCssColor(text);
  return parsed.ok ? { ok: true, color: { hex: parsed.hex, alpha: parsed.alpha } } : { ok: false, reason: 'invalid' };
}

const blend = (top: Rgb, alpha: number, under: Rgb): Rgb => ({
  r: top.r * alpha + under.r * (1 - alpha),
  g: top.g * alpha + under.g * (1 - alpha),
  b: top.b * alpha + under.b * (1 - alpha),
});

const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/**
 * The colors a reader sees: a see-through background over a white page, then see-through text over
 * that background.
 */
export function seenColors(text: ParsedColor, background: ParsedColor): { text: Rgb; background: Rgb } {
  const bg = blend(hexToRgb(background.hex), background.alpha, WHITE);
  return { text: blend(hexToRgb(text.hex), text.alpha, bg), background: bg };
}

export interface ContrastReport {
  ratio: number;
  /** e.g. "4.48:1"; never rounded up onto a threshold. */
  label: string;
  normalAA: boolean;
  normalAAA: boolean;
  largeAA: boolean;
  largeAAA: boolean;
  uiComponents: boolean;
  /** APCA Lc (apca-w3): positive for dark text on light, negative for light on dark. */
  apca: number;
}

const byteArray = ({ r, g, b }: Rgb): [number, number, number] => [Math.round(r), Math.round(g), Math.round(b)];

export function apcaLc(text: Rgb, background: Rgb): number {
  return Number(APCAcontrast(sRGBtoY(byteArray(text)), sRGBtoY(byteArray(background))));
}

export function checkContrast(text: ParsedColor, background: ParsedColor): ContrastReport {
  const seen = seenColors(text, background);
  const ratio = contrastRatio(seen.text, seen.background);
  return {
    ratio,
    label: ratioLabel(ratio),
    normalAA: ratio >= WCAG.aa,
    normalAAA: ratio >= WCAG.aaa,
    largeAA: ratio >= WCAG.aaLarge,
    largeAAA: ratio >= WCAG.aaaLarge,
    uiComponents: ratio >= UI_COMPONENTS,
    apca: apcaLc(seen.text, seen.background),
  };
}

/** APCA Lc as shown: one decimal, no negative zero. */
export function apcaLabel(lc: number): string {
  const rounded = Math.round(lc * 10) / 10;
  return (rounded === 0 ? 0 : rounded).toFixed(1);
}

export type Suggestion =
  | { status: 'passes' }
  | { status: 'suggested'; hex: string; from: Hsl; to: Hsl; report: ContrastReport }
  | { status: 'impossible' };

/**
 * The nearest text color that passes AA for normal text (4.5:1) and differs from the text color only
 * in HSL lightness (same hue and saturation), in steps of 0.1%. `impossible` when no lightness
 * passes (very see-through text).
 */
export function suggestPassingColor(text: ParsedColor, background: ParsedColor): Suggestion {
  if (checkContrast(text, background).normalAA) return { status: 'passes' };
  const from = rgbToHsl(hexToRgb(text.hex));
  const at = (tenths: number) => {
    const to = { ...from, l: tenths / 10 };
    const hex = hslToHex(to);
    return { hex, to, report: checkContrast({ hex, alpha: text.alpha }, background) };
  };
  const start = Math.round(from.l * 10);
  for (let step = 1; step <= 1000; step++) {
    for (const tenths of [start - step, start + step]) {
      if (tenths < 0 || tenths > 1000) continue;
      const candidate = at(tenths);
      if (candidate.report.normalAA && candidate.hex !== text.hex) return { status: 'suggested', from, ...candidate };
    }
  }
  return { status: 'impossible' };
}

/** The suggestion as the text field shows it: #rrggbb, or #rrggbbaa when the text is see-through. */
export function withAlpha(hex: string, alpha: number): string {
  return alpha >= 1 ? hex : `${hex}${Math.round(alpha * 255).toString(16).padStart(2, '0')}`;
}

export const DEFAULT_TEXT = '#777777';
export const DEFAULT_BACKGROUND = '#ffffff';
