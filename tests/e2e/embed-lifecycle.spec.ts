import { expect, hostUrl, siteUrl, test } from './support';

/**
 * The element's life on a host page: many mounts and unmounts leave nothing behind, instances
 * are independent, attributes are live, invalid values warn once, and React loads once for
 * several tools. Uses the fixture host page with an empty slot.
 */
async function openEmptyHost(page: import('@playwright/test').Page) {
  const query = new URLSearchParams({ embed: `${siteUrl}/embed/toolshed.js`, tool: 'none' });
  const warnings: string[] = [];
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => r.url().endsWith('.js') && scripts.push(new URL(r.url()).pathname));
  await page.goto(`${hostUrl}/host.html?${query}`);
  await page.waitForFunction(() => customElements.get('toolshed-word-counter') !== undefined);
  return { warnings, errors, scripts };
}

const add = (page: import('@playwright/test').Page, html: string) =>
  page.evaluate((markup) => {
    const slot = document.getElementById('slot')!;
    slot.innerHTML = markup;
  }, html);

test('mounting and removing an element 100 times leaves no nodes or listeners behind', async ({ page }) => {
  test.setTimeout(120_000);
  const { errors } = await openEmptyHost(page);
  const cdp = await page.context().newCDPSession(page);
  const cycle = async (times: number) => {
    for (let i = 0; i < times; i++) {
      await add(page, `<toolshed-word-counter initial-text="Round ${i}"></toolshed-word-counter>`);
      await expect(page.locator('toolshed-word-counter').getByRole('textbox', { name: 'Your text' })).toHaveValue(`Round ${i}`);
      await add(page, '');
      // Unmounting happens a microtask after disconnect (moves within the page keep the tool).
      await page.evaluate(() => new Promise((r) => setTimeout(r, 0)));
    }
  };
  const counters = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Memory.getDOMCounters')) as { nodes: number; jsEventListeners: number };
  };
  await cycle(5); // warm up: code, styles and fonts loaded once
  const before = await counters();
  await cycle(100);
  const after = await counters();
  process.stdout.write(`[embed lifecycle] before ${JSON.stringify(before)} after ${JSON.stringify(after)}\n`);
  // A leak would add listeners per mount (hundreds over 100 mounts); allow small GC timing noise.
  expect(after.jsEventListeners).toBeLessThan(before.jsEventListeners + 25);
  // A mounted word counter is several hundred nodes; 100 leaked ones would be tens of thousands.
  expect(after.nodes).toBeLessThan(before.nodes + 500);
  expect(errors).toEqual([]);
});

test('two instances of one tool are independent, and three tools share one React', async ({ page }) => {
  const { errors, scripts } = await openEmptyHost(page);
  await add(
    page,
    '<toolshed-word-counter id="a" initial-text="one two"></toolshed-word-counter>' +
      '<toolshed-word-counter id="b" initial-text="three"></toolshed-word-counter>' +
      '<toolshed-calculator></toolshed-calculator><toolshed-json-formatter></toolshed-json-formatter>',
  );
  const a = page.locator('#a').getByRole('textbox', { name: 'Your text' });
  const b = page.locator('#b').getByRole('textbox', { name: 'Your text' });
  await expect(a).toHaveValue('one two');
  await expect(b).toHaveValue('three');
  await a.fill('changed in a only');
  await expect(b).toHaveValue('three');
  await expect(page.locator('toolshed-calculator').getByTestId('calculator-display')).toHaveText('0');
  await expect(page.locator('toolshed-json-formatter').getByRole('textbox', { name: 'JSON input' })).toBeVisible();
  expect(await page.evaluate(() => (document.getElementById('a') as unknown as { value: { words: number } }).value.words)).toBe(4);
  expect(await page.evaluate(() => (document.getElementById('b') as unknown as { value: { words: number } }).value.words)).toBe(1);
  // React is its own chunk, fetched once for every tool on the page.
  expect(scripts.filter((path) => /\/embed\/chunks\/react-[^/]+\.js$/.test(path))).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('attributes are live: a change restarts the tool from it, removal restores the default, an invalid value warns once', async ({ page }) => {
  const { warnings, errors } = await openEmptyHost(page);
  await add(page, '<toolshed-json-formatter indent="4" initial-text=\'{"a":1}\'></toolshed-json-formatter>');
  const element = page.locator('toolshed-json-formatter');
  const output = element.getByRole('region', { name: 'Formatted JSON (JSON)' });
  // The indent before "a" on line 2 (exact text: Playwright's text matchers collapse whitespace).
  const indent = () => output.evaluate((el) => /2(\s*)"a"/.exec(el.textContent ?? '')?.[1] ?? null);
  await expect.poll(indent).toBe('    ');
  await element.evaluate((el) => el.setAttribute('indent', 'tab'));
  await expect.poll(indent).toBe('\t');
  await element.evaluate((el) => el.removeAttribute('indent'));
  await expect.poll(indent).toBe('  ');
  await element.evaluate((el) => el.setAttribute('indent', 'seven'));
  await element.evaluate((el) => el.setAttribute('sort-keys', 'perhaps'));
  await expect.poll(() => warnings.filter((w) => w.includes('indent="seven"')).length).toBe(1);
  expect(warnings.filter((w) => w.includes('sort-keys="perhaps"'))).toHaveLength(1);
  expect(warnings.find((w) => w.includes('indent="seven"'))).toContain('<toolshed-json-formatter>: ignored indent="seven" (expected one of 2, 4, tab); using the default.');
  // The invalid value is ignored: the declared default indent applies.
  await expect.poll(indent).toBe('  ');
  expect(errors).toEqual([]);
});
