import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import CsvJsonConverter from '../../src/tools/csv-json-converter/CsvJsonConverter';
import { messages } from '../../src/tools/csv-json-converter/i18n';
import { SAMPLE_CSV } from '../../src/tools/csv-json-converter/csv-json-converter';
import { canceledStory, workingStory, workersBlockedStory } from '../background-work';
import { narrow } from '../narrow';
import { recordClipboardWrites, recordDownloads } from './support';

const STORAGE_KEY = 'toolshed:csv-json-converter';

/**
 * Input under 100,000 characters converts during render; larger input goes to a Worker (or runs
 * in slices where workers are blocked), and past 1,000,000 characters the input is shown
 * read-only. The 10 MB timing is measured in tests/e2e/tool-csv-json-converter.spec.ts.
 */
const meta = {
  title: 'Tools/CSV JSON Converter',
  component: CsvJsonConverter,
  args: { onChange: fn() },
  parameters: { layout: 'fullscreen', messages: [messages] },
  // Remembered settings would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof CsvJsonConverter>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const csvInput = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'CSV input' });
const jsonInput = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'JSON input' });
/** The text of the result view, line numbers left out. */
const outputText = (canvas: Canvas, name: 'JSON result' | 'CSV result') =>
  Array.from((canvas.getByRole('region', { name }) as HTMLElement).querySelectorAll('div > span:last-child'))
    .filter((el) => !el.closest('[aria-hidden="true"]'))
    .map((el) => el.textContent)
    .join('\n');

/** A CSV of about 1.2 MB: past the read-only threshold, so it converts in the background. */
const largeCsv = `id,name,city,score\n${Array.from({ length: 40_000 }, (_, i) => `${i},"Name ${i}, Jr.",City ${i % 97},${i % 100}.5`).join('\n')}`;
const work = { args: { initialText: largeCsv }, verb: 'Converting', progress: 'Converting your data' };

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(csvInput(canvas)).toHaveValue('');
    await expect(canvas.getByRole('heading', { name: 'CSV to JSON' })).toBeVisible();
    await expect(canvas.getByText('Paste CSV, load the sample or upload a file: the JSON appears here.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Delimiter' })).toHaveValue('auto');
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: 'empty', output: '', rows: 0, columns: 0, error: null });
  },
};

export const SampleConverted: Story = {
  name: 'Sample converted (quoted commas, quotes and line breaks)',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load Sample' }));
    await expect(csvInput(canvas)).toHaveValue(SAMPLE_CSV);
    await expect(await canvas.findByText('4 rows × 6 columns converted to JSON.')).toBeVisible();
    await expect(canvas.getByText('Delimiter: comma (detected).')).toBeVisible();
    const json = JSON.parse(outputText(canvas, 'JSON result')) as Array<Record<string, unknown>>;
    await expect(json[1]).toEqual({ id: 2, name: 'Hopper, Grace', city: 'New York', joined: '1944-07-02', active: true, score: null });
    await expect(json[2]?.name).toBe('Alan "Prof" Turing');
    await expect(json[3]?.city).toBe('Hampton,\nVirginia');
    await waitFor(() => expect(mocked(args.onChange!).mock.lastCall?.[0]).toMatchObject({ status: 'ok', rows: 4, columns: 6, error: null }));
  },
};

export const SemicolonDetected: Story = {
  name: 'Semicolon-delimited, detected',
  args: { initialText: 'Produkt;Preis;Lager\nApfel;1.5;true\n"Birne; reif";2;false' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 rows × 3 columns converted to JSON.')).toBeVisible();
    await expect(canvas.getByText('Delimiter: semicolon (detected).')).toBeVisible();
    await expect(JSON.parse(outputText(canvas, 'JSON result'))).toEqual([
      { Produkt: 'Apfel', Preis: 1.5, Lager: true },
      { Produkt: 'Birne; reif', Preis: 2, Lager: false },
    ]);
  },
};

