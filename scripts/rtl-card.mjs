// Social cards for right-to-left pages (Arabic): resvg shapes Arabic and orders mixed runs by the
// bidi algorithm, which satori (the other cards' layout engine) does not. The card is SVG text
// (src/site/brand-assets.ts rtlSocialCardSvg) drawn with Noto Sans Arabic (Arabic and Latin
// letters), and wrapped with widths measured by the same rasterizer.
import { createRequire } from 'node:module';
import { Resvg, renderAsync } from '@resvg/resvg-js';

const require = createRequire(import.meta.url);
export const RTL_CARD_FONT = 'Noto Sans Arabic';
const font = {
  fontFiles: ['400Regular/NotoSansArabic_400Regular', '700Bold/NotoSansArabic_700Bold'].map((file) => require.resolve(`@expo-google-fonts/noto-sans-arabic/${file}.ttf`)),
  loadSystemFonts: false,
  defaultFontFamily: RTL_CARD_FONT,
};

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const widths = new Map();
/** A word's width as resvg draws it (shaped), measured once per word, size and weight. */
function wordWidth(word, fontSize, fontWeight) {
  const key = `${fontSize} ${fontWeight} ${word}`;
  let width = widths.get(key);
  if (width === undefined) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="8000" height="400"><text x="0" y="200" font-size="${fontSize}" font-weight="${fontWeight}">${escape(word)}</text></svg>`;
    width = new Resvg(svg, { font }).getBBox()?.width ?? 0;
    widths.set(key, width);
  }
  return width;
}

/**
 * A line's width: its words' shaped widths and the spaces between them (Arabic letters join only
 * within a word, so a line is as wide as its words).
 */
export function measureText(text, fontSize, fontWeight) {
  const words = text.split(' ').filter(Boolean);
  const space = fontSize * 0.325; // Noto Sans Arabic's space, as measured against whole lines
  return words.reduce((sum, word) => sum + wordWidth(word, fontSize, fontWeight), 0) + Math.max(0, words.length - 1) * space;
}

/** The card's PNG (on libuv's thread pool, like the other cards). */
export async function renderRtlCard(svg) {
  return (await renderAsync(svg, { font })).asPng();
}
