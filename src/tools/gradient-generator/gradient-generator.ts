/**
 * CSS gradients: a small model (type, angle, shape, position, stops…), the CSS it writes,
 * and a parser that reads that CSS back. Pure functions: no React, no DOM.
 */

export const GRADIENT_TYPES = ['linear', 'radial', 'conic'] as const;
export type GradientType = (typeof GRADIENT_TYPES)[number];

export const RADIAL_SHAPES = ['circle', 'ellipse'] as const;
export type RadialShape = (typeof RADIAL_SHAPES)[number];

export const POSITIONS = ['center', 'top', 'bottom', 'left', 'right', 'top left', 'top right', 'bottom left', 'bottom right'] as const;
export type GradientPosition = (typeof POSITIONS)[number];

/** `srgb` is what browsers use when nothing is said, so it is never written out. */
export const INTERPOLATIONS = ['srgb', 'oklab', 'oklch'] as const;
export type Interpolation = (typeof INTERPOLATIONS)[number];

export const PROPERTIES = ['background', 'background-image'] as const;
export type CssProperty = (typeof PROPERTIES)[number];

export const MIN_STOPS = 2;
export const MAX_STOPS = 8;

export interface ColorStop {
  /** '#rrggbb', lower case. */
  color: string;
  /** 0–100 (%), at most two decimals. */
  position: number;
}

export interface Gradient {
  type: GradientType;
  /** Degrees, 0–360: the direction (linear) or the start angle (conic). */
  angle: number;
  /** Radial only. */
  shape: RadialShape;
  /** Centre of a radial or conic gradient. */
  position: GradientPosition;
  repeating: boolean;
  interpolation: Interpolation;
  stops: ColorStop[];
}

export const DEFAULT_GRADIENT: Gradient = {
  type: 'linear',
  angle: 90,
  shape: 'circle',
  position: 'center',
  repeating: false,
  interpolation: 'srgb',
  stops: [
    { color: '#2563eb', position: 0 },
    { color: '#db2777', position: 100 },
  ],
};

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

/** '#abc', 'ABCDEF' → '#aabbcc'; anything else → null. */
export function parseHex(text: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!match?.[1]) return null;
  const hex = match[1].toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

/** Two decimals at most, no trailing zeros, never "-0". */
export const roundPosition = (n: number) => Math.round(Math.min(100, Math.max(0, n)) * 100) / 100 + 0;

const formatNumber = (n: number) => String(Math.round(n * 100) / 100 + 0);

export function clampAngle(n: number): number {
  return Math.min(360, Math.max(0, Math.round(n)));
}

// ── Building CSS ─────────────────────────────────────────────────────────────

/** The arguments before the first colour stop, e.g. `90deg in oklch` or `circle at top left`. */
export function gradientHead(g: Gradient): string {
  const parts: string[] = [];
  if (g.type === 'linear') parts.push(`${g.angle}deg`);
  else if (g.type === 'radial') parts.push(`${g.shape} at ${g.position}`);
  else parts.push(`from ${g.angle}deg at ${g.position}`);
  if (g.interpolation !== 'srgb') parts.push(`in ${g.interpolation}`);
  return parts.join(' ');
}

/** The gradient value, e.g. `linear-gradient(90deg, #2563eb 0%, #db2777 100%)`. */
export function buildGradient(g: Gradient): string {
  const stops = g.stops.map((s) => `${s.color} ${formatNumber(s.position)}%`);
  return `${g.repeating ? 'repeating-' : ''}${g.type}-gradient(${[gradientHead(g), ...stops].join(', ')})`;
}

/** The stops as the `stops` input writes them, e.g. `#2563eb 0%, #db2777 100%` (parseStops reads it back). */
export function formatStops(stops: readonly ColorStop[]): string {
  return stops.map((s) => `${s.color} ${formatNumber(s.position)}%`).join(', ');
}

/** One CSS declaration, e.g. `background: linear-gradient(…);`. */
export function buildDeclaration(g: Gradient, property: CssProperty = 'background'): string {
  return `${property}: ${buildGradient(g)};`;
}

// ── Parsing CSS ──────────────────────────────────────────────────────────────

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** Splits on commas outside parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim());
}

/**
 * Stops in CSS order. Missing positions are filled the way browsers do: the first is 0 %, the
 * last 100 %, and runs in between are spread evenly between their neighbours.
 */
