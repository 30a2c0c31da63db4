import { LOCALE_NAMES, SITE_LOCALES, localizedPath } from '../../src/i18n/locales';
import { expect, hostUrl, intlCalls, siteUrl, test, watchIntl } from './support';

/** A page's alternates as its head and the sitemap list them: every site locale, then x-default. */
const alternatesOf = (path: string) => [...SITE_LOCALES.map((locale) => [locale, localizedPath(locale, path)]), ['x-default', path]];

/**
 * The site in other languages (issue #31), sampled: the prerendered pages' lang, dir and
 * alternates, the switcher keeping the page, the suggestion, right-to-left layout, and the embed
 * speaking its host's language. Every route in English is walked by routes.spec.ts.
 */

test('a German page: lang, hreflang alternates, self-canonical, chrome in German, no Intl while it loads', async ({ page }) => {
  await watchIntl(page);
  const response = await page.goto('/de/tools/word-counter');
  // Plurals and grouping come from build-time rules and tables (src/i18n), not from Intl.
  expect(await intlCalls(page)).toEqual([]);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]));
  expect(alternates).toEqual(alternatesOf('/tools/word-counter'));
  expect(alternates).toContainEqual(['zh-Hans', '/zh-hans/tools/word-counter']);
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe('/de/tools/word-counter');
  const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
  await expect(nav.getByRole('link')).toHaveText(['Start', 'Tools', 'Blog', 'Über uns', 'Kontakt']);
  // Links stay in the page's language.
  await expect(nav.getByRole('link', { name: 'Über uns' })).toHaveAttribute('href', '/de/about');
  await expect(page.getByRole('navigation', { name: 'Seitenleiste' }).getByRole('link', { name: 'Passwort-Generator' })).toHaveAttribute('href', '/de/tools/password-generator');
});

test('the sitemap lists every page in every language with its alternates', async ({ request }) => {
  const xml = await (await request.get(`${siteUrl}/sitemap.xml`)).text();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const block = /<url>\s*<loc>[^<]*\/ar\/tools\/json-formatter<\/loc>[\s\S]*?<\/url>/.exec(xml)?.[0] ?? '';
  expect([...block.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], new URL(m[2]!).pathname])).toEqual(alternatesOf('/tools/json-formatter'));
});

test('Arabic is mirrored: the sidebar on the right, nothing wider than a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ar/tools');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const sidebar = await page.locator('#site-sidebar').boundingBox();
  const main = await page.locator('main').boundingBox();
  expect(sidebar!.x).toBeGreaterThan(main!.x + main!.width - 1);
  // The brand sits at the inline start: the right edge.
  const brand = await page.getByRole('link', { name: 'الصفحة الرئيسية لـ Toolshed' }).boundingBox();
  expect(brand!.x + brand!.width).toBeGreaterThan(1280 - 100);
  for (const path of ['/ar', '/de/tools/unit-converter', '/ar/tools/json-formatter']) {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
  }
  // The Arabic page has its own social card (drawn right to left), not the English page's.
  const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '');
  expect(image.pathname).toBe('/og/ar/tools/json-formatter.png');
  const [arabic, english] = await Promise.all([page.request.get(image.pathname), page.request.get('/og/tools/json-formatter.png')]);
  expect(arabic.headers()['content-type']).toBe('image/png');
  expect((await arabic.body()).equals(await english.body())).toBe(false);
});

test('Japanese and Chinese pages name their own social cards, drawn in their language', async ({ request }) => {
  const english = await (await request.get('/og/tools/json-formatter.png')).body();
  for (const [prefix, heading] of [
    ['ja', 'JSON 整形'],
    ['zh-hans', 'JSON 格式化'],
  ] as const) {
    const html = await (await request.get(`/${prefix}/tools/json-formatter`)).text();
    const meta = (attribute: string) => new RegExp(`<meta (?:property|name)="${attribute}" content="([^"]*)"`).exec(html)?.[1];
    expect(new URL(meta('og:image') ?? '').pathname).toBe(`/og/${prefix}/tools/json-formatter.png`);
    expect(meta('twitter:image')).toBe(meta('og:image'));
    expect(meta('og:image:alt')).toBe(`${heading} — Toolshed`);
    const card = await request.get(`/og/${prefix}/tools/json-formatter.png`);
    expect(card.headers()['content-type']).toBe('image/png');
    const png = await card.body();
    // The PNG header's size: 1200×630, like every card.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.equals(english)).toBe(false);
  }
});

