import { sitePaths } from '../../src/site/route-paths';
import { expect, test, axeViolations, collectErrors, cspViolations, siteUrl, watchCsp } from './support';

// Every page of the site plus an unknown address, in both themes at phone and desktop width:
// no console error, no axe violation, no CSP violation, no request to another origin.
const paths = [...sitePaths(), '/no-such-page'];

for (const theme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    for (const path of paths) {
      test(`${path} (${theme}, ${width}px): no console, axe or CSP errors; same-origin only`, async ({ page }) => {
        const errors = collectErrors(page);
        const foreign: string[] = [];
        page.on('request', (r) => {
          if (!r.url().startsWith(siteUrl) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) foreign.push(r.url());
        });
        await watchCsp(page);
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: theme });
        const response = await page.goto(path);
        expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
        await expect(page.locator('h1').first()).toBeVisible();
        // Hydrated: the theme toggle reflects the emulated scheme only once React runs.
        await expect(page.getByRole('button', { name: `Switch to ${theme === 'dark' ? 'light' : 'dark'} theme` })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page)).toEqual([]);
        expect(await cspViolations(page)).toEqual([]);
        // The 404 document itself is reported by the browser as a failed load; nothing else may fail.
        expect(errors.filter((e) => !(path === '/no-such-page' && /status of 404/.test(e)))).toEqual([]);
        expect(foreign).toEqual([]);
      });
    }
  }
}