export function parseStops(text: string): ParseResult<ColorStop[]> {
  const parts = splitTopLevel(text.trim());
  if (parts.length < MIN_STOPS || parts.length > MAX_STOPS) {
    return { ok: false, error: `A gradient needs ${MIN_STOPS} to ${MAX_STOPS} color stops; found ${parts.length}.` };
  }
  const raw: Array<{ color: string; position: number | null }> = [];
  for (const [index, part] of parts.entries()) {
    const match = /^(#?[0-9a-f]+)(?:\s+(-?\d+(?:\.\d+)?)%)?$/i.exec(part);
    const color = match?.[1] ? parseHex(match[1]) : null;
    if (!match || !color) return { ok: false, error: `Stop ${index + 1} ("${part}") is not a hex color with an optional position like #ff0000 50%.` };
    const position = match[2] === undefined ? null : Number(match[2]);
    if (position !== null && (position < 0 || position > 100)) return { ok: false, error: `Stop ${index + 1}: the position must be between 0% and 100%.` };
    raw.push({ color, position });
  }
  const positions = raw.map((s) => s.position);
  if (positions[0] === null) positions[0] = 0;
  if (positions[positions.length - 1] === null) positions[positions.length - 1] = 100;
  for (let i = 1; i < positions.length; i++) {
    if (positions[i] !== null) continue;
    const before = positions[i - 1] as number;
    let end = i;
    while (positions[end] === null) end++;
    const after = positions[end] as number;
    const steps = end - i + 1;
    for (let k = i; k < end; k++) positions[k] = before + ((after - before) * (k - i + 1)) / steps;
  }
  return { ok: true, value: raw.map((s, i) => ({ color: s.color, position: roundPosition(positions[i] as number) })) };
}

/** Reads the head (`90deg in oklch`, `circle at top left`, `from 45deg at center`) into `g`. */
function parseHead(type: GradientType, head: string, g: Gradient): string | null {
  let rest = ` ${head.toLowerCase().replace(/\s+/g, ' ').trim()} `;
  const interpolation = / in (srgb|oklab|oklch) /.exec(rest);
  if (interpolation) {
    g.interpolation = interpolation[1] as Interpolation;
    rest = rest.replace(interpolation[0], ' ');
  }
  const at = / at ((?:top|bottom|left|right|center)(?: (?:top|bottom|left|right|center))?) $/.exec(rest);
  if (at) {
    const position = at[1] === 'center center' ? 'center' : at[1];
    if (!isOneOf(POSITIONS, position)) return `Position "${at[1]}" is not one of: ${POSITIONS.join(', ')}.`;
    if (type === 'linear') return 'A linear gradient has no "at" position.';
    g.position = position;
    rest = rest.replace(at[0], ' ');
  }
  const words = rest.trim();
  if (words === '') return null;
  if (type === 'radial') {
    if (isOneOf(RADIAL_SHAPES, words)) {
      g.shape = words;
      return null;
    }
    return `Radial shape "${words}" is not circle or ellipse.`;
  }
  const angleText = type === 'conic' ? /^from (-?\d+(?:\.\d+)?)deg$/.exec(words) : /^(-?\d+(?:\.\d+)?)deg$/.exec(words);
  if (angleText?.[1]) {
    const angle = Number(angleText[1]);
    if (angle < 0 || angle > 360) return 'The angle must be between 0deg and 360deg.';
    g.angle = clampAngle(angle);
    return null;
  }
  const side = type === 'linear' ? SIDE_ANGLES[words] : undefined;
  if (side !== undefined) {
    g.angle = side;
    return null;
  }
  return `"${words}" is not understood here.`;
}

const SIDE_ANGLES: Record<string, number> = {
  'to top': 0,
  'to top right': 45,
  'to right top': 45,
  'to right': 90,
  'to bottom right': 135,
  'to right bottom': 135,
  'to bottom': 180,
  'to bottom left': 225,
  'to left bottom': 225,
  'to left': 270,
  'to top left': 315,
  'to left top': 315,
};

/**
 * Reads a gradient written by `buildGradient` (or by hand in the same vocabulary), with or
 * without a `background:` / `background-image:` prefix and a trailing semicolon.
 */
export function parseGradient(css: string): ParseResult<Gradient> {
  const text = css
    .trim()
    .replace(/^(?:background|background-image)\s*:\s*/i, '')
    .replace(/;\s*$/, '')
    .trim();
  const match = /^(repeating-)?(linear|radial|conic)-gradient\(([\s\S]*)\)$/i.exec(text);
  if (!match?.[2] || match[3] === undefined) return { ok: false, error: 'Expected a linear-gradient(), radial-gradient() or conic-gradient() value.' };
  const type = match[2].toLowerCase() as GradientType;
  const g: Gradient = { ...DEFAULT_GRADIENT, type, angle: type === 'linear' ? 180 : 0, repeating: Boolean(match[1]), stops: [] };
  const args = splitTopLevel(match[3]);
  let stopArgs = args;
  if (args[0] !== undefined && !args[0].startsWith('#')) {
    const error = parseHead(type, args[0], g);
    if (error) return { ok: false, error };
    stopArgs = args.slice(1);
  }
  const stops = parseStops(stopArgs.join(', '));
  if (!stops.ok) return stops;
  g.stops = stops.value;
  return { ok: true, value: g };
}

// ── Editing stops ────────────────────────────────────────────────────────────

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (rgb: number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** The colour halfway between two hex colours (sRGB average). */
export function mixColors(a: string, b: string): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return toHex(x.map((v, i) => (v + (y[i] as number)) / 2));
}

/**
 * A new stop in the middle (whole percent) of the widest gap between neighbouring stops,
 * coloured halfway between them. Unchanged when there are already MAX_STOPS.
 */
export function addStop(stops: ColorStop[]): ColorStop[] {
  if (stops.length >= MAX_STOPS) return stops;
  let at = 1;
  let widest = -Infinity;
  for (let i = 1; i < stops.length; i++) {
    const gap = (stops[i] as ColorStop).position - (stops[i - 1] as ColorStop).position;
    if (gap > widest) {
      widest = gap;
      at = i;
    }
  }
  const before = stops[at - 1] as ColorStop;
  const after = stops[at] as ColorStop;
  const added = { color: mixColors(before.color, after.color), position: roundPosition(Math.round((before.position + after.position) / 2)) };
  return [...stops.slice(0, at), added, ...stops.slice(at)];
}

/** Unchanged when only MIN_STOPS are left. */
export function removeStop(stops: ColorStop[], index: number): ColorStop[] {
  if (stops.length <= MIN_STOPS || index < 0 || index >= stops.length) return stops;
  return stops.filter((_, i) => i !== index);
}

/**
 * Moves a stop's colour one place up (-1) or down (+1); positions stay where they are, so
 * the stops stay in order along the gradient.
 */
export function moveStop(stops: ColorStop[], index: number, direction: -1 | 1): ColorStop[] {
  const target = index + direction;
  if (index < 0 || index >= stops.length || target < 0 || target >= stops.length) return stops;
  const next = stops.map((s) => ({ ...s }));
  const a = next[index] as ColorStop;
  const b = next[target] as ColorStop;
  [a.color, b.color] = [b.color, a.color];
  return next;
}

/** Mirror image: colours in reverse order, positions mirrored (p → 100 − p). */
export function reverseStops(stops: ColorStop[]): ColorStop[] {
  return stops.map((s) => ({ color: s.color, position: roundPosition(100 - s.position) })).reverse();
}

/** Stops by position (stable), for when typed positions went out of order. */
export function sortStops(stops: ColorStop[]): ColorStop[] {
  return [...stops].sort((a, b) => a.position - b.position);
}

/** Indexes (1-based) of stops placed before the stop above them; browsers move those forward. */
export function outOfOrder(stops: ColorStop[]): number[] {
  const result: number[] = [];
  let highest = -Infinity;
  stops.forEach((s, i) => {
    if (s.position < highest) result.push(i + 1);
    highest = Math.max(highest, s.position);
  });
  return result;
}

// ── Random and presets ───────────────────────────────────────────────────────

/**
 * A random gradient that keeps the type, shape, position and interpolation of `base`:
 * 2–4 colours, evenly spaced, and a random angle in 15° steps. `random` returns [0, 1).
 */
export function randomGradient(base: Gradient, random: () => number): Gradient {
  const pick = (n: number) => Math.min(n - 1, Math.floor(random() * n));
  const count = 2 + pick(3);
  const stops = Array.from({ length: count }, (_, i) => ({
    color: toHex([pick(256), pick(256), pick(256)]),
    position: roundPosition((100 * i) / (count - 1)),
  }));
  return { ...base, angle: pick(24) * 15, stops };
}

export interface Preset {
  id: string;
  name: string;
  gradient: Gradient;
}

const preset = (id: string, name: string, patch: Partial<Gradient>, stops: Array<[string, number]>): Preset => ({
  id,
  name,
  gradient: { ...DEFAULT_GRADIENT, ...patch, stops: stops.map(([color, position]) => ({ color, position })) },
});

export const PRESETS: readonly Preset[] = [
  preset('sunset', 'Sunset', { angle: 135 }, [['#f97316', 0], ['#db2777', 50], ['#7c3aed', 100]]),
  preset('ocean', 'Ocean', { angle: 180 }, [['#0ea5e9', 0], ['#1e3a8a', 100]]),
  preset('mint', 'Mint', { angle: 45, interpolation: 'oklch' }, [['#10b981', 0], ['#a7f3d0', 100]]),
  preset('spotlight', 'Spotlight', { type: 'radial', shape: 'circle', position: 'top' }, [['#fde68a', 0], ['#f59e0b', 40], ['#78350f', 100]]),
  preset('spectrum', 'Spectrum', { type: 'conic', angle: 0, interpolation: 'oklch' }, [['#ef4444', 0], ['#eab308', 25], ['#22c55e', 50], ['#3b82f6', 75], ['#ef4444', 100]]),
  preset('stripes', 'Stripes', { angle: 45, repeating: true }, [['#1f2937', 0], ['#1f2937', 10], ['#facc15', 10], ['#facc15', 20]]),
];

// ── Props and settings ───────────────────────────────────────────────────────

export interface GradientInputs {
  type?: unknown;
  angle?: unknown;
  shape?: unknown;
  position?: unknown;
  repeating?: unknown;
  interpolation?: unknown;
  stops?: unknown;
}

const toBoolean = (v: unknown): boolean | undefined => {
  if (typeof v === 'boolean') return v;
  if (typeof v !== 'string') return undefined;
  const t = v.trim().toLowerCase();
  if (['', 'true', 'on', 'yes', '1'].includes(t)) return true;
  if (['false', 'off', 'no', '0'].includes(t)) return false;
  return undefined;
};

const toAngle = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) && n >= 0 && n <= 360 ? clampAngle(n) : undefined;
};

