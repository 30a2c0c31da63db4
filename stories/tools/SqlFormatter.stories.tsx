import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import SqlFormatter from '../../src/tools/sql-formatter/SqlFormatter';
import { messages } from '../../src/tools/sql-formatter/i18n';
import { SAMPLE_SQL } from '../../src/tools/sql-formatter/sql-formatter';
import { canceledStory, workingStory, workersBlockedStory } from '../background-work';
import { narrow } from '../narrow';
import { recordClipboardWrites, recordDownloads } from './support';

const STORAGE_KEY = 'toolshed:sql-formatter';

/**
 * Input under 10,000 characters is formatted during render (once the formatter core and the
 * chosen dialect have loaded, at the first input or when there is text); larger input goes to a
 * Worker (or runs in slices where workers are blocked). Minify needs no library.
 */
const meta = {
  title: 'Tools/SQL Formatter',
  component: SqlFormatter,
  args: { onChange: fn() },
  parameters: { layout: 'fullscreen', messages: [messages] },
  // Remembered settings would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof SqlFormatter>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const sqlInput = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'SQL' });
const dialectMenu = (canvas: Canvas) => canvas.getByRole('combobox', { name: /Dialect/ });
/** The text of the result view, line numbers left out. */
const outputText = (canvas: Canvas, name: 'Formatted SQL' | 'Minified SQL' = 'Formatted SQL') =>
  Array.from((canvas.getByRole('region', { name }) as HTMLElement).querySelectorAll('div > span:last-child'))
    .filter((el) => !el.closest('[aria-hidden="true"]'))
    .map((el) => el.textContent)
    .join('\n');

const SAMPLE_FORMATTED = [
  "-- Orders per customer since the spring sale (the note's '--' is part of the string)",
  'SELECT',
  '  c.id,',
  '  c.name,',
  '  COUNT(o.id) AS orders,',
  '  SUM(o.total) AS revenue,',
  "  'sale -- 2026 /* spring */' AS note",
  'FROM',
  '  customers c',
  '  LEFT JOIN orders o ON o.customer_id = c.id',
  "  AND o.created_at >= '2026-03-01'",
  '  /* only active customers,',
  '   ordered by revenue */',
  'WHERE',
  '  c.active = TRUE',
  'GROUP BY',
  '  c.id,',
  '  c.name',
  'HAVING',
  '  COUNT(o.id) > 0',
  'ORDER BY',
  '  revenue DESC',
  'LIMIT',
  '  10;',
].join('\n');

const SAMPLE_MINIFIED =
  "-- Orders per customer since the spring sale (the note's '--' is part of the string)\n" +
  "select c.id,c.name,count(o.id)as orders,sum(o.total)as revenue,'sale -- 2026 /* spring */' as note from customers c left join orders o on o.customer_id=c.id and o.created_at>='2026-03-01' /* only active customers,\n   ordered by revenue */ where c.active=true group by c.id,c.name having count(o.id)>0 order by revenue desc limit 10;";

const UNCLOSED = 'select id, (price * quantity as total\nfrom order_lines';
const UNCLOSED_MESSAGE = 'Line 1, column 12: this parenthesis is never closed. Add a ")".';

/** About 110,000 characters: past the 10,000 that are formatted during render. */
const largeSql = Array.from({ length: 1000 }, (_, i) => `select id, name, 'row -- ${i}' as note from items_${i} where price > ${i} order by name;`).join('\n');
const work = { args: { initialText: largeSql }, verb: 'Formatting', progress: 'Formatting your SQL' };

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(sqlInput(canvas)).toHaveValue('');
    await expect(canvas.getByRole('heading', { name: 'SQL Query' })).toBeVisible();
    await expect(canvas.getByText('Paste SQL, load the sample or upload a file: the result appears here.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    await expect(dialectMenu(canvas)).toHaveValue('sql');
    await expect(canvas.getByRole('radio', { name: 'Format' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Uppercase' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '2 spaces' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: 'empty', output: '', statements: 0, error: null });
  },
};

export const SampleFormatted: Story = {
  name: 'Sample formatted (string and comments kept as written)',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load Sample' }));
    await expect(sqlInput(canvas)).toHaveValue(SAMPLE_SQL);
    await expect(await canvas.findByText('Formatted 1 statement.')).toBeVisible();
    await expect(outputText(canvas)).toBe(SAMPLE_FORMATTED);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ status: 'ok', output: SAMPLE_FORMATTED, statements: 1, error: null }));
  },
};

