import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import LoremGenerator from '../../src/tools/lorem-generator/LoremGenerator';
import { CLASSIC_SENTENCE, DEFAULT_SETTINGS, generateLorem } from '../../src/tools/lorem-generator/lorem-generator';
import { messages } from '../../src/tools/lorem-generator/i18n';

const STORAGE_KEY = 'toolshed:lorem-generator';

/** Every story pins a seed (or the random source), so the text and the screenshots never change. */
const meta = {
  title: 'Tools/Lorem Ipsum Generator',
  component: LoremGenerator,
  args: { onChange: fn(), seed: '42' },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // Remembered settings would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof LoremGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

const tile = (canvasElement: HTMLElement, label: string) =>
  Array.from(canvasElement.querySelectorAll('dt')).find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;
const output = (canvasElement: HTMLElement) => canvasElement.querySelector('pre code')?.textContent;
const outputFont = (canvasElement: HTMLElement) => getComputedStyle(canvasElement.querySelector('pre')!).fontFamily;

export const Paragraphs: Story = {
  name: 'Three paragraphs (seeded)',
  play: async ({ canvas, canvasElement, args }) => {
    const expected = generateLorem(DEFAULT_SETTINGS, '42');
    await waitFor(() => expect(output(canvasElement)).toBe(expected.text));
    await expect(expected.text.startsWith(CLASSIC_SENTENCE)).toBe(true);
    await expect(tile(canvasElement, 'Paragraphs')).toBe('3');
    await expect(tile(canvasElement, 'Words')).toBe(String(expected.words));
    // Plain text is prose: the body font, not monospace.
    await expect(outputFont(canvasElement)).toMatch(/^"Inter Variable"/);
    await expect(canvas.getByRole('radio', { name: 'Paragraphs' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'How many paragraphs' })).toHaveValue('3');
    await expect(canvas.getByRole('textbox', { name: 'Seed (optional)' })).toHaveValue('42');
    await expect(canvas.getByRole('button', { name: 'Generate New Text' })).toBeDisabled();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ unit: 'paragraphs', count: 3, format: 'plain', startWithLorem: true, seed: '42', paragraphs: 3, text: expected.text }),
    );
    await waitFor(() => expect(canvas.getAllByRole('status').some((s) => s.textContent === `Generated 3 paragraphs, ${expected.words} words.`)).toBe(true));
  },
};

export const HtmlSentences: Story = {
  name: 'Sentences as HTML',
  args: { unit: 'sentences', count: '4', format: 'html', seed: 'mock-up' },
  play: async ({ canvas, canvasElement }) => {
    const expected = generateLorem({ unit: 'sentences', count: 4, format: 'html', startWithLorem: true }, 'mock-up');
    await waitFor(() => expect(output(canvasElement)).toBe(expected.text));
    await expect(output(canvasElement)).toMatch(/^<p>Lorem ipsum dolor sit amet, .*<\/p>$/);
    await expect(tile(canvasElement, 'Sentences')).toBe('4');
    await expect(canvas.getByRole('region', { name: 'HTML' })).toBeVisible();
    // HTML is code: monospace.
    await expect(outputFont(canvasElement)).toMatch(/^"JetBrains Mono Variable"/);
    await expect(canvas.getByRole('radio', { name: 'HTML (<p>)' })).toBeChecked();
  },
};

export const Words: Story = {
  name: 'Words without the classic opening',
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Words' }).closest('label')!);
    const count = canvas.getByRole('textbox', { name: 'How many words' });
    await userEvent.clear(count);
    await userEvent.type(count, '12{Enter}');
    await userEvent.click(canvas.getByRole('switch', { name: /Start with/ }));
    const expected = generateLorem({ unit: 'words', count: 12, format: 'plain', startWithLorem: false }, '42');
    await waitFor(() => expect(output(canvasElement)).toBe(expected.text));
    await expect(tile(canvasElement, 'Words')).toBe('12');
    await expect(tile(canvasElement, 'Sentences')).toBe('0');
    await expect(output(canvasElement)!.startsWith('Lorem')).toBe(false);
    await expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ unit: 'words', count: 12, format: 'plain', startWithLorem: false });
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ unit: 'words', count: 12, words: 12 }));
  },
};

