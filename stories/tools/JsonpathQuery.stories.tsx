import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import JsonpathQuery from '../../src/tools/jsonpath-query/JsonpathQuery';
import { messages } from '../../src/tools/jsonpath-query/i18n';
import { SAMPLE_JSON } from '../../src/tools/jsonpath-query/jsonpath-query';
import { workingStory, workersBlockedStory } from '../background-work';
import { narrow } from '../narrow';
import { recordClipboardWrites } from './support';

/**
 * JSON under 100,000 characters is queried during render (once the engine has loaded, at the
 * first input or when there is JSON); larger JSON goes to a Worker (or runs in slices where workers
 * are blocked), and past 1,000,000 characters the input is shown read-only.
 */
const meta = {
  title: 'Tools/JSONPath Query',
  component: JsonpathQuery,
  args: { onChange: fn() },
  parameters: { layout: 'fullscreen', messages: [messages] },
} satisfies Meta<typeof JsonpathQuery>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const expressionField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'JSONPath expression' });
const jsonInput = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'JSON input' });
/** The listed matches as [path, value] pairs. */
const listed = (canvas: Canvas, name = 'Matching values and their paths') =>
  within(canvas.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => Array.from(item.querySelectorAll('dd'), (dd) => dd.textContent));

/** About 1.2 MB of JSON: queried in the background, shown read-only. */
const largeJson = JSON.stringify({ items: Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `Item ${i}`, price: i % 50, tags: ['a', 'b'] })) });
const work = { args: { initialText: largeJson }, verb: 'Querying', progress: 'Querying your JSON' };

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(expressionField(canvas)).toHaveValue('$..book[?@.price < 10].title');
    await expect(jsonInput(canvas)).toHaveValue('');
    await expect(canvas.getByText('Paste JSON, load the sample or upload a file: the matching values and their paths appear here.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    await expect(canvas.getByRole('group', { name: 'Examples' })).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: 'empty', count: 0, values: [], paths: [], error: null });
  },
};

export const SampleMatches: Story = {
  name: 'The RFC 9535 bookstore: books under 10',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load Sample' }));
    await expect(jsonInput(canvas)).toHaveValue(SAMPLE_JSON);
    await expect(await canvas.findByText('2 matches.')).toBeVisible();
    await expect(listed(canvas)).toEqual([
      ["$['store']['book'][0]['title']", '"Sayings of the Century"'],
      ["$['store']['book'][2]['title']", '"Moby Dick"'],
    ]);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({
        status: 'ok',
        count: 2,
        values: ['Sayings of the Century', 'Moby Dick'],
        paths: ["$['store']['book'][0]['title']", "$['store']['book'][2]['title']"],
        error: null,
      }),
    );
  },
};

export const ExampleAndCopy: Story = {
  name: 'An example chip fills the field; Copy Values and Copy Paths',
  args: { initialText: SAMPLE_JSON },
  beforeEach: recordClipboardWrites,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '$.store.book[*].author' }));
    await expect(expressionField(canvas)).toHaveValue('$.store.book[*].author');
    await expect(await canvas.findByText('4 matches.')).toBeVisible();
    await expect(listed(canvas).map(([, value]) => value)).toEqual(['"Nigel Rees"', '"Evelyn Waugh"', '"Herman Melville"', '"J. R. R. Tolkien"']);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Values' }));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith(JSON.stringify(['Nigel Rees', 'Evelyn Waugh', 'Herman Melville', 'J. R. R. Tolkien'], null, 2));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Paths' }));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith(JSON.stringify([0, 1, 2, 3].map((i) => `$['store']['book'][${i}]['author']`), null, 2));
    await expect((await canvas.findAllByRole('button', { name: 'Copied!' })).length).toBeGreaterThan(0);
  },
  parameters: { visual: { copiedTimer: 'held' } },
};

export const NoMatches: Story = {
  name: 'No matches',
  args: { initialText: SAMPLE_JSON, expression: '$..book[2].publisher' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No matches: nothing in the JSON fits the expression.')).toBeVisible();
    await expect(canvas.getByText('Nothing matches. Check the member names and the filter, or try one of the examples.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copy Values' })).toBeNull();
  },
};

