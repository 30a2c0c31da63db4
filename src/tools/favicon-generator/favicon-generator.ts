import type { zipSync } from 'fflate';
import { parseHexColor } from '../../ui/hex-color';
import { graphemes } from '../../ui/graphemes';

/** Every PNG the generator writes, in pixels (square). */
export const PNG_SIZES = [16, 32, 48, 180, 192, 512] as const;
export type PngSize = (typeof PNG_SIZES)[number];
/** The sizes packed into favicon.ico. */
export const ICO_SIZES = [16, 32, 48] as const;

export const SHAPES = ['square', 'rounded', 'circle'] as const;
export type Shape = (typeof SHAPES)[number];

export interface FaviconSettings {
  background: string;
  color: string;
  shape: Shape;
}

export const DEFAULT_SETTINGS: FaviconSettings = { background: '#2563eb', color: '#ffffff', shape: 'rounded' };
export const DEFAULT_TEXT = 'T';
export const DEFAULT_NAME = 'My Site';
/** Longest glyph text, in user-perceived characters: more never fits a 16 px icon. */
export const MAX_GLYPHS = 2;
export const MAX_NAME = 100;

/** The file name of each PNG, as the HTML snippet and manifest refer to them. */
export function pngFileName(size: number): string {
  if (size === 180) return 'apple-touch-icon.png';
  if (size === 192 || size === 512) return `android-chrome-${size}x${size}.png`;
  return `favicon-${size}x${size}.png`;
}

export { parseHexColor };

export type GlyphResult = { ok: true; glyph: string } | { ok: false; message: string };

/** The glyph check's messages; the screen passes its locale's (i18n.ts). */
export interface GlyphWords {
  empty: string;
  tooMany: (max: number) => string;
}

export const GLYPH_WORDS: GlyphWords = {
  empty: 'Enter a letter or an emoji.',
  tooMany: (max) => `Use at most ${max} characters: more will not be readable at 16 px.`,
};

/** The letter(s) or emoji drawn on the icon: 1–2 characters, surrounding spaces ignored. */
export function validateGlyph(text: string, words: GlyphWords = GLYPH_WORDS): GlyphResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: words.empty };
  if (graphemes(trimmed).length > MAX_GLYPHS) return { ok: false, message: words.tooMany(MAX_GLYPHS) };
  return { ok: true, glyph: trimmed };
}

/** Valid settings from untrusted input (props, attributes, localStorage); unknown or bad values dropped. */
export function parseSettings(input: unknown): Partial<FaviconSettings> {
  if (typeof input !== 'object' || input === null) return {};
  const record = input as Record<string, unknown>;
  const out: Partial<FaviconSettings> = {};
  if (typeof record.background === 'string') {
    const hex = parseHexColor(record.background);
    if (hex) out.background = hex;
  }
  if (typeof record.color === 'string') {
    const hex = parseHexColor(record.color);
    if (hex) out.color = hex;
  }
  if (typeof record.shape === 'string' && (SHAPES as readonly string[]).includes(record.shape)) out.shape = record.shape as Shape;
  return out;
}

export interface IcoImage {
  /** Width and height in pixels, 1–256. */
  size: number;
  /** A complete PNG file of that size. */
  png: Uint8Array;
}

/**
 * A .ico file with PNG payloads (allowed since Windows Vista; every browser reads it):
 * ICONDIR (6 bytes), one 16-byte ICONDIRENTRY per image, then the PNGs in order.
 */
export function encodeIco(images: readonly IcoImage[]): Uint8Array {
  if (images.length === 0 || images.length > 0xffff) throw new RangeError('An ICO holds 1 to 65535 images.');
  const headerSize = 6 + 16 * images.length;
  const total = images.reduce((sum, image) => sum + image.png.length, headerSize);
  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // type 1 = icon
  view.setUint16(4, images.length, true);
  let offset = headerSize;
  images.forEach((image, index) => {
    if (!Number.isInteger(image.size) || image.size < 1 || image.size > 256) throw new RangeError(`Icon size ${image.size} is outside 1–256.`);
    const entry = 6 + 16 * index;
    const dimension = image.size === 256 ? 0 : image.size; // 0 means 256
    view.setUint8(entry, dimension);
    view.setUint8(entry + 1, dimension);
    view.setUint8(entry + 2, 0); // no palette
    view.setUint8(entry + 3, 0); // reserved
    view.setUint16(entry + 4, 1, true); // color planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, image.png.length, true);
    view.setUint32(entry + 12, offset, true);
    bytes.set(image.png, offset);
    offset += image.png.length;
  });
  return bytes;
}

