import { SITE_LOCALES, localizedPath } from '../../src/i18n/locales';
import { sitePaths } from '../../src/site/route-paths';
import { toolIds } from '../../src/tools/ids';
import { expect, test, collectErrors } from './support';

test('unknown paths show the not-found page inside the layout, linking to /tools', async ({ page }) => {
  const response = await page.goto('/tools/not-a-tool');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  // Its language links lead home: /de/tools/not-a-tool is missing too.
  await expect(page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de');
  await page.getByRole('link', { name: 'Browse all tools' }).click();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Tools' })).toBeVisible();
});

test('a missing address in a locale: the header\'s and footer\'s language links lead to each language\'s home page, before hydration and after', async ({ page }) => {
  const homes = Object.fromEntries(SITE_LOCALES.map((locale) => [locale, localizedPath(locale, '/')]));
  const response = await page.goto('/de/no-such-page');
  expect(response?.status()).toBe(404);
  // The prerendered 404.html (served for every unknown address) as it arrives: the header's menu
  // and the footer's row link each language's home page, not `/de/404`.
  const links = [...(await response!.text()).matchAll(/<a [^>]*href="([^"]*)" hrefLang="([^"]+)"/gi)].map((m) => [m[2], m[1]]);
  expect(links).toHaveLength(2 * SITE_LOCALES.length);
  expect(links.filter(([locale, href]) => homes[locale!] !== href)).toEqual([]);
  // Hydrated, the page speaks German and its links still lead home.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  const row = page.getByRole('navigation', { name: 'Sprache' }).getByRole('link');
  await expect(row).toHaveCount(SITE_LOCALES.length);
  expect(await row.evaluateAll((all) => all.map((a) => [a.getAttribute('hreflang'), a.getAttribute('href')]))).toEqual(Object.entries(homes));
  const menu = page.locator('#language-menu a');
  expect(await menu.evaluateAll((all) => all.map((a) => [a.getAttribute('hreflang'), a.getAttribute('href')]))).toEqual(Object.entries(homes));
});

test('the theme toggle switches theme and is remembered, and the browser UI colour follows it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const themeColors = () => page.locator('meta[name="theme-color"]').evaluateAll((tags) => tags.map((tag) => (tag as HTMLMetaElement).content));
  const [light, dark] = await themeColors();
  expect(light).not.toBe(dark);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(themeColors).toEqual([dark, dark]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expect.poll(themeColors).toEqual([dark, dark]);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect.poll(themeColors).toEqual([light, light]);
});

test('first visit follows the system colour scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/about');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(2, 6, 23)');
});

test('header search navigates to the filtered catalogue; whitespace is ignored', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Search tools' }).click();
  const field = page.getByRole('searchbox', { name: 'Search tools' });
  await field.fill('   ');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/about$/);
  await field.fill('password');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/tools\?search=password$/);
  await expect(page.getByRole('link', { name: 'Password Generator' }).first()).toBeVisible();
  // /about showed no catalogue icon, so its page carried no symbols: the cards' icons are drawn
  // from the sprite, loaded once in the app and added to the page's symbols.
  const cardIcons = page.locator('main svg use');
  await expect(cardIcons.first()).toBeAttached();
  await expect
    .poll(() => cardIcons.evaluateAll((uses) => uses.filter((use) => document.getElementById((use.getAttribute('href') ?? '').slice(1))?.tagName !== 'symbol').length))
    .toBe(0);
});

