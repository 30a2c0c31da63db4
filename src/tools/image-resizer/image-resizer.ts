import { formatCount } from '../../ui/format';
import type { SizeWords } from '../../i18n/sizes';

/**
 * Dimension math for the image resizer: aspect lock, percentage presets, fit rectangles,
 * the step-down plan for smooth downscaling and the browser canvas limits.
 * Pure functions: no React, no DOM.
 */

export const FORMATS = ['png', 'jpeg', 'webp'] as const;
export type OutputFormat = (typeof FORMATS)[number];
export const FITS = ['contain', 'cover', 'stretch'] as const;
export type Fit = (typeof FITS)[number];
export const PRESETS = [25, 50, 75, 100, 150, 200, 400] as const;

export const MIME: Record<OutputFormat, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };
export const EXTENSION: Record<OutputFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };
export const FORMAT_LABEL: Record<OutputFormat, string> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP' };
export const isLossy = (format: OutputFormat) => format !== 'png';

/** Largest canvas side and area Chromium, Firefox and Safari all draw (16384 px, 268 MP). */
export const MAX_SIDE = 16_384;
export const MAX_AREA = 268_435_456;

export interface Size {
  width: number;
  height: number;
}


/** A usable pixel count: a finite whole number ≥ 1, else null. */
export function toPixels(value: unknown): number | null {
  const n = typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : typeof value === 'number' ? value : Number.NaN;
  if (!Number.isFinite(n)) return null;
  const rounded = Math.round(n);
  return rounded >= 1 ? rounded : null;
}

/** The canvas limit's messages; the screen passes its locale's (i18n.ts). */
export interface LimitWords {
  tooSmall: string;
  pastSide: (width: number, height: number, max: number) => string;
  pastArea: (width: number, height: number) => string;
}

export const LIMIT_WORDS: LimitWords = {
  tooSmall: 'Width and height must be at least 1 px.',
  pastSide: (width, height, max) => `${formatCount(width)} × ${formatCount(height)} px is past the browser canvas limit of ${formatCount(max)} px a side.`,
  pastArea: (width, height) => `${formatCount(width)} × ${formatCount(height)} px is past the browser canvas limit of 268 megapixels.`,
};

/** Why a canvas of this size cannot be drawn, or null when it can. */
export function limitProblem(size: Size, words: LimitWords = LIMIT_WORDS): string | null {
  const { width, height } = size;
  if (!Number.isFinite(width) || !Number.isFinite(height) || width < 1 || height < 1) return words.tooSmall;
  if (width > MAX_SIDE || height > MAX_SIDE) return words.pastSide(width, height, MAX_SIDE);
  if (width * height > MAX_AREA) return words.pastArea(width, height);
  return null;
}

/** The other side that keeps `original`'s aspect ratio, rounded, never below 1. */
export function heightForWidth(original: Size, width: number): number {
  return Math.max(1, Math.round((width * original.height) / original.width));
}

export function widthForHeight(original: Size, height: number): number {
  return Math.max(1, Math.round((height * original.width) / original.height));
}

/** A wanted side from a prop or attribute: whole pixels 1–MAX_SIDE, else 0 (the image's own). */
export function toSide(value: unknown): number {
  const n = toPixels(value);
  return n !== null && n <= MAX_SIDE && Number(value) === n ? n : 0;
}

/**
 * The width × height fields for a newly chosen image from a wanted size (a share link's or the
 * element's `width` / `height`; 0 = the image's own side, or the side that follows the other
 * while the aspect ratio is locked).
 */
export function startSize(original: Size, wanted: Size, lockAspect: boolean): Size {
  if (lockAspect) {
    if (wanted.width > 0) return { width: wanted.width, height: heightForWidth(original, wanted.width) };
    if (wanted.height > 0) return { width: widthForHeight(original, wanted.height), height: wanted.height };
    return { width: original.width, height: original.height };
  }
  return { width: wanted.width || original.width, height: wanted.height || original.height };
}

/**
 * The wanted size a share link carries for the fields: startSize's inverse (0 for a side that is
 * the image's own or follows the other). Without an image, the wanted size the tool was given.
 */
export function wantedSize(original: Size | null, fields: { width: number | null; height: number | null }, lockAspect: boolean, given: Size): Size {
  if (!original) return given;
  const width = fields.width !== null && fields.width !== original.width ? fields.width : 0;
  const height = fields.height !== null && fields.height !== original.height ? fields.height : 0;
  if (!lockAspect) return { width, height };
  // Locked: one side drives the other; name the one that gives these fields back (rounding can
  // make a height-driven width not lead back to the same height).
  const same = (size: Size) => size.width === fields.width && size.height === fields.height;
  if (width === 0 && height === 0) return { width: 0, height: 0 };
  if (width > 0 && same(startSize(original, { width, height: 0 }, true))) return { width, height: 0 };
  if (height > 0 && same(startSize(original, { width: 0, height }, true))) return { width: 0, height };
  return width > 0 ? { width, height: 0 } : { width: 0, height };
}

/** `percent` % of the original, each side rounded and at least 1 px. */
export function scaleByPercent(original: Size, percent: number): Size {
  const factor = Number.isFinite(percent) && percent > 0 ? percent / 100 : 1;
  return { width: Math.max(1, Math.round(original.width * factor)), height: Math.max(1, Math.round(original.height * factor)) };
}