export const InvalidCount: Story = {
  name: 'Invalid count',
  play: async ({ canvas, canvasElement }) => {
    const before = generateLorem(DEFAULT_SETTINGS, '42').text;
    await waitFor(() => expect(output(canvasElement)).toBe(before));
    const count = canvas.getByRole('textbox', { name: 'How many paragraphs' });
    await userEvent.clear(count);
    await userEvent.tab();
    await expect(await canvas.findByText('Enter a whole number from 1 to 100.')).toBeVisible();
    await expect(count).toHaveAttribute('aria-invalid', 'true');
    // The last good text stays.
    await expect(output(canvasElement)).toBe(before);
  },
};

export const Copied: Story = {
  parameters: { visual: { copiedTimer: 'held' } },
  args: { unit: 'sentences', count: 2 },
  // Headless Chromium denies clipboard reads, so record writes instead of reading them back.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith(
      generateLorem({ unit: 'sentences', count: 2, format: 'plain', startWithLorem: true }, '42').text,
    );
  },
};

export const Download: Story = {
  name: 'Download lorem-ipsum.html',
  args: { format: 'html', count: 1 },
  // Record the download instead of starting it.
  beforeEach: () => {
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    return () => click.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    const anchors = mocked(HTMLAnchorElement.prototype.click).mock.contexts as HTMLAnchorElement[];
    await expect(anchors).toHaveLength(1);
    await expect(anchors[0]?.download).toBe('lorem-ipsum.html');
    // Plain text downloads as .txt.
    await userEvent.click(canvas.getByRole('radio', { name: 'Plain text' }).closest('label')!);
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect((mocked(HTMLAnchorElement.prototype.click).mock.contexts as HTMLAnchorElement[])[1]?.download).toBe('lorem-ipsum.txt');
  },
};

export const NewText: Story = {
  name: 'No seed: Generate New Text',
  args: { seed: '', count: 1 },
  // The random source is pinned so the screenshot is stable: 1, then 2, …
  beforeEach: () => {
    let next = 1;
    const random = spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint32Array) array[0] = next++;
      return array;
    });
    return () => random.mockRestore();
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = generateLorem({ ...DEFAULT_SETTINGS, count: 1 }, '1').text;
    await waitFor(() => expect(output(canvasElement)).toBe(first));
    const button = canvas.getByRole('button', { name: 'Generate New Text' });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await waitFor(() => expect(output(canvasElement)).toBe(generateLorem({ ...DEFAULT_SETTINGS, count: 1 }, '2').text));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ seed: '2' }));
    // Typing a seed pins the text and disables the button.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Seed (optional)' }), 'abc');
    await waitFor(() => expect(output(canvasElement)).toBe(generateLorem({ ...DEFAULT_SETTINGS, count: 1 }, 'abc').text));
    await expect(button).toBeDisabled();
  },
};

export const German: Story = {
  name: 'German: sentences as HTML',
  globals: { locale: 'de' },
  args: { unit: 'sentences', count: '4', format: 'html', seed: 'mock-up' },
  play: async ({ canvas, canvasElement }) => {
    const expected = generateLorem({ ...DEFAULT_SETTINGS, unit: 'sentences', count: 4, format: 'html' }, 'mock-up');
    await waitFor(() => expect(output(canvasElement)).toBe(expected.text));
    await expect(canvas.getByRole('radio', { name: 'Sätze' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'HTML (<p>-Absätze)' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Anzahl Sätze' })).toHaveValue('4');
    await expect(canvas.getByText('1 bis 500')).toBeVisible();
    await expect(tile(canvasElement, 'Sätze')).toBe('4');
    await expect(tile(canvasElement, 'Wörter')).toBe(String(expected.words));
    await expect(canvas.getByRole('button', { name: 'Neuen Text erzeugen' })).toBeDisabled();
  },
};
