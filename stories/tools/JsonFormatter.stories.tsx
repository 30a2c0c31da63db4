import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import JsonFormatter from '../../src/tools/json-formatter/JsonFormatter';
import { SAMPLE_JSON, SAMPLE_OBJECT } from '../../src/tools/json-formatter/json-formatter';
import { STORAGE_KEY } from '../../src/tools/json-formatter/useRememberedSettings';
import { messages } from '../../src/tools/json-formatter/i18n';
import { narrow } from '../narrow';
import { blockedWorkers, silentWorker } from '../workers';

/**
 * Small documents are checked inline; documents of 100 000+ characters go to a Worker, and
 * past 1 000 000 characters the input is shown read-only. Output views virtualise past
 * 1 000 lines. The 10 MB timing is measured in tests/e2e/tool-json-formatter.spec.ts.
 */
const meta = {
  title: 'Tools/JSON Formatter',
  component: JsonFormatter,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // Remembered settings would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof JsonFormatter>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const input = (canvas: Canvas): HTMLElement => canvas.getByRole('textbox', { name: 'JSON input' });
const output = (canvas: Canvas, name: string): HTMLElement => canvas.getByRole('region', { name: `${name} (JSON)` });
/** The text of an output view, line numbers left out. */
const outputText = (region: HTMLElement) =>
  Array.from(region.querySelectorAll('div > span:last-child'))
    .filter((el) => !el.closest('[aria-hidden="true"]'))
    .map((el) => el.textContent)
    .join('\n');
const stat = (canvasElement: HTMLElement, label: string) =>
  Array.from(canvasElement.querySelectorAll('dt')).find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;

async function chooseIndent(canvas: Canvas, label: string) {
  const select = indentField(canvas);
  const option = Array.from(select.options).find((o) => o.textContent === label);
  await userEvent.selectOptions(select, option?.value ?? label);
}

const indentField = (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Indent' }) as HTMLSelectElement;

/** A file picked through the Upload File button. */
async function upload(canvasElement: HTMLElement, file: File) {
  const picker = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
  await userEvent.upload(picker, file, { applyAccept: false });
}

const compact = '{"name":"Toolshed","tools":29,"tags":["free","private"],"owner":{"team":"core","active":true}}';

export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(input(canvas)).toHaveValue('');
    await expect(input(canvas)).toHaveAttribute('placeholder', 'Paste your JSON here...');
    // Spec: no banner for empty input, and no outputs.
    await expect(canvas.queryByText('Valid JSON')).toBeNull();
    await expect(canvas.queryByText(/^Invalid JSON/)).toBeNull();
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Load Sample' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Upload File' })).toBeEnabled();
    await expect(canvasElement.querySelector('input[type=file]')).toHaveAttribute('accept', 'application/json,.json');
    await expect(args.onChange).toHaveBeenLastCalledWith({ valid: null, error: null, formatted: '', minified: '' });
  },
};

export const SampleLoaded: Story = {
  name: 'Load Sample: Valid JSON, Formatted JSON tab',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load Sample' }));
    await expect(input(canvas)).toHaveValue(SAMPLE_JSON);
    await expect(canvas.getByText('Valid JSON')).toBeVisible();
    // Formatted JSON is the default tab, with 2-space indentation.
    await expect(canvas.getByRole('tab', { name: 'Formatted JSON' })).toHaveAttribute('aria-selected', 'true');
    await expect(outputText(output(canvas, 'Formatted JSON'))).toBe(JSON.stringify(SAMPLE_OBJECT, null, 2));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      valid: true,
      error: null,
      formatted: JSON.stringify(SAMPLE_OBJECT, null, 2),
      minified: JSON.stringify(SAMPLE_OBJECT),
    });
  },
};

export const Formatted: Story = {
  name: 'Valid JSON: formatted with line numbers',
  args: { initialText: compact },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Valid JSON')).toBeVisible();
    const region = output(canvas, 'Formatted JSON');
    await expect(outputText(region)).toBe(JSON.stringify(JSON.parse(compact), null, 2));
    const numbers = Array.from(region.querySelectorAll<HTMLElement>('[aria-hidden="true"]')).map((el) => el.textContent);
    await expect(numbers).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
  },
};

export const Minified: Story = {
  name: 'Minified JSON: size reduction and character counts',
  args: { initialText: SAMPLE_JSON },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Minified JSON' }));
    await expect(outputText(output(canvas, 'Minified JSON'))).toBe(JSON.stringify(SAMPLE_OBJECT));
    // 417 → 326 characters: 21.8 % rounds to 22 %.
    await expect(stat(canvasElement, 'Size reduction')).toBe('22%');
    await expect(stat(canvasElement, 'Original characters')).toBe('417');
    await expect(stat(canvasElement, 'Minified characters')).toBe('326');
  },
};

