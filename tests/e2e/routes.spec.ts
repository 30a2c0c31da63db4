import type { Page } from '@playwright/test';
import { sitePaths } from '../../src/site/route-paths';
import { toolIds } from '../../src/tools/ids';
import { clippingProblems, PHONE_WIDTHS } from '../layout/clipping';
import { collectWords, wordProblems } from '../words';
import { expect, test, axeViolations, collectErrors, cspViolations, intlCalls, settleAnimations, siteUrl, watchCsp, watchIntl } from './support';

// Every page of the site plus an unknown address, at desktop and phone width, in both themes:
// no console error, no axe violation, no CSP violation, no request to another origin, no Intl
// object made while the page loads and hydrates, and words that keep the house rules. Tool pages:
// nothing clips at 320, 375 and 414 px.
const paths = [...sitePaths(), '/no-such-page'];

// Reduced motion: a theme switch applies at once (every duration token is zero), so each check
// waits for no transition. (Service workers are blocked for every e2e test but the offline one:
// playwright.config.ts.)
test.use({ reducedMotion: 'reduce' });

/** The theme follows the system until the visitor picks one, so switching the emulated scheme restyles the page live. */
async function showTheme(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme });
  // The toggle offers the other theme once React has applied this one.
  await expect(page.getByRole('button', { name: `Switch to ${theme === 'dark' ? 'light' : 'dark'} theme` })).toBeVisible();
  await settleAnimations(page);
}

// One visit per page, checked at desktop width and then at phone width (the page resized live,
// as a visitor turning a tablet would): a second visit per width cost a browser context, a load
// and hydration each, a quarter of the e2e run.
for (const path of paths) {
  test(`${path} (1280px and 375px, light and dark): no console, axe or CSP errors; same-origin only${path.startsWith('/tools/') ? '; nothing clips at 320, 375, 414px' : ''}`, async ({ page }) => {
    // The API reference is the longest page (29 element sections and a live embed): four axe runs
    // over it take 20-25 s on an idle 2-core machine, too close to the default 30 s under CI load.
    if (path === '/docs/api') test.setTimeout(60_000);
    const errors = collectErrors(page);
    const foreign: string[] = [];
    const sprite: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(siteUrl) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) foreign.push(r.url());
      if (/\/assets\/sprite-[^/]*\.svg/.test(r.url())) sprite.push(r.url());
    });
    await watchCsp(page);
    await watchIntl(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    const response = await page.goto(path);
    expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Loaded and hydrated, nothing typed yet: no page has started ICU (its first Intl object
    // costs a phone 150-350 ms). Checked before axe, which formats numbers itself. The one
    // exception is /docs/api's live embed, a word counter started with text in it, so at work as
    // after an input (and mounted only when near the viewport): its calls come from /embed/.
    // The time zone converter's first view is the time in each chosen zone, which only Intl
    // computes (no zone database is shipped): its formatters are its content, not a side cost.
    const intl = (await intlCalls(page)).filter(
      (call) => !((path === '/docs/api' || path === '/embed') && call.includes('/embed/')) && !(path === '/tools/time-zone-converter' && call.includes('tool-time-zone-converter-')),
    );
    expect(intl, 'Intl used while loading').toEqual([]);
    // The page carries the symbols its icons draw: no sprite document is loaded, and every icon
    // points at a symbol in the page (a <use> of a missing one draws nothing).
    expect(sprite, 'sprite loaded by a prerendered page').toEqual([]);
    const blankIcons = await page.locator('svg use').evaluateAll((uses) =>
      uses.map((use) => use.getAttribute('href') ?? '').filter((href) => !(href.startsWith('#') && document.getElementById(href.slice(1))?.tagName === 'symbol')),
    );
    expect(blankIcons, 'icons without a symbol in the page').toEqual([]);
    // The house rules for words (tests/words.ts): US spelling in every text and attribute a
    // person reads (the tool, its guide, the page around it), Title Case on every button, tab and
    // heading. Read from the DOM, so the guide under content-visibility: auto counts too.
    const words = await page.evaluate(collectWords, await page.evaluateHandle(() => document));
    expect(wordProblems(words), 'words against the house rules').toEqual([]);
    // One name per tool: the sidebar lists the catalog's names (it is built from the catalog);
    // every other link to a tool in a navigation or the footer says the same, and so do a tool
    // page's title, heading, breadcrumb and social card.
    // (The language links name this page in each language, not a tool: they carry hreflang.)
    const toolLinks = await page.locator('nav a[href^="/tools/"]:not([hreflang]), footer a[href^="/tools/"]:not([hreflang])').evaluateAll((links) =>
      links.map((a) => ({ href: a.getAttribute('href') ?? '', text: (a.textContent ?? '').replace(/\s+/g, ' ').trim(), sidebar: a.closest('nav[aria-label="Sidebar"]') !== null })),
    );
    const names = new Map(toolLinks.filter((l) => l.sidebar).map((l) => [l.href, l.text]));
    expect(names.size, 'tools in the sidebar').toBe(toolIds.length);
    for (const link of toolLinks) expect(link.text, link.href).toBe(names.get(link.href));
    const name = names.get(path);
    if (name) {
      await expect(page).toHaveTitle(`${name} — Toolshed`);
      await expect(page.locator('h1')).toHaveText(name);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText(name);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${name} — Toolshed`);
    }
    // Light, dark at 1280 px, then dark, light at 375 px: one theme switch fewer than light first at each width.
    for (const [width, themes] of [[1280, ['light', 'dark']], [375, ['dark', 'light']]] as const) {
      await page.setViewportSize({ width, height: 900 });
      for (const theme of themes) {
        await showTheme(page, theme);
        // The live embed on /docs/api has a shadow root; axe's stylesheet preload would copy its
        // stylesheet into an inline <style> that the site's strict CSP rightly blocks. A theme
        // changes colours only, so in dark axe checks what colours decide (half the time of a
        // second full run).
        const runOnly = theme === 'dark' ? ['color-contrast', 'link-in-text-block'] : undefined;
        expect(await axeViolations(page, { preload: false, runOnly }), `${width}px, ${theme} theme`).toEqual([]);
      }
    }
    // Nothing clips on a phone (CONVENTIONS.md, Layout): the same visit, resized to each phone
    // width, checks the tool and its page around it (main) for content outside its container,
    // a sideways scroll box without an edge, name or keyboard access, a cut button label, and a
    // page that scrolls sideways.
    if (path.startsWith('/tools/')) {
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await settleAnimations(page);
        expect(await page.locator('main').evaluate(clippingProblems), `${width}px: clipped or overflowing`).toEqual([]);
      }
    }
    expect(await cspViolations(page)).toEqual([]);
    // The 404 document itself is reported by the browser as a failed load; nothing else may fail.
    expect(errors.filter((e) => !(path === '/no-such-page' && /status of 404/.test(e)))).toEqual([]);
    expect(foreign).toEqual([]);
  });
}
