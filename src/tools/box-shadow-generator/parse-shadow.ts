/**
 * Reads box-shadow CSS back into layers, colors through the site's CSS color parser. Its own module,
 * apart from box-shadow-generator.ts, which the screen imports: that parser (5.6 kB gzip) and the
 * color picker's shared chunk came with this import, as a side-effect import, into the page's
 * start-up JavaScript (issue #31) although the screen reads no CSS. Pure functions: no React, no DOM.
 */
import { parseCssColor } from '../color-picker/css-color';
import { MAX_LAYERS, clampLength, clampOpacity, type ShadowLayer } from './box-shadow-generator';

export type ParseError =
  | { reason: 'empty' }
  | { reason: 'tooMany'; max: number }
  | { reason: 'lengths'; layer: number }
  | { reason: 'color'; layer: number; text: string }
  | { reason: 'noColor'; layer: number }
  | { reason: 'token'; layer: number; text: string };

export type ParseResult = { ok: true; layers: ShadowLayer[] } | ({ ok: false } & ParseError);

/** Splits at `separator` outside parentheses (commas between layers, spaces between a layer's parts). */
function splitTop(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && separator.test(char)) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter((p, i, all) => p !== '' || all.length === 1);
}

const LENGTH = /^([+-]?(?:\d+\.?\d*|\.\d+))(px)?$/i;

/**
 * Reads a box-shadow value or declaration (`box-shadow: …;` is accepted too) into layers. Lengths
 * are px (a bare 0 too) and are rounded to whole px within the ranges; colors are any CSS color the
 * site's parser reads, their alpha rounded to whole percent.
 */
export function parseShadow(text: string): ParseResult {
  const value = text
    .trim()
    .replace(/^box-shadow\s*:/i, '')
    .replace(/;\s*$/, '')
    .trim();
  if (value === '' || value.toLowerCase() === 'none') return { ok: false, reason: 'empty' };
  const parts = splitTop(value, /,/);
  if (parts.length > MAX_LAYERS) return { ok: false, reason: 'tooMany', max: MAX_LAYERS };
  const layers: ShadowLayer[] = [];
  for (const [index, part] of parts.entries()) {
    const number = index + 1;
    const lengths: number[] = [];
    const colors: string[] = [];
    let inset = false;
    for (const token of splitTop(part, /\s/)) {
      const length = LENGTH.exec(token);
      if (token.toLowerCase() === 'inset') inset = true;
      else if (length) {
        const n = Number(length[1]);
        if (n !== 0 && !length[2]) return { ok: false, reason: 'token', layer: number, text: token };
        lengths.push(n);
      } else if (/^[a-z#]/i.test(token)) colors.push(token);
      else return { ok: false, reason: 'token', layer: number, text: token };
    }
    if (lengths.length < 2 || lengths.length > 4 || (lengths[2] ?? 0) < 0) return { ok: false, reason: 'lengths', layer: number };
    if (colors.length === 0) return { ok: false, reason: 'noColor', layer: number };
    const colorText = colors.join(' ');
    const color = parseCssColor(colorText);
    if (!color.ok || colors.length > 1) return { ok: false, reason: 'color', layer: number, text: colorText };
    const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
    layers.push({
      x: clampLength('x', x),
      y: clampLength('y', y),
      blur: clampLength('blur', blur),
      spread: clampLength('spread', spread),
      color: color.hex,
      opacity: clampOpacity(color.alpha * 100),
      inset,
    });
  }
  return { ok: true, layers };
}
