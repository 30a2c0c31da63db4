import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import TextFormatter from '../../src/tools/text-formatter/TextFormatter';
import { SAMPLE_TEXT } from '../../src/tools/text-formatter/text-formatter';
import { messages } from '../../src/tools/text-formatter/i18n';

const STORAGE_KEY = 'toolshed:text-formatter';

/**
 * Steps run top to bottom on the input; the result has Copy, Download (formatted-text.txt)
 * and Use as Input. Shuffle stories pass `shuffleSeed` so screenshots are stable.
 */
const meta = {
  title: 'Tools/Text Formatter',
  component: TextFormatter,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // Remembered steps would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof TextFormatter>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const result = (canvas: Canvas) => canvas.getByRole('region', { name: 'Result' });
const stepTitles = (canvasElement: HTMLElement) => Array.from(canvasElement.querySelectorAll('li h3')).map((h) => h.textContent);

async function addStep(canvas: Canvas, group: string, label: string) {
  await userEvent.click(within(canvas.getByRole('group', { name: `Add a Step: ${group}` })).getByRole('button', { name: label }));
}

export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Input text' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'Paste or type lines of text here...');
    await expect(stepTitles(canvasElement)).toEqual(['Trim Lines', 'Remove Empty Lines']);
    await expect(result(canvas)).toHaveTextContent('The result appears here.');
    await expect(canvas.getByText('0 lines in → 0 lines out · 2 steps')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Use as Input' })).toBeDisabled();
    await expect(args.onChange).toHaveBeenCalledWith({ output: '', inputLines: 0, outputLines: 0, operations: ['trim', 'remove-empty'], error: null });
  },
};

export const SampleText: Story = {
  name: 'Sample Text, then add and remove steps',
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load Sample' }));
    await expect(canvas.getByRole('textbox', { name: 'Input text' })).toHaveValue(SAMPLE_TEXT);
    await waitFor(() => expect(result(canvas)).toHaveTextContent('banana Apple cherry item 10 banana item 2 Date palm apple', { normalizeWhitespace: true }));

    await addStep(canvas, 'Clean up', 'Remove Duplicate Lines');
    await addStep(canvas, 'Order', 'Sort Naturally (2 Before 10)');
    await expect(stepTitles(canvasElement)).toEqual(['Trim Lines', 'Remove Empty Lines', 'Remove Duplicate Lines', 'Sort Naturally (2 Before 10)']);
    await waitFor(() => expect(result(canvas).textContent).toBe('Apple\napple\nbanana\ncherry\nDate\t\tpalm\nitem 2\nitem 10'));
    await expect(canvas.getByText('10 lines in → 7 lines out · 4 steps')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove step 3, Remove Duplicate Lines' }));
    await waitFor(() => expect(result(canvas).textContent).toBe('Apple\napple\nbanana\nbanana\ncherry\nDate\t\tpalm\nitem 2\nitem 10'));
    // The change event follows the (deferred) result: wait for it rather than racing it.
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ outputLines: 8, operations: ['trim', 'remove-empty', 'sort-natural'] })));
  },
};

export const Reordered: Story = {
  name: 'Steps reordered by keyboard',
  args: { initialText: 'b\nc\na', operations: 'number,sort-za' },
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(result(canvas).textContent).toBe('3. a\n2. c\n1. b'));
    const up = canvas.getByRole('button', { name: 'Move step 2, Sort Z → A up' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    await expect(stepTitles(canvasElement)).toEqual(['Sort Z → A', 'Add Line Numbers']);
    // Order matters: sorting first, then numbering.
    await waitFor(() => expect(result(canvas).textContent).toBe('1. c\n2. b\n3. a'));
    // At the top, "up" is disabled: focus moves to the same step's "down" button.
    await expect(canvas.getByRole('button', { name: 'Move step 1, Sort Z → A down' })).toHaveFocus();
    await waitFor(() => expect(canvasElement.querySelector('[role="status"][aria-live]')).toHaveTextContent('Sort Z → A moved to step 1 of 2.'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ output: '1. c\n2. b\n3. a', inputLines: 3, outputLines: 3, operations: ['sort-za', 'number'], error: null });
  },
};

