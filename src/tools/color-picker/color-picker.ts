/**
 * Colour logic for the color picker (product-spec §2 Color tool, §3, §5 Hex colour, §9;
 * TOOLS.md adds HSV, CMYK, OKLCH and WCAG contrast). Pure functions: no React, no DOM.
 * Colours travel as canonical lowercase `#rrggbb` strings.
 */

export const DEFAULT_HEX = '#3b82f6';

/** Colors to try in the Any Color field, as its help and messages list them ("#fff, …, or rebeccapurple"). */
export const EXAMPLE_LIST: readonly string[] = ['#fff', 'rgb(255 0 0 / 50%)', 'hsl(120 100% 25%)', 'oklch(62.8% 0.258 29.2)', 'rebeccapurple'];

/** The 18 presets in the spec's order (§9), with names for screen readers and tooltips. */
export const PRESETS: ReadonlyArray<{ hex: string; name: string }> = [
  { hex: '#ef4444', name: 'Red' },
  { hex: '#f97316', name: 'Orange' },
  { hex: '#f59e0b', name: 'Amber' },
  { hex: '#eab308', name: 'Yellow' },
  { hex: '#84cc16', name: 'Lime' },
  { hex: '#22c55e', name: 'Green' },
  { hex: '#10b981', name: 'Emerald' },
  { hex: '#14b8a6', name: 'Teal' },
  { hex: '#06b6d4', name: 'Cyan' },
  { hex: '#0ea5e9', name: 'Sky' },
  { hex: '#3b82f6', name: 'Blue' },
  { hex: '#6366f1', name: 'Indigo' },
  { hex: '#8b5cf6', name: 'Violet' },
  { hex: '#a855f7', name: 'Purple' },
  { hex: '#d946ef', name: 'Fuchsia' },
  { hex: '#ec4899', name: 'Pink' },
  { hex: '#f43f5e', name: 'Rose' },
  { hex: '#64748b', name: 'Slate' },
];

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Hue in degrees [0, 360), saturation and lightness in percent [0, 100]; unrounded. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

export type HexResult = { ok: true; hex: string } | { ok: false; error: string };

/** The hex field's messages: English by default; the screen passes its locale's (i18n.ts). */
export interface HexWords {
  empty: string;
  notADigit: (char: string) => string;
  shorthand: (digits: string, full: string) => string;
  length: (count: number) => string;
}

export const HEX_ENGLISH: HexWords = {
  empty: 'Enter a hex color such as #3b82f6.',
  notADigit: (char) => `“${char}” is not a hex digit. Use 0–9 and a–f.`,
  shorthand: (digits, full) => `Shorthand like #${digits} is not accepted. Enter all 6 digits, e.g. #${full}.`,
  length: (count) => `A hex color has exactly 6 digits; this has ${count}.`,
};

/**
 * §5: 6 hex digits with an optional leading #; the 3-digit shorthand is refused. Surrounding
 * whitespace (a sloppy paste) is forgiven. The error says what to type instead.
 */
export function parseHex(input: string, words: HexWords = HEX_ENGLISH): HexResult {
  const text = input.trim();
  const digits = text.startsWith('#') ? text.slice(1) : text;
  if (digits === '') return { ok: false, error: words.empty };
  const bad = /[^0-9a-f]/i.exec(digits);
  if (bad) return { ok: false, error: words.notADigit(bad[0]) };
  if (digits.length === 3) {
    const full = Array.from(digits, (d) => d + d).join('').toLowerCase();
    return { ok: false, error: words.shorthand(digits, full) };
  }
  if (digits.length !== 6) return { ok: false, error: words.length(digits.length) };
  return { ok: true, hex: `#${digits.toLowerCase()}` };
}

/** The hex of a 24-bit integer. */
export function hexFromInt(value: number): string {
  return `#${(value & 0xffffff).toString(16).padStart(6, '0')}`;
}

function cryptoUint32(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** §9: a random 24-bit value. The low 24 bits of a uniform 32-bit value are uniform too. */
export function randomHex(randomUint32: () => number = cryptoUint32): string {
  return hexFromInt(randomUint32());
}

export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function rgbToHex({ r, g, b }: Rgb): string {
  const byte = (v: number) => Math.min(255, Math.max(0, Math.round(v)));
  return hexFromInt((byte(r) << 16) | (byte(g) << 8) | byte(b));
}

export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: l * 100 };
  const s = d / (1 - Math.abs(2 * l - 1));
  return { h: hueOf(rn, gn, bn, max, d), s: s * 100, l: l * 100 };
}

