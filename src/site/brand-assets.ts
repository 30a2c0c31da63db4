/**
 * Build-time only (scripts/prerender.mjs via entry-server.tsx, and unit tests): the favicon, app
 * icons, web app manifest, theme-color tags and social cards, all drawn from one logo
 * (src/site/logo.ts) and the theme tokens. Never imported by the client.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { spriteSymbolId, type SpriteIconName } from '../ui/icons/sprite-names';
import { lightColors, darkColors, type ColorTokenName } from '../ui/theme/tokens';
import { getTool, categories, type CategoryId } from '../tools/catalogue';
import { withDetails } from '../tools/catalogue-details';
import { getPost, postTypeInfo } from './content/blog';
import { LogoGlyph } from './logo';
import { HOME_CATEGORIES, categoryParam } from './sections/home/CategoryCards';
import { spriteSymbolShapes } from './page-symbols';
import type { Tone } from './sections/home/CategoryCards.css';
import { BASE_PATH, SITE_NAME, SITE_ORIGIN, SITE_URL } from './site-config';
import { FEED_PATH, FEED_TITLE, FEED_TYPE } from './feed-address';
import { CARD_HEIGHT, CARD_WIDTH, SITE_TAGLINE, cardHeading } from './social';

// ---------------------------------------------------------------------------------------------
// Logo, favicon and app icons

/** The logo's 24×24 glyph paths, drawn by lucide-react itself (as the header draws it). */
function glyphPaths(): string {
  return renderToStaticMarkup(createElement(LogoGlyph))
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '');
}

export interface LogoOptions {
  /** Pixel size of the square image. */
  size: number;
  /** The glyph's 24-unit box as a share of the size. */
  glyph: number;
  /** Corner radius as a share of the size (0: square, full bleed). */
  radius: number;
}

/** The brand mark as SVG: the glyph in onAccent on an accentSolid tile (light theme tokens). */
export function logoSvg({ size, glyph, radius }: LogoOptions): string {
  const box = size * glyph;
  const offset = (size - box) / 2;
  const round = (n: number) => Number(n.toFixed(3));
  const rx = radius > 0 ? ` rx="${round(size * radius)}"` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}"${rx} fill="${lightColors.accentSolid}"/>` +
    `<g transform="translate(${round(offset)} ${round(offset)}) scale(${round(box / 24)})" fill="none" stroke="${lightColors.onAccent}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">` +
    `${glyphPaths()}</g></svg>`
  );
}

// The header's proportions: a 20 px glyph on a 32 px tile with an 8 px radius.
const TILE = { glyph: 20 / 32, radius: 8 / 32 } as const;

/**
 * public/favicon.svg (committed so the dev server has it too; a unit test keeps it current). Built
 * pages link a PNG of it instead (icons/favicon-32.png): Chromium draws an SVG favicon in the
 * page's own renderer, building an SVG document on its main thread (39 ms on this machine, four
 * times that on Lighthouse's phone) just as the page first paints; a 32 px PNG decodes in well
 * under a millisecond.
 */
export const faviconSvg = () => `${logoSvg({ size: 32, ...TILE })}\n`;

/** The favicon built pages link (see faviconSvg). */
export const FAVICON_PNG = 'icons/favicon-32.png';

export interface AppIcon {
  /** Path under dist/, e.g. icons/icon-192.png. */
  file: string;
  size: number;
  /** Listed in the web app manifest with this purpose; the favicon and Apple touch icon are linked instead. */
  purpose: 'any' | 'maskable' | null;
  svg: string;
}

/**
 * `any` icons are the rounded tile with transparent corners. Maskable icons are full-bleed and keep
 * the glyph well inside the central 80 % safe zone (the platform cuts its own shape). The Apple
 * touch icon is opaque (iOS fills transparency with black) and rounded by iOS itself.
 */
export function appIcons(): AppIcon[] {
  const any = (size: number): AppIcon => ({ file: `icons/icon-${size}.png`, size, purpose: 'any', svg: logoSvg({ size, ...TILE }) });
  const maskable = (size: number): AppIcon => ({ file: `icons/maskable-${size}.png`, size, purpose: 'maskable', svg: logoSvg({ size, glyph: 0.5, radius: 0 }) });
  return [
    any(192),
    any(512),
    maskable(192),
    maskable(512),
    { file: 'icons/apple-touch-icon.png', size: 180, purpose: null, svg: logoSvg({ size: 180, glyph: 0.58, radius: 0 }) },
    { file: FAVICON_PNG, size: 32, purpose: null, svg: faviconSvg() },
  ];
}

