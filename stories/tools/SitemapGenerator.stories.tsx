import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import SitemapGenerator from '../../src/tools/sitemap-generator/SitemapGenerator';
import { messages } from '../../src/tools/sitemap-generator/i18n';

const STORAGE_KEY = 'toolshed:sitemap-generator';

const meta = {
  title: 'Tools/Sitemap Generator',
  component: SitemapGenerator,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // Remembered defaults would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof SitemapGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const xml = (canvas: Canvas) => canvas.getByTestId('sitemap-xml').textContent ?? '';
const stat = (canvasElement: HTMLElement, label: string) =>
  Array.from(canvasElement.querySelectorAll('dt')).find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'URLs' })).toHaveValue('');
    await expect(canvas.getByText('Add at least one full URL to see the sitemap.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download sitemap.xml' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Copy XML' })).toBeDisabled();
    await expect(stat(canvasElement, 'URLs')).toBe('0');
    await expect(canvas.getByRole('combobox', { name: 'Change frequency' })).toHaveDisplayValue('Leave out');
    await expect(canvas.getByRole('combobox', { name: 'Priority' })).toHaveDisplayValue('Leave out');
  },
};

export const Typed: Story = {
  name: 'URLs typed, with defaults',
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'URLs' }), 'https://example.com/{enter}https://example.com/a?x=1&y=<2>');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last modified' }), '2024-05-31');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Change frequency' }), 'weekly');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Priority' }), '0.8');
    const url = (loc: string) => `  <url>\n    <loc>${loc}</loc>\n    <lastmod>2024-05-31</lastmod>\n    <changefreq>weekly</changefreq>\n    <priority>0.8</priority>\n  </url>\n`;
    const expected =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      url('https://example.com/') +
      url('https://example.com/a?x=1&amp;y=%3C2%3E') +
      '</urlset>\n';
    await waitFor(() => expect(xml(canvas)).toBe(expected));
    await expect(stat(canvasElement, 'URLs')).toBe('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ urls: 2, files: 1, xml: expected, relative: [], duplicates: [] }));
    // Defaults are settings: remembered for the next visit (never the URLs).
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ changefreq: 'weekly', priority: '0.8' }));
  },
};

export const RelativeAndDuplicates: Story = {
  name: 'Relative URLs and duplicates',
  args: { urls: 'https://example.com/\n/about\nhttps://EXAMPLE.com/\ncontact.html\nhttps://example.com/blog\nhttps://example.com/blog' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Lines 2 and 4: relative URLs left out. A sitemap needs full URLs, like https://example.com/about.')).toBeVisible();
    await expect(canvas.getByText(/Removed 2 duplicates \(lines 3 and 6\)/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'URLs' })).toHaveAttribute('aria-invalid', 'true');
    await expect(stat(canvasElement, 'URLs')).toBe('2');
    await expect(stat(canvasElement, 'Duplicates removed')).toBe('2');
    await expect(stat(canvasElement, 'Lines left out')).toBe('2');
    await expect(xml(canvas)).toContain('<loc>https://example.com/blog</loc>');
  },
};

export const CsvErrors: Story = {
  name: 'CSV with bad values',
  args: { urls: 'url,lastmod,changefreq,priority\nhttps://example.com/,2024-02-30,daily,1.0\nhttps://example.com/a,2024-02-29,sometimes,\nhttps://example.com/b,,monthly,0.5' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 lines could not be used')).toBeVisible();
    await expect(canvas.getByText('Line 2: lastmod "2024-02-30" is not a date like 2024-05-31 or 2024-05-31T14:30:00+00:00.')).toBeVisible();
    await expect(canvas.getByText('Line 3: changefreq "sometimes" is not one of always, hourly, daily, weekly, monthly, yearly, never.')).toBeVisible();
    await expect(xml(canvas)).toContain('<loc>https://example.com/b</loc>\n    <changefreq>monthly</changefreq>\n    <priority>0.5</priority>');
    const lastmod = canvas.getByRole('textbox', { name: 'Last modified' });
    await userEvent.type(lastmod, '31/05/2024');
    await expect(lastmod).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a date like 2024-05-31 or 2024-05-31T14:30:00+00:00.')).toBeVisible();
  },
};