test('the language switcher keeps the page, and the choice is offered back later', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/tools/json-formatter?indent=4');
  await page.getByRole('button', { name: 'Language: English' }).click();
  const menu = page.getByRole('dialog', { name: 'Language' });
  await expect(menu.getByRole('link')).toHaveText(SITE_LOCALES.map((locale) => LOCALE_NAMES[locale]));
  await expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await menu.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/tools\/json-formatter\?indent=4$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await page.evaluate(() => localStorage.getItem('toolshed-locale'))).toBe('de');

  // Back on an English page, the remembered German is offered (never a redirect).
  await page.goto('/tools');
  const offer = page.getByRole('complementary', { name: 'Sprache' });
  await expect(offer).toContainText('Diese Seite gibt es auch auf Deutsch.');
  await expect(offer.getByRole('link', { name: 'Auf Deutsch lesen' })).toHaveAttribute('href', '/de/tools');
  await expect(page).toHaveURL(/\/tools$/);
  // Keeping English remembers it: the offer does not come back.
  await offer.getByRole('button', { name: 'Bei English bleiben' }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('complementary', { name: /Sprache|Language/ })).toHaveCount(0);
});

test('a browser that prefers German is offered the German page', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: siteUrl, locale: 'de-AT' });
  const page = await context.newPage();
  await page.goto('/about');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('complementary', { name: 'Sprache' }).getByRole('link')).toHaveAttribute('href', '/de/about');
  await context.close();
});

test('an embedded tool speaks its own lang, else its host page’s, and follows changes live', async ({ page }) => {
  const query = new URLSearchParams({ embed: `${siteUrl}/embed/toolshed.js`, tool: 'word-counter', 'attr.lang': 'de-AT' });
  await page.goto(`${hostUrl}/host.html?${query}`);
  const element = page.locator('toolshed-word-counter');
  const root = element.locator('[part="root"]');
  await expect(root).toHaveAttribute('lang', 'de');
  await expect(root).toHaveAttribute('dir', 'ltr');
  await expect(element.getByRole('textbox').first()).toBeVisible();
  // Without its own lang the element follows <html lang>: Arabic, right to left.
  await element.evaluate((el) => el.removeAttribute('lang'));
  await page.evaluate(() => document.documentElement.setAttribute('lang', 'ar'));
  await expect(root).toHaveAttribute('lang', 'ar');
  await expect(root).toHaveAttribute('dir', 'rtl');
  // A language the tools do not speak falls back to English.
  await page.evaluate(() => document.documentElement.setAttribute('lang', 'fi'));
  await expect(root).toHaveAttribute('lang', 'en');
});

test('a tool page’s guide: prerendered in its language, its words a chunk loaded after the page, and after a client-side visit never in another language', async ({ page }) => {
  const [jwtDe, jsonAr, jsonEn, names] = await Promise.all([
    import('../../src/tools/jwt-decoder/messages/de'),
    import('../../src/tools/json-formatter/messages/ar'),
    import('../../src/tools/json-formatter/messages/en'),
    import('../../src/tools/messages/ar'),
  ]);
  // Every script the page loads, by path, with its text.
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(new URL(response.url()).pathname, response.text());
  });
  const response = await page.goto('/de/tools/jwt-decoder');
  const title = jwtDe.default.featureReadableTitle;
  // In the HTML for readers without script and for search engines, and shown after hydration.
  expect(await response?.text()).toContain(title);
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(page.getByText(jwtDe.default.stepPasteText)).toBeVisible();
  // The page's start-up modules do not carry the guide's words; a chunk loaded after them does.
  const modules = (await page.locator('meta[name="toolshed-modules"]').getAttribute('content'))?.split(' ') ?? [];
  expect(modules.length).toBeGreaterThan(5);
  const texts = new Map(await Promise.all([...scripts].map(async ([path, text]) => [path, await text] as const)));
  for (const module of modules) expect(texts.get(module) ?? '', module).not.toContain(title);
  expect([...texts].filter(([path, text]) => !modules.includes(path) && text.includes(title)).map(([path]) => path)).toHaveLength(1);
  // The tool's own words (its catalog's main part) are among them.
  expect(modules.some((module) => texts.get(module)?.includes(jwtDe.default.tokenLabel))).toBe(true);

  // A client-side visit in Arabic: the next tool's guide appears in Arabic (no English first).
  await page.goto('/ar/tools/jwt-decoder');
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __guideTitles: string[] }).__guideTitles = seen;
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('main h3')) if (!seen.includes(heading.textContent ?? '')) seen.push(heading.textContent ?? '');
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('link', { name: names.default['json-formatter.name'], exact: true }).last().click();
  await expect(page).toHaveURL(/\/ar\/tools\/json-formatter$/);
  await expect(page.getByRole('heading', { level: 3, name: jsonAr.default.featureValidateTitle })).toBeVisible();
  await expect(page.getByText(jsonAr.default.stepAddText)).toBeVisible();
  const titles = await page.evaluate(() => (window as unknown as { __guideTitles: string[] }).__guideTitles);
  expect(titles).toContain(jsonAr.default.featureValidateTitle);
  expect(titles.filter((text) => Object.values(jsonEn.default).includes(text))).toEqual([]);
});