export const Problems: Story = {
  name: 'Invalid JSON and an invalid expression, each next to its field',
  args: { initialText: '{\n  "store": {\n    "book": [1, 2,]\n  }\n}', expression: '$..book[?@.price < 10 &&]' },
  play: async ({ canvas, args }) => {
    const expressionProblem = `Unexpected “]” at character 25. Expected “!”, “"”, “$”, “'”, “(”, “-”, “-0”, “0”, “@”, “false”, “null”, or “true”.`;
    await expect(await canvas.findByText(expressionProblem)).toBeVisible();
    await expect(expressionField(canvas)).toHaveAttribute('aria-invalid', 'true');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/^Invalid JSON at line 3, column 19: /);
    await expect(canvas.getByText('Fix the problem above to see the matches.')).toBeVisible();
    await waitFor(() => expect(mocked(args.onChange!).mock.lastCall?.[0]).toMatchObject({ status: 'error', count: 0, error: expect.stringMatching(/^Invalid JSON at line 3, column 19: /) as unknown }));
  },
};

export const ManyMatches: Story = {
  name: 'More matches than are listed',
  args: { initialText: JSON.stringify({ rows: Array.from({ length: 150 }, (_, i) => ({ id: i })) }), expression: '$.rows[*].id' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('150 matches.')).toBeVisible();
    await expect(canvas.getByText('Showing the first 100 of 150 matches. Copy Values and Copy Paths copy all of them.')).toBeVisible();
    await expect(listed(canvas)).toHaveLength(100);
  },
  parameters: { visual: { disable: true } },
};

export const Large: Story = {
  name: 'Large JSON (Worker, read-only input)',
  args: { initialText: largeJson, expression: '$.items[?@.price == 49].name' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('400 matches.', {}, { timeout: 60_000 })).toBeVisible();
    await expect(canvasElement.querySelector('[data-ran-on]')).toHaveAttribute('data-ran-on', 'worker');
    await expect(canvas.queryByRole('textbox', { name: 'JSON input' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'JSON input (read-only)' })).toBeVisible();
    await expect(listed(canvas)[0]).toEqual(["$['items'][49]['name']", '"Item 49"']);
  },
};

export const Querying: Story = { ...workingStory(work) };

export const WorkersBlocked: Story = workersBlockedStory('queried on the page in slices', { initialText: largeJson.slice(0, 150_000).replace(/,\{[^{}]*$/, ']}'), expression: '$.items[-1].id' }, '1 match.');

export const Keyboard: Story = {
  name: 'Keyboard only',
  args: { initialText: SAMPLE_JSON },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(expressionField(canvas)).toHaveFocus();
    await userEvent.clear(expressionField(canvas));
    await userEvent.keyboard('$..book[[?@.isbn].author');
    await expect(await canvas.findByText('2 matches.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '$.store.book[*].author' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(expressionField(canvas)).toHaveValue('$..author');
    await expect(await canvas.findByText('4 matches.')).toBeVisible();
  },
  parameters: { visual: { disable: true } },
};

export const Narrow: Story = {
  name: 'Narrow (320px)',
  args: { initialText: SAMPLE_JSON, expression: '$..book[?@.isbn]' },
  decorators: [narrow],
  play: async ({ canvas, canvasElement }) => {
    // The count is right under the fields, before the matches card.
    const summary = await canvas.findByText('2 matches.');
    const root = canvasElement.querySelector<HTMLElement>('[data-ran-on]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(summary.getBoundingClientRect().top).toBeLessThan(canvas.getByRole('heading', { name: 'Matches' }).getBoundingClientRect().top);
  },
};

export const Arabic: Story = {
  name: 'Arabic (right to left): matches and an expression without $',
  globals: { locale: 'ar' },
  args: { initialText: SAMPLE_JSON, expression: 'store.book' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'الاستعلام' })).toBeVisible();
    await expect(await canvas.findByText('يبدأ تعبير JSONPath بـ $ (المستند كله)، لا بـ «s». مثال: ⁦$.store.book⁩')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '$..book[-1]' }));
    await expect(await canvas.findByText('تطابق واحد.')).toBeVisible();
    await expect(listed(canvas, 'القيم المطابقة ومساراتها')[0]?.[0]).toBe("$['store']['book'][3]");
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
