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
