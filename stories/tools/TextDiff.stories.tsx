import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import TextDiff from '../../src/tools/text-diff/TextDiff';
import { messages } from '../../src/tools/text-diff/i18n';

const STORAGE_KEY = 'toolshed:text-diff';

/**
 * Texts up to 20 000 characters (both sides) are compared inline; larger ones in a Worker
 * (jsdiff's async mode where Workers are blocked). The 1 MB timing is measured in
 * tests/e2e/tool-text-diff.spec.ts. The copied patch is a unified diff with
 * `--- original.txt` / `+++ modified.txt` headers and 3 lines of context.
 */
const meta = {
  title: 'Tools/Text Diff',
  component: TextDiff,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // Remembered settings would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof TextDiff>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const stat = (canvasElement: HTMLElement, label: string) =>
  Array.from(canvasElement.querySelectorAll('dt')).find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;
const original = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Original text' });
const modified = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Modified text' });

const POEM = ['Roses are red,', 'Violets are blue,', 'Sugar is sweet,', 'And so are you.', ''].join('\n');
const POEM_EDITED = ['Roses are red,', 'Violets are purple,', 'Sugar is sweet,', 'And so are you.', 'The end.', ''].join('\n');

const lines = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Line ${from + i} stays the same.`).join('\n');

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(original(canvas)).toHaveValue('');
    await expect(original(canvas)).toHaveAttribute('placeholder', 'Paste the original text here...');
    await expect(canvas.getByText('Paste or type two texts above to see what changed.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy Patch' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Download .patch' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Swap' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Line' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Side by side' })).toBeChecked();
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith({ mode: 'line', added: 0, removed: 0, unchanged: 0, identical: true, patch: '--- original.txt\n+++ modified.txt\n' }),
    );
  },
};

export const LineChanges: Story = {
  name: 'Line changes side by side',
  args: { original: POEM, modified: POEM_EDITED },
  play: async ({ canvas, canvasElement, args }) => {
    // The comparison code loads after the first paint.
    await waitFor(() => expect(stat(canvasElement, 'Lines added')).toBe('2'));
    await expect(stat(canvasElement, 'Lines removed')).toBe('1');
    await expect(stat(canvasElement, 'Lines unchanged')).toBe('3');
    await expect(canvas.getByText('2 lines added, 1 line removed.')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Differences side by side' });
    await expect(within(table).getByText('Violets are blue,')).toBeVisible();
    await expect(within(table).getByText('Violets are purple,')).toBeVisible();
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ mode: 'line', added: 2, removed: 1, unchanged: 3, identical: false })),
    );
  },
};

export const WordsUnified: Story = {
  name: 'Word changes in the unified view',
  args: { original: POEM, modified: POEM_EDITED, mode: 'word', view: 'unified' },
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: 'Differences, unified' });
    await expect(table.querySelector('del')).toHaveTextContent('blue');
    await expect(table.querySelector('ins')).toHaveTextContent('purple');
    // purple, The, end and "." (each punctuation mark is a token, as in jsdiff).
    await expect(stat(canvasElement, 'Words added')).toBe('4');
    await expect(stat(canvasElement, 'Words removed')).toBe('1');
    // Switching to characters recounts in the new unit.
    await userEvent.click(canvas.getByRole('radio', { name: 'Character' }));
    await waitFor(() => expect(stat(canvasElement, 'Characters removed')).toMatch(/^[1-9]\d*$/));
    await expect(localStorage.getItem(STORAGE_KEY)).toContain('"mode":"char"');
  },
};

export const IgnoreCase: Story = {
  name: 'No differences when case is ignored',
  args: { original: 'Hello World\nSecond line\n', modified: 'hello world\nSECOND LINE\n', ignoreCase: 'true' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('switch', { name: 'Ignore case' })).toBeChecked();
    await expect(await canvas.findByText('No differences (ignoring case).')).toBeVisible();
    await expect(stat(canvasElement, 'Lines unchanged')).toBe('2');
    // The patch still records the change exactly.
    await expect(canvas.getByRole('button', { name: 'Copy Patch' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('switch', { name: 'Ignore case' }));
    await waitFor(() => expect(canvas.getByText('2 lines added, 2 lines removed.')).toBeVisible());
  },
};

export const FoldedLines: Story = {
  name: 'Unchanged lines folded and opened',
  args: { original: `${lines(1, 12)}\nOld middle\n${lines(13, 24)}\n`, modified: `${lines(1, 12)}\nNew middle\n${lines(13, 24)}\n` },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Differences side by side' });
    await expect(within(table).queryByText('Line 1 stays the same.')).toBeNull();
    await userEvent.click(within(table).getAllByRole('button', { name: 'Show 9 Unchanged Lines' })[0]!);
    await expect(within(table).getAllByText('Line 1 stays the same.')).toHaveLength(2);
    await expect(within(table).getAllByRole('button', { name: 'Show 9 Unchanged Lines' })).toHaveLength(1);
  },
};

export const SwapAndClear: Story = {
  name: 'Swap and clear',
  args: { original: 'first version\n', modified: 'second version\n' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Swap' }));
    await expect(original(canvas)).toHaveValue('second version\n');
    await expect(modified(canvas)).toHaveValue('first version\n');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }));
    await expect(original(canvas)).toHaveValue('');
    await expect(modified(canvas)).toHaveValue('');
    await expect(canvas.getByText('Paste or type two texts above to see what changed.')).toBeVisible();
    await userEvent.type(original(canvas), 'a b');
    await userEvent.type(modified(canvas), 'a  b');
    await userEvent.click(canvas.getByRole('radio', { name: 'Word' }));
    await waitFor(() => expect(canvas.getByText('Only whitespace differs.')).toBeVisible());
    await userEvent.click(canvas.getByRole('switch', { name: 'Ignore whitespace' }));
    await waitFor(() => expect(canvas.getByText('No differences (ignoring whitespace).')).toBeVisible());
  },
};

const LONG = Array.from({ length: 12_000 }, (_, i) => `Line ${i + 1} of a long document.`).join('\n') + '\n';

export const LargeText: Story = {
  name: 'Large Texts compared in a Worker',
  args: { original: LONG, modified: LONG.replace('Line 6000 of a long document.', 'Line 6000 was edited.') },
  play: async ({ canvas }) => {
    // Over 100 000 characters a side is shown read-only (the shared LargeTextArea): a textarea that size is slow to lay out.
    await expect(canvas.queryByRole('textbox', { name: 'Original text' })).toBeNull();
    await expect(canvas.getByText('Original text: Text (360,894 characters)')).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Original text (read-only)' })).toHaveTextContent('Line 1 of a long document.');
    await expect(await canvas.findByText('1 line added, 1 line removed.', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText(/^Compared in [\d.]+ s in a background thread\.$/)).toBeVisible();
    // Each side can still be emptied on its own (UI/Large Text shows it: emptied here, the table would list 12,000 lines).
    await expect(canvas.getByRole('button', { name: 'Clear modified text' })).toBeEnabled();
  },
};

export const Copied: Story = {
  parameters: { visual: { copiedTimer: 'held' } },
  name: 'Copy patch shows Copied!',
  args: { original: 'one\ntwo\n', modified: 'one\n2\n' },
  // Headless Chromium denies clipboard reads, so record writes instead of reading them back.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy Patch' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Patch' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith('--- original.txt\n+++ modified.txt\n@@ -1,2 +1,2 @@\n one\n-two\n+2\n');
    await waitFor(() => expect(canvas.getByText('Copied!', { selector: '[role=status]' })).toBeInTheDocument());
  },
};

export const Arabic: Story = {
  name: 'Arabic: line changes, right to left',
  globals: { locale: 'ar' },
  args: { original: 'القطة نائمة على السجادة.\nالجو مشمس اليوم.\n', modified: 'القطة جالسة على السجادة.\nالجو مشمس اليوم.\nthe end\n' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'النص الأصلي' })).toHaveValue('القطة نائمة على السجادة.\nالجو مشمس اليوم.\n');
    await expect(canvas.getByRole('radio', { name: 'السطر' })).toBeChecked();
    await waitFor(() => expect(stat(canvasElement, 'أسطر مضافة')).toBe('2'));
    await expect(stat(canvasElement, 'أسطر محذوفة')).toBe('1');
    await expect(canvas.getByText('الإضافات: سطران، والحذف: سطر واحد.')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'الفروق جنبًا إلى جنب' });
    await expect(within(table).getByRole('columnheader', { name: 'الأصلي' })).toBeVisible();
    await expect(within(table).getByText('القطة نائمة على السجادة.')).toBeVisible();
    await expect(within(table).getByText('the end')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'نسخ الرقعة' })).toBeEnabled();
  },
};