test('Ctrl+K opens the command palette; arrows and Enter open a tool; Escape closes', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Switch to dark theme' }).or(page.getByRole('button', { name: 'Switch to light theme' }))).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Open a Tool' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.keyboard.press('Control+k');
  await page.keyboard.type('jsn formtr');
  await expect(dialog.getByRole('menuitem').first()).toContainText('JSON Formatter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tools\/json-formatter$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'JSON Formatter' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the palette, the header search and the catalogue search put the same tool first', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = collectErrors(page);
  const queries: ReadonlyArray<readonly [string, string | null]> = [
    ['km to miles', 'Unit Converter'],
    ['rgb to hex', 'Color Palette Generator'],
    ['sha256', 'Hash Generator'],
    ['mile', 'Unit Converter'],
    ['uuid', 'UUID Generator'],
    ['xylophone', null],
  ];
  const firstCard = page.locator('main ul li h2').first();
  for (const [query, first] of queries) {
    // The command palette.
    await page.goto('/about');
    await expect(page.getByRole('button', { name: /^Quick Open a Tool \(\s*Ctrl K\s*\)$/ })).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Open a Tool' });
    await expect(dialog.getByRole('searchbox', { name: 'Search tools' })).toBeFocused();
    await page.keyboard.type(query);
    if (first) await expect(dialog.getByRole('menuitem').first()).toContainText(first);
    else await expect(dialog.getByText(`No tools match “${query}”.`)).toBeVisible();
    // The first Escape clears the field, the second closes the palette.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The header search, which opens the catalogue.
    await page.getByRole('button', { name: 'Search tools' }).click();
    await page.getByRole('searchbox', { name: 'Search tools' }).fill(query);
    await page.getByRole('searchbox', { name: 'Search tools' }).press('Enter');
    await expect(page).toHaveURL(`/tools?search=${encodeURIComponent(query)}`);
    if (first) await expect(firstCard).toHaveText(first);
    else await expect(page.getByRole('heading', { name: 'No tools found' })).toBeVisible();

    // The catalogue's own box, typed into.
    await page.goto('/tools');
    await page.locator('main').getByRole('searchbox', { name: 'Search tools' }).fill(query);
    if (first) await expect(firstCard).toHaveText(first);
    else await expect(page.getByRole('heading', { name: 'No tools found' })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('the palette shortcut reads Ctrl K off Apple platforms and ⌘K on them, at the same width', async ({ browser }) => {
  const widths: number[] = [];
  for (const [platform, keys] of [
    ['Linux x86_64', 'Ctrl K'],
    ['MacIntel', '⌘K'],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((value) => {
      Object.defineProperty(Navigator.prototype, 'platform', { get: () => value });
      Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
    }, platform);
    const page = await context.newPage();
    const errors = collectErrors(page);
    // The prerendered HTML says Ctrl K everywhere (no hydration mismatch); Apple platforms switch after.
    const html = await (await page.request.get('/about')).text();
    expect(html).toMatch(/Quick Open a Tool \(<\/span><kbd class="[^"]+">Ctrl K<\/kbd>/);
    await page.goto('/about');
    // A page of its own context (not the fixture's, which waits for hydration): the shortcut
    // works once the app is live, so wait for that before pressing it.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Named by its content: a hidden "Quick Open a Tool (", the key cap, a hidden ")".
    const button = page.getByRole('button', { name: new RegExp(`^Quick Open a Tool \\(\\s*${keys}\\s*\\)$`) });
    await expect(button).toBeVisible();
    await expect(button.locator('kbd')).toHaveText(keys);
    widths.push((await button.boundingBox())!.width);
    await page.keyboard.press(platform === 'MacIntel' ? 'Meta+k' : 'Control+k');
    await expect(page.getByRole('dialog', { name: 'Open a Tool' })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  }
  expect(widths[0]).toBe(widths[1]);
});

test('on a phone the menu button slides the sidebar in; overlay, Escape and links close it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeHidden();
  const menu = page.getByRole('button', { name: 'Open navigation' });
  await menu.click();
  const panel = page.getByRole('dialog', { name: 'Navigation' });
  await expect(panel).toBeVisible();
  expect((await panel.boundingBox())?.width).toBeLessThanOrEqual(320);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await page.mouse.click(360, 400);
  await expect(panel).toBeHidden();

  await menu.click();
  await panel.getByRole('link', { name: 'Base64 Encoder/Decoder' }).click();
  await expect(page).toHaveURL(/\/tools\/base64$/);
  await expect(panel).toBeHidden();
});

test('from large screens the sidebar sits beside the content, below the header', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/tools/calculator');
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeHidden();
  const box = (await page.getByRole('complementary').boundingBox())!;
  expect(box.x).toBe(0);
  expect(box.y).toBe(64);
  expect(box.width).toBe(320);
  await expect(sidebar.getByRole('link', { name: 'Advanced Calculator' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tools' })).toHaveAttribute('aria-current', 'page');
});

test('catalogue search and category live in the URL, including back and forward', async ({ page }) => {
  await page.goto('/tools?category=security');
  await expect(page.getByRole('tab', { name: 'Security', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Design' }).click();
  await expect(page).toHaveURL(/category=design/);
  await page.goBack();
  await expect(page).toHaveURL(/category=security/);
  await expect(page.getByRole('tab', { name: 'Security', selected: true })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('tab', { name: 'Design', selected: true })).toBeVisible();
});

test('a blog category in the URL applies once the prerendered page hydrates; plain /blog lists every article', async ({ page }) => {
  await page.goto('/blog?category=security');
  const section = page.getByRole('region', { name: 'Security Articles' });
  await expect(section.getByRole('article')).toHaveCount(1);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText('Strong Passwords: Length Beats Cleverness');
  await expect(page.getByRole('heading', { name: 'Latest Articles' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Show all articles' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  // The featured article, then the first page of the other five under "Latest Articles".
  const latest = page.getByRole('region', { name: 'Latest Articles' });
  await expect(latest.getByRole('article')).toHaveCount(4);
  await expect(latest.getByRole('status')).toHaveText('Showing 4 of 5 articles');
  await expect(page.getByRole('article')).toHaveCount(5);
});

// Skip link, header, sidebar, then the page's own controls, in this order.
const tabOrders: Record<string, string[]> = {
  '/tools/word-counter': ['Skip to content', 'Toolshed home', 'Search tools', 'Word Counter', 'Your text', 'Upload File'],
  '/': ['Skip to content', 'Toolshed home', 'All Tools', 'Explore All Tools', 'Read Our Blog'],
  '/contact': ['Skip to content', 'Toolshed home', 'About', 'Name', 'Email', 'Subject', 'Message', 'Send Message'],
};

for (const [path, expected] of Object.entries(tabOrders)) {
  test(`keyboard only: Tab walks ${path} in order with a visible focus ring`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    const reached: string[] = [];
    // The sidebar lists every tool before the page's own controls.
    for (let i = 0; i < 30 + toolIds.length; i++) {
      await page.keyboard.press('Tab');
      // react-aria marks keyboard focus on the next render; give it two frames.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        // The ring is on the element, or on the card that wraps a card link (:focus-within).
        let ringed: Element | null = el;
        for (let i = 0; ringed && i < 4 && getComputedStyle(ringed).outlineStyle === 'none'; i++) ringed = ringed.parentElement;
        const s = getComputedStyle(ringed ?? el);
        const label = (el as HTMLInputElement).labels?.[0]?.textContent?.replace(/\s*\*$/, '');
        const name = el.getAttribute('aria-label') ?? label ?? (el.textContent?.trim() || el.tagName);
        return { name, outline: s.outlineStyle, visible: el.getBoundingClientRect().width > 0 };
      });
      if (!info) continue;
      reached.push(info.name);
      expect(info.visible, `${info.name} is visible when focused`).toBe(true);
      expect(info.outline, `focus ring on ${info.name}`).not.toBe('none');
    }
    const order = expected.map((name) => reached.indexOf(name));
    expect(order.every((i) => i >= 0), `reached: ${reached.join(' | ')}`).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
}

test('every page links the Atom feed, which is served as Atom XML with one entry per post and tool', async ({ page, request }) => {
  for (const path of [...sitePaths(), '/no-such-page']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<link rel="alternate" type="application/atom+xml" title="Toolshed: New Tools and Articles" href="/feed.xml" />');
  }
  const feed = await request.get('/feed.xml');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const xml = await feed.text();
  // The browser's own XML parser reads it without an error.
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      namespace: doc.documentElement.namespaceURI,
      entries: doc.getElementsByTagName('entry').length,
      tools: [...doc.getElementsByTagName('entry')].filter((e) => e.querySelector('id')?.textContent?.includes('/tools/')).length,
    };
  }, xml);
  expect(parsed).toEqual({ error: null, namespace: 'http://www.w3.org/2005/Atom', entries: 6 + toolIds.length, tools: toolIds.length });
});

test('the Stay Updated box offers the feed, and Subscribe prepares a message in the mail program', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectErrors(page);
  await page.goto('/blog');
  const box = page.getByRole('region', { name: 'Stay Updated' });
  await box.getByRole('button', { name: 'Copy Feed URL' }).click();
  await expect(box.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^https?:\/\/[^/]+\/feed\.xml$/);
  await expect(box.getByText('Subscribe opens your mail program with a message to hello@toolshed.dev')).toBeVisible();
  await box.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('status').filter({ hasText: 'Your mail program' })).toContainText('Your mail program should now show a message to hello@toolshed.dev for ada@example.com');
  await expect(box.getByRole('link', { name: 'Open the message' })).toHaveAttribute(
    'href',
    'mailto:hello@toolshed.dev?subject=Subscribe%20to%20Toolshed%20updates&body=Please%20send%20news%20of%20new%20Toolshed%20tools%20and%20articles%20to%20ada%40example.com.',
  );
  // The footer's box on the same page links the feed file itself.
  const footerFeed = page.getByRole('contentinfo').getByRole('link', { name: 'Subscribe via Atom Feed' });
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/feed.xml')), footerFeed.click()]);
  expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect(errors).toEqual([]);
});