/** The preset a size matches exactly (for highlighting), or null. */
export function matchingPreset(original: Size, size: Size): number | null {
  for (const percent of PRESETS) {
    const scaled = scaleByPercent(original, percent);
    if (scaled.width === size.width && scaled.height === size.height) return percent;
  }
  return null;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ResizePlan {
  /** The output file's size. */
  output: Size;
  /** The part of the source that is drawn (all of it, except for cover's centred crop). */
  source: Rect;
}

/**
 * What to draw for a requested box. contain: the whole image scaled to fit inside the box
 * (the output takes the fitted size, so no bars); cover: the box filled, the overflow
 * cropped evenly; stretch: the box filled, the aspect ratio ignored.
 */
export function planResize(original: Size, box: Size, fit: Fit): ResizePlan {
  const whole: Rect = { x: 0, y: 0, width: original.width, height: original.height };
  if (fit === 'stretch') return { output: { ...box }, source: whole };
  const scaleX = box.width / original.width;
  const scaleY = box.height / original.height;
  if (fit === 'contain') {
    const scale = Math.min(scaleX, scaleY);
    const output =
      scaleX <= scaleY
        ? { width: box.width, height: Math.min(box.height, Math.max(1, Math.round(original.height * scale))) }
        : { width: Math.min(box.width, Math.max(1, Math.round(original.width * scale))), height: box.height };
    return { output, source: whole };
  }
  // cover: the source region with the box's aspect ratio, as large as possible, centred.
  const scale = Math.max(scaleX, scaleY);
  const width = Math.min(original.width, box.width / scale);
  const height = Math.min(original.height, box.height / scale);
  return {
    output: { ...box },
    source: { x: (original.width - width) / 2, y: (original.height - height) / 2, width, height },
  };
}

/**
 * Intermediate sizes for a smooth downscale: each axis is halved while it stays at least
 * twice the target, then one last step lands on the target. A single bilinear step from far
 * above the target skips source pixels and looks jagged; halving averages all of them.
 */
export function stepDownPlan(from: Size, to: Size): Size[] {
  const steps: Size[] = [];
  let width = Math.max(1, Math.round(from.width));
  let height = Math.max(1, Math.round(from.height));
  while (width >= to.width * 2 || height >= to.height * 2) {
    width = width >= to.width * 2 ? Math.floor(width / 2) : width;
    height = height >= to.height * 2 ? Math.floor(height / 2) : height;
    steps.push({ width, height });
  }
  const last = steps.at(-1);
  if (!last || last.width !== to.width || last.height !== to.height) steps.push({ ...to });
  return steps;
}

/** `resized-photo.jpg` for `photo.png` saved as JPEG. */
export function outputFileName(name: string, format: OutputFormat): string {
  const base = name.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '').trim() || 'image';
  return `resized-${base}.${EXTENSION[format]}`;
}

/** English file sizes ("1,023 B", "1.5 KB"); the screen passes its locale's (i18n.ts). */
export const BYTE_WORDS: SizeWords = {
  bytes: (count) => `${formatCount(count)} B`,
  size: (value, unit) => `${value} ${unit}`,
};

export function formatBytes(bytes: number, words: SizeWords = BYTE_WORDS): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return words.bytes(bytes);
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return words.size(value.toFixed(value >= 100 ? 0 : 1), units[unit]!);
}

export const formatSize = (size: Size) => `${formatCount(size.width)} × ${formatCount(size.height)} px`;

/** Signed change from `before` to `after` in whole percent, e.g. "−42 %". */
export function formatChange(before: number, after: number): string {
  if (!(before > 0) || !Number.isFinite(after)) return '—';
  const change = Math.round(((after - before) / before) * 100);
  return change === 0 ? '±0 %' : change > 0 ? `+${change} %` : `−${-change} %`;
}

export interface ResizerSettings {
  format: OutputFormat;
  quality: number;
  fit: Fit;
  lockAspect: boolean;
}

export const DEFAULT_SETTINGS: ResizerSettings = { format: 'png', quality: 85, fit: 'contain', lockAspect: true };

export const isFormat = (v: unknown): v is OutputFormat => typeof v === 'string' && (FORMATS as readonly string[]).includes(v);
export const isFit = (v: unknown): v is Fit => typeof v === 'string' && (FITS as readonly string[]).includes(v);

/** 0–100 whole number from a number or numeric string, else null. */
export function toQuality(v: unknown): number | null {
  const n = typeof v === 'string' ? (v.trim() === '' ? Number.NaN : Number(v)) : typeof v === 'number' ? v : Number.NaN;
  return Number.isFinite(n) && n >= 0 && n <= 100 ? Math.round(n) : null;
}

export function toBoolean(v: unknown): boolean | null {
  if (typeof v === 'boolean') return v;
  if (typeof v !== 'string') return null;
  const t = v.trim().toLowerCase();
  if (['', 'true', 'on', 'yes', '1'].includes(t)) return true;
  if (['false', 'off', 'no', '0'].includes(t)) return false;
  return null;
}

/** The valid subset of stored or given settings. */
export function parseSettings(stored: unknown): Partial<ResizerSettings> {
  if (!stored || typeof stored !== 'object') return {};
  const s = stored as Record<string, unknown>;
  const out: Partial<ResizerSettings> = {};
  if (isFormat(s.format)) out.format = s.format;
  const quality = toQuality(s.quality);
  if (quality !== null) out.quality = quality;
  if (isFit(s.fit)) out.fit = s.fit;
  const lock = toBoolean(s.lockAspect);
  if (lock !== null) out.lockAspect = lock;
  return out;
}

export const ACCEPTED_IMAGES = {
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'],
  extensions: ['.png', '.jpg', '.jpeg', '.webp', '.gif', '.svg'],
  label: 'PNG, JPEG, WebP, GIF or SVG image',
};
