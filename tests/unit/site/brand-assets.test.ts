import { readFileSync, writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import fc from 'fast-check';
import { PNG } from 'pngjs';
import robotsParser from 'robots-parser';
import { describe, expect, it } from 'vitest';
import { FAVICON_PNG, appHeadTags, appIcons, categoryTone, faviconSvg, robotsTxt, rtlSocialCardSvg, socialCard, socialCardTree, webManifest, wrapLines, type CardNode } from '../../../src/site/brand-assets';
import { RTL_CARD_FONT, measureText, renderRtlCard } from '../../../scripts/rtl-card.mjs';
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
});