export const CopyFormatted: Story = {
  name: 'Copy shows Copied! for 2 seconds',
  args: { initialText: compact },
  // Headless Chromium denies clipboard reads, so record writes instead of reading them back.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith(JSON.stringify(JSON.parse(compact), null, 2));
    const copiedAt = performance.now();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible(), { timeout: 3000 });
    await expect(performance.now() - copiedAt).toBeGreaterThan(1800);
    // The minified tab copies the minified text.
    await userEvent.click(canvas.getByRole('tab', { name: 'Minified JSON' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith(compact);
  },
};

export const Downloads: Story = {
  name: 'Download formatted.json and minified.json',
  args: { initialText: compact },
  // Record the downloads instead of starting them.
  beforeEach: () => {
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    return () => click.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Minified JSON' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    const anchors = mocked(HTMLAnchorElement.prototype.click).mock.contexts as HTMLAnchorElement[];
    await expect(anchors.map((a) => a.download)).toEqual(['formatted.json', 'minified.json']);
    await expect(anchors.every((a) => a.href.startsWith('blob:'))).toBe(true);
  },
};

const broken = '{\n  "name": "Toolshed",\n  "tools": 29,\n  "tags": ["free" "private"]\n}';

export const Invalid: Story = {
  name: 'Invalid JSON: message, line and column, marked line',
  args: { initialText: broken },
  play: async ({ canvas, canvasElement, args }) => {
    const message = "Expected ',' or ']' after array element in JSON at position 57 (line 4 column 19)";
    await expect(canvas.getByRole('alert')).toHaveTextContent(`Invalid JSON: ${message}`);
    await expect(canvas.getByText('Line 4, column 19')).toBeVisible();
    // Outputs are cleared: no tabs.
    await expect(canvas.queryByRole('tab')).toBeNull();
    const frame = canvas.getByRole('region', { name: 'Input around line 4, column 19' });
    await expect(frame.querySelector('mark')).toHaveTextContent('"');
    await expect(frame.querySelector('mark')?.closest('div')?.textContent).toBe('4›  "tags": ["free" "private"]');
    await expect(canvasElement.querySelectorAll('mark')).toHaveLength(1);
    await expect(args.onChange).toHaveBeenLastCalledWith({ valid: false, error: message, formatted: '', minified: '' });
  },
};

export const GoToError: Story = {
  name: 'Go to error puts the cursor on it',
  args: { initialText: broken },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Error' }));
    const field = input(canvas) as HTMLTextAreaElement;
    await expect(field).toHaveFocus();
    await expect(field.selectionStart).toBe(57);
    await expect(field.value[field.selectionStart]).toBe('"');
  },
};

export const Typing: Story = {
  name: 'Validates on every change; Clear All resets',
  play: async ({ canvas, args }) => {
    await userEvent.type(input(canvas), '{{"a": 1');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "Invalid JSON: Expected ',' or '}' after property value in JSON at position 7 (line 1 column 8)",
    );
    await expect(canvas.getByText('Line 1, column 8')).toBeVisible();
    await userEvent.type(input(canvas), '}');
    await expect(canvas.getByText('Valid JSON')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(outputText(output(canvas, 'Formatted JSON'))).toBe('{\n  "a": 1\n}');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }));
    await expect(input(canvas)).toHaveValue('');
    await expect(canvas.queryByText('Valid JSON')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith({ valid: null, error: null, formatted: '', minified: '' });
  },
};

export const FourSpaces: Story = {
  name: 'Indent: 4 spaces (remembered)',
  args: { initialText: '{"a":[1,{"b":null}]}' },
  play: async ({ canvas }) => {
    await chooseIndent(canvas, '4 spaces');
    await expect(outputText(output(canvas, 'Formatted JSON'))).toBe('{\n    "a": [\n        1,\n        {\n            "b": null\n        }\n    ]\n}');
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toBe('{"indent":"4","sortKeys":false}'));
  },
};

export const Tabs: Story = {
  name: 'Indent: tab',
  args: { initialText: '{"a":[1]}' },
  play: async ({ canvas, args }) => {
    await chooseIndent(canvas, 'Tab');
    await expect(outputText(output(canvas, 'Formatted JSON'))).toBe('{\n\t"a": [\n\t\t1\n\t]\n}');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ formatted: '{\n\t"a": [\n\t\t1\n\t]\n}' }));
  },
};