/** The browser UI colour: the header's surface in each theme. */
export const themeColors = { light: lightColors.surface, dark: darkColors.surface } as const;

/** site.webmanifest: what a browser needs to install the site as an app. */
export function webManifest() {
  return {
    id: `${BASE_PATH}/`,
    name: SITE_NAME,
    short_name: SITE_NAME,
    description: `${SITE_TAGLINE}: private, fast, and working offline.`,
    lang: 'en',
    dir: 'ltr',
    start_url: `${BASE_PATH}/`,
    scope: `${BASE_PATH}/`,
    display: 'standalone',
    theme_color: themeColors.light,
    background_color: lightColors.background,
    categories: ['utilities', 'productivity', 'developer'],
    icons: appIcons().flatMap((icon) => (icon.purpose ? [{ src: `${BASE_PATH}/${icon.file}`, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose }] : [])),
  };
}

/** Tags every page carries in <head>: the manifest, the browser UI colour, iOS's icon, the card's size. */
export function appHeadTags(): string {
  return [
    `<link rel="icon" href="${BASE_PATH}/${FAVICON_PNG}" type="image/png" sizes="32x32" />`,
    `<link rel="manifest" href="${BASE_PATH}/site.webmanifest" />`,
    `<link rel="alternate" type="${FEED_TYPE}" title="${FEED_TITLE}" href="${BASE_PATH}${FEED_PATH}" />`,
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${themeColors.light}" />`,
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${themeColors.dark}" />`,
    `<link rel="apple-touch-icon" href="${BASE_PATH}/icons/apple-touch-icon.png" />`,
    // The social card's tags that are the same on every page; PageMeta adds the image and its alt.
    '<meta property="og:image:type" content="image/png" />',
    `<meta property="og:image:width" content="${CARD_WIDTH}" />`,
    `<meta property="og:image:height" content="${CARD_HEIGHT}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
  ].join('\n    ');
}

/** robots.txt: everything may be crawled; the sitemap's absolute address. */
export const robotsTxt = () => `User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`;

// ---------------------------------------------------------------------------------------------
// Social cards: a satori element tree (plain objects, no JSX runtime needed); the prerender turns
// it into SVG with satori and into a PNG with resvg.

export interface CardNode {
  type: string;
  props: { style?: Record<string, string | number>; src?: string; width?: number; height?: number; children?: CardChild | CardChild[] };
}
type CardChild = CardNode | string;

/** Tone pairs (text colour on subtle background) as the home page's category cards use them. */
const tonePairs: Record<Tone, { fg: ColorTokenName; bg: ColorTokenName }> = {
  accent: { fg: 'accent', bg: 'accentSubtle' },
  success: { fg: 'success', bg: 'successSubtle' },
  warning: { fg: 'warning', bg: 'warningSubtle' },
  danger: { fg: 'danger', bg: 'dangerSubtle' },
  neutral: { fg: 'text', bg: 'surfaceAlt' },
};

/** A tool category's colour: the home page's card for it (Text tools, not on the home page, use the accent). */
export function categoryTone(category: CategoryId): Tone {
  return HOME_CATEGORIES.find((home) => categoryParam(home.name) === category)?.tone ?? 'accent';
}

const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

function spriteIconSvg(name: SpriteIconName, size: number, color: string): string {
  const shapes = spriteSymbolShapes(spriteSymbolId(name));
  if (shapes === undefined) throw new Error(`social card: the sprite has no icon ${name}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</svg>`;
}

const h = (type: string, style: Record<string, string | number>, children?: CardChild | CardChild[]): CardNode => ({ type, props: { style, children } });
const img = (svg: string, size: number): CardNode => ({ type: 'img', props: { src: dataUri(svg), width: size, height: size, style: { width: size, height: size } } });

export interface SocialCard {
  heading: string;
  /** Small line above the heading: the tool's category, the post's type and category. */
  eyebrow: string | null;
  description: string;
  icon: SpriteIconName | null;
  tone: Tone;
}

/** What a page's card shows, from its route and its document title and description. */
export function socialCard(path: string, documentTitle: string, description: string): SocialCard {
  const heading = cardHeading(documentTitle);
  const toolId = /^\/tools\/([^/]+)$/.exec(path)?.[1];
  const tool = toolId ? getTool(toolId) : undefined;
  if (tool) {
    const category = categories.find((c) => c.id === tool.category);
    return { heading: tool.name, eyebrow: `${category?.shortLabel ?? tool.category} tool`, description: withDetails(tool).description, icon: tool.icon, tone: categoryTone(tool.category) };
  }
  const slug = /^\/blog\/([^/]+)$/.exec(path)?.[1];
  const post = slug ? getPost(slug) : undefined;
  if (post) return { heading: post.title, eyebrow: `${postTypeInfo[post.type].singular} · ${post.category}`, description: post.excerpt, icon: null, tone: 'accent' };
  return { heading, eyebrow: null, description, icon: null, tone: 'accent' };
}

/** The card's layout (1200×630, light theme tokens, Inter as on the site). */
export function socialCardTree(card: SocialCard): CardNode {
  const c = lightColors;
  const tone = tonePairs[card.tone];
  const host = new URL(SITE_ORIGIN).host;
  const long = card.heading.length > 48;
  return h(
    'div',
    { display: 'flex', flexDirection: 'column', width: CARD_WIDTH, height: CARD_HEIGHT, background: c.background, fontFamily: 'Inter', color: c.text },
    [
      h('div', { display: 'flex', height: 16, background: c[tone.fg] }),
      h('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '56px 80px 64px' }, [
        h('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }, [
          h('div', { display: 'flex', alignItems: 'center', fontSize: 36, fontWeight: 700 }, [img(logoSvg({ size: 56, ...TILE }), 56), h('div', { marginLeft: 20 }, SITE_NAME)]),
          h('div', { fontSize: 28, color: c.textMuted }, host),
        ]),
        h('div', { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1 }, [
          ...(card.icon
            ? [
                h('div', { display: 'flex', alignItems: 'center', justifyContent: 'center', width: 112, height: 112, borderRadius: 24, background: c[tone.bg], marginBottom: 28 }, [
                  img(spriteIconSvg(card.icon, 64, c[tone.fg]), 64),
                ]),
              ]
            : []),
          ...(card.eyebrow ? [h('div', { fontSize: 32, fontWeight: 600, color: c[tone.fg], marginBottom: 12 }, card.eyebrow)] : []),
          h('div', { display: 'block', fontSize: long ? 60 : 76, fontWeight: 700, lineHeight: 1.15, letterSpacing: -1, lineClamp: card.icon ? 1 : 2 }, card.heading),
          h('div', { display: 'block', fontSize: 30, lineHeight: 1.4, color: c.textMuted, marginTop: 24, lineClamp: 2 }, card.description),
        ]),
      ]),
    ],
  );
}

/** Measures a line of text as the card's rasterizer draws it: its width in pixels. */
export type MeasureText = (text: string, fontSize: number, fontWeight: 400 | 700) => number;

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Words into at most `maxLines` lines no wider than `width`, the last one ending in "…" when the
 * text is longer (the card's line clamp).
 */
export function wrapLines(text: string, width: number, maxLines: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const candidate = line ? `${line} ${words[i]}` : (words[i] ?? '');
    if (!line || measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = words[i] ?? '';
    if (lines.length === maxLines) {
      // Out of lines: the last one ends in an ellipsis, shortened word by word until it fits.
      let last = lines.pop() ?? '';
      while (last.includes(' ') && measure(`${last}…`) > width) last = last.slice(0, last.lastIndexOf(' '));
      lines.push(`${last}…`);
      return lines;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Characters no line may start with in Chinese and Japanese (the basic rules of JIS X 4051 and
 * CSS `line-break: normal`): closing brackets and quotes, stops and commas, middle dots, small
 * kana, the prolonged sound mark, iteration marks, dashes, ellipses and postfix units.
 */
export const CJK_NO_LINE_START = new Set(
  ')]}）］｝〕〉》」』】〙〗〟’”｠»、。，．,.:;：；!?！？‼⁇⁈⁉・･·ーｰヽヾゝゞ々〻‐゠–〜～ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿｧｨｩｪｫｯｬｭｮ…‥%％‰℃゛゜',
);
/** Characters no line may end with: opening brackets and quotes. */
export const CJK_NO_LINE_END = new Set('([{（［｛〔〈《「『【〘〖〝‘“｟«');
/** A character set solid in Chinese and Japanese text, where a line may break on either side. */
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;

/** What a Chinese or Japanese line may break between: the text of each unit, and whether a space came before it. */
interface BreakUnit {
  text: string;
  space: boolean;
}

/**
 * Chinese or Japanese text as units a line may break between: each Han character or kana alone,
 * each run of other letters (a Latin word such as "SHA-256") whole, and spaces as break
 * opportunities. A unit that would start a line with a closing mark joins the one before it, and
 * one after an opening bracket joins that bracket.
 */
export function cjkBreakUnits(text: string): BreakUnit[] {
  const atoms = text.match(new RegExp(`\\s+|${CJK_CHAR.source}|(?:(?!${CJK_CHAR.source})\\S)+`, 'gu')) ?? [];
  const units: BreakUnit[] = [];
  let space = false;
  for (const atom of atoms) {
    if (/^\s/.test(atom)) {
      space = true;
      continue;
    }
    const previous = units.at(-1);
    const first = atom[0] ?? '';
    if (previous && (CJK_NO_LINE_START.has(first) || CJK_NO_LINE_END.has([...previous.text].at(-1) ?? ''))) previous.text += `${space ? ' ' : ''}${atom}`;
    else units.push({ text: atom, space: space && units.length > 0 });
    space = false;
  }
  return units;
}

/** The clamped last line with its ellipsis, after dropping what may not come before it: spaces, commas, stops and opening brackets. */
function clamped(line: string): string {
  let chars = [...line];
  while (chars.length > 0 && (/[\s、。，．,.:;：；]/u.test(chars.at(-1) ?? '') || CJK_NO_LINE_END.has(chars.at(-1) ?? ''))) chars = chars.slice(0, -1);
  return `${chars.join('')}…`;
}
const joinUnits = (units: BreakUnit[]) => units.map((unit, i) => (i > 0 && unit.space ? ` ${unit.text}` : unit.text)).join('');

/**
 * Chinese or Japanese text into at most `maxLines` lines no wider than `width`, breaking between
 * characters by the basic rules (`cjkBreakUnits`); the last line ends in "…" when the text is
 * longer, shortened unit by unit until it fits (no comma, stop or opening bracket before the "…").
 */
export function wrapCjkLines(text: string, width: number, maxLines: number, measure: (line: string) => number): string[] {
  const lines: BreakUnit[][] = [];
  let line: BreakUnit[] = [];
  for (const unit of cjkBreakUnits(text)) {
    if (line.length === 0 || measure(joinUnits([...line, unit])) <= width) {
      line.push(unit);
      continue;
    }
    lines.push(line);
    line = [unit];
    if (lines.length === maxLines) {
      let last = lines.pop() ?? [];
      for (;;) {
        while (last.length > 1 && measure(clamped(joinUnits(last))) > width) last.pop();
        // A line of nothing but the ellipsis (its one unit all brackets and stops) gives it to the line before.
        if (clamped(joinUnits(last)) !== '…' || lines.length === 0) break;
        last = lines.pop() ?? [];
      }
      return [...lines.map(joinUnits), clamped(joinUnits(last))];
    }
  }
  if (line.length > 0) lines.push(line);
  return lines.map(joinUnits);
}

/** A heading's length for the card's size rule: full-width characters count twice. */
const displayLength = (text: string) => [...text].reduce((sum, char) => sum + (CJK_CHAR.test(char) ? 2 : 1), 0);

interface TextCardLayout {
  fontFamily: string;
  measure: MeasureText;
  wrap: typeof wrapLines;
  headingSize: number;
  rtl: boolean;
}

/**
 * A card as SVG text for resvg, for the scripts satori cannot draw: the layout of
 * `socialCardTree` (a page without an icon) with the lines wrapped here, by widths the caller
 * measures with the rasterizer's own font, so lines wrap where they really end.
 */
function textCardSvg(card: SocialCard, { fontFamily, measure, wrap, headingSize, rtl }: TextCardLayout): string {
  const c = lightColors;
  const tone = tonePairs[card.tone];
  const host = new URL(SITE_ORIGIN).host;
  const padX = 80;
  const right = CARD_WIDTH - padX;
  const width = CARD_WIDTH - 2 * padX;
  const heading = wrap(card.heading, width, 2, (line) => measure(line, headingSize, 700));
  const description = wrap(card.description, width, 2, (line) => measure(line, 30, 400));
  const headingLine = headingSize * 1.15;
  const descriptionLine = 30 * 1.4;
  const blockHeight = heading.length * headingLine + 24 + description.length * descriptionLine;
  // The text block is centered between the header (16 + 56 + 56) and the bottom padding (64).
  const top = 128 + (CARD_HEIGHT - 64 - 128 - blockHeight) / 2;
  // A line's baseline sits about 0.36 of the font size below its middle.
  const baseline = (lineTop: number, lineHeight: number, size: number) => lineTop + lineHeight / 2 + size * 0.36;
  const start = rtl ? right : padX;
  const alignment = rtl ? ' text-anchor="end" direction="rtl"' : '';
  const isolate = (line: string) => (rtl ? `\u2067${xml(line)}\u2069` : xml(line));
  const text = (lines: string[], y0: number, lineHeight: number, size: number, weight: number, color: string) =>
    lines
      .map((line, i) => `<text x="${start}" y="${baseline(y0 + i * lineHeight, lineHeight, size).toFixed(1)}" font-size="${size}" font-weight="${weight}" fill="${color}"${alignment}>${isolate(line)}</text>`)
      .join('');
  const logoX = rtl ? right - 56 : padX;
  const logo = `<image x="${logoX}" y="72" width="56" height="56" href="${dataUri(logoSvg({ size: 56, ...TILE }))}"/>`;
  const name = rtl ? `x="${right - 56 - 20}"` : `x="${padX + 56 + 20}"`;
  const hostAt = rtl ? `x="${padX}"` : `x="${right}"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${fontFamily}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${c.background}"/>`,
    `<rect width="${CARD_WIDTH}" height="16" fill="${c[tone.fg]}"/>`,
    logo,
    `<text ${name} y="${baseline(72, 56, 36).toFixed(1)}" font-size="36" font-weight="700" fill="${c.text}"${rtl ? ' text-anchor="end"' : ''}>${xml(SITE_NAME)}</text>`,
    `<text ${hostAt} y="${baseline(72, 56, 28).toFixed(1)}" font-size="28" fill="${c.textMuted}"${rtl ? '' : ' text-anchor="end"'}>${xml(host)}</text>`,
    text(heading, top, headingLine, headingSize, 700, c.text),
    text(description, top + heading.length * headingLine + 24, descriptionLine, 30, 400, c.textMuted),
    '</svg>',
  ].join('');
}

