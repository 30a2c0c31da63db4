import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import robotsParser from 'robots-parser';
import type { APIRequestContext, Page } from '@playwright/test';
import { LOCALE_PREFIX_PATTERN, SITE_LOCALES, localizedPath } from '../../src/i18n/locales';
import { sitePaths } from '../../src/site/route-paths';
import { pageModules } from '../../scripts/page-modules.mjs';
import { expect, test, collectErrors, siteUrl } from './support';

/** Width and height from a PNG's IHDR chunk (bytes 16–23, after the signature and chunk header). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The page's social card tags agree, and the image they name is a 1200×630 PNG this build serves. */
async function expectSocialCard(page: Page, request: APIRequestContext) {
  const where = new URL(page.url()).pathname;
  const meta = await page.evaluate(() => {
    const read = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? '';
    return {
      image: read('meta[property="og:image"]'),
      width: read('meta[property="og:image:width"]'),
      height: read('meta[property="og:image:height"]'),
      alt: read('meta[property="og:image:alt"]'),
      twitterCard: read('meta[name="twitter:card"]'),
      twitterImage: read('meta[name="twitter:image"]'),
      images: document.querySelectorAll('meta[property="og:image"]').length,
      manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
      themeColors: [...document.querySelectorAll('meta[name="theme-color"]')].map((m) => m.getAttribute('media')),
      touchIcon: document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href'),
      // A PNG: Chromium builds an SVG favicon as a document on the page's main thread.
      favicons: [...document.querySelectorAll('link[rel~="icon"]')].map((link) => `${link.getAttribute('href')} ${link.getAttribute('type')}`),
    };
  });
  expect(meta.image, where).toMatch(/^https:\/\/[^/]+\/og\/.+\.png$/);
  expect(meta.images, where).toBe(1);
  expect(meta.twitterImage, where).toBe(meta.image);
  expect(meta.twitterCard, where).toBe('summary_large_image');
  expect([meta.width, meta.height], where).toEqual(['1200', '630']);
  expect(meta.alt, where).toMatch(/^.+ — Toolshed$/);
  expect(meta.manifest, where).toBe('/site.webmanifest');
  expect(meta.themeColors, where).toEqual(['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)']);
  expect(meta.touchIcon, where).toBe('/icons/apple-touch-icon.png');
  expect(meta.favicons, where).toEqual(['/icons/favicon-32.png image/png']);
  const card = await request.get(`${siteUrl}${new URL(meta.image).pathname}`);
  expect(card.status(), `${where}: ${meta.image}`).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 });
}

