import type { Locator, Page } from '@playwright/test';
import { expect, test, collectErrors, cspViolations, hostUrl, openEmbedded, siteUrl } from './support';

interface Change {
  type: string;
  html: string;
  data: Record<string, unknown>;
  missing: string[];
  invalid: string[];
}

const TYPES = ['Article', 'FAQPage', 'Product', 'Organization', 'LocalBusiness', 'BreadcrumbList', 'Event', 'HowTo'];

const lastChange = (page: Page) => page.evaluate(() => (window as unknown as { lastChange?: Change }).lastChange);

/** The block as the page that pastes it would parse it: the script elements' types and texts, and what ended up in the body. */
const parseAsPage = (page: Page, block: string) =>
  page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(`<!doctype html><head>${html}</head><body><p>after</p></body>`, 'text/html');
    return { scripts: [...doc.querySelectorAll('script')].map((s) => ({ type: s.type, text: s.textContent ?? '' })), body: doc.body.innerHTML };
  }, block);

const blockOf = (scope: Page | Locator) => scope.getByRole('region', { name: 'Script block (HTML)' });

test('the embedded schema generator takes its attributes, works under the strict CSP and reports changes', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hostUrl });
  const values = JSON.stringify({ groups: { questions: [{ question: 'Is it </script> safe?', answer: 'Yes.' }] } });
  const { element, errors } = await openEmbedded(page, 'schema-generator', { type: 'FAQPage', values });
  await page.evaluate(() => {
    document.addEventListener('toolshed-change', (e) => ((window as unknown as { lastChange?: unknown }).lastChange = (e as CustomEvent).detail));
  });

  await expect(element.getByRole('combobox', { name: 'Type' })).toHaveValue('FAQPage');
  const group = element.getByRole('group', { name: 'Question 1' });
  await expect(group.getByRole('textbox', { name: 'Question' })).toHaveValue('Is it </script> safe?');
  await expect(blockOf(element)).toContainText('"name": "Is it \\u003c/script\\u003e safe?"');

  // A second question through the UI: react-aria presses work inside the shadow root.
  await element.getByRole('button', { name: 'Add Question' }).click();
  await element.getByRole('group', { name: 'Question 2' }).getByRole('textbox', { name: 'Question' }).fill('Where?');
  await expect.poll(async () => (await lastChange(page))?.missing).toEqual(['questions[1].answer']);
  await element.getByRole('group', { name: 'Question 2' }).getByRole('textbox', { name: 'Answer' }).fill('Here.');
  await expect.poll(async () => (await lastChange(page))?.missing).toEqual([]);
  const change = await lastChange(page);
  expect(change?.data).toEqual({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: [
      { '@type': 'Question', name: 'Is it </script> safe?', acceptedAnswer: { '@type': 'Answer', text: 'Yes.' } },
      { '@type': 'Question', name: 'Where?', acceptedAnswer: { '@type': 'Answer', text: 'Here.' } },
    ],
  });

  await element.getByRole('button', { name: 'Copy Script' }).click();
  await expect(element.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(change?.html);
  expect(await cspViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the site page /tools/schema-generator writes valid JSON-LD for every type and validates pasted markup', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/schema-generator`);
  await expect(page).toHaveTitle('Schema Markup Generator — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'Schema Markup Generator' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How to Use' })).toBeVisible();

  for (const type of TYPES) {
    await page.getByRole('combobox', { name: 'Type' }).selectOption(type);
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await expect(page.getByText('Every required field is filled.')).toBeVisible();
    const { scripts, body } = await parseAsPage(page, (await blockOf(page).textContent()) ?? '');
    expect(body, type).toBe('<p>after</p>');
    expect(scripts, type).toHaveLength(1);
    expect(scripts[0]!.type).toBe('application/ld+json');
    expect(JSON.parse(scripts[0]!.text), type).toMatchObject({ '@context': 'https://schema.org', '@type': type });
  }

  // Each type keeps its values; a bad date is refused next to its field and left out of the block.
  await page.getByRole('combobox', { name: 'Type' }).selectOption('Event');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Autumn Jazz Night');
  await page.getByRole('textbox', { name: 'Start date' }).fill('12/12/2026');
  await expect(page.getByRole('textbox', { name: 'Start date' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Use an ISO 8601 date such as 2026-11-28')).toBeVisible();
  await expect(blockOf(page)).not.toContainText('startDate');

  await page.getByRole('tab', { name: 'Validate' }).click();
  await page
    .getByRole('textbox', { name: 'JSON-LD or script block' })
    .fill('<script type="application/ld+json">{"@context":"https://schema.org","@type":"Event","name":"Gig","location":{"@type":"Place","name":"Hall"}}</script>');
  const item = page.getByRole('article', { name: 'Item 1: Event' });
  await expect(item.getByText('Checked as Event.')).toBeVisible();
  await expect(item.getByRole('listitem')).toContainText(['startDate', 'endDate']);
  await expect(page.getByText('1 item checked: 1 required property is missing.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a share link restores the type and the form values and round-trips', async ({ page }) => {
  const errors = collectErrors(page);
  const values = JSON.stringify({ fields: { name: 'Corner Bakery', streetAddress: '12 Market Street', addressLocality: 'Springfield' } });
  const query = new URLSearchParams({ type: 'LocalBusiness', values }).toString();
  await page.goto(`${siteUrl}/tools/schema-generator?${query}`);
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('LocalBusiness');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Corner Bakery');
  await expect(page.getByText('Every required field is filled.')).toBeVisible();
  await expect(blockOf(page)).toContainText('"@type": "PostalAddress"');
  // The address is written 400 ms after the last change; it then holds exactly the link's inputs.
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ type: 'LocalBusiness', values });
  await page.getByRole('textbox', { name: 'Telephone (recommended)' }).fill('+1 555 0100');
  await expect
    .poll(() => JSON.parse(new URL(page.url()).searchParams.get('values') ?? '{}') as unknown)
    .toEqual({ fields: { name: 'Corner Bakery', streetAddress: '12 Market Street', addressLocality: 'Springfield', telephone: '+1 555 0100' } });
  expect(errors).toEqual([]);
});

test('the Validate tab loads after the page starts, and works when opened straight away', async ({ page }) => {
  const errors = collectErrors(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(/\/assets\/Validator-[\w-]+\.js$/, async (route) => {
    requested.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto(`${siteUrl}/tools/schema-generator`);
  // Not part of the page's start-up, and asked for once the page is live, before any click.
  await expect(page.locator('link[rel="modulepreload"][href*="/Validator-"]')).toHaveCount(0);
  await expect.poll(() => requested.length).toBe(1);
  await page.getByRole('tab', { name: 'Validate' }).click();
  await expect(page.getByRole('tab', { name: 'Validate' })).toHaveAttribute('aria-selected', 'true');
  release();
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByText('2 items checked: 1 required property is missing.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Item 1: Product' }).getByText('offers.priceCurrency')).toBeVisible();
  expect(requested).toHaveLength(1);
  expect(errors).toEqual([]);
});