/**
 * A right-to-left page's card (Arabic), as SVG for resvg, which shapes Arabic and orders mixed
 * runs by the bidi algorithm (satori does neither). The same layout as `socialCardTree` mirrored:
 * the logo and name on the right, the host on the left, the heading and description right-aligned
 * and centered in the same block. Each line is a right-to-left isolate (U+2067…U+2069): resvg
 * takes the paragraph direction from neither `direction` nor the first letter, and would put a
 * final period on the right.
 */
export function rtlSocialCardSvg(card: SocialCard, fontFamily: string, measure: MeasureText): string {
  return textCardSvg(card, { fontFamily, measure, wrap: wrapLines, headingSize: card.heading.length > 48 ? 60 : 76, rtl: true });
}

/**
 * A Chinese or Japanese page's card, as SVG for resvg with the locale's own CJK font (Inter has no
 * Han or kana; here the lines, and so the rules they break by, are ours and tested): the layout of
 * `socialCardTree`, lines broken between characters by the basic rules (`wrapCjkLines`), and the
 * heading's size rule counting a full-width character as two letters.
 */
export function cjkSocialCardSvg(card: SocialCard, fontFamily: string, measure: MeasureText): string {
  return textCardSvg(card, { fontFamily, measure, wrap: wrapCjkLines, headingSize: displayLength(card.heading) > 48 ? 60 : 76, rtl: false });
}
