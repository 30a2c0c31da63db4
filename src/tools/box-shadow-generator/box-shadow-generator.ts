/**
 * Layered box-shadows: the layer model, the CSS it writes (`box-shadow: …;`), the compact text a
 * share link carries, the presets, and the list operations (add, duplicate, remove, move).
 * Reading such CSS back into layers is parse-shadow.ts. Pure functions: no React, no DOM.
 */

export interface ShadowLayer {
  /** Horizontal offset in px (negative: to the left). */
  x: number;
  /** Vertical offset in px (negative: upward). */
  y: number;
  /** Blur radius in px, 0 or more. */
  blur: number;
  /** Spread in px (negative shrinks the shadow). */
  spread: number;
  /** '#rrggbb'. */
  color: string;
  /** Opacity of the color, whole percent 0–100. */
  opacity: number;
  /** Drawn inside the box instead of under it. */
  inset: boolean;
}

export type LengthField = 'x' | 'y' | 'blur' | 'spread';

/** The range of each length, for the sliders, the number fields, links and parsing alike. */
export const RANGES: Record<LengthField, { min: number; max: number }> = {
  x: { min: -100, max: 100 },
  y: { min: -100, max: 100 },
  blur: { min: 0, max: 200 },
  spread: { min: -100, max: 100 },
};

export const MIN_LAYERS = 1;
export const MAX_LAYERS = 10;
export const RADIUS_MAX = 64;

const layer = (x: number, y: number, blur: number, spread: number, color: string, opacity: number, inset = false): ShadowLayer => ({
  x,
  y,
  blur,
  spread,
  color,
  opacity,
  inset,
});

export const PRESET_IDS = ['subtle', 'medium', 'large', 'layered', 'inset', 'neon'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

/** Ready-made shadows; the screen names them (Subtle, Medium, Large, Layered, Inset, Neon). */
export const PRESETS: Record<PresetId, readonly ShadowLayer[]> = {
  subtle: [layer(0, 1, 2, 0, '#000000', 5)],
  medium: [layer(0, 4, 6, -1, '#000000', 10), layer(0, 2, 4, -2, '#000000', 10)],
  large: [layer(0, 20, 25, -5, '#000000', 10), layer(0, 8, 10, -6, '#000000', 10)],
  layered: [1, 2, 4, 8, 16].map((n) => layer(0, n, n, 0, '#000000', 8)),
  inset: [layer(0, 2, 4, 0, '#000000', 15, true)],
  neon: [layer(0, 0, 4, 0, '#22d3ee', 100), layer(0, 0, 12, 2, '#22d3ee', 60), layer(0, 0, 32, 8, '#3b82f6', 40)],
};

export const DEFAULT_LAYERS: readonly ShadowLayer[] = PRESETS.medium;

/** A new layer: a soft drop shadow. */
export const NEW_LAYER: ShadowLayer = layer(0, 4, 8, 0, '#000000', 20);

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Whole px within the field's range (never -0). */
export function clampLength(field: LengthField, value: number): number {
  const { min, max } = RANGES[field];
  return clamp(Math.round(value), min, max) + 0;
}

export const clampOpacity = (value: number) => clamp(Math.round(value), 0, 100) + 0;

const px = (n: number) => (n === 0 ? '0' : `${n}px`);

/** The layer's color as CSS: '#rrggbb' when opaque, otherwise rgba() with the opacity as a fraction. */
export function formatColor(color: string, opacity: number): string {
  if (opacity >= 100) return color;
  // Its own three lines, not the color picker's hexToRgb: that import put the picker's shared color
  // chunk (the whole CSS color parser) into this page's start-up JavaScript.
  const n = Number.parseInt(color.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${opacity / 100})`;
}

/** One layer as CSS, e.g. `inset 0 2px 4px 0 rgba(0, 0, 0, 0.15)`. */
export function formatLayer(l: ShadowLayer): string {
  return `${l.inset ? 'inset ' : ''}${px(l.x)} ${px(l.y)} ${px(l.blur)} ${px(l.spread)} ${formatColor(l.color, l.opacity)}`;
}

/** The property's value: the layers in list order, the first painted on top. */
export function formatShadow(layers: readonly ShadowLayer[]): string {
  return layers.length === 0 ? 'none' : layers.map(formatLayer).join(', ');
}

/** The whole declaration as shown and copied; several layers go one to a line. */
export function formatDeclaration(layers: readonly ShadowLayer[]): string {
  if (layers.length <= 1) return `box-shadow: ${formatShadow(layers)};`;
  return `box-shadow:\n  ${layers.map(formatLayer).join(',\n  ')};`;
}

// ── Share links ───────────────────────────────────────────────────────────────────────────────

/**
 * Layers as a link carries them: `x_y_blur_spread_rrggbb_opacity`, an `i` in front of an inset
 * layer, layers joined by `.` (characters a query string leaves unescaped), e.g.
 * `0_4_6_-1_000000_10.0_2_4_-2_000000_10`.
 */
export function encodeLayers(layers: readonly ShadowLayer[]): string {
  return layers.map((l) => `${l.inset ? 'i' : ''}${l.x}_${l.y}_${l.blur}_${l.spread}_${l.color.slice(1)}_${l.opacity}`).join('.');
}

const INTEGER = /^-?\d{1,3}$/;

/** The layers of a link, or null when the text is not exactly what `encodeLayers` writes within the ranges. */
export function decodeLayers(text: string): ShadowLayer[] | null {
  const parts = text.trim().split('.');
  if (parts.length < MIN_LAYERS || parts.length > MAX_LAYERS) return null;
  const layers: ShadowLayer[] = [];
  for (const part of parts) {
    const inset = part.startsWith('i');
    const fields = (inset ? part.slice(1) : part).split('_');
    if (fields.length !== 6) return null;
    const [x, y, blur, spread, hex, opacity] = fields as [string, string, string, string, string, string];
    const numbers = [x, y, blur, spread, opacity];
    if (!numbers.every((n) => INTEGER.test(n)) || !/^[0-9a-f]{6}$/.test(hex)) return null;
    const next: ShadowLayer = { x: Number(x) + 0, y: Number(y) + 0, blur: Number(blur) + 0, spread: Number(spread) + 0, color: `#${hex}`, opacity: Number(opacity) + 0, inset };
    const inRange = (['x', 'y', 'blur', 'spread'] as const).every((f) => clampLength(f, next[f]) === next[f]) && clampOpacity(next.opacity) === next.opacity;
    if (!inRange) return null;
    layers.push(next);
  }
  return layers;
}

