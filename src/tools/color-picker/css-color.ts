/**
 * Any CSS color to sRGB, for the Format Converter's "Any Color" field (issue #30): hex (#rgb,
 * #rgba, #rrggbb, #rrggbbaa), the 148 named colors and transparent, rgb()/rgba() and
 * hsl()/hsla() in both the modern (space, "/ alpha") and legacy (comma) syntax, hwb(), lab(),
 * lch(), oklab(), oklch() and color() in srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb,
 * rec2020, xyz, xyz-d50 and xyz-d65 (CSS Color 4). Pure math, no DOM, no canvas, no
 * CSS.supports: it runs the same on the server, in tests and in the browser.
 *
 * Colors outside sRGB are clipped channel by channel (as culori's formatHex does) and flagged.
 * The matrices are CSS Color 4's (the same as culori's, which the unit tests use as the oracle).
 */

import { EXAMPLE_LIST } from './color-picker';

type Vec = [number, number, number];

/** sRGB channels 0–1 (unclipped) and alpha 0–1. */
export interface Srgb {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

export type CssColorResult =
  | {
      ok: true;
      /** #rrggbb of the clipped color. */
      hex: string;
      /** 0–1; 1 when the color is opaque (also when its alpha rounds to 255 of 255). */
      alpha: number;
      /** A channel was outside sRGB by more than half an 8-bit step and was clipped. */
      clipped: boolean;
      srgb: Srgb;
    }
  | { ok: false; error: string };

const NAMED_TEXT =
  'aliceblue:f0f8ff,antiquewhite:faebd7,aqua:00ffff,aquamarine:7fffd4,azure:f0ffff,beige:f5f5dc,' +
  'bisque:ffe4c4,black:000000,blanchedalmond:ffebcd,blue:0000ff,blueviolet:8a2be2,brown:a52a2a,' +
  'burlywood:deb887,cadetblue:5f9ea0,chartreuse:7fff00,chocolate:d2691e,coral:ff7f50,' +
  'cornflowerblue:6495ed,cornsilk:fff8dc,crimson:dc143c,cyan:00ffff,darkblue:00008b,darkcyan:008b8b,' +
  'darkgoldenrod:b8860b,darkgray:a9a9a9,darkgreen:006400,darkgrey:a9a9a9,darkkhaki:bdb76b,' +
  'darkmagenta:8b008b,darkolivegreen:556b2f,darkorange:ff8c00,darkorchid:9932cc,darkred:8b0000,' +
  'darksalmon:e9967a,darkseagreen:8fbc8f,darkslateblue:483d8b,darkslategray:2f4f4f,' +
  'darkslategrey:2f4f4f,darkturquoise:00ced1,darkviolet:9400d3,deeppink:ff1493,deepskyblue:00bfff,' +
  'dimgray:696969,dimgrey:696969,dodgerblue:1e90ff,firebrick:b22222,floralwhite:fffaf0,' +
  'forestgreen:228b22,fuchsia:ff00ff,gainsboro:dcdcdc,ghostwhite:f8f8ff,gold:ffd700,goldenrod:daa520,' +
  'gray:808080,green:008000,greenyellow:adff2f,grey:808080,honeydew:f0fff0,hotpink:ff69b4,' +
  'indianred:cd5c5c,indigo:4b0082,ivory:fffff0,khaki:f0e68c,lavender:e6e6fa,lavenderblush:fff0f5,' +
  'lawngreen:7cfc00,lemonchiffon:fffacd,lightblue:add8e6,lightcoral:f08080,lightcyan:e0ffff,' +
  'lightgoldenrodyellow:fafad2,lightgray:d3d3d3,lightgreen:90ee90,lightgrey:d3d3d3,lightpink:ffb6c1,' +
  'lightsalmon:ffa07a,lightseagreen:20b2aa,lightskyblue:87cefa,lightslategray:778899,' +
  'lightslategrey:778899,lightsteelblue:b0c4de,lightyellow:ffffe0,lime:00ff00,limegreen:32cd32,' +
  'linen:faf0e6,magenta:ff00ff,maroon:800000,mediumaquamarine:66cdaa,mediumblue:0000cd,' +
  'mediumorchid:ba55d3,mediumpurple:9370db,mediumseagreen:3cb371,mediumslateblue:7b68ee,' +
  'mediumspringgreen:00fa9a,mediumturquoise:48d1cc,mediumvioletred:c71585,midnightblue:191970,' +
  'mintcream:f5fffa,mistyrose:ffe4e1,moccasin:ffe4b5,navajowhite:ffdead,navy:000080,oldlace:fdf5e6,' +
  'olive:808000,olivedrab:6b8e23,orange:ffa500,orangered:ff4500,orchid:da70d6,palegoldenrod:eee8aa,' +
  'palegreen:98fb98,paleturquoise:afeeee,palevioletred:db7093,papayawhip:ffefd5,peachpuff:ffdab9,' +
  'peru:cd853f,pink:ffc0cb,plum:dda0dd,powderblue:b0e0e6,purple:800080,rebeccapurple:663399,red:ff0000,' +
  'rosybrown:bc8f8f,royalblue:4169e1,saddlebrown:8b4513,salmon:fa8072,sandybrown:f4a460,' +
  'seagreen:2e8b57,seashell:fff5ee,sienna:a0522d,silver:c0c0c0,skyblue:87ceeb,slateblue:6a5acd,' +
  'slategray:708090,slategrey:708090,snow:fffafa,springgreen:00ff7f,steelblue:4682b4,tan:d2b48c,' +
  'teal:008080,thistle:d8bfd8,tomato:ff6347,turquoise:40e0d0,violet:ee82ee,wheat:f5deb3,white:ffffff,' +
  'whitesmoke:f5f5f5,yellow:ffff00,yellowgreen:9acd32';
const NAMED = new Map(NAMED_TEXT.split(',').map((pair) => pair.split(':') as [string, string]));

// The examples live with the picker's always-loaded logic: the field's help text names them before
// this parser has loaded (any-color.ts).
export { EXAMPLE_LIST };

/** A channel named in a message. */
export type ChannelName = 'red' | 'green' | 'blue' | 'alpha' | 'value' | 'saturation' | 'lightness' | 'whiteness' | 'blackness' | 'a' | 'b' | 'chroma';

/**
 * Why a text is not a color: an id and what the message needs (`samples` are alternatives,
 * read "x or y"). The screen words it in its locale (src/tools/color-picker/i18n.ts);
 * `englishColorProblem` is the default, so this file stays free of React.
 */
export type CssColorProblem =
  | { id: 'empty' }
  | { id: 'notANumber'; text: string; fn: string; samples: readonly string[] }
  | { id: 'angleChannel'; name: ChannelName; fn: string }
  | { id: 'huePercent'; fn: string }
  | { id: 'noCommas'; fn: string; samples: readonly string[] }
  | { id: 'commaCount'; fn: string; samples: readonly string[] }
  | { id: 'oneSlash'; fn: string; samples: readonly string[] }
  | { id: 'alphaAfterSlash'; fn: string; samples: readonly string[] }
  | { id: 'colorSpace'; spaces: readonly string[]; samples: readonly string[] }
  | { id: 'colorValues'; space: string }
  | { id: 'valueCount'; fn: string; withAlpha: boolean; samples: readonly string[] }
  | { id: 'noneLegacy'; sample: string }
  | { id: 'legacyPercent'; name: ChannelName; fn: string; samples: readonly string[] }
  | { id: 'hexDigit'; char: string }
  | { id: 'hexLength'; count: number }
  | { id: 'currentColor' }
  | { id: 'unsupported'; fn: string }
  | { id: 'relative' }
  | { id: 'closingParenthesis' }
  | { id: 'hexHash'; text: string }
  | { id: 'unknownName'; text: string }
  | { id: 'notAColor' }
  | { id: 'tooLarge' };

const or = (list: readonly string[]) => (list.length < 2 ? list.join('') : `${list.slice(0, -1).join(', ')} or ${list.at(-1)}`);

/** `EXAMPLE_LIST` as one English phrase. */
export const EXAMPLES = or(EXAMPLE_LIST);

/** The English message for each problem (the unit tests read these). */
export function englishColorProblem(problem: CssColorProblem): string {
  switch (problem.id) {
    case 'empty':
      return `Enter a CSS color, e.g. ${EXAMPLES}.`;
    case 'notANumber':
      return `“${problem.text}” is not a number in ${problem.fn}(). Use numbers, percentages or angles, e.g. ${or(problem.samples)}.`;
    case 'angleChannel':
      return `The ${problem.name} in ${problem.fn}() cannot be an angle.`;
    case 'huePercent':
      return `The hue in ${problem.fn}() is an angle or a number, e.g. 120 or 120deg, not a percentage.`;
    case 'noCommas':
      return `${problem.fn}() takes values separated by spaces, not commas, e.g. ${or(problem.samples)}.`;
    case 'commaCount':
      return `${problem.fn}() with commas takes 3 values and an optional alpha, e.g. ${or(problem.samples)}.`;
    case 'oneSlash':
      return `${problem.fn}() takes one “/” before the alpha, e.g. ${or(problem.samples)}.`;
    case 'alphaAfterSlash':
      return `Put one alpha value after “/” in ${problem.fn}(), e.g. ${or(problem.samples)}.`;
    case 'colorSpace':
      return `color() needs a color space first: ${problem.spaces.join(', ')}; e.g. ${or(problem.samples)}.`;
    case 'colorValues':
      return `color(${problem.space} …) takes 3 values, e.g. color(${problem.space} 1 0 0).`;
    case 'valueCount':
      return `${problem.fn}() takes 3 values${problem.withAlpha ? ' and an alpha' : ''}, e.g. ${or(problem.samples)}.`;
    case 'noneLegacy':
      return `“none” works only in the space-separated form, e.g. ${problem.sample}.`;
    case 'legacyPercent':
      return `The ${problem.name} in ${problem.fn}() with commas is a percentage, e.g. ${or(problem.samples)}.`;
    case 'hexDigit':
      return `“${problem.char}” is not a hex digit. Use 3, 4, 6 or 8 hex digits, e.g. #fff or #ffffff80.`;
    case 'hexLength':
      return `A hex color has 3, 4, 6 or 8 digits; this has ${problem.count}.`;
    case 'currentColor':
      return 'currentColor depends on where it is used; enter a color value instead.';
    case 'unsupported':
      return `${problem.fn}() is not supported here; enter one color, e.g. ${EXAMPLES}.`;
    case 'relative':
      return 'Relative colors (“from”) are not supported here; enter the color itself.';
    case 'closingParenthesis':
      return 'Add the closing parenthesis “)”.';
    case 'hexHash':
      return `Hex colors start with #, e.g. #${problem.text}.`;
    case 'unknownName':
      return `“${problem.text}” is not a CSS color name. Try ${EXAMPLES}.`;
    case 'notAColor':
      return `Not a CSS color. Try ${EXAMPLES}.`;
    case 'tooLarge':
      return 'That color has a value too large to compute.';
  }
}

class ColorError extends Error {
  constructor(readonly problem: CssColorProblem) {
    super(problem.id);
  }
}
const fail = (problem: CssColorProblem): never => {
  throw new ColorError(problem);
};

const multiply = (m: readonly number[], [x, y, z]: Vec): Vec => [
  m[0]! * x + m[1]! * y + m[2]! * z,
  m[3]! * x + m[4]! * y + m[5]! * z,
  m[6]! * x + m[7]! * y + m[8]! * z,
];

/** sRGB gamma, extended to negative values (CSS Color 4). */
const gamma = (c: number) => {
  const abs = Math.abs(c);
  return abs > 0.0031308 ? (Math.sign(c) || 1) * (1.055 * abs ** (1 / 2.4) - 0.055) : c * 12.92;
};
const linearize = (c: number) => {
  const abs = Math.abs(c);
  return abs <= 0.04045 ? c / 12.92 : (Math.sign(c) || 1) * ((abs + 0.055) / 1.055) ** 2.4;
};

const XYZ65_TO_LRGB = [
  3.2409699419045226, -1.5373831775700939, -0.4986107602930034, -0.9692436362808796, 1.8759675015077204, 0.0415550574071756,
  0.0556300796969936, -0.2039769588889765, 1.0569715142428784,
];
const XYZ50_TO_LRGB = [
  3.1341359569958707, -1.6173863321612538, -0.4906619460083532, -0.978795502912089, 1.916254567259524, 0.03344273116131949,
  0.07195537988411677, -0.2289768264158322, 1.405386058324125,
];
const P3_TO_XYZ65 = [0.486570948648216, 0.265667693169093, 0.1982172852343625, 0.2289745640697487, 0.6917385218365062, 0.079286914093745, 0, 0.0451133818589026, 1.043944368900976];
const REC2020_TO_XYZ65 = [
  0.6369580483012911, 0.1446169035862083, 0.1688809751641721, 0.262700212011267, 0.6779980715188708, 0.059301716469862, 0, 0.0280726930490874,
  1.0609850577107909,
];
const A98_TO_XYZ65 = [
  0.5766690429101305, 0.1855582379065463, 0.1882286462349947, 0.297344975250536, 0.6273635662554661, 0.0752914584939979, 0.0270313613864123,
  0.0706888525358272, 0.9913375368376386,
];
const PROPHOTO_TO_XYZ50 = [0.7977666449006423, 0.1351812974005331, 0.0313477341283922, 0.2880748288194013, 0.7118352342418731, 0.0000899369387256, 0, 0, 0.8251046025104602];

const D50: Vec = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585];
const LAB_K = 29 ** 3 / 3 ** 3;
const LAB_E = 6 ** 3 / 29 ** 3;