test.describe('prerendered HTML, read with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  // One page visits every route in turn: a context per route cost more than the checks.
  test('every page has its own title, description, canonical, Open Graph tags, social card and content', async ({ page, request }) => {
    test.setTimeout(120_000); // about 0.5 s a page on a busy 2-core machine, 40 pages
    for (const path of sitePaths()) {
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
        // First paint waits for the site's stylesheet and the page's own (its chunks' merged).
        stylesheets: document.querySelectorAll('link[rel="stylesheet"]:not([disabled])').length,
        // First paint also waits until the whole app markup is parsed: the marker it expects
        // comes straight after #root, and is the only thing there.
        expects: [...document.querySelectorAll('head link[rel="expect"][blocking="render"]')].map((l) => l.getAttribute('href')),
        afterRoot: [document.getElementById('root')?.nextElementSibling as HTMLElement | null | undefined].map((e) => e && `${e.tagName.toLowerCase()}#${e.id}${e.hidden ? '[hidden]' : ''}`)[0],
        bodyChildren: [...document.body.children].map((e) => `${e.tagName.toLowerCase()}#${e.id}`),
        hasIcons: document.querySelector('#root svg use') !== null,
      }));
      expect(head.title, path).toMatch(/Toolshed/);
      expect(head.titles, path).toBe(1);
      expect(head.descriptions, path).toBe(1);
      expect(head.description.length, path).toBeGreaterThan(30);
      expect(head.canonical, path).toMatch(new RegExp(`^https://[^/]+${path === '/' ? '/' : path}$`));
      expect(head.ogTitle, path).toBe(head.title);
      expect(head.ogUrl, path).toBe(head.canonical);
      expect(head.inlineScripts, path).toBe(0);
      expect(head.styleAttributes, path).toBe(0);
      expect(head.stylesheets, path).toBeLessThanOrEqual(2);
      expect(head.expects, path).toEqual(['#page-parsed']);
      expect(head.afterRoot, path).toBe('span#page-parsed[hidden]');
      // The app's markup and its parsed marker, after the store of the icon symbols it shows (if any).
      expect(head.bodyChildren, path).toEqual([...(head.hasIcons ? ['svg#sprite-symbols'] : []), 'div#root', 'span#page-parsed']);
      await expectSocialCard(page, request);
      // Real content, styled, without any script having run.
      await expect(page.locator('h1').first(), path).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }), path).toBeAttached();
      expect(await page.locator('main').innerText(), path).not.toHaveLength(0);
    }
  });

  test('the 404 page has a social card too', async ({ page, request }) => {
    await page.goto('/no-such-page');
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await expectSocialCard(page, request);
  });

  test('a tool page carries the whole tool and its guide in the HTML', async ({ page }) => {
    await page.goto('/tools/word-counter');
    await expect(page.getByRole('textbox', { name: 'Your text' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to Use' })).toBeVisible();
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

test('<html data-hydrated> means the page itself is live: every control in <main> is hydrated when the mark appears', async ({ page }) => {
  // React hydrates the shell first and each server-rendered Suspense boundary (the routed page, a
  // tool page's tool) later. The browser tests interact as soon as the mark appears, so at that
  // moment every control of the page must already belong to React (carry its fiber key).
  await page.addInitScript(() => {
    const record = () => {
      const controls = Array.from(document.querySelectorAll('main button, main input, main select, main textarea, main a[href]'));
      const inert = controls.filter((control) => !Object.keys(control).some((key) => key.startsWith('__reactFiber$')));
      (window as unknown as { hydrationCheck?: unknown }).hydrationCheck = { controls: controls.length, inert: inert.map((control) => control.outerHTML.slice(0, 80)) };
    };
    // Observing the document (its <html> may not exist yet when this runs).
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-hydrated')) return;
      observer.disconnect();
      record();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  // /docs/api: its later sections, with their links and copy buttons, hydrate once their chunk is in (DeferredSection).
  for (const path of ['/', '/tools/qr-generator', '/tools/image-resizer', '/tools/json-formatter', '/blog', '/blog/debugging-json-errors', '/docs/api']) {
    await page.goto(path);
    const check = await page.evaluate(() => (window as unknown as { hydrationCheck?: { controls: number; inert: string[] } }).hydrationCheck);
    expect(check?.controls, path).toBeGreaterThan(3);
    expect(check?.inert, path).toEqual([]);
  }
});

test('the app\'s code is requested only after the first contentful paint is on screen', async ({ page }) => {
  // The page is complete without script, so its first paint must not share the network or the
  // main thread with the app (Lighthouse otherwise counts every module in the first paint).
  for (const path of ['/', '/tools/hash-generator', '/blog']) {
    await page.goto(path);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      modules: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.+\.js$/.test(entry.name) && !/\/assets\/boot-/.test(entry.name))
        .map((entry) => ({ file: entry.name.replace(/.*\//, ''), start: entry.startTime })),
    }));
    expect(timing.paint, path).toBeLessThan(Infinity);
    expect(timing.modules.length, path).toBeGreaterThan(2);
    for (const module of timing.modules) expect(module.start, `${path}: ${module.file}`).toBeGreaterThanOrEqual(timing.paint);
  }
});

test('every module a page starts with is compiled whole while it downloads; chunks loaded later stay lazy', async ({ request }) => {
  // `//# allFunctionsCalledOnLoad` on the first line: Chromium's streaming compiler compiles every
  // function off the main thread instead of each on the main thread at its first call.
  const HINT = '//# allFunctionsCalledOnLoad\n';
  test.setTimeout(120_000);
  const startModules = new Set<string>();
  // Every page in every language (711 pages, fetched 24 at a time): a German page starts with its locale's chunks.
  const paths = SITE_LOCALES.flatMap((locale) => sitePaths().map((p) => localizedPath(locale, p)));
  for (let i = 0; i < paths.length; i += 24) {
    await Promise.all(
      paths.slice(i, i + 24).map(async (path) => {
        const list = pageModules(await (await request.get(`${siteUrl}${path}`)).text());
        expect(list.length, path).toBeGreaterThan(1);
        for (const url of list) startModules.add(url);
      }),
    );
  }
  const code = new Map<string, string>();
  for (const url of startModules) code.set(url, await (await request.get(`${siteUrl}${url}`)).text());
  for (const [url, text] of code) expect(text.startsWith(HINT), url).toBe(true);
  // The chunks these modules import on demand that no page starts with (the command palette, the
  // mobile sidebar, a tool's encoder) keep lazy compilation: most of their functions may never run.
  const imported = [...code.values()].flatMap((text) => [...text.matchAll(/import\(`\.\/([^`]+\.js)`\)/g)].map((m) => `/assets/${m[1]}`));
  const lazy = [...new Set(imported)].filter((url) => !startModules.has(url));
  expect(lazy.length).toBeGreaterThan(5);
  for (const url of lazy) expect((await (await request.get(`${siteUrl}${url}`)).text()).startsWith('//#'), url).toBe(false);
});

test('the pages most visits start on load no react-aria: home, catalogue, blog listings and posts', async ({ page }) => {
  // Their buttons and search fields are the native Plain* components; a react-aria component on
  // one of them would bring react-aria's chunk (and AriaScope) back to its first load.
  for (const path of ['/', '/tools', '/blog', '/blog/tips', '/blog/embed-tools-on-your-site', '/de/blog/debugging-json-errors']) {
    await page.goto(path);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const state = await page.evaluate(() => ({
      racElements: document.querySelectorAll('[data-rac]').length,
      scripts: performance.getEntriesByType('resource').map((entry) => entry.name.replace(/.*\//, '')).filter((name) => name.endsWith('.js')),
    }));
    expect(state.racElements, path).toBe(0);
    expect(state.scripts.filter((name) => /^AriaScope-/.test(name)), path).toEqual([]);
    expect(state.scripts.length, path).toBeGreaterThan(2);
  }
});

test('the fonts a page shows are preloaded and never swapped in after the first paint (font-display: optional on the site)', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)"/g)].map((m) => m[1]!);
  const tools = await (await request.get(`${siteUrl}/tools`)).text();
  const sheet = /<link rel="stylesheet" id="react-aria-pressable-style" href="([^"]+)"/.exec(tools)?.[1];
  const css = await (await request.get(`${siteUrl}${sheet}`)).text();
  const faces = [...css.matchAll(/@font-face\{([^}]*)\}/g)].map((m) => m[1]!);
  const display = (family: string) => [...new Set(faces.filter((f) => f.includes(`font-family:${family};`)).map((f) => /font-display:(\w+)/.exec(f)?.[1]))];
  expect(display('Inter Variable')).toEqual(['optional']);
  expect(display('JetBrains Mono Variable')).toEqual(['optional']);
  const [body, mono] = [/^\/assets\/inter-latin-wght-normal-.+\.woff2$/, /^\/assets\/jetbrains-mono-latin-wght-normal-.+\.woff2$/];
  for (const file of preloads(tools)) expect(faces.some((f) => f.includes(file)), file).toBe(true);

  // Every page preloads the body font, and the mono font exactly when its first layout uses it
  // (checked in the page itself, without JavaScript): otherwise the face would arrive after that
  // layout and the whole page would be laid out again.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const monoPages: string[] = [];
  for (const path of sitePaths()) {
    const response = await page.goto(path);
    const fonts = preloads(await response!.text());
    expect(fonts.filter((f) => body.test(f)), path).toHaveLength(1);
    // The browser asks for a face when its first layout sets text in it (whitespace included).
    await page.waitForLoadState('load');
    const showsMono = await page.evaluate(() => [...document.fonts].some((face) => face.family.startsWith('JetBrains Mono') && face.status !== 'unloaded'));
    expect(fonts.some((f) => mono.test(f)), `${path}: mono preloaded = the first layout asks for it`).toBe(showsMono);
    if (showsMono) monoPages.push(path);
  }
  await context.close();
  // Both cases occur: the check above compares something.
  expect(monoPages).toEqual(expect.arrayContaining(['/docs/api', '/tools/calculator']));
  expect(monoPages).not.toContain('/tools');
});

test('react-aria\'s work deferred past hydration runs: the phase ends and every ARIA id reference resolves', async ({ page }) => {
  // scripts/react-aria-hydration.ts holds back react-aria's slot checks (and useIsSSR's switch to
  // the client) while a prerendered page hydrates. Until a slot check runs, a field's
  // aria-describedby still names the description and error elements it may not have.
  const errors = collectErrors(page);
  for (const path of ['/tools/lorem-generator', '/tools/password-generator', '/tools/unit-converter', '/tools/og-generator']) {
    await page.goto(path);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect
      .poll(() => page.evaluate(() => globalThis.__toolshedHydration && { hydrating: globalThis.__toolshedHydration.hydrating, left: globalThis.__toolshedHydration.later.length }), { message: path })
      .toEqual({ hydrating: false, left: 0 });
    const dangling = await page.evaluate(() =>
      [...document.querySelectorAll('main [aria-describedby], main [aria-labelledby]')].flatMap((element) =>
        ['aria-describedby', 'aria-labelledby'].flatMap((attribute) =>
          (element.getAttribute(attribute) ?? '')
            .split(/\s+/)
            .filter((id) => id && !document.getElementById(id))
            .map((id) => `${element.tagName.toLowerCase()} ${attribute}=${id}`),
        ),
      ),
    );
    expect(dangling, path).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test.describe('nothing moves while a page loads and hydrates', { tag: '@timing' }, () => {
  test.use({ viewport: { width: 412, height: 823 } });
  // Under 4× CPU throttling a late font or chunk occasionally lands mid-measurement (about one
  // page in fifteen this session, a different page each time, never twice in a row); a real shift
  // fails every attempt, so one retry keeps the check strict without a coin toss in CI.
  test.describe.configure({ retries: 1 });

  // A blog post hydrates on its own body's chunk, preloaded with the page (src/site/content/post-bodies.ts);
  // /docs/api keeps its prerendered reference while the deferred parts load.
  for (const path of ['/', '/tools', '/tools/word-counter', '/tools/json-formatter', '/blog', '/blog/debugging-json-errors', '/docs/api']) {
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
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  // Every English page, and the German and Arabic versions of the translated ones (blog posts and
  // /docs/api are English only: locales.spec.ts and locales-pages.spec.ts check those lists).
  const localized = new RegExp(`^/(${LOCALE_PREFIX_PATTERN})(?=/|$)`);
  expect(locs.filter((loc) => !localized.test(loc)).sort()).toEqual(sitePaths().sort());
  for (const loc of locs.filter((l) => localized.test(l))) expect(sitePaths(), loc).toContain(loc.replace(localized, '') || '/');
  expect(locs).toEqual(expect.arrayContaining(['/de', '/ar/tools', '/de/tools/json-formatter']));
});

test('robots.txt allows every page and names the absolute sitemap', async ({ request }) => {
  const response = await request.get(`${siteUrl}/robots.txt`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const canonical = await (await request.get(`${siteUrl}/`)).text();
  const origin = new URL(/<link rel="canonical" href="([^"]+)"/.exec(canonical)![1]!).origin;
  const robots = robotsParser(`${origin}/robots.txt`, await response.text());
  for (const path of [...sitePaths(), '/og/index.png', '/assets/anything.js']) expect(robots.isAllowed(`${origin}${path}`, 'Googlebot'), path).toBe(true);
  expect(robots.getSitemaps()).toEqual([`${origin}/sitemap.xml`]);
  expect((await request.get(`${siteUrl}/sitemap.xml`)).status()).toBe(200);
});

test('installable: Chromium finds the manifest and reports no installability errors', async ({ playwright, request }, testInfo) => {
  // A persistent profile: Chromium never offers to install from an incognito-like context.
  const profile = mkdtempSync(path.join(tmpdir(), 'toolshed-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${siteUrl}/`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const cdp = await page.context().newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${siteUrl}/site.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    // Every icon the manifest lists is served at its declared size.
    const icons = (JSON.parse(manifest.data ?? '{}') as { icons: { src: string; sizes: string }[] }).icons;
    expect(icons.length).toBeGreaterThanOrEqual(4);
    for (const icon of [...icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }, { src: '/icons/favicon-32.png', sizes: '32x32' }]) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(await (await request.get(`${siteUrl}${icon.src}`)).body()), icon.src).toEqual({ width, height });
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
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

test.describe('offline', () => {
  // The one test that lets the service worker install (playwright.config.ts blocks it elsewhere).
  test.use({ serviceWorkers: 'allow' });

  test('after one visit every route and tool works offline, and the installed app starts offline', async ({ page, context, request }) => {
    test.setTimeout(120_000);
    // The worker precaches the manifest and its icons, not the social cards or robots.txt.
    const lists = JSON.parse(/^const PRECACHE = (.*);$/m.exec(await (await request.get(`${siteUrl}/sw.js`)).text())![1]!) as { shared: string[]; locales: Record<string, string[]> };
    // An English visitor's worker precaches the shared files and the English pages and messages;
    // the German and Arabic ones only for visitors of those pages (issue #31).
    const precache = [...lists.shared, ...lists.locales.en!];
    expect(precache).toContain('/index.html');
    expect(precache.filter((url) => new RegExp(`^/(${LOCALE_PREFIX_PATTERN})/`).test(url))).toEqual([]);
    // Nor any other locale's messages, descriptions or react-aria strings (chunks named by locale).
    expect(precache.filter((url) => /^\/assets\/(es|pt-BR|fr|de|it|ja|zh-Hans|zh|ru|ar)(-[A-Z]{2})?-[\w-]{8}\.js$/.test(url))).toEqual([]);
    expect(lists.locales.de!.filter((url) => url.startsWith('/assets/')).length).toBeGreaterThan(3);
    expect(lists.locales.de).toEqual(expect.arrayContaining(['/de/index.html', '/de/tools/word-counter/index.html']));
    expect(lists.locales.ar).toEqual(expect.arrayContaining(['/ar/index.html']));
    const manifest = (await (await request.get(`${siteUrl}/site.webmanifest`)).json()) as { start_url: string; icons: { src: string }[] };
    expect(precache).toEqual(expect.arrayContaining(['/site.webmanifest', '/favicon.svg', '/icons/apple-touch-icon.png', ...manifest.icons.map((icon) => icon.src)]));
    expect(precache.filter((url) => url.startsWith('/og/') || url === '/robots.txt')).toEqual([]);

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

    // Starting the installed app offline opens its start URL: the home page, from the worker.
    const start = await page.goto(new URL(manifest.start_url, siteUrl).href);
    expect(start?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Everyday Tools That Run Right in Your Browser');
    expect(await page.evaluate(async (urls) => Promise.all(urls.map(async (url) => (await fetch(url)).status)), ['/site.webmanifest', ...manifest.icons.map((icon) => icon.src)])).toEqual(
      [200, ...manifest.icons.map(() => 200)],
    );
    await context.setOffline(false);
  });
});
