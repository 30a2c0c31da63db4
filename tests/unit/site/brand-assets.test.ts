import { readFileSync, writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import fc from 'fast-check';
import { PNG } from 'pngjs';
import robotsParser from 'robots-parser';
import { describe, expect, it } from 'vitest';
import {
  CJK_NO_LINE_END,
  CJK_NO_LINE_START,
  FAVICON_PNG,
  appHeadTags,
  appIcons,
  categoryTone,
  cjkBreakUnits,
  cjkSocialCardSvg,
  faviconSvg,
  robotsTxt,
  rtlSocialCardSvg,
  socialCard,
  socialCardTree,
  webManifest,
  wrapCjkLines,
  wrapLines,
  type CardNode,
} from '../../../src/site/brand-assets';
import { RTL_CARD_FONT, measureText, renderRtlCard } from '../../../scripts/rtl-card.mjs';
import { CJK_CARD_FONTS, cjkMeasure, missingGlyphs, renderCjkCard } from '../../../scripts/cjk-card.mjs';
import { localizedCardPath } from '../../../src/site/PageMeta';
import { SITE_LOCALES } from '../../../src/i18n/locales';
import { posts } from '../../../src/site/content/blog';
import { SITE_ORIGIN } from '../../../src/site/site-config';
import { SITE_TAGLINE, cardHeading, cardImagePath, fullTitle } from '../../../src/site/social';
import { catalogue } from '../../../src/tools/catalogue';
import { withDetails } from '../../../src/tools/catalogue-details';
import { darkColors, lightColors } from '../../../src/ui/theme/tokens';

const hex = (color: string) => [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));

function rasterise(svg: string) {
  const png = PNG.sync.read(Buffer.from(new Resvg(svg).render().asPng()));
  const pixel = (x: number, y: number) => [...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4)];
  return { width: png.width, height: png.height, pixel };
}

describe('logo and app icons', () => {
  it('public/favicon.svg is the generated logo (update it with faviconSvg() when the logo or tokens change)', () => {
    expect(readFileSync('public/favicon.svg', 'utf8')).toBe(faviconSvg());
  });

  it('draws the mark in the theme tokens: onAccent glyph on the accentSolid tile', () => {
    expect(faviconSvg()).toContain(`fill="${lightColors.accentSolid}"`);
    expect(faviconSvg()).toContain(`stroke="${lightColors.onAccent}"`);
  });

  it('keeps every maskable icon glyph inside the central 80 % safe zone on an opaque full-bleed background', () => {
    const background = [...hex(lightColors.accentSolid), 255];
    for (const icon of appIcons().filter((i) => i.purpose === 'maskable')) {
      const { width, height, pixel } = rasterise(icon.svg);
      expect([width, height]).toEqual([icon.size, icon.size]);
      const centre = icon.size / 2;
      let glyphPixels = 0;
      const offBackground: string[] = [];
      for (let y = 0; y < icon.size; y += 1) {
        for (let x = 0; x < icon.size; x += 1) {
          const outside = Math.hypot(x + 0.5 - centre, y + 0.5 - centre) > icon.size * 0.4;
          const value = pixel(x, y);
          if (outside && value.join() !== background.join()) offBackground.push(`${x},${y}`);
          else if (!outside && value.join() === '255,255,255,255') glyphPixels += 1;
        }
      }
      expect(offBackground, icon.file).toEqual([]);
      expect(glyphPixels).toBeGreaterThan(icon.size * icon.size * 0.03);
    }
  });

  it('renders the linked favicon from the same SVG as public/favicon.svg, at 32 px', () => {
    const favicon = appIcons().find((i) => i.file === FAVICON_PNG);
    expect(favicon).toEqual({ file: 'icons/favicon-32.png', size: 32, purpose: null, svg: faviconSvg() });
  });

  it('makes the Apple touch icon 180 px and opaque in every pixel; `any` icons keep transparent corners', () => {
    const apple = appIcons().find((i) => i.file === 'icons/apple-touch-icon.png');
    expect(apple?.size).toBe(180);
    const touch = rasterise(apple!.svg);
    const seeThrough = [];
    for (let y = 0; y < 180; y += 1) for (let x = 0; x < 180; x += 1) if (touch.pixel(x, y)[3] !== 255) seeThrough.push(`${x},${y}`);
    expect(seeThrough).toEqual([]);
    for (const icon of appIcons().filter((i) => i.purpose === 'any')) {
      const { pixel } = rasterise(icon.svg);
      expect(pixel(0, 0)[3]).toBe(0);
      expect(pixel(icon.size / 2, 2)).toEqual([...hex(lightColors.accentSolid), 255]);
    }
  });
});

