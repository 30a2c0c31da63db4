import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { TestContext, TestRunnerConfig } from '@storybook/test-runner';
import { COPIED_MS } from '../src/ui/clipboard.ts';
import { clippingProblems, PHONE_WIDTHS } from '../tests/layout/clipping.ts';
import { collectWords, wordProblems, type PageWords } from '../tests/words.ts';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');
const snapshotsDir = path.join(process.cwd(), 'tests', 'visual', '__image_snapshots__');

interface VisualParameters {
  /** Skip the screenshot (the story still runs its play function and axe). */
  disable?: boolean;
  /** Screenshot the whole viewport instead of #storybook-root (for portals: dialogs, popovers). */
  page?: boolean;
  /** Extra selectors to mask (random or time-dependent content). */
  mask?: string[];
  /**
   * `'held'`: a copy confirmation ("Copied!") stays until the story is done, for a story that ends
   * on one: on a loaded machine the light screenshot, axe in dark and the dark screenshot can
   * outlast its 2 s, and the two themes showed different labels. Only for such stories: it holds
   * every timer of exactly COPIED_MS in the page (secure notes' 2 s auto-lock story has one too).
   */
  copiedTimer?: 'held';
}

interface AxeResult {
  violations: Array<{ id: string; nodes: Array<{ target: unknown; failureSummary?: string }> }>;
}

declare global {
  interface Window {
    axe?: { run: (context: unknown, options: unknown) => Promise<AxeResult> };
  }
}

/** The story's `visual` parameters (the test-runner's getStoryContext, without importing the test-runner into every file). */
async function visualParameters(page: Page, context: TestContext): Promise<VisualParameters> {
  const parameters = await page.evaluate(
    async (storyId) => (await (globalThis as unknown as { __getContext: (id: string) => Promise<{ parameters?: { visual?: VisualParameters } }> }).__getContext(storyId)).parameters,
    context.id,
  );
  return parameters?.visual ?? {};
}

/** jest-image-snapshot, loaded the first time a screenshot differs from its baseline by a byte (rare). */
let imageSnapshotsLoaded = false;
async function loadImageSnapshots() {
  if (imageSnapshotsLoaded) return;
  const { toMatchImageSnapshot } = await import('jest-image-snapshot');
  expect.extend({ toMatchImageSnapshot });
  imageSnapshotsLoaded = true;
}

function sameAsBaseline(identifier: string, image: Buffer): boolean {
  try {
    return readFileSync(path.join(snapshotsDir, `${identifier}.png`)).equals(image);
  } catch {
    return false; // no baseline yet: toMatchImageSnapshot writes it (or fails with --ci)
  }
}

/**
 * A screenshot that differs from its baseline is retaken until two in a row are identical (at most
 * five, 200 ms apart), as Playwright's own toHaveScreenshot does: on a loaded CI machine a frame can
 * still be catching up when the first one is taken (seen once: 373 px of one button's light
 * screenshot, with the dark one a moment later matching). A real change stays different and fails.
 */