/** The initial gradient from props or attributes (strings or typed values); anything invalid keeps its default. */
export function gradientFromInputs(inputs: GradientInputs): Gradient {
  const stops = typeof inputs.stops === 'string' ? parseStops(inputs.stops) : null;
  const type = isOneOf(GRADIENT_TYPES, inputs.type) ? inputs.type : DEFAULT_GRADIENT.type;
  return {
    type,
    angle: toAngle(inputs.angle) ?? DEFAULT_GRADIENT.angle,
    shape: isOneOf(RADIAL_SHAPES, inputs.shape) ? inputs.shape : DEFAULT_GRADIENT.shape,
    position: isOneOf(POSITIONS, inputs.position) ? inputs.position : DEFAULT_GRADIENT.position,
    repeating: toBoolean(inputs.repeating) ?? DEFAULT_GRADIENT.repeating,
    interpolation: isOneOf(INTERPOLATIONS, inputs.interpolation) ? inputs.interpolation : DEFAULT_GRADIENT.interpolation,
    stops: stops?.ok ? stops.value : DEFAULT_GRADIENT.stops,
  };
}

export interface GradientSettings {
  property: CssProperty;
}

export const DEFAULT_SETTINGS: GradientSettings = { property: 'background' };

/** Remembered settings are untrusted: keep only what is valid. */
export function parseSettings(stored: unknown): Partial<GradientSettings> {
  if (typeof stored !== 'object' || stored === null) return {};
  const property = (stored as { property?: unknown }).property;
  return isOneOf(PROPERTIES, property) ? { property } : {};
}

