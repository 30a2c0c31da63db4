/**
 * The site's pages in German and Arabic (issue #31): headings in the locale and none of the most
 * visible English strings, lang and dir on <html>, hreflang alternates, the blog's posts marked as
 * English, and nothing wider than a 375 px phone.
 */
import { DEFAULT_LOCALE, LOCALE_PREFIX_PATTERN, SITE_LOCALES, localeDir, localizedPath, type SiteLocale } from '../../src/i18n/locales';
import { toolIds, toolIdsByCategory } from '../../src/tools/ids';
import { expect, test } from './support';

/** The English a reader would notice first if a page were not translated. */
const VISIBLE_ENGLISH = [
  'Everyday Tools That Run Right in Your Browser',
  'Popular Tools',
  'Browse by Category',
  'Why Choose Toolshed?',
  'Ready to Get Something Done?',
  'Explore All Tools',
  'All Tools',
  'tools found',
  'No tools found',
  'Popular',
  'About Toolshed',
  'Our Mission',
  'Our Principles',
  'What We Value',
  'The Team',
  'Stay Updated',
  'Features',
  'How to Use',
  'Share Link',
  'Contact Us',
  'Send Message',
  'Help Topics',
  'Frequently Asked Questions',
  'Privacy Policy',
  'The Short Version',
  'Terms of Service',
];

type Catalog = Partial<Record<string, string>>;
const catalog = async (dir: string, locale: SiteLocale): Promise<Catalog> => (await import(`../../src/${dir}/${locale}.ts`)).default as Catalog;

/** The first tool of each category: one tool page per category in every locale. */
const SAMPLE_TOOLS = Object.values(toolIdsByCategory).map((ids) => ids[0]);

interface Visit {
  path: string;
  h1: string | undefined;
  /** The document title, where the page's own catalog gives it whole. */
  title?: string;
}

/**
 * The pages every locale is smoke-tested on (the issue: home, catalogue, one tool per category and
 * the blog index), with the heading each must show, read from that locale's own catalogs, so a
 * locale joining SITE_LOCALES is tested without editing this file. German and Arabic (long words,
 * right to left) also visit about, contact, privacy and terms.
 */
async function visitsFor(locale: SiteLocale): Promise<{ path: string; h1: string; title?: string }[]> {
  const [home, catalogue, blog, names, about, contact, legal] = await Promise.all([
    catalog('site/sections/home/messages', locale),
    catalog('site/sections/catalogue/messages', locale),
    catalog('site/sections/blog/messages', locale),
    catalog('tools/messages', locale),
    catalog('site/sections/about/messages', locale),
    catalog('site/sections/contact/messages', locale),
    catalog('site/sections/legal/messages', locale),
  ]);
  const at = (path: string) => localizedPath(locale, path);
  const visits: Visit[] = [
    { path: at('/'), h1: home.heroTitle, title: `Toolshed — ${home.metaTagline}` },
    { path: at('/tools'), h1: catalogue.title },
    ...SAMPLE_TOOLS.map((id) => ({ path: at(`/tools/${id}`), h1: names[`${id}.name`] })),
    { path: at('/blog'), h1: blog.title },
  ];
  if (locale === 'de' || locale === 'ar') {
    visits.push({ path: at('/about'), h1: about.title }, { path: at('/contact'), h1: contact.title }, { path: at('/privacy'), h1: legal.privacyTitle }, { path: at('/terms'), h1: legal.termsTitle });
  }
  // A heading with an argument ("About {brand}") is checked up to its literal words.
  return visits.map((visit) => ({ ...visit, h1: (visit.h1 ?? '').replace(/\{[^}]*\}/g, '') }));
}

/** Words of that list a language writes as English does ("Popular" is Spanish and Portuguese too). */
const SAME_WORD: Partial<Record<SiteLocale, string[]>> = { es: ['Popular'], 'pt-BR': ['Popular'] };

/** Visible text nodes containing one of the English strings (as a whole word run). */
function englishOn(texts: string[], locale: SiteLocale): string[] {
  return VISIBLE_ENGLISH.filter((english) => !SAME_WORD[locale]?.includes(english)).filter((english) => texts.some((text) => new RegExp(`(^|[^\\p{L}])${english.replace(/[?]/g, '\\?')}($|[^\\p{L}])`, 'u').test(text)));
}

for (const locale of SITE_LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
  test(`${locale}: home, catalogue, a tool per category and the blog: headings, lang/dir, hreflang, no English UI, nothing wider than 375 px`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const { path, h1, title } of await visitsFor(locale)) {
      await page.goto(path);
      if (title) await expect(page, path).toHaveTitle(title);
      await expect(page.locator('html'), path).toHaveAttribute('lang', locale);
      await expect(page.locator('html'), path).toHaveAttribute('dir', localeDir(locale));
      await expect(page.getByRole('heading', { level: 1 }), path).toContainText(h1.trim());

      const hreflangs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
      expect(hreflangs.sort(), path).toEqual([...SITE_LOCALES, 'x-default'].sort());

      // Text the reader sees in <main> and the footer (not the blog posts, which are English by design).
      const texts = await page.locator('main, footer').evaluateAll((roots) =>
        roots.flatMap((root) => {
          const out: string[] = [];
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const element = node.parentElement;
            if (!element || element.closest('[lang="en"]') || !node.textContent?.trim()) continue;
            const style = getComputedStyle(element);
            if (style.display === 'none' || style.visibility === 'hidden') continue;
            out.push(node.textContent.trim());
          }
          return out;
        }),
      );
      expect(englishOn(texts, locale), path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
  });
}

test('the German catalogue counts every tool in German', async ({ page }) => {
  await page.goto('/de/tools');
  await expect(page.getByRole('status').filter({ hasText: `${toolIds.length} Tools gefunden` })).toBeVisible();
});

test('blog posts stay English: labelled on /de/blog, lang="en" and en-only hreflang on the post', async ({ page }) => {
  await page.goto('/de/blog');
  await expect(page.getByRole('heading', { level: 2, name: 'Neueste Artikel' })).toBeVisible();
  await expect(page.getByText('Auf Englisch').first()).toBeVisible();
  const href = await page.locator('main article h3 a').first().getAttribute('href');
  expect(href).toMatch(/^\/de\/blog\//);
  await page.goto(href ?? '');
  await expect(page.locator('main article').first()).toHaveAttribute('lang', 'en');
  const hreflangs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
  expect(hreflangs.sort()).toEqual(['en', 'x-default']);
});

test('the API reference stays English: lang="en" on the page, hreflang en only; the sitemap lists no other version', async ({ page, request }) => {
  await page.goto('/de/docs/api');
  await expect(page.locator('main [lang="en"]').first()).toBeVisible();
  const hreflangs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
  expect(hreflangs.sort()).toEqual(['en', 'x-default']);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/de/docs/api<');
  // The blog's listings are translated; its posts are not, so no Arabic or German post address is listed.
  const localizedBlog = [...sitemap.matchAll(new RegExp(`<loc>[^<]*/(?:${LOCALE_PREFIX_PATTERN})/blog/([a-z0-9-]+)</loc>`, 'g'))].map((m) => m[1]);
  const others = SITE_LOCALES.length - 1;
  expect(localizedBlog.sort()).toEqual(['case-studies', 'tips', 'tutorials'].flatMap((listing) => Array<string>(others).fill(listing)));
  expect(sitemap).toContain('/de/tools<');
});
