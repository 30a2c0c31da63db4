import { expect, type Page } from '@playwright/test';
import { generateLorem } from '../../../src/tools/lorem-generator/lorem-generator';
import type { SecretCase, ShareCase } from './types';

/** A stat tile's value (StatGrid: <dt>label</dt><dd>value</dd>). */
const stat = (page: Page, label: string) => page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

export const oneCases: ShareCase[] = [
  {
    id: 'json-formatter',
    query: `initial-text=${encodeURIComponent('{"b":1,"a":2}')}&indent=4&sort-keys=true`,
    expectRestored: async (page) => {
      await expect(page.getByRole('textbox', { name: 'JSON input' })).toHaveValue('{"b":1,"a":2}');
      await expect(page.getByRole('combobox', { name: 'Indent' })).toHaveValue('4');
      await expect(page.getByRole('switch', { name: 'Sort keys' })).toBeChecked();
      // Line numbers, then the keys sorted and indented by four spaces.
      await expect(page.getByRole('region', { name: 'Formatted JSON (JSON)' })).toHaveText(/^1\{2 {4}"a": 2,3 {4}"b": 14\}$/);
    },
    edit: {
      run: async (page) => {
        // Text over 2 kB stays out of the link, and the share bar says why.
        const large = JSON.stringify({ items: Array.from({ length: 600 }, (_, i) => i) });
        expect(large.length).toBeGreaterThan(2000);
        await page.getByRole('textbox', { name: 'JSON input' }).fill(large);
        await expect(page.getByRole('status').filter({ hasText: 'The link leaves out your text: over 2 kB is too large for a link.' })).toBeVisible();
        await expect.poll(() => params(page)).toEqual({ indent: '4', 'sort-keys': 'true' });
        await page.getByRole('combobox', { name: 'Indent' }).selectOption('tab');
      },
      params: { indent: 'tab', 'sort-keys': 'true' },
    },
  },
  {
    id: 'qr-generator',
    query: 'type=text&text=Hello+share&size=512&foreground=%23112233&error-correction=H&margin=2',
    expectRestored: async (page) => {
      await expect(page.getByRole('combobox', { name: 'QR code type' })).toHaveValue('text');
      await expect(page.getByRole('textbox', { name: 'Text' })).toHaveValue('Hello share');
      await expect(page.getByRole('textbox', { name: 'Foreground', exact: true })).toHaveValue('#112233');
      await expect(page.getByRole('radio', { name: '512 px' })).toBeChecked();
      await expect(page.getByRole('img', { name: 'QR code' })).toHaveAttribute('width', '512');
      await expect(page.getByText(/Version \d+, \d+ × \d+ modules \(\d+ px each\), error correction H$/)).toBeVisible();
      await expect(page.getByRole('img', { name: 'QR code' }).locator('path')).toHaveAttribute('fill', '#112233');
    },
    edit: {
      run: async (page) => {
        await page.getByRole('textbox', { name: 'Text' }).fill('Changed');
      },
      params: { type: 'text', text: 'Changed', margin: '2' },
    },
  },
  {
    id: 'calculator',
    query: 'initial-value=1234.5',
    expectRestored: async (page) => {
      await expect(page.getByTestId('calculator-display')).toHaveText('1,234.5');
    },
    edit: {
      run: async (page) => {
        await page.getByRole('button', { name: 'Multiply' }).click();
        await page.getByRole('button', { name: '2', exact: true }).click();
        await page.getByRole('button', { name: 'Equals' }).click();
        await expect(page.getByTestId('calculator-display')).toHaveText('2,469');
      },
      params: { 'initial-value': '2469' },
    },
  },
  {
    id: 'color-picker',
    query: 'initial-color=%23ef4444&initial-tab=converter',
    expectRestored: async (page) => {
      await expect(page.getByRole('tab', { name: 'Format Converter' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('textbox', { name: 'HEX', exact: true })).toHaveValue('#ef4444');
      await expect(page.getByRole('textbox', { name: 'RGB', exact: true })).toHaveValue('rgb(239, 68, 68)');
    },
    edit: {
      run: async (page) => {
        await page.getByRole('tab', { name: 'Color Picker' }).click();
        await page.getByRole('textbox', { name: 'Hex color' }).fill('#10b981');
      },
      params: { 'initial-color': '#10b981' },
    },
  },
  {
    id: 'password-generator',
    query: 'initial-length=20&symbols=false',
    expectRestored: async (page) => {
      await expect(page.getByRole('slider', { name: 'Password length' })).toHaveValue('20');
      await expect(page.getByRole('checkbox', { name: 'Symbols (!@#$…)' })).not.toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Uppercase (A-Z)' })).toBeChecked();
      await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(/^[A-Za-z0-9]{20}$/);
    },
    edit: {
      run: async (page) => {
        await page.getByRole('button', { name: 'PIN' }).click();
        const password = await page.getByRole('textbox', { name: 'Password', exact: true }).inputValue();
        expect(password).toMatch(/^\d{6}$/);
        await expect.poll(() => params(page)).toEqual({ 'initial-preset': 'pin' });
        // The password itself is not an input: it never enters the address.
        expect(page.url()).not.toContain(password);
      },
      params: { 'initial-preset': 'pin' },
    },
  },
  {
    id: 'word-counter',
    query: 'initial-text=One+two+three.+Four+five.',
    expectRestored: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Your text' })).toHaveValue('One two three. Four five.');
      await expect(stat(page, 'Words')).toHaveText('5');
      await expect(stat(page, 'Sentences')).toHaveText('2');
    },
    edit: {
      run: async (page) => {
        await page.getByRole('textbox', { name: 'Your text' }).fill('Just this');
      },
      params: { 'initial-text': 'Just this' },
    },
  },
  {
    id: 'percentage',
    query: 'mode=change&x=3&y=4&decimals=2',
    expectRestored: async (page) => {
      await expect(page.getByRole('tab', { name: '% change' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('textbox', { name: 'From (X)' })).toHaveValue('3');
      await expect(page.getByRole('textbox', { name: 'To (Y)' })).toHaveValue('4');
      await expect(page.getByTestId('percentage-result')).toHaveText('≈ +33.33%');
    },
    edit: {
      run: async (page) => {
        await page.getByRole('textbox', { name: 'To (Y)' }).fill('6');
        await expect(page.getByTestId('percentage-result')).toHaveText('+100%');
      },
      params: { mode: 'change', x: '3', y: '6', decimals: '2' },
    },
  },
  {
    id: 'age-calculator',
    query: 'birth-date=1990-05-15&as-of=2024-02-29',
    expectRestored: async (page) => {
      await expect(page.getByLabel('Birth date')).toHaveValue('1990-05-15');
      await expect(page.getByLabel('As of')).toHaveValue('2024-02-29');
      await expect(stat(page, 'Years')).toHaveText('33');
      await expect(stat(page, 'Months')).toHaveText('9');
      await expect(stat(page, 'Days')).toHaveText('14');
    },
    edit: {
      run: async (page) => {
        // Today: the link no longer names a date, so it measures on the day it is opened.
        await page.getByRole('button', { name: 'Today' }).click();
        await expect.poll(() => params(page)).toEqual({ 'birth-date': '1990-05-15' });
      },
      params: { 'birth-date': '1990-05-15' },
    },
  },
  {
    id: 'bmi-calculator',
    query: 'units=us&height=70&weight=160',
    expectRestored: async (page) => {
      await expect(page.getByRole('radio', { name: 'US (ft, in, lb)' })).toBeChecked();
      await expect(page.getByRole('textbox', { name: 'Height (ft)' })).toHaveValue('5');
      await expect(page.getByRole('textbox', { name: 'Height (in)' })).toHaveValue('10');
      await expect(page.getByRole('textbox', { name: 'Weight (lb)' })).toHaveValue('160');
      // 703 × 160 / 70² = 22.96
      await expect(page.getByTestId('bmi-value')).toHaveText('23.0');
    },
    edit: {
      run: async (page) => {
        await page.getByText('Metric (cm, kg)', { exact: true }).click();
        await expect(page.getByRole('textbox', { name: 'Height (cm)' })).toHaveValue('177.8');
      },
      params: { height: '177.8', weight: '72.6' },
    },
  },
  {
    id: 'case-converter',
    query: 'initial-text=hello+world%0Anew+line&per-line=false',
    expectRestored: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Text to convert' })).toHaveValue('hello world\nnew line');
      await expect(page.getByRole('switch', { name: 'Convert each line separately' })).not.toBeChecked();
      // One phrase: the line break is a word boundary like any other.
      await expect(page.locator('pre[data-case="snake"]')).toHaveText('hello_world_new_line');
    },
    edit: {
      run: async (page) => {
        await page.getByRole('textbox', { name: 'Text to convert' }).fill('Ça va');
        await expect(page.locator('pre[data-case="constant"]')).toHaveText('ÇA_VA');
      },
      params: { 'initial-text': 'Ça va', 'per-line': 'false' },
    },
  },
  {
    id: 'text-formatter',
    query: new URLSearchParams({
      'initial-text': ' b\na \nb',
      operations: 'trim,dedupe,prefix-suffix',
      steps: JSON.stringify([
        { kind: 'trim', mode: 'both' },
        { kind: 'dedupe', ignoreCase: false },
        { kind: 'prefix-suffix', prefix: '- ', suffix: ';' },
      ]),
    }).toString(),
    expectRestored: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Input text' })).toHaveValue(' b\na \nb');
      await expect(page.locator('li h3')).toHaveText(['Trim Lines', 'Remove Duplicate Lines', 'Add Prefix / Suffix']);
      await expect(page.getByRole('region', { name: 'Result' })).toContainText('- b;\n- a;');
    },
    edit: {
      run: async (page) => {
        await page.getByRole('textbox', { name: 'Prefix' }).fill('* ');
        await expect(page.getByRole('region', { name: 'Result' })).toContainText('* b;\n* a;');
      },
      params: {
        operations: 'trim,dedupe,prefix-suffix',
        steps: '[{"kind":"trim","mode":"both"},{"kind":"dedupe","ignoreCase":false},{"kind":"prefix-suffix","prefix":"* ","suffix":";"}]',
      },
    },
  },
  {
    id: 'lorem-generator',
    query: 'unit=words&count=7&format=html&start-with-lorem=false&seed=share',
    expectRestored: async (page) => {
      await expect(page.getByRole('radio', { name: 'Words' })).toBeChecked();
      await expect(page.getByRole('textbox', { name: 'How many words' })).toHaveValue('7');
      const expected = generateLorem({ unit: 'words', count: 7, format: 'html', startWithLorem: false }, 'share').text;
      expect(expected).toMatch(/^<p>(\S+ ){6}\S+<\/p>$/);
      await expect(page.locator('pre code')).toHaveText(expected);
    },
    edit: {
      run: async (page) => {
        await page.getByRole('textbox', { name: 'How many words' }).fill('12');
        await page.getByRole('textbox', { name: 'How many words' }).press('Enter');
      },
      params: { unit: 'words', count: '12', seed: 'share' },
    },
  },
  {
    id: 'text-diff',
    query: 'original=a%0Ab%0Ac&modified=a%0AB%0Ac&view=unified&ignore-case=true',
    expectRestored: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Original text' })).toHaveValue('a\nb\nc');
      await expect(page.getByRole('textbox', { name: 'Modified text' })).toHaveValue('a\nB\nc');
      await expect(page.getByRole('radio', { name: 'Unified' })).toBeChecked();
      await expect(page.getByText('No differences (ignoring case).')).toBeVisible();
    },
    edit: {
      run: async (page) => {
        await page.getByText('Ignore case', { exact: true }).click();
        await expect(page.getByText('1 line added, 1 line removed.')).toBeVisible();
        await expect.poll(() => params(page)).toEqual({ original: 'a\nb\nc', modified: 'a\nB\nc', view: 'unified' });
      },
      params: { view: 'unified' },
    },
  },
];

/** None of these tools has a secret input (the password generator's password is an output, never an input). */
export const oneSecretCases: SecretCase[] = [];
