import { allEmbedCssClasses, embedCssClasses, expect, hostHeadStyles, hostUrl, shadowStylesheets, siteUrl, test } from './support';

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
  const styles: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => r.url().endsWith('.js') && scripts.push(new URL(r.url()).pathname));
  page.on('request', (r) => r.url().endsWith('.css') && styles.push(new URL(r.url()).pathname));
  await page.goto(`${hostUrl}/host.html?${query}`);
  await page.waitForFunction(() => customElements.get('toolshed-word-counter') !== undefined);
  return { warnings, errors, scripts, styles };
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
  // The last unmount and the collection of its nodes may trail the loop on a busy machine (one
  // run counted one word counter's worth, 156 nodes and 109 listeners, still there); a leak
  // never goes away, so the counters get a few seconds to settle.
  let after = before;
  await expect
    .poll(async () => {
      after = await counters();
      return after.jsEventListeners < before.jsEventListeners + 25 && after.nodes < before.nodes + 500;
    }, { timeout: 10_000 })
    .toBe(true);
  process.stdout.write(`[embed lifecycle] before ${JSON.stringify(before)} after ${JSON.stringify(after)}\n`);
  // A leak would add listeners per mount (hundreds over 100 mounts); allow small GC timing noise.
  expect(after.jsEventListeners).toBeLessThan(before.jsEventListeners + 25);
  // A mounted word counter is several hundred nodes; 100 leaked ones would be tens of thousands.
  expect(after.nodes).toBeLessThan(before.nodes + 500);
  expect(errors).toEqual([]);
});

test('two instances of one tool are independent, and three tools share one runtime', async ({ page }) => {
  const { errors, scripts, styles } = await openEmptyHost(page);
  const hostHead = await hostHeadStyles(page);
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
  // The runtime (preact/compat) is its own chunk, fetched once for every tool on the page.
  expect(scripts.filter((path) => /\/embed\/chunks\/runtime-[^/]+\.js$/.test(path))).toHaveLength(1);

  // Each element links the shared base stylesheet and its own tool's, fetched once per page; the
  // host's head gets none of them.
  const a1 = await shadowStylesheets(page.locator('#a'));
  const b1 = await shadowStylesheets(page.locator('#b'));
  const calculator = await shadowStylesheets(page.locator('toolshed-calculator'));
  const json = await shadowStylesheets(page.locator('toolshed-json-formatter'));
  const base = expect.stringMatching(/\/embed-[\w-]+\.css$/);
  expect(b1.links).toEqual(a1.links);
  expect(calculator.links).toEqual([base, expect.stringMatching(/\/tool-calculator-[\w-]+\.css$/)]);
  expect(json.links).toEqual([base, expect.stringMatching(/\/tool-json-formatter-[\w-]+\.css$/)]);
  expect(json.links[0]).toBe(calculator.links[0]);
  expect([...styles].sort()).toEqual([...new Set([...a1.links, ...calculator.links, ...json.links])].sort());
  expect(await hostHeadStyles(page)).toEqual(hostHead);
  // The calculator carries none of the JSON formatter's own rules: classes on the formatter's
  // elements that its stylesheets style, and the calculator's do not.
  const jsonStyled = embedCssClasses(json.links);
  const calculatorStyled = embedCssClasses(calculator.links);
  expect(json.classes.filter((name) => jsonStyled.has(name) && !calculatorStyled.has(name)).length).toBeGreaterThan(3);
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

test('a dialog in the portal root inside the shadow root is styled by the tool\'s stylesheet', async ({ page }) => {
  const { errors } = await openEmptyHost(page);
  await add(page, '<toolshed-secure-notes theme="light"></toolshed-secure-notes>');
  const element = page.locator('toolshed-secure-notes');
  const passphrase = 'correct horse battery staple';
  await element.getByLabel('Passphrase', { exact: true }).fill(passphrase);
  await element.getByLabel('Confirm passphrase', { exact: true }).fill(passphrase);
  await element.getByRole('button', { name: 'Create Vault' }).click();
  await element.getByRole('button', { name: 'Delete Vault' }).click();
  const dialog = element.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  // The dialog sits in a modal (surface, radius) on a fixed overlay, all in the shadow root.
  const look = await dialog.evaluate((el) => {
    const modal = getComputedStyle(el.parentElement!);
    const overlay = getComputedStyle(el.parentElement!.parentElement!);
    return {
      inShadowRoot: el.getRootNode() instanceof ShadowRoot,
      padding: getComputedStyle(el).paddingTop,
      font: getComputedStyle(el).fontFamily,
      modalBackground: modal.backgroundColor,
      modalRadius: modal.borderTopLeftRadius,
      overlayPosition: overlay.position,
    };
  });
  expect(look).toMatchObject({
    inShadowRoot: true,
    padding: expect.stringMatching(/^[1-9]\d*px$/),
    font: expect.stringContaining('Inter Variable'),
    modalRadius: expect.stringMatching(/^[1-9]\d*px$/),
    overlayPosition: 'fixed',
  });
  expect(look.modalBackground).not.toBe('rgba(0, 0, 0, 0)');
  // Every class in the dialog's tree that some embed stylesheet styles is styled by this element's.
  const { links } = await shadowStylesheets(element);
  const styled = embedCssClasses(links);
  const classes = await dialog.evaluate((el) => {
    const overlay = el.parentElement!.parentElement!;
    return [...new Set([overlay, ...Array.from(overlay.querySelectorAll('[class]'))].flatMap((node) => Array.from(node.classList)))];
  });
  expect(classes.filter((name) => styled.has(name)).length).toBeGreaterThan(3);
  expect(classes.filter((name) => allEmbedCssClasses().has(name) && !styled.has(name))).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});
