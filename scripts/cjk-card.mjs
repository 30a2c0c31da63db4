// Social cards for Japanese and Simplified Chinese pages: SVG text (src/site/brand-assets.ts
// cjkSocialCardSvg) drawn by resvg with the locale's own Noto Sans font, so each language gets its
// glyph forms (Japanese 直 and 骨 differ from Chinese ones). The fonts are subsets committed in
// scripts/card-fonts/ (scripts/cjk-card-fonts.mjs makes them). Lines are wrapped with widths from
// HarfBuzz, which shapes as resvg does (resvg's shaper is a port of it), with the same fonts.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { renderAsync } from '@resvg/resvg-js';

const require = createRequire(import.meta.url);
const fontFile = (name) => fileURLToPath(new URL(`./card-fonts/${name}.ttf`, import.meta.url));

/** The card font of each locale whose pages are drawn by this module. */
export const CJK_CARD_FONTS = {
  ja: { family: 'Noto Sans JP', files: { 400: fontFile('NotoSansJP-Regular'), 700: fontFile('NotoSansJP-Bold') } },
  'zh-Hans': { family: 'Noto Sans SC', files: { 400: fontFile('NotoSansSC-Regular'), 700: fontFile('NotoSansSC-Bold') } },
};

const hb = await require('harfbuzzjs');
const faces = new Map();
/** The locale's font in one weight, loaded once: HarfBuzz's font and the characters it has. */
function face(locale, weight) {
  const key = `${locale} ${weight}`;
  let loaded = faces.get(key);
  if (!loaded) {
    const file = CJK_CARD_FONTS[locale]?.files[weight];
    if (!file) throw new Error(`cjk-card: no card font for ${locale} at weight ${weight}`);
    const blob = hb.createBlob(fs.readFileSync(file));
    const hbFace = hb.createFace(blob, 0);
    loaded = { font: hb.createFont(hbFace), upem: hbFace.upem, unicodes: new Set(hbFace.collectUnicodes()) };
    faces.set(key, loaded);
  }
  return loaded;
}

const widths = new Map();
/** A line's width in pixels as resvg draws it: HarfBuzz's advances for the shaped line, scaled. */
function measure(locale, text, fontSize, fontWeight) {
  const key = `${locale} ${fontWeight} ${text}`;
  let units = widths.get(key);
  if (units === undefined) {
    const { font } = face(locale, fontWeight);
    const buffer = hb.createBuffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    units = buffer.json().reduce((sum, glyph) => sum + glyph.ax, 0);
    buffer.destroy();
    widths.set(key, units);
  }
  return (units * fontSize) / face(locale, fontWeight).upem;
}

/** A measure for `cjkSocialCardSvg`: line widths in the locale's card font. */
export const cjkMeasure = (locale) => (text, fontSize, fontWeight) => measure(locale, text, fontSize, fontWeight);

/** The characters of `text` the locale's card font has no glyph for (in either weight). */
export function missingGlyphs(locale, text) {
  const missing = new Set();
  for (const weight of [400, 700]) {
    const { unicodes } = face(locale, weight);
    for (const char of text) if (!unicodes.has(char.codePointAt(0)) && !/\s/.test(char)) missing.add(char);
  }
  return [...missing];
}

/** The card's PNG (on libuv's thread pool, like the other cards), with only the locale's font. */
export async function renderCjkCard(locale, svg) {
  const { family, files } = CJK_CARD_FONTS[locale];
  return (await renderAsync(svg, { font: { fontFiles: [files[400], files[700]], loadSystemFonts: false, defaultFontFamily: family } })).asPng();
}