async function settledScreenshot(page: Page, shoot: () => Promise<Buffer>, first: Buffer): Promise<Buffer> {
  let previous = first;
  for (let attempt = 0; attempt < 4; attempt++) {
    await page.waitForTimeout(200);
    const next = await shoot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

/**
 * Every story is a visual test in both themes. After the play function (and addon-a11y's
 * axe run in light) we take the light screenshot, flip <html data-theme> to dark, re-check
 * colour contrast with axe in dark, and take the dark screenshot.
 */
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    // In the page, before the story renders: with copiedTimer 'held', a timer of exactly
    // COPIED_MS is not started; every other story gets the page's own setTimeout back.
    await page.evaluate(
      async ({ storyId, ms }) => {
        const w = window as unknown as {
          setTimeout: typeof setTimeout;
          __pageSetTimeout?: typeof setTimeout;
          __getContext: (id: string) => Promise<{ parameters?: { visual?: VisualParameters } }>;
        };
        const real = (w.__pageSetTimeout ??= w.setTimeout);
        const hold = (await w.__getContext(storyId)).parameters?.visual?.copiedTimer === 'held';
        w.setTimeout = hold ? (((handler: TimerHandler, delay?: number, ...rest: unknown[]) => (delay === ms ? 0 : real(handler, delay, ...rest))) as typeof setTimeout) : real;
      },
      { storyId: context.id, ms: COPIED_MS },
    );
  },
  async postVisit(page, context) {
    // The test-runner calls this after a failed play function too, and a screenshot that differs
    // would replace the play function's error (a failed wait for "Copy image" was reported as a
    // screenshot showing "Copied!"). The play function's error is the one to read.
    if (context.hasFailure) return;
    const visual = await visualParameters(page, context);
    // The house rules for words (tests/words.ts) in every tool and site story, in the state its
    // play function leaves (dialogs, other tabs, results): US spelling, Title Case on every
    // button, tab and heading. Storybook's own screens around the story are not read. They are
    // English rules: a story in another language (the Language toolbar sets <html lang>) is skipped.
    const lang = await page.evaluate(() => document.documentElement.lang || 'en');
    if (/^(tools|site)-/.test(context.id) && lang === 'en') {
      const storybookScreens = '.sb-wrapper, .sb-nopreview, .sb-errordisplay, #storybook-docs';
      const words = await page.evaluate<PageWords>(`(${collectWords.toString()})(document.body, ${JSON.stringify(storybookScreens)})`);
      const problems = wordProblems(words);
      if (problems.length > 0) throw new Error(`Words against the house rules in ${context.id}:\n${problems.join('\n')}`);
    }
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));

    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      // Let the browser apply the new custom property values before measuring.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

      if (theme === 'dark') {
        if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ path: axePath });
        const result = await page.evaluate(() =>
          window.axe!.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } }),
        );
        const failures = result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`));
        if (failures.length > 0) throw new Error(`Dark theme contrast violations in ${context.id}:\n${failures.join('\n')}`);
      }

      if (visual.disable) continue;
      const mask = ['[data-visual-mask]', ...(visual.mask ?? [])].map((s) => page.locator(s));
      const options = { animations: 'disabled' as const, caret: 'hide' as const, mask };
      const shoot = () => (visual.page ? page.screenshot(options) : page.locator('#storybook-root').screenshot(options));
      // The common case needs no image diff: the screenshot is byte for byte its baseline (a diff
      // runs in a child process, about 0.3 s per screenshot, 1,100+ of them).
      const identifier = `${context.id}--${theme}`;
      let image = await shoot();
      if (sameAsBaseline(identifier, image)) continue;
      image = await settledScreenshot(page, shoot, image);
      if (sameAsBaseline(identifier, image)) continue;
      await loadImageSnapshots();
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: snapshotsDir,
        customSnapshotIdentifier: identifier,
        // Tolerate sub-pixel anti-aliasing noise between machines, never a real colour change.
        customDiffConfig: { threshold: 0.02 },
        failureThreshold: 0.0005,
        failureThresholdType: 'percent',
      });
    }
    // Nothing in a tool story clips at a phone's width (CONVENTIONS.md, Layout): after the
    // screenshots, so the baselines keep the story's own viewport, which is put back afterwards.
    if (context.id.startsWith('tools-')) {
      const viewport = page.viewportSize();
      try {
        for (const width of PHONE_WIDTHS) {
          await page.setViewportSize({ width, height: viewport?.height ?? 720 });
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          const problems = await page.locator('#storybook-root').evaluate(clippingProblems);
          if (problems.length > 0) throw new Error(`Clipped or overflowing at ${width}px in ${context.id}:\n${problems.join('\n')}`);
        }
      } finally {
        if (viewport) await page.setViewportSize(viewport);
      }
    }
    // No reset to light here: the theme decorator sets it when the next story renders, which
    // restyles the next story's DOM once instead of this one's again.
  },
};

export default config;