export const SortKeys: Story = {
  name: 'Sort keys',
  args: { initialText: '{"zeta":1,"alpha":{"b":2,"a":1},"Mid":[3,1]}' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Sort keys' }));
    await expect(outputText(output(canvas, 'Formatted JSON'))).toBe(
      '{\n  "Mid": [\n    3,\n    1\n  ],\n  "alpha": {\n    "a": 1,\n    "b": 2\n  },\n  "zeta": 1\n}',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Minified JSON' }));
    await expect(outputText(output(canvas, 'Minified JSON'))).toBe('{"Mid":[3,1],"alpha":{"a":1,"b":2},"zeta":1}');
  },
};

export const Remembered: Story = {
  name: 'Remembered settings (tab indent, sorted)',
  args: { initialText: '{"b":1,"a":2}' },
  beforeEach: () => {
    localStorage.setItem(STORAGE_KEY, '{"indent":"tab","sortKeys":true}');
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(outputText(output(canvas, 'Formatted JSON'))).toBe('{\n\t"a": 2,\n\t"b": 1\n}'));
    await expect(canvas.getByRole('switch', { name: 'Sort keys' })).toBeChecked();
    await expect(indentField(canvas).selectedOptions[0]).toHaveTextContent('Tab');
  },
};

export const Tree: Story = {
  name: 'Tree View',
  args: { initialText: SAMPLE_JSON },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Tree View' }));
    const tree = canvas.getByRole('list', { name: 'JSON tree' });
    const author = within(tree).getByRole('button', { name: /"author"/ });
    // Small documents open two levels.
    await expect(author).toHaveAttribute('aria-expanded', 'true');
    await expect(author).toHaveTextContent('"author":{} 2 keys');
    await expect(await within(tree).findByText('"hello@toolshed.example"')).toBeVisible();
    await userEvent.click(author);
    await expect(author).toHaveAttribute('aria-expanded', 'false');
    await expect(within(tree).queryByText('"hello@toolshed.example"')).toBeNull();
    await expect(await within(tree).findByText('4.9')).toBeVisible();
    await expect(within(tree).getByText('"tools":').closest('button')).toHaveTextContent('[] 3 items');
  },
};

export const TreeCollapsed: Story = {
  name: 'Tree view: Collapse all, Expand all',
  args: { initialText: '{"a":{"b":{"c":{"d":"deep"}}},"e":[]}' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Tree View' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Expand All' }));
    // Children arrive a page at a time (from the worker for large documents): wait for them.
    await expect(await canvas.findByText('"deep"')).toBeVisible();
    await expect(await canvas.findByText('[] empty')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse All' }));
    await expect(canvas.queryByText('"deep"')).toBeNull();
    await expect(canvas.getByRole('button', { name: /"a"/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: /root/ })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const TreePaging: Story = {
  name: 'Tree view: long arrays load 100 at a time',
  args: { initialText: JSON.stringify(Array.from({ length: 250 }, (_, i) => i * 2)) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Tree View' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Show 100 More' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Show 50 More' }));
    await expect(await canvas.findByText('498')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /more/ })).toBeNull();
  },
  parameters: { visual: { disable: true } },
};

