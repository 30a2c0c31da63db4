import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { localizedPath, type SiteLocale } from '../../src/i18n/locales';
import { categoryIds, toolIdsByCategory, type CategoryId } from '../../src/tools/ids';
import { collectErrors, expect, test } from './support';

// A tool page's lead (its description under the h1) and its related tools' cards ("More in
// Developer"): the lead is prerendered and hydrates from the page's own HTML, the cards hydrate
// once their category's descriptions (a chunk the page does not start with) are in.

type Texts = Record<string, string>;
const detailsOf = async (locale: SiteLocale, category: CategoryId): Promise<Texts> => ((await import(`../../src/tools/details/${locale}/${category}.ts`)) as { default: Texts }).default;
/**
 * English names and category labels, read from catalogue.ts's text (the module itself globs the
 * tools' code, which only Vite can load): `'<id>': { name: '…'` and `{ id: '…', label: '…'`.
 */
function englishNames(): Texts {
  const source = readFileSync('src/tools/catalogue.ts', 'utf8');
  const names = [...source.matchAll(/^ {2}'?([\w-]+)'?: \{\n {4}name: '([^']+)'/gm)].map(([, id, name]) => [`${id}.name`, name]);
  const labels = [...source.matchAll(/\{ id: '([\w-]+)', label: '([^']+)'/g)].map(([, id, label]) => [`category.${id}`, label]);
  return Object.fromEntries([...names, ...labels]);
}
const namesOf = async (locale: SiteLocale): Promise<Texts> =>
  locale === 'en' ? englishNames() : ((await import(`../../src/tools/messages/${locale}.ts`)) as { default: Texts }).default;

const categoryOf = (id: string): CategoryId => categoryIds.find((category) => (toolIdsByCategory[category] as readonly string[]).includes(id))!;
const othersInCategory = (id: string): string[] => toolIdsByCategory[categoryOf(id)].filter((other) => other !== id);

/** Every script the page loads, by path, with its text. */
function recordScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(new URL(response.url()).pathname, response.text());
  });
  return scripts;
}

/** The page's lead, the paragraph right under its h1. */
const lead = (page: Page) => page.locator('main h1 + p');

/** The related tools' section ("More in Developer"). */
const related = (page: Page) => page.locator('main section[aria-labelledby="related-tools"]');

/** The sidebar's link to a tool. */
const sidebarLink = (page: Page, name: string) => page.locator('#site-sidebar').getByRole('link', { name, exact: true });

