import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { copiesHtml, downloadsFile } from './support';
import MetaGenerator from '../../src/tools/meta-generator/MetaGenerator';
import { messages } from '../../src/tools/meta-generator/i18n';

const STORAGE_KEY = 'toolshed:meta-generator';

/** The Google preview reads from the fields; the code block is the HTML a user copies. */
const meta = {
  title: 'Tools/Meta Tag Generator',
  component: MetaGenerator,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // Remembered robots/viewport choices would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof MetaGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

const code = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Meta tags (HTML)' });
const preview = (canvasElement: HTMLElement, part: string) => canvasElement.querySelector(`[data-testid="preview-${part}"]`)?.textContent;

export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await expect(canvas.getByText('0 characters · aim for 50–60')).toBeVisible();
    await expect(canvas.getByText('0 characters · aim for 150–160')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Let search engines index this page' })).toBeChecked();
    await expect(preview(canvasElement, 'title')).toBe('Add a title to see it here');
    await expect(preview(canvasElement, 'url')).toBe('Add a canonical URL to see the address');
    await expect(code(canvasElement)).toHaveTextContent(
      '<meta charset="utf-8"> <meta name="viewport" content="width=device-width, initial-scale=1"> <meta name="robots" content="index, follow">',
      { normalizeWhitespace: true },
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({
      html: '<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="robots" content="index, follow">',
      robots: 'index, follow',
      invalidFields: [],
    });
  },
};

export const Filled: Story = {
  name: 'Typing fills the search preview',
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Handmade Oak Tables and Chairs | Smith & Sons Furniture');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Description' }),
      'Solid oak dining tables, chairs and benches, made to order in our Yorkshire workshop. Free delivery across the UK and a 25-year guarantee on every piece.',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Canonical URL' }), 'https://www.smith.example/shop/oak-tables');
    await expect(canvas.getByText('55 characters · aim for 50–60')).toBeVisible();
    await expect(canvas.getByText('153 characters · aim for 150–160')).toBeVisible();
    await expect(canvas.getAllByText('Good length')).toHaveLength(2);
    await expect(preview(canvasElement, 'site')).toBe('smith.example');
    await expect(preview(canvasElement, 'url')).toBe('https://www.smith.example › shop › oak-tables');
    await expect(preview(canvasElement, 'title')).toBe('Handmade Oak Tables and Chairs | Smith & Sons Furniture');
    await expect(preview(canvasElement, 'description')).toMatch(/^Solid oak dining tables.*every piece\.$/);
    await expect(code(canvasElement)).toHaveTextContent('<title>Handmade Oak Tables and Chairs | Smith &amp; Sons Furniture</title>');
    await expect(code(canvasElement)).toHaveTextContent('<link rel="canonical" href="https://www.smith.example/shop/oak-tables">');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ invalidFields: [] }));
    // The rating change was announced.
    await waitFor(() => expect(canvas.getAllByRole('status').some((region) => /good length/.test(region.textContent ?? ''))).toBe(true));
  },
};

export const LongTitle: Story = {
  name: 'Title too long (preview truncated)',
  args: {
    pageTitle: 'Handmade Oak Tables, Chairs and Benches for Every Room | Smith & Sons Furniture Makers',
    description: 'Oak furniture made to order.',
    url: 'https://smith.example/',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('86 characters · aim for 50–60')).toBeVisible();
    await expect(canvas.getByText('Too long')).toBeVisible();
    await expect(canvas.getByText('Too short')).toBeVisible();
    await expect(preview(canvasElement, 'title')).toBe('Handmade Oak Tables, Chairs and Benches for Every Room | ...');
    await expect(preview(canvasElement, 'url')).toBe('https://smith.example');
  },
};