export const InvalidRegex: Story = {
  name: 'Invalid regular expression',
  args: { initialText: 'order-17\norder-4', operations: 'replace' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Regular expression' }));
    const find = canvas.getByRole('textbox', { name: 'Find (regular expression)' });
    await userEvent.type(find, 'order-(\\d+');
    await waitFor(() => expect(find).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText('Invalid regular expression /order-(\\d+/: unterminated group.')).toBeVisible();
    await expect(canvas.getByText(/Step 1 is skipped until its pattern is fixed/)).toBeVisible();
    // The text passes through unchanged.
    await expect(result(canvas).textContent).toBe('order-17\norder-4');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ error: 'Invalid regular expression /order-(\\d+/: unterminated group.' }));
  },
};

export const RegexReplace: Story = {
  name: 'Find and Replace with a regular expression',
  args: { initialText: 'order-17\norder-4', operations: 'replace,sort-natural' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Regular expression' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Find (regular expression)' }), '^order-(\\d+)$');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Replace with' }), '#$1');
    await waitFor(() => expect(result(canvas).textContent).toBe('#4\n#17'));
    await expect(canvas.getByText('2 matches replaced')).toBeVisible();
  },
};

export const Copied: Story = {
  parameters: { visual: { copiedTimer: 'held' } },
  args: { initialText: ' one \n\n two ' },
  // Headless Chromium denies clipboard reads, so record writes instead of reading them back.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    return () => {
      writeText.mockRestore();
      click.mockRestore();
    };
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(result(canvas).textContent).toBe('one\ntwo'));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith('one\ntwo');

    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    const anchors = mocked(HTMLAnchorElement.prototype.click).mock.contexts as HTMLAnchorElement[];
    await expect(anchors.map((a) => a.download)).toEqual(['formatted-text.txt']);
  },
};

export const UseAsInput: Story = {
  name: 'Result used as input',
  args: { initialText: 'b\na', operations: 'sort-az,number' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(result(canvas).textContent).toBe('1. a\n2. b'));
    await userEvent.click(canvas.getByRole('button', { name: 'Use as Input' }));
    await expect(canvas.getByRole('textbox', { name: 'Input text' })).toHaveValue('1. a\n2. b');
    // The chain runs again on the new input.
    await waitFor(() => expect(result(canvas).textContent).toBe('1. 1. a\n2. 2. b'));
  },
};

export const Shuffled: Story = {
  name: 'Shuffled (seeded)',
  args: { initialText: 'one\ntwo\nthree\nfour\nfive', operations: 'shuffle,line-endings', shuffleSeed: 42 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(result(canvas).textContent).not.toBe(''));
    const first = result(canvas).textContent;
    await expect(first?.split('\n').sort()).toEqual(['five', 'four', 'one', 'three', 'two']);
    await userEvent.click(canvas.getByRole('button', { name: 'Shuffle Again' }));
    await waitFor(() => expect(result(canvas).textContent).not.toBe(first));
    await expect(result(canvas).textContent?.split('\n').sort()).toEqual(['five', 'four', 'one', 'three', 'two']);
  },
};

export const German: Story = {
  name: 'German: regular expression, sorted and numbered',
  globals: { locale: 'de' },
  args: { initialText: 'order-17\norder-4\norder-17', operations: 'dedupe,replace,sort-natural' },
  play: async ({ canvas, canvasElement }) => {
    await expect(stepTitles(canvasElement)).toEqual(['Doppelte Zeilen entfernen', 'Suchen und Ersetzen', 'Natürlich sortieren (2 vor 10)']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Regulärer Ausdruck' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Suchen (regulärer Ausdruck)' }), '^order-(\\d+)$');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ersetzen durch' }), '#$1');
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Ergebnis' }).textContent).toBe('#4\n#17'));
    await expect(canvas.getByText('2 Treffer ersetzt')).toBeVisible();
    await expect(canvas.getByText('Eingabe: 3 Zeilen → Ergebnis: 2 Zeilen · 3 Schritte')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Schritt hinzufügen: Reihenfolge' })).toBeVisible();
  },
};
