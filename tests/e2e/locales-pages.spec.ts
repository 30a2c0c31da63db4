/**
 * The site's pages in German and Arabic (issue #31): headings in the locale and none of the most
 * visible English strings, lang and dir on <html>, hreflang alternates, the blog's posts marked as
 * English, and nothing wider than a 375 px phone.
 */
import { toolIds } from '../../src/tools/ids';
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

const PAGES = [
  { path: '/de', lang: 'de', dir: 'ltr', h1: 'Praktische Tools, die direkt in Ihrem Browser laufen', h2: 'Beliebte Tools' },
  { path: '/ar', lang: 'ar', dir: 'rtl', h1: 'أدوات يومية تعمل مباشرة في متصفحك', h2: 'الأدوات الأكثر استخدامًا' },
  { path: '/de/tools', lang: 'de', dir: 'ltr', h1: 'Alle Tools', status: `${toolIds.length} Tools gefunden` },
  { path: '/ar/about', lang: 'ar', dir: 'rtl', h1: 'عن Toolshed', h2: 'مهمتنا' },
  { path: '/de/tools/word-counter', lang: 'de', dir: 'ltr', h2: 'Funktionen' },
  { path: '/de/contact', lang: 'de', dir: 'ltr', h1: 'Kontakt', h2: 'Häufig gestellte Fragen' },
  { path: '/ar/privacy', lang: 'ar', dir: 'rtl', h1: 'سياسة الخصوصية', h2: 'باختصار' },
] as const;

/** Visible text nodes containing one of the English strings (as a whole word run). */
function englishOn(texts: string[]): string[] {
  return VISIBLE_ENGLISH.filter((english) => texts.some((text) => new RegExp(`(^|[^\\p{L}])${english.replace(/[?]/g, '\\?')}($|[^\\p{L}])`, 'u').test(text)));
}

for (const expected of PAGES) {
  test(`${expected.path} is in ${expected.lang}: headings, lang/dir, hreflang, no English UI`, async ({ page }) => {
    await page.goto(expected.path);
    await expect(page.locator('html')).toHaveAttribute('lang', expected.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', expected.dir);
    if ('h1' in expected) await expect(page.getByRole('heading', { level: 1, name: expected.h1 })).toBeVisible();
    if ('h2' in expected) await expect(page.getByRole('heading', { level: 2, name: expected.h2 }).first()).toBeVisible();
    if ('status' in expected) await expect(page.getByRole('status').filter({ hasText: expected.status })).toBeVisible();

    const hreflangs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
    expect(hreflangs.sort()).toEqual(['ar', 'de', 'en', 'x-default']);

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
    expect(englishOn(texts)).toEqual([]);
  });
}

test('German and Arabic pages do not scroll sideways at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/de', '/ar', '/de/tools', '/ar/about', '/ar/tools/word-counter']) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
  }
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
  const localizedBlog = [...sitemap.matchAll(/<loc>[^<]*\/(?:de|ar)\/blog\/([a-z0-9-]+)<\/loc>/g)].map((m) => m[1]);
  expect(localizedBlog.sort()).toEqual(['case-studies', 'case-studies', 'tips', 'tips', 'tutorials', 'tutorials']);
  expect(sitemap).toContain('/de/tools<');
});