const fromLinear = (lrgb: Vec): Vec => lrgb.map(gamma) as Vec;
const fromXyz65 = (xyz: Vec): Vec => fromLinear(multiply(XYZ65_TO_LRGB, xyz));
const fromXyz50 = (xyz: Vec): Vec => fromLinear(multiply(XYZ50_TO_LRGB, xyz));

function labToXyz50(l: number, a: number, b: number): Vec {
  const fy = (l + 16) / 116;
  const fx = a / 500 + fy;
  const fz = fy - b / 200;
  const f = (v: number) => (v ** 3 > LAB_E ? v ** 3 : (116 * v - 16) / LAB_K);
  return [f(fx) * D50[0], f(fy) * D50[1], f(fz) * D50[2]];
}

function oklabToSrgb(l: number, a: number, b: number): Vec {
  const L = (l + 0.3963377773761749 * a + 0.2158037573099136 * b) ** 3;
  const M = (l - 0.1055613458156586 * a - 0.0638541728258133 * b) ** 3;
  const S = (l - 0.0894841775298119 * a - 1.2914855480194092 * b) ** 3;
  return fromLinear([
    4.0767416360759574 * L - 3.3077115392580616 * M + 0.2309699031821044 * S,
    -1.2684379732850317 * L + 2.6097573492876887 * M - 0.3413193760026573 * S,
    -0.0041960761386756 * L - 0.7034186179359362 * M + 1.7076146940746117 * S,
  ]);
}