describe('web app manifest and head tags', () => {
  it('has what Chromium needs to install the site, with colours from the theme tokens', () => {
    const manifest = webManifest();
    expect(manifest).toMatchObject({
      name: 'Toolshed',
      short_name: 'Toolshed',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: lightColors.surface,
      background_color: lightColors.background,
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose} ${i.src}`)).toEqual([
      '192x192 any /icons/icon-192.png',
      '512x512 any /icons/icon-512.png',
      '192x192 maskable /icons/maskable-192.png',
      '512x512 maskable /icons/maskable-512.png',
    ]);
  });

  it('links the PNG favicon, the manifest, a theme colour per colour scheme and the Apple touch icon', () => {
    const tags = appHeadTags();
    expect(tags).toContain('<link rel="icon" href="/icons/favicon-32.png" type="image/png" sizes="32x32" />');
    expect(tags).not.toContain('favicon.svg');
    expect(tags).toContain('<link rel="manifest" href="/site.webmanifest" />');
    expect(tags).toContain(`<meta name="theme-color" media="(prefers-color-scheme: light)" content="${lightColors.surface}" />`);
    expect(tags).toContain(`<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${darkColors.surface}" />`);
    expect(tags).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
  });
});

describe('robots.txt', () => {
  it('allows every path and names the absolute sitemap', () => {
    const robots = robotsParser(`${SITE_ORIGIN}/robots.txt`, robotsTxt());
    for (const path of ['/', '/tools/json-formatter', '/blog/tips', '/assets/x.js', '/og/index.png']) {
      expect(robots.isAllowed(`${SITE_ORIGIN}${path}`, 'Googlebot')).toBe(true);
      expect(robots.isAllowed(`${SITE_ORIGIN}${path}`, 'AnyBot')).toBe(true);
    }
    expect(robots.getSitemaps()).toEqual([`${SITE_ORIGIN}/sitemap.xml`]);
  });
});

describe('social cards', () => {
  it('turns a document title back into the card heading for any page title', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (title) => cardHeading(fullTitle(title)) === title));
    expect(cardHeading(fullTitle())).toBe(SITE_TAGLINE);
    // The home page in another language: "Toolshed — " and its own tagline.
    expect(fullTitle(undefined, 'Kostenlose Online-Tools, die in Ihrem Browser laufen')).toBe('Toolshed — Kostenlose Online-Tools, die in Ihrem Browser laufen');
    fc.assert(fc.property(fc.string({ minLength: 1 }), (tagline) => cardHeading(fullTitle(undefined, tagline)) === tagline));
  });

  it('gives every page its own image path', () => {
    expect(cardImagePath('/')).toBe('/og/index.png');
    expect(cardImagePath('/tools/json-formatter')).toBe('/og/tools/json-formatter.png');
    expect(cardImagePath('/blog/tips')).toBe('/og/blog/tips.png');
    expect(cardImagePath('/404')).toBe('/og/404.png');
  });

  it('shows a tool with its name, category, icon and the category colour of the home page cards', () => {
    expect(socialCard('/tools/json-formatter', 'JSON Formatter — Toolshed', 'x')).toEqual({
      heading: 'JSON Formatter',
      eyebrow: 'Developer tool',
      description: withDetails(catalogue.find((t) => t.id === 'json-formatter')!).description,
      icon: 'Braces',
      tone: 'neutral',
    });
    expect(socialCard('/tools/password-generator', '', '').tone).toBe('success');
    expect(categoryTone('design')).toBe('warning');
    expect(categoryTone('text')).toBe('accent');
    for (const tool of catalogue) expect(socialCard(`/tools/${tool.id}`, '', '').heading).toBe(tool.name);
  });

  it('shows a post with its title, type and category, and other pages with their title and description', () => {
    const post = posts[0]!;
    const card = socialCard(`/blog/${post.slug}`, `${post.title} — Toolshed`, post.excerpt);
    expect(card).toMatchObject({ heading: post.title, description: post.excerpt, icon: null });
    expect(card.eyebrow).toMatch(new RegExp(` · ${post.category}$`));
    expect(socialCard('/', fullTitle(), 'Home description.')).toEqual({ heading: SITE_TAGLINE, eyebrow: null, description: 'Home description.', icon: null, tone: 'accent' });
    expect(socialCard('/about', 'About Toolshed — Toolshed', 'About.').heading).toBe('About Toolshed');
  });

  it('lays a card out at 1200×630 with the heading, description, site name and host', () => {
    const tree = socialCardTree(socialCard('/tools/qr-generator', '', ''));
    expect(tree.props.style).toMatchObject({ width: 1200, height: 630, fontFamily: 'Inter', background: lightColors.background });
    const texts: string[] = [];
    const walk = (node: CardNode | string) => {
      if (typeof node === 'string') return void texts.push(node);
      const children = node.props.children;
      for (const child of Array.isArray(children) ? children : children === undefined ? [] : [children]) walk(child);
    };
    walk(tree);
    expect(texts).toEqual(['Toolshed', new URL(SITE_ORIGIN).host, 'Design tool', 'QR Code Generator', withDetails(catalogue.find((t) => t.id === 'qr-generator')!).description]);
  });

  it('wraps words into lines that fit, in order, clamping the last with an ellipsis', () => {
    const measure = (line: string) => line.length * 10;
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-zء-ي]{1,12}$/), { minLength: 1, maxLength: 30 }), fc.integer({ min: 120, max: 600 }), (words, width) => {
        const lines = wrapLines(words.join(' '), width, 2, measure);
        expect(lines.length).toBeLessThanOrEqual(2);
        // Every line fits unless it is a single word longer than the width.
        for (const line of lines) if (line.includes(' ')) expect(measure(line)).toBeLessThanOrEqual(width);
        const shown = lines.join(' ');
        if (shown.endsWith('…')) expect(words.join(' ').startsWith(shown.slice(0, -1))).toBe(true);
        else expect(shown).toBe(words.join(' '));
      }),
    );
  });

  it('draws an Arabic card right to left with resvg: shaped text on the right half, wrapped to the card', async () => {
    const card = socialCard('/ar/tools/file-encryptor', 'مشفّر الملفات — Toolshed', 'شفّر أي ملف بعبارة مرور داخل متصفحك، وفُكّ تشفيره لتستعيد البايتات نفسها تمامًا. لا يُرفع شيء ولا يُحفظ شيء، وكل ما تحتاجه عبارة مرور تتذكرها جيدًا. يعمل على الهاتف والحاسوب، ويقرأ الملفات الكبيرة جزءًا بعد جزء فلا تمتلئ الذاكرة.');
    const svg = rtlSocialCardSvg(card, RTL_CARD_FONT, measureText);
    expect(svg).toContain('direction="rtl"');
    const lines = [...svg.matchAll(/<text[^>]*direction="rtl"[^>]*>\u2067([^<]*)\u2069<\/text>/g)].map((m) => m[1]!);
    // The heading on one line, the description on two, the second ending in an ellipsis.
    expect(lines[0]).toBe('مشفّر الملفات');
    expect(lines).toHaveLength(3);
    expect(lines[2]!.endsWith('…')).toBe(true);
    for (const line of lines.slice(1)) expect(measureText(line, 30, 400)).toBeLessThanOrEqual(1040);
    const png = PNG.sync.read(Buffer.from(await renderRtlCard(svg)));
    if (process.env.CARD_OUT) writeFileSync(process.env.CARD_OUT, PNG.sync.write(png));
    expect([png.width, png.height]).toEqual([1200, 630]);
    // Dark heading pixels in the right half of the heading's band, none in its left third.
    const dark = (x0: number, x1: number, y0: number, y1: number) => {
      let n = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (png.data[(y * png.width + x) * 4]! < 100) n++;
      return n;
    };
    const headingBand = [230, 330] as const;
    expect(dark(700, 1120, ...headingBand)).toBeGreaterThan(2000);
    expect(dark(0, 400, ...headingBand)).toBe(0);
  });

  it('names every page\'s own card in its locale, Japanese and Chinese included', () => {
    expect(SITE_LOCALES.map((locale) => localizedCardPath(locale, '/tools/json-formatter'))).toEqual(SITE_LOCALES.map((locale) => (locale === 'en' ? '/og/tools/json-formatter.png' : `/og/${locale.toLowerCase()}/tools/json-formatter.png`)));
    expect(localizedCardPath('ja', '/')).toBe('/og/ja.png');
    expect(localizedCardPath('zh-Hans', '/')).toBe('/og/zh-hans.png');
    expect(localizedCardPath('zh-Hans', '/about')).toBe('/og/zh-hans/about.png');
  });
});