export interface ManifestOptions {
  name: string;
  themeColor: string;
  backgroundColor: string;
}

export interface WebManifest {
  name: string;
  short_name: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  theme_color: string;
  background_color: string;
  display: 'standalone';
}

/** short_name is shown under a home-screen icon: 12 characters is what launchers show whole. */
export function shortName(name: string): string {
  const trimmed = name.trim();
  const chars = graphemes(trimmed);
  return chars.length <= 12 ? trimmed : chars.slice(0, 12).join('').trimEnd();
}

export function buildManifest({ name, themeColor, backgroundColor }: ManifestOptions): WebManifest {
  const fullName = name.trim() || DEFAULT_NAME;
  return {
    name: fullName,
    short_name: shortName(fullName),
    icons: [192, 512].map((size) => ({ src: `/${pngFileName(size)}`, sizes: `${size}x${size}`, type: 'image/png' })),
    theme_color: themeColor,
    background_color: backgroundColor,
    display: 'standalone',
  };
}

export const manifestJson = (options: ManifestOptions) => `${JSON.stringify(buildManifest(options), null, 2)}\n`;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tags for the page's <head>, assuming the files sit at the site root. */
export function buildSnippet(themeColor: string): string {
  return [
    '<link rel="icon" href="/favicon.ico" sizes="48x48">',
    `<link rel="icon" type="image/png" sizes="32x32" href="/${pngFileName(32)}">`,
    `<link rel="icon" type="image/png" sizes="16x16" href="/${pngFileName(16)}">`,
    `<link rel="apple-touch-icon" sizes="180x180" href="/${pngFileName(180)}">`,
    '<link rel="manifest" href="/site.webmanifest">',
    `<meta name="theme-color" content="${escapeAttribute(themeColor)}">`,
  ].join('\n');
}

/** Every file of the set, by name, ready for the ZIP. */
export function buildFiles(pngs: ReadonlyMap<number, Uint8Array>, options: ManifestOptions): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  const ico = ICO_SIZES.map((size) => {
    const png = pngs.get(size);
    if (!png) throw new Error(`Missing the ${size} px PNG.`);
    return { size, png };
  });
  files['favicon.ico'] = encodeIco(ico);
  for (const size of PNG_SIZES) {
    const png = pngs.get(size);
    if (!png) throw new Error(`Missing the ${size} px PNG.`);
    files[pngFileName(size)] = png;
  }
  const utf8 = new TextEncoder();
  files['site.webmanifest'] = utf8.encode(manifestJson(options));
  files['favicon-snippet.html'] = utf8.encode(`${buildSnippet(options.themeColor)}\n`);
  return files;
}

export type ZipSync = typeof zipSync;

/**
 * fflate's zipSync. fflate (4.5 kB gzip) is needed only once the first icon set is drawn, so the
 * screen loads it alongside that drawing instead of with the page (issue #31).
 */
export const loadZip = (): Promise<ZipSync> => import('fflate').then((fflate) => fflate.zipSync);

/** PNGs are already compressed: store them, deflate the text files. `zip` is fflate's zipSync (`loadZip`). */
export function buildZip(files: Record<string, Uint8Array>, zip: ZipSync): Uint8Array {
  const entries: Record<string, [Uint8Array, { level: 0 | 9 }]> = {};
  for (const [name, data] of Object.entries(files)) entries[name] = [data, { level: name.endsWith('.png') || name.endsWith('.ico') ? 0 : 9 }];
  // A fixed date keeps the archive byte-identical for the same input.
  return zip(entries, { mtime: new Date(2024, 0, 1) });
}

/** Sizes of an icon shape drawn on a square of `size` pixels: corner radius in pixels. */
export function cornerRadius(shape: Shape, size: number): number {
  if (shape === 'circle') return size / 2;
  if (shape === 'rounded') return size * 0.2;
  return 0;
}