const polar = (c: number, h: number): [number, number] => [c * Math.cos((h * Math.PI) / 180), c * Math.sin((h * Math.PI) / 180)];

function hslToSrgb(h: number, s: number, l: number): Vec {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

function hwbToSrgb(h: number, w: number, b: number): Vec {
  if (w + b >= 1) {
    const gray = w / (w + b);
    return [gray, gray, gray];
  }
  return hslToSrgb(h, 1, 0.5).map((c) => c * (1 - w - b) + w) as Vec;
}

/** One component: a number, a percentage, an angle or `none`. */
type Component = { kind: 'number'; value: number } | { kind: 'percent'; value: number } | { kind: 'angle'; value: number } | { kind: 'none' };

const NUMBER = '[+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:e[+-]?\\d+)?';
const COMPONENT = new RegExp(`^(${NUMBER})(%|deg|rad|grad|turn)?$`, 'i');
const TURN: Record<string, number> = { deg: 1, rad: 180 / Math.PI, grad: 0.9, turn: 360 };

function component(text: string, fn: string): Component {
  if (text === 'none') return { kind: 'none' };
  const match = COMPONENT.exec(text);
  if (!match) return fail({ id: 'notANumber', text, fn, samples: SAMPLES[fn] ?? ['rgb(255 0 0)'] });
  const value = Number(match[1]);
  const unit = match[2]?.toLowerCase();
  if (!unit) return { kind: 'number', value };
  if (unit === '%') return { kind: 'percent', value };
  return { kind: 'angle', value: value * TURN[unit]! };
}

/** A channel: a number as is, a percentage scaled so 100% is `full`; angles are refused. */
function channel(c: Component, full: number, fn: string, name: ChannelName): number {
  switch (c.kind) {
    case 'none':
      return 0;
    case 'number':
      return c.value;
    case 'percent':
      return (c.value / 100) * full;
    default:
      return fail({ id: 'angleChannel', name, fn });
  }
}

function hue(c: Component, fn: string): number {
  if (c.kind === 'percent') return fail({ id: 'huePercent', fn });
  const degrees = c.kind === 'none' ? 0 : c.value;
  return ((degrees % 360) + 360) % 360;
}

function alphaOf(c: Component | undefined, fn: string): number {
  if (!c) return 1;
  const value = channel(c, 1, fn, 'alpha');
  return Math.min(1, Math.max(0, value));
}

const SAMPLES: Record<string, readonly string[]> = {
  rgb: ['rgb(255 0 0)', 'rgb(255, 0, 0)'],
  rgba: ['rgba(255, 0, 0, 0.5)'],
  hsl: ['hsl(120 100% 25%)', 'hsl(120, 100%, 25%)'],
  hsla: ['hsla(120, 100%, 25%, 0.5)'],
  hwb: ['hwb(120 0% 50%)'],
  lab: ['lab(50% 40 59.5)'],
  lch: ['lch(50% 72 56)'],
  oklab: ['oklab(62.8% 0.22 0.13)'],
  oklch: ['oklch(62.8% 0.258 29.2)'],
  color: ['color(display-p3 1 0 0)'],
};

const COLOR_SPACES = ['srgb', 'srgb-linear', 'display-p3', 'a98-rgb', 'prophoto-rgb', 'rec2020', 'xyz', 'xyz-d50', 'xyz-d65'];

/** The components of a function: "255 0 0 / 50%" or legacy "255, 0, 0, 0.5". */
function splitArguments(body: string, fn: string, legacyAllowed: boolean): { parts: string[]; alpha?: string; legacy: boolean } {
  const text = body.trim();
  if (text.includes(',')) {
    if (!legacyAllowed) return fail({ id: 'noCommas', fn, samples: SAMPLES[fn]! });
    const parts = text.split(',').map((p) => p.trim());
    if (parts.length < 3 || parts.length > 4 || parts.some((p) => p === '' || /\s/.test(p)))
      return fail({ id: 'commaCount', fn, samples: SAMPLES[fn]! });
    return { parts: parts.slice(0, 3), alpha: parts[3], legacy: true };
  }
  const slash = text.split('/');
  if (slash.length > 2) return fail({ id: 'oneSlash', fn, samples: SAMPLES[fn]! });
  const parts = slash[0]!.trim().split(/\s+/).filter(Boolean);
  const alpha = slash[1]?.trim();
  if (slash.length === 2 && (alpha === '' || /\s/.test(alpha!))) return fail({ id: 'alphaAfterSlash', fn, samples: SAMPLES[fn]! });
  return { parts, alpha, legacy: false };
}

function parseFunction(fn: string, body: string): { rgb: Vec; alpha: number } {
  const legacyAllowed = ['rgb', 'rgba', 'hsl', 'hsla'].includes(fn);
  if (fn === 'color') {
    const { parts, alpha } = splitArguments(body, fn, false);
    const [space, ...values] = parts;
    if (!space || !COLOR_SPACES.includes(space)) return fail({ id: 'colorSpace', spaces: COLOR_SPACES, samples: SAMPLES.color! });
    if (values.length !== 3) return fail({ id: 'colorValues', space });
    const v = values.map((t) => channel(component(t, fn), 1, fn, 'value')) as Vec;
    return { rgb: colorSpaceToSrgb(space, v), alpha: alphaOf(alpha === undefined ? undefined : component(alpha, fn), fn) };
  }
  const { parts, alpha, legacy } = splitArguments(body, fn, legacyAllowed);
  if (parts.length !== 3) return fail({ id: 'valueCount', fn, withAlpha: fn === 'rgba' || fn === 'hsla', samples: SAMPLES[fn]! });
  const [c1, c2, c3] = parts.map((p) => component(p, fn)) as [Component, Component, Component];
  if (legacy && [c1, c2, c3].some((c) => c.kind === 'none')) return fail({ id: 'noneLegacy', sample: SAMPLES.rgb![0]! });
  const a = alphaOf(alpha === undefined ? undefined : component(alpha, fn), fn);
  const pct = (c: Component, name: ChannelName) => {
    if (legacy && c.kind !== 'percent') fail({ id: 'legacyPercent', name, fn, samples: SAMPLES[fn]! });
    return channel(c, 100, fn, name) / 100;
  };
  switch (fn) {
    case 'rgb':
    case 'rgba':
      return { rgb: [c1, c2, c3].map((c, i) => channel(c, 255, fn, (['red', 'green', 'blue'] as const)[i]!) / 255) as Vec, alpha: a };
    case 'hsl':
    case 'hsla': {
      const s = Math.max(0, pct(c2, 'saturation'));
      const l = Math.min(1, Math.max(0, pct(c3, 'lightness')));
      return { rgb: hslToSrgb(hue(c1, fn), s, l), alpha: a };
    }
    case 'hwb':
      return { rgb: hwbToSrgb(hue(c1, fn), Math.max(0, pct(c2, 'whiteness')), Math.max(0, pct(c3, 'blackness'))), alpha: a };
    case 'lab':
    case 'lch': {
      const l = Math.min(100, Math.max(0, channel(c1, 100, fn, 'lightness')));
      const [x, y] = fn === 'lab' ? [channel(c2, 125, fn, 'a'), channel(c3, 125, fn, 'b')] : polar(Math.max(0, channel(c2, 150, fn, 'chroma')), hue(c3, fn));
      return { rgb: fromXyz50(labToXyz50(l, x, y)), alpha: a };
    }
    default: {
      // oklab, oklch
      const l = Math.min(1, Math.max(0, channel(c1, 1, fn, 'lightness')));
      const [x, y] = fn === 'oklab' ? [channel(c2, 0.4, fn, 'a'), channel(c3, 0.4, fn, 'b')] : polar(Math.max(0, channel(c2, 0.4, fn, 'chroma')), hue(c3, fn));
      return { rgb: oklabToSrgb(l, x, y), alpha: a };
    }
  }
}

function colorSpaceToSrgb(space: string, [r, g, b]: Vec): Vec {
  switch (space) {
    case 'srgb':
      return [r, g, b];
    case 'srgb-linear':
      return fromLinear([r, g, b]);
    case 'display-p3':
      return fromXyz65(multiply(P3_TO_XYZ65, [r, g, b].map(linearize) as Vec));
    case 'rec2020': {
      const alpha = 1.09929682680944;
      const beta = 0.018053968510807;
      const lin = (v: number) => (Math.abs(v) < beta * 4.5 ? v / 4.5 : (Math.sign(v) || 1) * ((Math.abs(v) + alpha - 1) / alpha) ** (1 / 0.45));
      return fromXyz65(multiply(REC2020_TO_XYZ65, [r, g, b].map(lin) as Vec));
    }
    case 'a98-rgb':
      return fromXyz65(multiply(A98_TO_XYZ65, [r, g, b].map((v) => Math.abs(v) ** (563 / 256) * Math.sign(v)) as Vec));
    case 'prophoto-rgb':
      return fromXyz50(multiply(PROPHOTO_TO_XYZ50, [r, g, b].map((v) => (Math.abs(v) >= 16 / 512 ? Math.sign(v) * Math.abs(v) ** 1.8 : v / 16)) as Vec));
    case 'xyz-d50':
      return fromXyz50([r, g, b]);
    default: // xyz, xyz-d65
      return fromXyz65([r, g, b]);
  }
}

function parseHexColor(digits: string): { rgb: Vec; alpha: number } {
  if (/[^0-9a-f]/i.test(digits)) return fail({ id: 'hexDigit', char: /[^0-9a-f]/i.exec(digits)![0] });
  if (![3, 4, 6, 8].includes(digits.length)) return fail({ id: 'hexLength', count: digits.length });
  const full = digits.length <= 4 ? Array.from(digits, (d) => d + d).join('') : digits;
  const byte = (i: number) => Number.parseInt(full.slice(i * 2, i * 2 + 2), 16) / 255;
  return { rgb: [byte(0), byte(1), byte(2)], alpha: full.length === 8 ? byte(3) : 1 };
}

function parse(text: string): { rgb: Vec; alpha: number } {
  if (text.startsWith('#')) return parseHexColor(text.slice(1));
  if (text === 'transparent') return { rgb: [0, 0, 0], alpha: 0 };
  if (text === 'currentcolor') return fail({ id: 'currentColor' });
  const named = NAMED.get(text);
  if (named) return parseHexColor(named);
  const fn = /^([a-z-]+)\((.*)\)$/s.exec(text);
  if (fn) {
    const name = fn[1]!;
    if (!Object.hasOwn(SAMPLES, name)) return fail({ id: 'unsupported', fn: name });
    if (/\bfrom\b/.test(fn[2]!)) return fail({ id: 'relative' });
    return parseFunction(name, fn[2]!);
  }
  if (/^[a-z-]+\(/.test(text)) return fail({ id: 'closingParenthesis' });
  if (/^[0-9a-f]{6}$|^[0-9a-f]{8}$/.test(text)) return fail({ id: 'hexHash', text });
  if (/^[a-z]+$/.test(text)) return fail({ id: 'unknownName', text });
  return fail({ id: 'notAColor' });
}

/** Half an 8-bit step: a channel this close to the range rounds to the same byte as its clipped value. */
const GAMUT_TOLERANCE = 0.5 / 255;

const toByte = (c: number) => Math.round(Math.min(1, Math.max(0, c)) * 255);

/** Parses any CSS color. Never throws. `words` phrase a problem (English unless the screen passes its locale's). */
export function parseCssColor(input: string, words: (problem: CssColorProblem) => string = englishColorProblem): CssColorResult {
  const text = input.trim().toLowerCase();
  if (text === '') return { ok: false, error: words({ id: 'empty' }) };
  try {
    const { rgb, alpha } = parse(text);
    if (rgb.some((c) => !Number.isFinite(c))) return { ok: false, error: words({ id: 'tooLarge' }) };
    const clipped = rgb.some((c) => c < -GAMUT_TOLERANCE || c > 1 + GAMUT_TOLERANCE);
    const hex = `#${rgb.map((c) => toByte(c).toString(16).padStart(2, '0')).join('')}`;
    const opaque = Math.round(alpha * 255) === 255;
    return { ok: true, hex, alpha: opaque ? 1 : alpha, clipped, srgb: { r: rgb[0], g: rgb[1], b: rgb[2], alpha } };
  } catch (error) {
    if (error instanceof ColorError) return { ok: false, error: words(error.problem) };
    throw error;
  }
}