/**
 * The words of a gradient's description: English by default (DESCRIBE_ENGLISH); the screen
 * passes its locale's (i18n.ts), so this file stays free of React. Positions arrive as plain
 * decimal text ("12.5").
 */
export interface DescribeWords {
  /** The kind and geometry: "Linear gradient, 90°". */
  gradient: (g: Gradient) => string;
  /** One stop: "#2563eb at 0%". */
  stop: (color: string, position: string) => string;
  /** The whole: "<gradient>: <stop>, <stop>". */
  whole: (gradient: string, stops: string[]) => string;
}

export const DESCRIBE_ENGLISH: DescribeWords = {
  gradient: (g) => {
    const kind = `${g.repeating ? 'Repeating ' : ''}${g.type} gradient`;
    const where = g.type === 'linear' ? `${g.angle}°` : g.type === 'radial' ? `${g.shape} at ${g.position}` : `from ${g.angle}° at ${g.position}`;
    return `${kind.charAt(0).toUpperCase()}${kind.slice(1)}, ${where}`;
  },
  stop: (color, position) => `${color} at ${position}%`,
  whole: (gradient, stops) => `${gradient}: ${stops.join(', ')}`,
};

/** A short description for the preview's accessible name. */
export function describeGradient(g: Gradient, words: DescribeWords = DESCRIBE_ENGLISH): string {
  return words.whole(words.gradient(g), g.stops.map((s) => words.stop(s.color, formatNumber(s.position))));
}
