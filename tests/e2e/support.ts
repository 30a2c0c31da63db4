import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test as base, type Frame, type JSHandle, type Locator, type Page, type Response } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe on the whole page; returns "rule (count)" for each violation. `preload: false` skips
 * axe's stylesheet preload, which copies a shadow root's stylesheets into inline <style> elements
 * (blocked by a strict page CSP; only the css-orientation-lock rule reads them). `include` limits
 * the run to one element (a CSS selector), its shadow root included.
 */
export async function axeViolations(page: Page | Frame, options: { preload?: boolean; runOnly?: string[]; include?: string } = {}): Promise<string[]> {
  // Evaluated through DevTools, not injected as a <script>: the site's strict CSP must not be
  // loosened for the test, and it would block an injected inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async ({ preload, runOnly, include }) => {
    const axe = (window as unknown as { axe: { run: (c: Document | object, o: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }> } }).axe;
    // `include`: one element and everything in its shadow root, not the rest of the page.
    const context = include ? { include: [[include]] } : document;
    const result = await axe.run(context, { ...(preload === undefined ? {} : { preload }), ...(runOnly ? { runOnly: { type: 'rule', values: runOnly } } : {}) });
    return result.violations.map((v) => `${v.id} (${v.nodes.length}): ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`);
  }, options);
}

/**
 * Waits until styles have applied and every running animation and transition has finished: in
 * the document, or in `element`'s shadow root (colours ease between themes; contrast is measured
 * once they have settled).
 */
export async function settleAnimations(page: Page, element?: Locator): Promise<void> {
  const root: JSHandle<Document | ShadowRoot | null> = element ? await element.evaluateHandle((el) => el.shadowRoot) : await page.evaluateHandle(() => document);
  await root.evaluate(async (node) => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await Promise.all((node?.getAnimations() ?? []).map((animation) => animation.finished.catch(() => undefined)));
  });
  await root.dispose();
}

/**
 * Records Content-Security-Policy violations from the first byte of the page (registered
 * before any page script runs). Read them with `cspViolations(page)`.
 */
export async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = list;
    document.addEventListener('securitypolicyviolation', (e) => list.push(`${e.violatedDirective}: ${e.blockedURI || 'inline'} ${e.sourceFile}:${e.lineNumber}`));
  });
}

export const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

/**
 * Records every Intl object the page makes, and every locale-sensitive call, from before its
 * first script: the first one loads ICU's locale data, 40-90 ms in one task here and four times
 * that on a throttled phone, so a page must not make one while it loads and hydrates (issue #9).
 * `intlCalls(page)` lists them with the script line that made each.
 */
export async function watchIntl(page: Page) {
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __intl: string[] }).__intl = list;
    const where = () => (new Error().stack ?? '').split('\n')[3]?.trim() ?? '';
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const name of ['NumberFormat', 'DateTimeFormat', 'Segmenter', 'RelativeTimeFormat', 'PluralRules', 'Collator', 'Locale', 'ListFormat', 'DisplayNames']) {
      const original = intl[name];
      if (!original) continue;
      intl[name] = new Proxy(original, {
        construct(target, args) {
          list.push(`new Intl.${name} ${where()}`);
          return Reflect.construct(target, args) as object;
        },
      });
    }
    for (const [type, method] of [[Number, 'toLocaleString'], [String, 'localeCompare'], [Date, 'toLocaleString'], [Date, 'toLocaleDateString'], [Date, 'toLocaleTimeString']] as const) {
      const proto = type.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
      const original = proto[method]!;
      proto[method] = function (this: unknown, ...args: unknown[]) {
        list.push(`${type.name}.prototype.${method} ${where()}`);
        return original.apply(this, args);
      };
    }
  });
}

export const intlCalls = (page: Page) => page.evaluate(() => (window as unknown as { __intl?: string[] }).__intl ?? []);

/** Collects uncaught errors and console errors; tests assert the list stays empty. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return errors;
}

/** The value of a word-counter statistic tile (`<dt>label</dt><dd>value</dd>`), inside `scope`. */
export function statTile(scope: Page | Locator, label: string): Locator {
  return scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
}

const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:4173';
const hostUrl = process.env.HOST_URL ?? 'http://127.0.0.1:4174';
export { hostUrl, siteUrl };

/**
 * The site's pages paint from prerendered HTML and start their code after the first paint, so
 * the load event comes before the page is live. `page.goto` and `page.reload` here also wait
 * until the app has hydrated (`<html data-hydrated>`) when they open one of the site's pages with
 * JavaScript on; every spec imports `test` from here.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const live = async (response: Response | null) => {
      const html = response?.headers()['content-type']?.includes('text/html') ?? false;
      if (javaScriptEnabled !== false && html && page.url().startsWith(siteUrl)) {
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => live(await goto(url, options));
    page.reload = async (options) => live(await reload(options));
    await provide(page);
  },
});
export { expect };

/**
 * Opens the hostile third-party fixture page (other origin) with `<toolshed-{tool}>` and the
 * given attributes; returns the element locator and the error list (assert it stays empty).
 */
export async function openEmbedded(page: Page, tool: string, attributes: Record<string, string> = {}) {
  const errors = collectErrors(page);
  const query = new URLSearchParams({ embed: `${siteUrl}/embed/toolshed.js`, tool });
  for (const [name, value] of Object.entries(attributes)) query.set(`attr.${name}`, value);
  await page.goto(`${hostUrl}/host.html?${query}`);
  const element = page.locator(`toolshed-${tool}`);
  return { element, errors };
}

/** Class names the built embed stylesheets define, read from dist/ (`/embed/chunks/x.css` paths). */
export function embedCssClasses(paths: string[]): Set<string> {
  const classes = new Set<string>();
  for (const path of paths) {
    const css = readFileSync(`dist${path}`, 'utf8');
    for (const m of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(m[1]!);
  }
  return classes;
}

let allClasses: Set<string> | undefined;
/** Every class the built embed stylesheets style, whichever tool's. */
export function allEmbedCssClasses(): Set<string> {
  allClasses ??= embedCssClasses(
    readdirSync('dist/embed/chunks')
      .filter((file) => file.endsWith('.css'))
      .map((file) => `/embed/chunks/${file}`),
  );
  return allClasses;
}

/**
 * What an embedded element's shadow root holds: the pathnames of its stylesheet links (in
 * order), whether each one loaded, and every class on its elements (tool and portals).
 */
export function shadowStylesheets(element: Locator) {
  return element.evaluate((host) => {
    const root = host.shadowRoot;
    const links = Array.from(root?.querySelectorAll('link') ?? []);
    return {
      links: links.map((link) => (link.rel === 'stylesheet' ? new URL(link.href).pathname : `${link.rel} ${link.href}`)),
      loaded: links.every((link) => link.sheet !== null),
      classes: [...new Set(Array.from(root?.querySelectorAll('[class]') ?? []).flatMap((el) => Array.from(el.classList)))],
      otherStyles: root?.querySelectorAll('style').length ?? 0,
    };
  });
}

/** The <link> and <style> elements in the host page's head, described (react-aria's documented one left out). */
export function hostHeadStyles(page: Page) {
  return page.evaluate(() =>
    Array.from(document.head.querySelectorAll('link, style'))
      .filter((el) => el.id !== 'react-aria-pressable-style')
      .map((el) => (el instanceof HTMLLinkElement ? `link ${el.rel} ${el.getAttribute('href')}` : `style ${el.textContent?.length ?? 0}`)),
  );
}
