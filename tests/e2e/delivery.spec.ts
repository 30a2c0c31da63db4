import { sitePaths } from '../../src/site/route-paths';
import { expect, test, collectErrors, siteUrl } from './support';

test.describe('prerendered HTML, read with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of sitePaths()) {
    test(`${path} has its own title, description, canonical, Open Graph tags and content`, async ({ page }) => {
      await page.goto(path);
      const head = await page.evaluate(() => ({
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
        ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? '',
        ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? '',
        titles: document.querySelectorAll('title').length,
        descriptions: document.querySelectorAll('meta[name="description"]').length,
        // The one inline script allowed (by its CSP hash) is the theme script.
        inlineScripts: [...document.scripts].filter((s) => !s.src && !s.text.includes('toolshed:theme')).length,
        styleAttributes: document.querySelectorAll('[style]').length,
      }));
      expect(head.title).toMatch(/Toolshed/);
      expect(head.titles).toBe(1);
      expect(head.descriptions).toBe(1);
      expect(head.description.length).toBeGreaterThan(30);
      expect(head.canonical).toMatch(new RegExp(`^https://[^/]+${path === '/' ? '/' : path}$`));
      expect(head.ogTitle).toBe(head.title);
      expect(head.ogUrl).toBe(head.canonical);
      expect(head.inlineScripts).toBe(0);
      expect(head.styleAttributes).toBe(0);
      // Real content, styled, without any script having run.
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
      expect(await page.locator('main').innerText()).not.toHaveLength(0);
    });
  }

  test('a tool page carries the whole tool and its guide in the HTML', async ({ page }) => {
    await page.goto('/tools/word-counter');
    await expect(page.getByRole('textbox', { name: 'Your text' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to use' })).toBeVisible();
    // react-aria's visually hidden parts stay hidden without JavaScript (moved out of style="").
    const hiddenInput = page.locator('input[type="file"]');
    if (await hiddenInput.count()) await expect(hiddenInput.first()).toBeHidden();
  });
});

test('pages hydrate without a mismatch and keep one title', async ({ page }) => {
  const errors = collectErrors(page);
  for (const path of ['/', '/tools', '/tools/word-counter', '/tools/json-formatter', '/blog', '/about']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.querySelectorAll('title').length)).toBe(1);
    expect(await page.locator('[data-ssr-style]').count()).toBe(0);
  }
  expect(errors).toEqual([]);
});

test.describe('nothing moves while a page loads and hydrates', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const path of ['/', '/tools', '/tools/word-counter', '/tools/json-formatter', '/blog']) {
    test(`${path}: no layout shift and no stylesheet added by hydration`, async ({ page }) => {
      // A slow phone's CPU, so hydration and lazy chunks land well after first paint.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        const shifts: { value: number; node: string }[] = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
            const node = entry.sources[0]?.node;
            shifts.push({ value: entry.value, node: node instanceof Element ? node.outerHTML.slice(0, 80) : String(node?.textContent) });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const response = await page.goto(path);
      const prerendered = [...((await response?.text()) ?? '').matchAll(/<link rel="stylesheet"(?![^>]*disabled)[^>]*href="([^"]+)"/g)].map((m) => m[1]);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const state = await page.evaluate(() => ({
        shifts: (window as unknown as { __shifts: { value: number; node: string }[] }).__shifts,
        sheets: [...document.styleSheets].flatMap((s) => (s.href ? [new URL(s.href).pathname] : [])),
      }));
      // Zero as Lighthouse rounds it (< 0.001): the home counters' digits change width as they
      // count, which the browser reports as shifts of about 1e-4; a moved section is 0.1 or more.
      const total = state.shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, JSON.stringify(state.shifts)).toBeLessThan(0.001);
      // Lazy chunks must not re-add the entry's stylesheets (merged into one by the prerender)
      // after the page's own: that reorders the cascade.
      expect(state.sheets).toEqual(prerendered);
    });
  }

  test('the word counter keeps its full-height text area after hydration', async ({ page }) => {
    await page.goto('/tools/word-counter');
    await page.waitForLoadState('networkidle');
    const box = await page.getByRole('textbox', { name: 'Your text' }).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(400);
  });
});

test('sitemap.xml lists every page with absolute URLs', async ({ request }) => {
  const response = await request.get(`${siteUrl}/sitemap.xml`);
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(locs.sort()).toEqual(sitePaths().sort());
});

test('headers: strict CSP and no-cache on pages, immutable assets, open CORS on the embed', async ({ request, page }) => {
  const home = await request.get(`${siteUrl}/`);
  const csp = home.headers()['content-security-policy'] ?? '';
  for (const directive of ["default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data: blob:", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toContain('unsafe-inline');
  expect(home.headers()['cache-control']).toBe('no-cache');
  expect((await request.get(`${siteUrl}/sw.js`)).headers()['cache-control']).toBe('no-cache');

  await page.goto('/');
  const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
  expect((await request.get(`${siteUrl}${script}`)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const embed = await request.get(`${siteUrl}/embed/toolshed.js`);
  expect(embed.headers()['access-control-allow-origin']).toBe('*');

  const headersFile = await (await request.get(`${siteUrl}/_headers`)).text();
  expect(headersFile).toContain("/embed/toolshed.js\n  x-content-type-options: nosniff");
  expect(headersFile).toContain('access-control-allow-origin: *');
  expect(headersFile).toContain(`content-security-policy: ${csp}`);
});

test('after one visit every route and tool works offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
  // Wait until the service worker controls the page (precache complete, clients claimed).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);

  for (const path of [...sitePaths(), '/no-such-page']) {
    const response = await page.goto(path);
    expect(response?.ok() || path === '/no-such-page', `${path} offline`).toBe(true);
    await expect(page.locator('h1').first(), path).toBeVisible();
  }
  // A tool is not only shown but works: its chunk came from the cache.
  await page.goto('/tools/word-counter');
  await page.getByRole('textbox', { name: 'Your text' }).fill('Works offline too.');
  await expect(page.locator('dt', { hasText: /^Words$/ }).locator('xpath=following-sibling::dd')).toHaveText('3');
  // Client-side navigation to another tool loads its chunk offline as well.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tools' }).click();
  await expect(page).toHaveURL(/\/tools$/);
  await context.setOffline(false);
});