describe('Chinese and Japanese card lines', () => {
  // Every character 10 px wide, spaces too.
  const measure = (line: string) => [...line].length * 10;

  it('breaks between characters, never before closing marks or after opening brackets, keeping Latin words whole', () => {
    expect(wrapCjkLines('あいうえおかきくけこ', 50, 2, measure)).toEqual(['あいうえお', 'かきくけこ']);
    // 。 may not start a line: it goes down with the character before it.
    expect(wrapCjkLines('あいうえ。かき', 40, 2, measure)).toEqual(['あいう', 'え。かき']);
    // 「 may not end a line: it goes down with the character after it.
    expect(wrapCjkLines('あいう「えお」', 40, 2, measure)).toEqual(['あいう', '「えお」']);
    // The prolonged sound mark and small kana stay with the kana before them.
    expect(wrapCjkLines('あいチェック', 40, 2, measure)).toEqual(['あい', 'チェック']);
    expect(wrapCjkLines('あいデータ', 30, 2, measure)).toEqual(['あい', 'データ']);
    // A Latin word is one unit, even wider than the line; a break drops the space before it.
    expect(wrapCjkLines('データをSHA-256でハッシュ', 60, 3, measure)).toEqual(['データを', 'SHA-256', 'でハッシュ']);
    expect(wrapCjkLines('JSON を整形', 50, 2, measure)).toEqual(['JSON', 'を整形']);
    expect(wrapCjkLines('JSON を整形', 80, 2, measure)).toEqual(['JSON を整形']);
    // Chinese quotes and full-width commas follow the same rules.
    expect(wrapCjkLines('点击“复制”按钮，完成', 30, 5, measure)).toEqual(['点击', '“复', '制”按', '钮，完', '成']);
    expect(cjkBreakUnits('（minify）、ツリー').map((unit) => unit.text)).toEqual(['（minify）、', 'ツ', 'リー']);
  });

  it('clamps to the last line with an ellipsis that fits, without a comma or stop before it', () => {
    expect(wrapCjkLines('あいうえおかきくけこさしすせそ', 50, 2, measure)).toEqual(['あいうえお', 'かきくけ…']);
    expect(wrapCjkLines('あいう、えおかきくけこさし', 50, 1, measure)).toEqual(['あいう…']);
    expect(wrapCjkLines('あいうえお', 50, 1, measure)).toEqual(['あいうえお']);
    // Nor an opening bracket.
    expect(wrapCjkLines('あい「、うえおかき', 40, 1, measure)).toEqual(['あい…']);
  });

  it('loses, adds and reorders no character, and starts and ends lines by the rules, for any text and width', () => {
    const latin = (char: string) => !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef\s]/u.test(char);
    const piece = fc.oneof(
      fc.constantFrom(...'漢字整形検証変換ひらがなカタカナ対比度检测简体中文'),
      fc.constantFrom(...CJK_NO_LINE_START),
      fc.constantFrom(...CJK_NO_LINE_END),
      fc.constantFrom('JSON', 'SHA-256', 'QR', 'minify', 'v2.1', ' '),
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 60 }), fc.integer({ min: 30, max: 300 }), fc.integer({ min: 1, max: 4 }), (pieces, width, maxLines) => {
        const text = pieces.join('');
        const lines = wrapCjkLines(text, width, maxLines, measure);
        expect(lines.length).toBeLessThanOrEqual(maxLines);
        const solid = (s: string) => s.replace(/\s+/g, '');
        // The text's characters other than spaces, with where each is in the text.
        const chars = [...text.matchAll(/\S/gu)].map((m) => ({ char: m[0], index: m.index }));
        const shown = solid(lines.join(''));
        if (shown !== solid(text)) {
          // Clamped: what shows is the start of the text, then the ellipsis.
          expect(shown.endsWith('…')).toBe(true);
          expect(solid(text).startsWith(shown.slice(0, -1))).toBe(true);
        }
        let offset = 0;
        for (const [i, line] of lines.entries()) {
          const clamped = i === lines.length - 1 && shown !== solid(text);
          const body = clamped ? line.slice(0, -1) : line;
          expect(line).toBe(line.trim());
          if (i > 0) expect(CJK_NO_LINE_START.has(line[0]!), `line ${i} of ${JSON.stringify(lines)}`).toBe(false);
          if (i < lines.length - 1 || clamped) expect(CJK_NO_LINE_END.has(body.at(-1) ?? ''), `line ${i} of ${JSON.stringify(lines)}`).toBe(false);
          // A line wider than the width holds a single unbreakable unit.
          if (measure(line) > width) expect(cjkBreakUnits(body)).toHaveLength(1);
          // A Latin word is never cut: a break inside the text's letters has a space or a CJK character beside it.
          const at = offset + [...solid(body)].length;
          if (i < lines.length - 1) {
            const [before, after] = [chars[at - 1], chars[at]];
            if (before && after && latin(before.char) && latin(after.char)) expect(/\s/.test(text.slice(before.index + 1, after.index)), `break in ${JSON.stringify(text)}: ${JSON.stringify(lines)}`).toBe(true);
          }
          offset = at;
        }
      }),
    );
  });

  it('draws a Japanese and a Chinese card with their own fonts, lines fitting the card', async () => {
    for (const [locale, url, title, description, expected] of [
      ['ja', '/ja/tools/json-formatter', 'JSON 整形 — Toolshed', 'JSON の検証、整形、圧縮（minify）、ツリー表示ができ、エラー位置も正確に示します。', ['JSON 整形', 'JSON の検証、整形、圧縮（minify）、ツリー表示ができ、エラー位置も正', '確に示します。']],
      ['zh-Hans', '/zh-hans/tools/contrast-checker', '对比度检测 — Toolshed', '按照 WCAG 2.2 AA 和 AAA 检查文字与背景颜色，查看 APCA Lc 值，并获得达标的颜色。', ['对比度检测', '按照 WCAG 2.2 AA 和 AAA 检查文字与背景颜色，查看 APCA Lc 值，并获得达', '标的颜色。']],
    ] as const) {
      const measureLine = cjkMeasure(locale);
      const svg = cjkSocialCardSvg(socialCard(url, title, description), CJK_CARD_FONTS[locale].family, measureLine);
      expect(svg).toContain(`font-family="${CJK_CARD_FONTS[locale].family}"`);
      const lines = [...svg.matchAll(/<text x="80"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
      expect(lines).toEqual(expected);
      expect(missingGlyphs(locale, `${title} ${description}`)).toEqual([]);
      for (const line of lines.slice(1)) expect(measureLine(line, 30, 400)).toBeLessThanOrEqual(1040);
      const png = PNG.sync.read(Buffer.from(await renderCjkCard(locale, svg)));
      if (process.env.CARD_OUT) writeFileSync(`${process.env.CARD_OUT}-${locale}.png`, PNG.sync.write(png));
      expect([png.width, png.height]).toEqual([1200, 630]);
    }
    // Japanese-only forms are not in the Chinese font, nor rare characters in either.
    expect(missingGlyphs('zh-Hans', '戸誤')).toEqual(['戸', '誤']);
    expect(missingGlyphs('ja', '𠀋')).toEqual(['𠀋']);
  });
});

