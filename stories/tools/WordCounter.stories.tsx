import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import WordCounter from '../../src/tools/word-counter/WordCounter';
import { SAMPLES } from '../../src/tools/word-counter/word-counter';
import { messages } from '../../src/tools/word-counter/i18n';

/**
 * Copy Stats format: a plain-text table ("Label:" padded, value), then "Top keywords".
 * Export format: the same table, a "--- Text ---" divider and the text, saved as text-statistics.txt.
 */
const meta = {
  title: 'Tools/Word Counter',
  component: WordCounter,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
} satisfies Meta<typeof WordCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

const tileValue = (canvasElement: HTMLElement, label: string) => {
  const dt = Array.from(canvasElement.querySelectorAll('dt')).find((el) => el.textContent === label);
  return dt?.nextElementSibling?.textContent;
};

const words = (n: number) => Array.from({ length: n }, (_, i) => ['alpha', 'beta', 'gamma', 'delta'][i % 4]).join(' ');

export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const text = canvas.getByRole('textbox', { name: 'Your text' });
    await expect(text).toHaveValue('');
    await expect(text).toHaveAttribute('placeholder', 'Start typing or paste your text here...');
    await expect(tileValue(canvasElement, 'Words')).toBe('0');
    await expect(tileValue(canvasElement, 'Reading time')).toBe('0 min');
    await expect(canvas.getByText('Not enough text')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy Stats' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeDisabled();
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ words: 0, characters: 0 }));
  },
};

export const Typing: Story = {
  name: 'Typing updates the statistics',
  play: async ({ canvas, canvasElement, args }) => {
    const text = canvas.getByRole('textbox', { name: 'Your text' });
    await userEvent.type(text, 'Hi there. Bye!');
    await waitFor(() => expect(tileValue(canvasElement, 'Words')).toBe('3'));
    await waitFor(() => expect(tileValue(canvasElement, 'Sentences')).toBe('2'));
    await expect(tileValue(canvasElement, 'Characters')).toBe('14');
    await expect(tileValue(canvasElement, 'Characters (no spaces)')).toBe('12');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ words: 3, sentences: 2 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(text).toHaveValue('');
  },
};

export const SampleText: Story = {
  name: 'Sample Text loaded',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Blog Article' }));
    const sample = SAMPLES.find((s) => s.id === 'article')!;
    await expect(canvas.getByRole('textbox', { name: 'Your text' })).toHaveValue(sample.text);
    await waitFor(() => expect(tileValue(canvasElement, 'Words')).toBe('93'));
    await expect(tileValue(canvasElement, 'Paragraphs')).toBe('2');
    await expect(canvas.getByText('Moderate')).toBeVisible();
    await expect(canvas.getByRole('list')).toHaveTextContent('readers');
  },
};

export const Easy: Story = {
  name: 'Readability: Easy',
  args: { initialText: `${words(15)}.` },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Easy', { exact: true })).toBeVisible();
  },
};

export const Moderate: Story = {
  name: 'Readability: Moderate',
  args: { initialText: `${words(20)}.` },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Moderate', { exact: true })).toBeVisible();
  },
};

export const Difficult: Story = {
  name: 'Readability: Difficult',
  args: { initialText: `${words(25)}.` },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Difficult', { exact: true })).toBeVisible();
  },
};

export const VeryDifficult: Story = {
  name: 'Readability: Very Difficult',
  args: { initialText: `${words(26)}.` },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Very Difficult', { exact: true })).toBeVisible();
  },
};

export const UploadRejected: Story = {
  name: 'Upload rejected (wrong type)',
  args: { initialText: 'Keep this text.' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }), { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only plain text (.txt) files are accepted.');
    // Nothing is lost: the text stays.
    await expect(canvas.getByRole('textbox', { name: 'Your text' })).toHaveValue('Keep this text.');
  },
};

export const UploadAccepted: Story = {
  name: 'Upload a .txt file',
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['From a file.\n\nSecond part.'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Your text' })).toHaveValue('From a file.\n\nSecond part.'));
    // Statistics follow the text through a deferred render.
    await waitFor(() => expect(tileValue(canvasElement, 'Paragraphs')).toBe('2'));
  },
};

export const CopyStats: Story = {
  parameters: { visual: { copiedTimer: 'held' } },
  name: 'Copy Stats',
  args: { initialText: 'Hello world. Hello again!' },
  // Headless Chromium denies clipboard reads, so record writes instead of reading them back.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Stats' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    const copied = mocked(navigator.clipboard.writeText).mock.calls[0]?.[0];
    await expect(copied?.split('\n').slice(0, 5)).toEqual([
      'Text statistics',
      '',
      'Characters:                 25',
      'Characters (no spaces):     22',
      'Words:                      4',
    ]);
  },
};

export const Export: Story = {
  name: 'Export text-statistics.txt',
  args: { initialText: 'Export me.' },
  // Record the download instead of starting it.
  beforeEach: () => {
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    return () => click.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    const anchors = mocked(HTMLAnchorElement.prototype.click).mock.contexts as HTMLAnchorElement[];
    await expect(anchors).toHaveLength(1);
    await expect(anchors[0]?.download).toBe('text-statistics.txt');
    await expect(anchors[0]?.href.startsWith('blob:')).toBe(true);
  },
};

export const Keyboard: Story = {
  name: 'Keyboard only',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Your text' })).toHaveFocus();
    await userEvent.keyboard('Typed by keyboard.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Your text' })).toHaveValue('');
  },
};

export const Arabic: Story = {
  name: 'Arabic (right to left)',
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    const text = canvas.getByRole('textbox', { name: 'نصك' });
    await userEvent.type(text, 'Hi there. Bye!');
    await waitFor(() => expect(tileValue(canvasElement, 'الكلمات')).toBe('3'));
    await expect(tileValue(canvasElement, 'وقت القراءة')).toBe('دقيقة واحدة');
    await expect(canvas.getByText('سهل')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'نسخ الإحصاءات' })).toBeEnabled();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