export const InvalidUrl: Story = {
  name: 'Invalid canonical URL',
  args: { pageTitle: 'Contact us', url: 'example.com/contact', themeColor: 'navy' },
  play: async ({ canvas, canvasElement, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Canonical URL' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a full address starting with https:// (for example https://example.com/page).')).toBeVisible();
    await expect(canvas.getByText('Enter a hex color such as #2563eb.')).toBeVisible();
    await expect(code(canvasElement)).not.toHaveTextContent('canonical');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ invalidFields: ['theme-color', 'url'] }));
    await userEvent.clear(field);
    await userEvent.type(field, 'https://example.com/contact');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(code(canvasElement)).toHaveTextContent('<link rel="canonical" href="https://example.com/contact">');
  },
};

export const Escaped: Story = {
  name: 'Quotes and markup stay text',
  args: {
    pageTitle: `"Best" <Tables> & Tom's </title><script>`,
    author: `O'Brien & Sons`,
    themeColor: '#1d4ed8',
  },
  play: async ({ canvasElement }) => {
    await expect(code(canvasElement)).toHaveTextContent(
      '<title>&quot;Best&quot; &lt;Tables&gt; &amp; Tom&#39;s &lt;/title&gt;&lt;script&gt;</title>',
    );
    await expect(code(canvasElement)).toHaveTextContent('<meta name="author" content="O&#39;Brien &amp; Sons">');
    await expect(code(canvasElement)).toHaveTextContent('<meta name="theme-color" content="#1d4ed8">');
    // The preview shows what a reader sees, and nothing typed became an element.
    await expect(preview(canvasElement, 'title')).toBe(`"Best" <Tables> & Tom's </title><script>`);
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(within(canvasElement).getByLabelText('Pick theme color')).toHaveValue('#1d4ed8');
  },
};

export const Noindex: Story = {
  name: 'Noindex, nofollow',
  args: { pageTitle: 'Thank you for your order', url: 'https://smith.example/checkout/thanks' },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Let search engines index this page' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Let search engines follow links' }));
    await expect(code(canvasElement)).toHaveTextContent('<meta name="robots" content="noindex, nofollow">');
    await expect(canvas.getByText('With noindex, this page will not appear in search results at all.')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ robots: 'noindex, nofollow' }));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toContain('"index":false'));
  },
};

export const Copied: Story = {
  parameters: { visual: { copiedTimer: 'held' } },
  name: 'Copied',
  args: { pageTitle: 'Oak tables', description: 'Made to order.' },
  ...copiesHtml([
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Oak tables</title>',
    '<meta name="description" content="Made to order.">',
    '<meta name="robots" content="index, follow">',
  ]),
};

export const Download: Story = {
  name: 'Download meta-tags.html',
  args: { pageTitle: 'Oak tables' },
  ...downloadsFile('meta-tags.html'),
};

export const German: Story = {
  name: 'German: length hints, preview and a field message',
  globals: { locale: 'de' },
  args: {
    pageTitle: 'Handgefertigte Eichentische und Stühle | Schmidt & Söhne',
    description: 'Massive Esstische aus Eiche, auf Bestellung gefertigt.',
    url: 'https://www.schmidt.example/laden/eichentische',
    themeColor: 'blau',
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Seitendetails' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Titel' })).toHaveValue('Handgefertigte Eichentische und Stühle | Schmidt & Söhne');
    await expect(canvas.getByText('56 Zeichen · ideal sind 50–60')).toBeVisible();
    await expect(canvas.getByText('Gute Länge')).toBeVisible();
    await expect(canvas.getByText('54 Zeichen · ideal sind 150–160')).toBeVisible();
    await expect(canvas.getByText('Zu kurz')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Suchmaschinen dürfen diese Seite indexieren' })).toBeChecked();
    await expect(canvas.getByText('Geben Sie eine Hex-Farbe wie #2563eb ein.')).toBeVisible();
    await expect(preview(canvasElement, 'url')).toBe('https://www.schmidt.example › laden › eichentische');
    const german = within(canvasElement).getByRole('region', { name: 'Meta-Tags (HTML)' });
    await expect(german).toHaveTextContent('<title>Handgefertigte Eichentische und Stühle | Schmidt &amp; Söhne</title>');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ invalidFields: ['theme-color'] }));
  },
};