/** Hue in degrees from normalised channels, shared by HSL and HSV. */
function hueOf(r: number, g: number, b: number, max: number, d: number): number {
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const sn = s / 100;
  const ln = l / 100;
  const a = sn * Math.min(ln, 1 - ln);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round((ln - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255);
  };
  return { r: f(0), g: f(8), b: f(4) };
}

export function hslToHex(hsl: Hsl): string {
  return rgbToHex(hslToRgb(hsl));
}

/** Hue [0, 360), saturation and value in percent; unrounded. */
export function rgbToHsv({ r, g, b }: Rgb): { h: number; s: number; v: number } {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const d = max - Math.min(rn, gn, bn);
  return { h: d === 0 ? 0 : hueOf(rn, gn, bn, max, d), s: max === 0 ? 0 : (d / max) * 100, v: max * 100 };
}

/** Naive (device-independent) CMYK in percent, as colour pickers show it; no ICC profile. */
export function rgbToCmyk({ r, g, b }: Rgb): { c: number; m: number; y: number; k: number } {
  const max = Math.max(r, g, b) / 255;
  const k = 1 - max;
  if (max === 0) return { c: 0, m: 0, y: 0, k: 100 };
  const part = (v: number) => ((max - v / 255) / max) * 100;
  return { c: part(r), m: part(g), y: part(b), k: k * 100 };
}

