import { expect, test, collectErrors, hostUrl, openEmbedded, siteUrl } from './support';
import english from '../../src/tools/case-converter/messages/en';
import arabic from '../../src/tools/case-converter/messages/ar';

interface Change {
  text: string;
  perLine: boolean;
  cases: Record<string, string>;
}

test('the embedded case converter takes its attributes, converts and reports toolshed-change', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hostUrl });
  const { element, errors } = await openEmbedded(page, 'case-converter', { 'initial-text': 'user id\nfirst name', 'per-line': 'false' });
  await page.evaluate(() => {
    document.addEventListener('toolshed-change', (e) => ((window as unknown as { lastChange?: unknown }).lastChange = (e as CustomEvent).detail));
  });

  const text = element.getByRole('textbox', { name: 'Text to convert' });
  await expect(text).toHaveValue('user id\nfirst name');
  await expect(element.getByRole('switch', { name: 'Convert each line separately' })).not.toBeChecked();
  await expect(element.locator('pre[data-case="camel"]')).toHaveText('userIdFirstName');

  await text.fill('XMLHttpRequest');
  await expect(element.locator('pre[data-case="snake"]')).toHaveText('xml_http_request');
  const last = () => page.evaluate(() => (window as unknown as { lastChange?: Change }).lastChange);
  await expect.poll(async () => (await last())?.text).toBe('XMLHttpRequest');
  const detail = (await last())!;
  expect(detail.perLine).toBe(false);
  expect(detail.cases).toEqual({
    lower: 'xmlhttprequest',
    upper: 'XMLHTTPREQUEST',
    title: 'Xml Http Request',
    sentence: 'Xml http request',
    camel: 'xmlHttpRequest',
    pascal: 'XmlHttpRequest',
    snake: 'xml_http_request',
    constant: 'XML_HTTP_REQUEST',
    kebab: 'xml-http-request',
    dot: 'xml.http.request',
    path: 'xml/http/request',
    header: 'Xml-Http-Request',
    alternating: 'xMlHtTpReQuEsT',
    inverse: 'xmlhTTPrEQUEST',
  });

  // react-aria presses work inside the shadow root.
  await element.getByRole('button', { name: 'Copy Header-Case' }).click();
  await expect(element.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Xml-Http-Request');

  // The element's lang picks its words, live.
  await element.evaluate((el) => el.setAttribute('lang', 'de'));
  await expect(element.getByRole('switch', { name: 'Jede Zeile einzeln umwandeln' })).not.toBeChecked();
  expect(errors).toEqual([]);
});

test('the site route /tools/case-converter converts a list line by line', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/tools/case-converter`);
  await expect(page).toHaveTitle('Case Converter — Toolshed');
  await expect(page.getByRole('heading', { level: 1, name: 'Case Converter' })).toBeVisible();
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.locator('pre[data-case="kebab"]')).toHaveText('xml-http-request\nuser-id\nget-user-by-email\nthe-quick-brown-fox-jumps-over-2-lazy-dogs');
  await page.getByRole('textbox', { name: 'Text to convert' }).fill('Ça va déjà');
  await expect(page.locator('pre[data-case="constant"]')).toHaveText('ÇA_VA_DÉJÀ');
  await expect(page.locator('pre[data-case="title"]')).toHaveText('Ça Va Déjà');
  expect(errors).toEqual([]);
});

test('the Arabic page /ar/tools/case-converter reads right to left and converts Latin text left to right', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${siteUrl}/ar/tools/case-converter`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'محوّل حالة الأحرف' })).toBeVisible();
  await expect(page.getByText('اكتب نصًا أو الصقه في الأعلى لتراه بجميع الحالات الأربع عشرة.')).toBeVisible();
  await page.getByRole('button', { name: 'تحميل مثال' }).click();
  await expect(page.locator('pre[data-case="snake"]')).toHaveText('xml_http_request\nuser_id\nget_user_by_email\nthe_quick_brown_fox_jumps_over_2_lazy_dogs');
  // The Latin results read left to right inside the right-to-left page.
  expect(await page.locator('pre[data-case="snake"]').evaluate((pre) => getComputedStyle(pre).direction)).toBe('ltr');
  await expect(page.getByRole('heading', { level: 3, name: 'أحرف كبيرة' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'نسخ kebab-case' })).toBeEnabled();

  // No English word of the tool is left on the page.
  const shown = await page.locator('main').innerText();
  const leftOver = Object.entries(english).filter(([key, text]) => !/[{']/.test(text) && text !== arabic[key as keyof typeof arabic] && shown.includes(text));
  expect(leftOver).toEqual([]);
  expect(errors).toEqual([]);
});