export const RaggedRow: Story = {
  name: 'A ragged row, named by its number',
  args: { initialText: 'name,city,country\nAda,London,UK\nGrace,New York\nAlan,Wilmslow,UK' },
  play: async ({ canvas, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Cannot convert');
    const message = 'Row 3 has 2 fields, but row 1 has 3. Every row needs the same number of fields; quote a field that contains the delimiter.';
    await expect(alert).toHaveTextContent(message);
    await expect(canvas.getByText('Fix the problem in the input to see the result.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'JSON result' })).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: 'error', output: '', rows: 0, columns: 0, error: message });
  },
};

export const ArraysWithoutHeader: Story = {
  name: 'No header row: arrays, types kept as text',
  args: { initialText: 'a,1\nb,2' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Header row' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Infer types' }));
    await expect(await canvas.findByText('2 rows × 2 columns converted to JSON.')).toBeVisible();
    await expect(JSON.parse(outputText(canvas, 'JSON result'))).toEqual([['a', '1'], ['b', '2']]);
    // Objects need the header for their keys: the shape is arrays until it is back.
    await expect(canvas.getByRole('radio', { name: 'Array of arrays' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Array of objects' })).toBeDisabled();
    await expect(canvas.getByText('Objects need the header row for their keys.')).toBeVisible();
    await expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ header: false, inferTypes: false });
  },
};

export const SwappedToCsv: Story = {
  name: 'Swap: the JSON back to CSV',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load Sample' }));
    await expect(await canvas.findByText('4 rows × 6 columns converted to JSON.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Swap' }));
    await expect(canvas.getByRole('heading', { name: 'JSON to CSV' })).toBeVisible();
    await expect((jsonInput(canvas) as HTMLTextAreaElement).value.startsWith('[\n  {\n    "id": 1,')).toBe(true);
    await expect(await canvas.findByText('4 rows × 6 columns converted to CSV.')).toBeVisible();
    await expect(canvas.getByText('Delimiter: comma.')).toBeVisible();
    // Swapped back, the CSV is the sample again (line by line: it is written with RFC 4180's CRLF).
    await expect(outputText(canvas, 'CSV result')).toBe(SAMPLE_CSV);
    await expect(canvas.queryByRole('switch', { name: 'Infer types' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Delimiter' })).toHaveValue('comma');
  },
};

export const InvalidJson: Story = {
  name: 'Invalid JSON: line and column',
  args: { direction: 'json-to-csv', initialText: '[\n  {"name": "Ada"},\n  {"name": }\n]' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Invalid JSON at line 3, column 12: /);
  },
};

export const NotRows: Story = {
  name: 'JSON items that are not rows',
  args: { direction: 'json-to-csv', initialText: '[{"name": "Ada"}, "Grace"]' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Item 2 is a string. Each item must be an object (a row with named columns) or an array (a row of values).');
  },
  parameters: { visual: { disable: true } },
};

export const CopyAndDownload: Story = {
  name: 'Copy and Download data.json',
  args: { initialText: 'a,b\n1,x' },
  beforeEach: () => {
    const clipboard = recordClipboardWrites();
    const downloads = recordDownloads();
    return () => {
      clipboard();
      downloads();
    };
  },
  play: async ({ canvas }) => {
    const json = '[\n  {\n    "a": 1,\n    "b": "x"\n  }\n]';
    await userEvent.click(await canvas.findByRole('button', { name: 'Download data.json' }));
    const anchors = mocked(HTMLAnchorElement.prototype.click).mock.contexts as HTMLAnchorElement[];
    await expect(anchors.map((a) => a.download)).toEqual(['data.json']);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith(json);
  },
  parameters: { visual: { copiedTimer: 'held' } },
};

export const UploadJsonFile: Story = {
  name: 'Upload a .json file: the direction follows it',
  beforeEach: recordDownloads,
  play: async ({ canvas, canvasElement }) => {
    const picker = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(picker, new File(['[{"id":1,"tags":["a","b"]}]'], 'export.json', { type: 'application/json' }), { applyAccept: false });
    await expect(await canvas.findByRole('heading', { name: 'JSON to CSV' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'CSV result' })).toBeVisible();
    await expect(outputText(canvas, 'CSV result')).toBe('id,tags\n1,"[""a"",""b""]"');
    await userEvent.click(canvas.getByRole('button', { name: 'Download data.csv' }));
    const anchors = mocked(HTMLAnchorElement.prototype.click).mock.contexts as HTMLAnchorElement[];
    await expect(anchors.map((a) => a.download)).toEqual(['data.csv']);
  },
  parameters: { visual: { disable: true } },
};

export const Large: Story = {
  name: 'Large CSV (Worker, read-only input, virtualised result)',
  args: { initialText: largeCsv },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('40,000 rows × 4 columns converted to JSON.', {}, { timeout: 30_000 })).toBeVisible();
    await expect(canvasElement.querySelector('[data-ran-on]')).toHaveAttribute('data-ran-on', 'worker');
    await expect(canvas.queryByRole('textbox', { name: 'CSV input' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'CSV input (read-only)' })).toBeVisible();
    const region = canvas.getByRole('region', { name: 'JSON result' });
    // Only the rows in view are in the DOM, not 240,002 lines.
    await expect(region.querySelectorAll('[aria-hidden="true"]').length).toBeLessThan(100);
  },
};

export const Converting: Story = { ...workingStory(work) };

export const Cancelled: Story = { ...canceledStory(work) };

export const WorkersBlocked: Story = workersBlockedStory('converted on the page in slices', { initialText: largeCsv.slice(0, 200_000).replace(/\n[^\n]*$/, '') }, /^\d{1,3},\d{3} rows × 4 columns converted to JSON\.$/, 20_000);

export const Keyboard: Story = {
  name: 'Keyboard only',
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(csvInput(canvas)).toHaveFocus();
    await userEvent.keyboard('x;y{Enter}1;2');
    await expect(await canvas.findByText('1 row × 2 columns converted to JSON.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Load Sample' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Swap' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: 'JSON to CSV' })).toBeVisible();
    await expect(await canvas.findByText('1 row × 2 columns converted to CSV.')).toBeVisible();
    await expect(outputText(canvas, 'CSV result')).toBe('x,y\n1,2');
  },
  parameters: { visual: { disable: true } },
};

export const Narrow: Story = {
  name: 'Narrow (320px)',
  args: { initialText: SAMPLE_CSV },
  decorators: [narrow],
  play: async ({ canvas, canvasElement }) => {
    // The summary is right under the input, before the result card.
    const summary = await canvas.findByText('4 rows × 6 columns converted to JSON.');
    const root = canvasElement.querySelector<HTMLElement>('[data-ran-on]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(summary.getBoundingClientRect().top).toBeLessThan(canvas.getByRole('heading', { name: 'Result' }).getBoundingClientRect().top);
  },
};

export const Arabic: Story = {
  name: 'Arabic (right to left)',
  globals: { locale: 'ar' },
  args: { initialText: 'name,city\nAda,London\nGrace,"New York"' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'من CSV إلى JSON' })).toBeVisible();
    await expect(await canvas.findByText('تم تحويل صفين × عمودين إلى JSON.')).toBeVisible();
    await expect(canvas.getByText('الفاصل: فاصلة (تم اكتشافه).')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تنزيل data.json' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