export const Copied: Story = {
  args: { urls: "https://example.com/it's\nhttps://example.com/", changefreq: 'daily' },
  // Headless Chromium denies clipboard access, so record the write instead.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy XML' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    const copied = mocked(navigator.clipboard.writeText).mock.lastCall?.[0] ?? '';
    await expect(copied).toContain('<loc>https://example.com/it&apos;s</loc>\n    <changefreq>daily</changefreq>');
    // The copied text is well-formed XML the browser can read back.
    const doc = new DOMParser().parseFromString(copied, 'application/xml');
    await expect(doc.querySelector('parsererror')).toBeNull();
    await expect(Array.from(doc.getElementsByTagName('loc'), (l) => l.textContent)).toEqual(["https://example.com/it's", 'https://example.com/']);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy XML' })).toBeVisible(), { timeout: 4000 });
  },
};

export const SplitIndex: Story = {
  name: 'Over 50,000 URLs: sitemap index',
  args: { urls: Array.from({ length: 50_001 }, (_, i) => `https://example.com/p/${i}`).join('\n') },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(stat(canvasElement, 'URLs')).toBe('50,001'), { timeout: 15_000 });
    await expect(canvas.getByText('Split into a sitemap index')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download ZIP' })).toBeEnabled();
    await expect(xml(canvas)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <sitemap>\n    <loc>https://example.com/sitemap-1.xml</loc>\n  </sitemap>\n' +
        '  <sitemap>\n    <loc>https://example.com/sitemap-2.xml</loc>\n  </sitemap>\n</sitemapindex>\n',
    );
    await userEvent.click(canvas.getByRole('textbox', { name: 'Folder URL for the sitemap files' }));
    await userEvent.paste('https://cdn.example.com/maps');
    await waitFor(() => expect(xml(canvas)).toContain('<loc>https://cdn.example.com/maps/sitemap-2.xml</loc>'), { timeout: 15_000 });
  },
};

export const Arabic: Story = {
  name: 'Arabic: right to left, with rejected and duplicate lines',
  globals: { locale: 'ar' },
  args: {
    urls: 'https://example.com/\nhttps://example.com/about,2024-05-31,monthly,0.8\n/contact\nhttps://example.com/\nftp://example.com/file',
    changefreq: 'weekly',
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { name: 'القيم الافتراضية' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'عناوين URL' })).toHaveAttribute('aria-invalid', 'true');
    await expect(stat(canvasElement, 'عناوين URL')).toBe('2');
    await expect(stat(canvasElement, 'التكرارات المحذوفة')).toBe('1');
    await expect(stat(canvasElement, 'الأسطر المستبعدة')).toBe('2');
    await expect(canvas.getByText('السطر 3: استُبعد عنوان URL نسبي. تحتاج خريطة الموقع إلى عناوين URL كاملة، مثل https://example.com/about.')).toBeVisible();
    await expect(canvas.getByText('السطر 5: لا تنتمي إلى خريطة الموقع إلا عناوين http://\u200f وhttps://\u200f (وُجد ftp:).')).toBeVisible();
    await expect(canvas.getByText('حُذف تكرار واحد (السطر 4).')).toBeVisible();
    // The XML reads left to right inside the right-to-left page.
    await expect(canvas.getByTestId('sitemap-xml')).toHaveAttribute('dir', 'ltr');
    await expect(xml(canvas)).toContain('<loc>https://example.com/about</loc>\n    <lastmod>2024-05-31</lastmod>\n    <changefreq>monthly</changefreq>');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ urls: 2, duplicates: [4], relative: [3] }));
  },
};
