import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support';

// CONVENTIONS.md, Layout: on a phone the first result a visitor waits for is on screen while
// they type. At 375 × 812 px, after typing into the main input, the first result region starts
// within one viewport height of the input's bottom edge.
const VIEWPORT = { width: 375, height: 812 };

interface Case {
  tool: string;
  input: (page: Page) => Locator;
  text: string;
  result: (page: Page) => Locator;
  /** What the result shows for `text`: proves it is the result of this input, not a placeholder. */
  shows: string | RegExp;
  /** A tighter bound than one screen, for tools whose summary sits right under the input. */
  within?: number;
}

const cases: Case[] = [
  {
    tool: 'word-counter',
    input: (page) => page.getByRole('textbox', { name: 'Your text' }),
    text: 'The quick brown fox jumps over the lazy dog.',
    // The totals line under the text (the Statistics card is further down on a phone).
    result: (page) => page.locator('p').filter({ hasText: /^Words\s*\d/ }),
    shows: /Words\s*9\s*Characters\s*44/,
  },
  {
    tool: 'hash-generator',
    input: (page) => page.getByRole('textbox', { name: 'Text to hash' }),
    text: 'hello',
    result: (page) => page.getByRole('region', { name: 'Hashes' }),
    shows: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
  },
  {
    tool: 'text-formatter',
    input: (page) => page.getByRole('textbox', { name: 'Input text' }),
    text: 'banana\napple\ncherry',
    result: (page) => page.getByRole('region', { name: 'Result', exact: true }),
    shows: /banana|apple/,
  },
  {
    tool: 'case-converter',
    input: (page) => page.getByRole('textbox', { name: 'Text to convert' }),
    text: 'hello world',
    result: (page) => page.getByRole('region', { name: 'Converted' }),
    shows: 'HELLO WORLD',
  },
  {
    tool: 'json-formatter',
    input: (page) => page.getByRole('textbox', { name: 'JSON input' }),
    text: '{"a":[1,2]}',
    result: (page) => page.getByRole('region', { name: /^Formatted JSON/ }).first(),
    shows: '"a"',
  },
  {
    tool: 'base64',
    input: (page) => page.getByRole('textbox', { name: 'Text to encode' }),
    text: 'hello',
    result: (page) => page.getByRole('region', { name: 'Base64' }),
    shows: 'aGVsbG8=',
  },
  {
    tool: 'contrast-checker',
    input: (page) => page.getByRole('textbox', { name: 'Background color' }),
    text: '#ffffff',
    // The ratio and the AA verdicts under the fields (the Contrast card is a screen further down).
    result: (page) => page.getByTestId('contrast-quick'),
    shows: /^4\.48:1\s*Normal text AA\s*Fail\s*Large text AA\s*Pass\s*UI components AA\s*Pass$/,
    within: 200,
  },
];

test.use({ viewport: VIEWPORT, reducedMotion: 'reduce' });

for (const c of cases) {
  test(`${c.tool}: at 375 px the first result starts within one screen of the input`, async ({ page }) => {
    await page.goto(`/tools/${c.tool}`);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await c.input(page).fill(c.text);
    await expect(c.result(page)).toContainText(c.shows);
    const input = await c.input(page).boundingBox();
    const result = await c.result(page).boundingBox();
    expect(input && result).toBeTruthy();
    const distance = result!.y - (input!.y + input!.height);
    test.info().annotations.push({ type: 'distance', description: `${Math.round(distance)} px` });
    expect(distance, 'px from the input to the first result').toBeLessThanOrEqual(c.within ?? VIEWPORT.height);
  });
}
