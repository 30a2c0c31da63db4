import type { Locator, Page } from '@playwright/test';

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