export const UploadRejected: Story = {
  name: 'Upload rejected (not JSON)',
  args: { initialText: '{"keep":true}' },
  play: async ({ canvas, canvasElement }) => {
    await upload(canvasElement, new File(['a,b\n1,2'], 'data.csv', { type: 'text/csv' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only JSON (.json) files are accepted.');
    await expect(input(canvas)).toHaveValue('{"keep":true}');
  },
};

export const UploadAccepted: Story = {
  name: 'Upload a .json file',
  play: async ({ canvas, canvasElement }) => {
    await upload(canvasElement, new File(['[true,false,null]'], 'flags.json', { type: 'application/json' }));
    await waitFor(() => expect(input(canvas)).toHaveValue('[true,false,null]'));
    await expect(canvas.getByText('Valid JSON')).toBeVisible();
    // An OS that reports no type still gets .json files read.
    await upload(canvasElement, new File(['{"x":1}'], 'other.json', { type: '' }));
    await waitFor(() => expect(input(canvas)).toHaveValue('{"x":1}'));
  },
};

const items = (count: number) =>
  JSON.stringify({ items: Array.from({ length: count }, (_, i) => ({ id: i, name: `Item ${i}`, price: (i * 1.25).toFixed(2), tags: ['a', 'b'] })) });
/** 1,003,903 characters, 135,004 formatted lines: read-only input, Worker, virtualised output. */
const largeDocument = items(15_000);
/** 102,503 characters: past the inline limit, still editable. */
const mediumDocument = items(1600);

export const Large: Story = {
  name: 'Large document (Worker, read-only input, virtualised output)',
  args: { initialText: largeDocument },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Valid JSON', {}, { timeout: 20_000 })).toBeVisible();
    await expect(canvasElement.querySelector('[data-ran-on]')).toHaveAttribute('data-ran-on', 'worker');
    await expect(canvas.queryByRole('textbox', { name: 'JSON input' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'JSON input (read-only)' })).toBeVisible();
    await expect(canvas.getByText(/^Checked 1,003,903 characters in \d+\.\d\d s in a background thread\.$/)).toBeVisible();
    const region = output(canvas, 'Formatted JSON');
    // Only the rows in view are in the DOM, not 135 004 lines.
    await expect(region.querySelectorAll('[aria-hidden="true"]').length).toBeLessThan(100);
    // Scrolling to the end shows the last lines (the view is re-read each try: the first
    // worker result can be replaced by the one for remembered settings).
    await waitFor(
      () => {
        const view = output(canvas, 'Formatted JSON');
        view.scrollTop = view.scrollHeight;
        expect(view.textContent?.slice(-16)).toBe('135003  ]135004}');
      },
      { timeout: 15_000 },
    );
    await waitFor(
      () => {
        const view = output(canvas, 'Formatted JSON');
        view.scrollTop = 0;
        expect(outputText(view).split('\n')[0]).toBe('{');
      },
      { timeout: 15_000 },
    );
  },
};

export const LargePaste: Story = {
  name: 'Pasting a large document opens the read-only view',
  play: async ({ canvas }) => {
    await userEvent.click(input(canvas));
    await userEvent.paste(largeDocument);
    await expect(await canvas.findByText('JSON input: Pasted text (1,003,903 characters)')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'JSON input' })).toBeNull();
    await expect(await canvas.findByText('Valid JSON', {}, { timeout: 20_000 })).toBeVisible();
  },
  // Looks like "Large document"; this story checks how it is reached.
  parameters: { visual: { disable: true } },
};

export const Validating: Story = {
  name: 'Validating (large document in progress)',
  args: { initialText: largeDocument },
  // A Worker that never answers holds the pending state for the screenshot.
  beforeEach: silentWorker,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Validating 1,003,903 characters…')).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

export const WorkersBlocked: Story = {
  name: 'Workers blocked: checked on the page',
  args: { initialText: mediumDocument },
  // As under an embedder's CSP: constructing a Worker throws.
  beforeEach: blockedWorkers,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Valid JSON', {}, { timeout: 20_000 })).toBeVisible();
    await expect(canvasElement.querySelector('[data-ran-on]')).toHaveAttribute('data-ran-on', 'main');
    await expect(canvas.getByText(/on this page \(this site blocks background threads\)\.$/)).toBeVisible();
  },
};

export const Keyboard: Story = {
  name: 'Keyboard only',
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(input(canvas)).toHaveFocus();
    await userEvent.keyboard('[[1,2]');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Load Sample' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toHaveFocus();
    // FileDrop's one tab stop is its button (a file can be pasted there too).
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Upload File' })).toHaveFocus();
    await userEvent.tab();
    await expect(indentField(canvas)).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Sort keys' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('switch', { name: 'Sort keys' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Formatted JSON' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Minified JSON' })).toHaveAttribute('aria-selected', 'true');
    await expect(outputText(output(canvas, 'Minified JSON'))).toBe('[1,2]');
  },
};


export const Arabic: Story = {
  name: 'Arabic (right to left): minified with its size reduction',
  globals: { locale: 'ar' },
  args: { initialText: SAMPLE_JSON },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'JSON الخاص بك' })).toBeVisible();
    await expect(canvas.getByText('JSON صالح')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'JSON مصغّر' }));
    await expect(outputText(canvas.getByRole('region', { name: 'JSON مصغّر (JSON)' }))).toBe(JSON.stringify(SAMPLE_OBJECT));
    // 417 → 326 characters: 22 % smaller, the percent sign written the Arabic way.
    await expect(stat(canvasElement, 'نسبة تقليل الحجم')).toBe('22٪');
    await expect(stat(canvasElement, 'أحرف الأصل')).toBe('417');
    await expect(canvas.getByRole('button', { name: 'تحميل مثال' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

export const Narrow: Story = {
  name: 'Narrow (320px)',
  args: { initialText: SAMPLE_JSON },
  decorators: [narrow],
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-ran-on]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    // Every visible control is a comfortable target (the drop zone's keyboard-only button is hidden).
    const visible = [...canvas.getAllByRole('button'), indentField(canvas)].filter((b) => b.className !== '');
    await expect(visible.length).toBeGreaterThanOrEqual(6);
    for (const button of visible) await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await userEvent.click(canvas.getByRole('tab', { name: 'Minified JSON' }));
    // Minified text wraps instead of scrolling sideways.
    const region = output(canvas, 'Minified JSON');
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};