const toLinear = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** OKLCH (Björn Ottosson's OKLab): L in [0, 1], chroma, hue in degrees (0 for greys). */
export function rgbToOklch({ r, g, b }: Rgb): { l: number; c: number; h: number } {
  const [lr, lg, lb] = [toLinear(r), toLinear(g), toLinear(b)];
  const l_ = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m_ = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s_ = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  const L = 0.2104542553 * l_ + 0.793617785 * m_ - 0.0040720468 * s_;
  const A = 1.9779984951 * l_ - 2.428592205 * m_ + 0.4505937099 * s_;
  const B = 0.0259040371 * l_ + 0.7827717662 * m_ - 0.808675766 * s_;
  const c = Math.hypot(A, B);
  // Greys have no hue; float noise would otherwise give a random angle.
  const h = c < 1e-4 ? 0 : ((Math.atan2(B, A) * 180) / Math.PI + 360) % 360;
  return { l: L, c, h };
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * toLinear(r) + 0.7152 * toLinear(g) + 0.0722 * toLinear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG 2.2 thresholds: normal text AA 4.5, AAA 7; large text AA 3, AAA 4.5. */
export const WCAG = { aa: 4.5, aaa: 7, aaLarge: 3, aaaLarge: 4.5 } as const;

export interface ContrastResult {
  background: 'white' | 'black';
  ratio: number;
  /** Shown value, e.g. "3.68:1" (see ratioLabel). */
  label: string;
  aa: boolean;
  aaa: boolean;
  aaLarge: boolean;
  aaaLarge: boolean;
}

/**
 * Two decimals like WebAIM's checker, except that rounding never lifts a failing ratio onto
 * a threshold: 4.497 reads "4.49:1", not a passing-looking "4.5:1".
 */
export function ratioLabel(ratio: number): string {
  const rounded = Math.round(ratio * 100) / 100;
  const crosses = Object.values(WCAG).some((t) => ratio < t && rounded >= t);
  return `${trim(crosses ? Math.floor(ratio * 100) / 100 : rounded, 2)}:1`;
}

export function contrastAgainst(hex: string, background: 'white' | 'black'): ContrastResult {
  const bg = background === 'white' ? { r: 255, g: 255, b: 255 } : { r: 0, g: 0, b: 0 };
  const ratio = contrastRatio(hexToRgb(hex), bg);
  return {
    background,
    ratio,
    label: ratioLabel(ratio),
    aa: ratio >= WCAG.aa,
    aaa: ratio >= WCAG.aaa,
    aaLarge: ratio >= WCAG.aaLarge,
    aaaLarge: ratio >= WCAG.aaaLarge,
  };
}

/** The alpha byte as two hex digits ("80" for 0.5). */
export const alphaHex = (alpha: number) => Math.round(Math.min(1, Math.max(0, alpha)) * 255).toString(16).padStart(2, '0');

/** Alpha as shown in rgba() and hsla(): at most 2 decimals, as culori and most tools print it. */
export const alphaText = (alpha: number) => String(Math.round(Math.min(1, Math.max(0, alpha)) * 100) / 100);

/** Fixed decimals without trailing zeros and never "-0". */
function trim(value: number, decimals: number): string {
  const text = String(Number(value.toFixed(decimals)));
  return text === '-0' ? '0' : text;
}

const whole = (v: number) => Math.round(v);
/** Rounded hue that wraps 359.6° to 0, not 360. */
const degrees = (h: number) => whole(h) % 360;
/** OKLCH hue to one decimal, wrapping 359.96° to 0 as well. */
const oklchHue = (h: number) => trim(Number(h.toFixed(1)) % 360, 1);

export const FORMAT_NAMES = ['HEX', 'RGB', 'RGBA', 'HSL', 'HSLA', 'HSV', 'CMYK', 'OKLCH'] as const;
export type FormatName = (typeof FORMAT_NAMES)[number];
export type ColorFormats = Record<FormatName, string>;

/**
 * §3's derived format map (hex, rgb, rgba, hsl, hsla) plus HSV, CMYK and OKLCH, as CSS-style
 * strings. An alpha below 1 (from the Any Color field) shows in HEX (8 digits), RGBA and HSLA.
 */
export function formatColor(hex: string, alpha = 1): ColorFormats {
  const rgb = hexToRgb(hex);
  const { r, g, b } = rgb;
  const hsl = rgbToHsl(rgb);
  const hsv = rgbToHsv(rgb);
  const cmyk = rgbToCmyk(rgb);
  const ok = rgbToOklch(rgb);
  const hslText = `${degrees(hsl.h)}, ${whole(hsl.s)}%, ${whole(hsl.l)}%`;
  const translucent = alpha < 1;
  const a = translucent ? alphaText(alpha) : '1';
  return {
    HEX: translucent ? `${hex}${alphaHex(alpha)}` : hex,
    RGB: `rgb(${r}, ${g}, ${b})`,
    RGBA: `rgba(${r}, ${g}, ${b}, ${a})`,
    HSL: `hsl(${hslText})`,
    HSLA: `hsla(${hslText}, ${a})`,
    HSV: `hsv(${degrees(hsv.h)}, ${whole(hsv.s)}%, ${whole(hsv.v)}%)`,
    CMYK: `cmyk(${whole(cmyk.c)}%, ${whole(cmyk.m)}%, ${whole(cmyk.y)}%, ${whole(cmyk.k)}%)`,
    OKLCH: `oklch(${trim(ok.l * 100, 1)}% ${trim(ok.c, 3)} ${ok.c < 0.0005 ? '0' : oklchHue(ok.h)})`,
  };
}

/** §9 palette steps in order: five lightness variants, then hue turns at the base lightness. */
export const PALETTE_STEPS: ReadonlyArray<{ label: string; lightness?: number; hue?: number }> = [
  { label: 'Lightness −40', lightness: -40 },
  { label: 'Lightness −20', lightness: -20 },
  { label: 'Base', lightness: 0 },
  { label: 'Lightness +20', lightness: 20 },
  { label: 'Lightness +40', lightness: 40 },
  { label: 'Complementary', hue: 180 },
  { label: 'Analogous +30°', hue: 30 },
  { label: 'Analogous −30°', hue: -30 },
];

/** §5: lightness variants stay within 10–90 so the palette never collapses to black or white. */
export const PALETTE_LIGHTNESS = { min: 10, max: 90 } as const;

/**
 * The 8-colour palette (§9): lightness −40, −20, 0, +20, +40 (each clamped to 10–90), then
 * hue +180, +30, −30 at the colour's own saturation and lightness.
 */
export function generatePalette(hex: string): string[] {
  const base = rgbToHsl(hexToRgb(hex));
  return PALETTE_STEPS.map(({ lightness, hue }) => {
    if (lightness !== undefined) {
      const l = Math.min(PALETTE_LIGHTNESS.max, Math.max(PALETTE_LIGHTNESS.min, base.l + lightness));
      return hslToHex({ ...base, l });
    }
    return hslToHex({ ...base, h: (((base.h + (hue ?? 0)) % 360) + 360) % 360 });
  });
}

/** The better of black or white for text drawn on this colour. */
export function readableTextOn(hex: string): 'white' | 'black' {
  return contrastAgainst(hex, 'white').ratio >= contrastAgainst(hex, 'black').ratio ? 'white' : 'black';
}

/** localStorage key (TOOLS.md: settings under `toolshed:{id}`); only the last colour is kept. */
export const STORAGE_KEY = 'toolshed:color-picker';

export function serializeStored(hex: string): string {
  return JSON.stringify({ hex });
}

/** The remembered colour, or null for anything missing, foreign or malformed. */
export function parseStored(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || !('hex' in value) || typeof value.hex !== 'string') return null;
    const parsed = parseHex(value.hex);
    return parsed.ok ? parsed.hex : null;
  } catch {
    return null;
  }
}