/** Whether every link in the related section belongs to React (hydrated: a click routes in the page). */
const relatedLinksHydrated = (page: Page) =>
  page.locator('section[aria-labelledby="related-tools"] a[href]').evaluateAll((links) => links.length > 0 && links.every((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber$'))));

/** Checks the lead and every related card of `toolId`'s page in `locale`, as shown now. */
async function expectToolText(page: Page, locale: SiteLocale, toolId: string) {
  const category = categoryOf(toolId);
  const [details, names] = await Promise.all([detailsOf(locale, category), namesOf(locale)]);
  await expect(page.locator('main h1')).toHaveText(names[`${toolId}.name`]!);
  await expect(lead(page)).toHaveText(details[`${toolId}.description`]!);
  const section = related(page);
  // Named by its heading, which names the category.
  await expect(section.getByRole('heading', { level: 2 })).toContainText(names[`category.${category}`]!);
  await expect(section).toHaveAccessibleName(/.+/);
  const others = othersInCategory(toolId);
  await expect(section.getByRole('article')).toHaveCount(others.length);
  for (const other of others) {
    const card = section.getByRole('article').filter({ has: page.getByRole('link', { name: names[`${other}.name`], exact: true }) });
    await expect(card.getByRole('link')).toHaveAttribute('href', localizedPath(locale, `/tools/${other}`));
    await expect(card.getByText(details[`${other}.description`]!, { exact: true })).toBeVisible();
  }
}

const PAGES: Array<{ locale: SiteLocale; tool: string; next: string }> = [
  { locale: 'en', tool: 'csv-json-converter', next: 'json-formatter' },
  { locale: 'de', tool: 'json-formatter', next: 'base64' },
  { locale: 'ru', tool: 'color-picker', next: 'gradient-generator' },
  { locale: 'ar', tool: 'password-generator', next: 'password-checker' },
];

for (const { locale, tool, next } of PAGES) {
  test(`${localizedPath(locale, `/tools/${tool}`)}: the lead and the related cards, in the page's language, prerendered and live; a card opens its tool in the page`, async ({ page }) => {
    const errors = collectErrors(page);
    const scripts = recordScripts(page);
    const category = categoryOf(tool);
    const details = await detailsOf(locale, category);
    const nextDescription = details[`${next}.description`]!;
    const response = await page.goto(localizedPath(locale, `/tools/${tool}`));
    // Prerendered: the lead and the cards are in the HTML.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('id="related-tools"');
    await expectToolText(page, locale, tool);
    // The page starts without its category's descriptions; they arrive after it, for the cards,
    // which then hydrate (`<html data-hydrated>` waits for them).
    const modules = (await page.locator('meta[name="toolshed-modules"]').getAttribute('content'))?.split(' ') ?? [];
    expect(modules.length).toBeGreaterThan(5);
    const texts = new Map(await Promise.all([...scripts].map(async ([path, text]) => [path, await text] as const)));
    for (const module of modules) expect(texts.get(module) ?? '', module).not.toContain(nextDescription);
    expect([...texts].filter(([path, text]) => !modules.includes(path) && text.includes(nextDescription)).map(([path]) => path)).toHaveLength(1);
    expect(await relatedLinksHydrated(page)).toBe(true);
    // A card is a link the router follows in the page (no new document), to that tool's page.
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    const names = await namesOf(locale);
    await related(page).getByRole('link', { name: names[`${next}.name`], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath(locale, `/tools/${next}`)}$`));
    await expectToolText(page, locale, next);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(await relatedLinksHydrated(page)).toBe(true);
    expect(errors).toEqual([]);
  });
}

test('a client-side visit to another category’s tool shows its lead and cards in the page’s language at once, never another language first', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/de/tools/json-formatter');
  const [german, english, names] = await Promise.all([detailsOf('de', 'design'), detailsOf('en', 'design'), namesOf('de')]);
  // Every paragraph text <main> ever shows from here on.
  await page.evaluate(() => {
    const seen = new Set<string>();
    Object.assign(window, { __seen: seen });
    new MutationObserver(() => {
      for (const p of document.querySelectorAll('main p')) seen.add(p.textContent ?? '');
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await sidebarLink(page, names['color-picker.name']!).click();
  await expect(page).toHaveURL(/\/de\/tools\/color-picker$/);
  await expectToolText(page, 'de', 'color-picker');
  const seen = await page.evaluate(() => [...(window as unknown as { __seen: Set<string> }).__seen]);
  expect(seen).toContain(german['color-picker.description']);
  const englishTexts = new Set(Object.values(english));
  expect(seen.filter((text) => englishTexts.has(text))).toEqual([]);
  expect(errors).toEqual([]);
});

test('a page reached by a link in the site starts at its top; Back returns to where the last one was', async ({ page }) => {
  const scrollY = () => page.evaluate(() => window.scrollY);
  // Clicked where they are (a pointer click would first scroll the link into view).
  const click = (link: ReturnType<Page['locator']>) => link.evaluate((a: HTMLElement) => a.click());
  await page.goto('/tools/csv-json-converter');
  // Down to the related cards, below the tool and its guide; one of them opens its tool.
  const section = related(page);
  await section.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  const before = await scrollY();
  expect(before).toBeGreaterThan(400);
  await click(section.getByRole('link', { name: 'JSON Formatter', exact: true }));
  await expect(page).toHaveURL(/\/tools\/json-formatter$/);
  await expect(page.locator('main h1')).toHaveText('JSON Formatter');
  await expect.poll(scrollY).toBe(0);
  // Back: where the converter's page was (the browser's own restoration, made while the shorter
  // JSON page was still shown, brought it back scrolled to its end), and Forward: the top.
  await page.goBack();
  await expect(page.locator('main h1')).toHaveText('CSV/JSON Converter');
  await expect.poll(scrollY).toBe(before);
  await page.waitForTimeout(300);
  expect(await scrollY()).toBe(before);
  await page.goForward();
  await expect(page.locator('main h1')).toHaveText('JSON Formatter');
  await expect.poll(scrollY).toBe(0);
  await page.goBack();
  await expect(page.locator('main h1')).toHaveText('CSV/JSON Converter');
  await expect.poll(scrollY).toBe(before);
  // The same from the sidebar (sticky beside the page), to a tool whose code is in: its page shows whole at once.
  await click(sidebarLink(page, 'JSON Formatter'));
  await expect(page.locator('main h1')).toHaveText('JSON Formatter');
  await expect.poll(scrollY).toBe(0);
});