export const Minified: Story = {
  name: 'Minified (a newline kept after the line comment)',
  args: { initialText: SAMPLE_SQL, mode: 'minify', keywordCase: 'preserve' },
  play: async ({ canvas, args }) => {
    const summary = `Minified: ${SAMPLE_SQL.length.toLocaleString('en-US')} → ${SAMPLE_MINIFIED.length.toLocaleString('en-US')} characters.`;
    await expect(await canvas.findByText(summary)).toBeVisible();
    // The one long line wraps in the view; the result itself is exact.
    await expect(canvas.getByRole('region', { name: 'Minified SQL' })).toBeVisible();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ status: 'ok', output: SAMPLE_MINIFIED, statements: 1, error: null }));
    await expect(canvas.getByRole('radio', { name: 'Minify' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Tab' })).toBeDisabled();
    await expect(canvas.getByText('Minify keeps words as written and puts the query on as few lines as it can.')).toBeVisible();
  },
};

export const PostgresLowerTabs: Story = {
  name: 'PostgreSQL, lowercase, tab indent (a dollar-quoted body)',
  args: { initialText: "SELECT $fn$ -- kept\n  /* as is */ $fn$ AS body, data->>'name' AS name FROM events WHERE id = $1", keywordCase: 'lower', indent: 'tab' },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(dialectMenu(canvas), 'PostgreSQL');
    await waitFor(() => expect(outputText(canvas)).toBe("select\n\t$fn$ -- kept\n  /* as is */ $fn$ as body,\n\tdata ->> 'name' as name\nfrom\n\tevents\nwhere\n\tid = $1"));
    await expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ dialect: 'postgresql', keywordCase: 'lower', indent: 'tab' });
  },
};

export const UnclosedParenthesis: Story = {
  name: 'An unclosed parenthesis: line and column',
  args: { initialText: UNCLOSED },
  play: async ({ canvas, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Cannot format');
    await expect(alert).toHaveTextContent(UNCLOSED_MESSAGE);
    await expect(canvas.getByText('Fix the problem in the query to see the result.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Formatted SQL' })).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: 'error', output: '', statements: 0, error: UNCLOSED_MESSAGE });
  },
};

export const LibraryError: Story = {
  name: 'Text the dialect does not know: the library’s position',
  args: { initialText: 'select a\nfrom t\nwhere b = {x}' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Line 3, column 11: "{x}" is not SQL in this dialect. Check the dialect or the text there.');
  },
  parameters: { visual: { disable: true } },
};

export const CopyAndDownload: Story = {
  name: 'Copy and Download query.sql',
  args: { initialText: 'select 1' },
  beforeEach: () => {
    const clipboard = recordClipboardWrites();
    const downloads = recordDownloads();
    return () => {
      clipboard();
      downloads();
    };
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Download query.sql' }));
    const anchors = mocked(HTMLAnchorElement.prototype.click).mock.contexts as HTMLAnchorElement[];
    await expect(anchors.map((a) => a.download)).toEqual(['query.sql']);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith('SELECT\n  1');
  },
  parameters: { visual: { copiedTimer: 'held' } },
};

export const UploadFile: Story = {
  name: 'Upload a .sql file',
  play: async ({ canvas, canvasElement }) => {
    const picker = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(picker, new File(['select 1; select 2;'], 'report.sql', { type: 'application/sql' }), { applyAccept: false });
    await expect(await canvas.findByText('Formatted 2 statements.')).toBeVisible();
    await expect(outputText(canvas)).toBe('SELECT\n  1;\n\nSELECT\n  2;');
  },
  parameters: { visual: { disable: true } },
};

export const Large: Story = {
  name: 'Large script (Worker)',
  args: { initialText: largeSql },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Formatted 1,000 statements.', {}, { timeout: 60_000 })).toBeVisible();
    await expect(canvasElement.querySelector('[data-ran-on]')).toHaveAttribute('data-ran-on', 'worker');
    const region = canvas.getByRole('region', { name: 'Formatted SQL' });
    // Only the rows in view are in the DOM, not 11,000 lines.
    await expect(region.querySelectorAll('[aria-hidden="true"]').length).toBeLessThan(100);
  },
};

export const Formatting: Story = { ...workingStory(work) };

export const Cancelled: Story = { ...canceledStory(work) };

export const WorkersBlocked: Story = workersBlockedStory('formatted on the page in slices', { initialText: largeSql }, 'Formatted 1,000 statements.');

export const Keyboard: Story = {
  name: 'Keyboard only',
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(dialectMenu(canvas)).toHaveFocus();
    await userEvent.tab();
    await expect(sqlInput(canvas)).toHaveFocus();
    await userEvent.keyboard('select a from t');
    await expect(await canvas.findByText('Formatted 1 statement.')).toBeVisible();
    await expect(outputText(canvas)).toBe('SELECT\n  a\nFROM\n  t');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Load Sample' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(sqlInput(canvas)).toHaveValue('');
  },
  parameters: { visual: { disable: true } },
};

export const Narrow: Story = {
  name: 'Narrow (320px)',
  args: { initialText: SAMPLE_SQL },
  decorators: [narrow],
  play: async ({ canvas, canvasElement }) => {
    // The summary is right under the input, before the result card.
    const summary = await canvas.findByText('Formatted 1 statement.');
    const root = canvasElement.querySelector<HTMLElement>('[data-ran-on]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(summary.getBoundingClientRect().top).toBeLessThan(canvas.getByRole('heading', { name: 'Result' }).getBoundingClientRect().top);
  },
};

export const German: Story = {
  name: 'German: an unclosed parenthesis',
  globals: { locale: 'de' },
  args: { initialText: UNCLOSED },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'SQL-Abfrage' })).toBeVisible();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Zeile 1, Spalte 12: Diese Klammer wird nie geschlossen. Fügen Sie ein „)“ hinzu.');
    await expect(canvas.getByRole('radio', { name: 'Großbuchstaben' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Beispiel laden' })).toBeVisible();
  },
};