/** The layers a tool starts with: the given link text when it reads, else the default. */
export function layersFromInput(text: string | undefined): ShadowLayer[] {
  return (typeof text === 'string' && decodeLayers(text)) || DEFAULT_LAYERS.map((l) => ({ ...l }));
}

// ── The list ──────────────────────────────────────────────────────────────────────────────────

/** A new layer after the last one (nothing past MAX_LAYERS). */
export function addLayer(layers: readonly ShadowLayer[]): ShadowLayer[] {
  return layers.length >= MAX_LAYERS ? [...layers] : [...layers, { ...NEW_LAYER }];
}

/** A copy of layer `index` right after it. */
export function duplicateLayer(layers: readonly ShadowLayer[], index: number): ShadowLayer[] {
  const source = layers[index];
  if (!source || layers.length >= MAX_LAYERS) return [...layers];
  return [...layers.slice(0, index + 1), { ...source }, ...layers.slice(index + 1)];
}

/** Without layer `index` (the last layer stays). */
export function removeLayer(layers: readonly ShadowLayer[], index: number): ShadowLayer[] {
  if (layers.length <= MIN_LAYERS || index < 0 || index >= layers.length) return [...layers];
  return layers.filter((_, i) => i !== index);
}

/** Layer `index` swapped with its neighbor above (-1) or below (1); unchanged at the ends. */
export function moveLayer<T>(layers: readonly T[], index: number, direction: -1 | 1): T[] {
  const to = index + direction;
  const next = [...layers];
  if (index < 0 || index >= layers.length || to < 0 || to >= layers.length) return next;
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}

// ── Preview settings (remembered) ─────────────────────────────────────────────────────────────

export interface PreviewSettings {
  /** '#rrggbb' of the card. */
  boxColor: string;
  /** '#rrggbb' behind the card. */
  backgroundColor: string;
  /** Corner radius of the card in px. */
  radius: number;
}

export const DEFAULT_PREVIEW: PreviewSettings = { boxColor: '#ffffff', backgroundColor: '#e2e8f0', radius: 12 };

const HEX = /^#[0-9a-f]{6}$/;

/** Stored or given preview settings, keeping only valid values. */
export function parsePreview(value: unknown): Partial<PreviewSettings> {
  if (typeof value !== 'object' || value === null) return {};
  const v = value as Record<string, unknown>;
  const out: Partial<PreviewSettings> = {};
  const hex = (x: unknown) => (typeof x === 'string' && HEX.test(x.trim().toLowerCase()) ? x.trim().toLowerCase() : undefined);
  const box = hex(v.boxColor);
  const background = hex(v.backgroundColor);
  if (box) out.boxColor = box;
  if (background) out.backgroundColor = background;
  const radius = typeof v.radius === 'string' && v.radius.trim() !== '' ? Number(v.radius) : v.radius;
  if (typeof radius === 'number' && Number.isInteger(radius) && radius >= 0 && radius <= RADIUS_MAX) out.radius = radius;
  return out;
}
