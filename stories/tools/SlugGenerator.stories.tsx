import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor } from 'storybook/test';
import SlugGenerator from '../../src/tools/slug-generator/SlugGenerator';
import { SAMPLE_TITLES } from '../../src/tools/slug-generator/slug-generator';
import { messages } from '../../src/tools/slug-generator/i18n';
import { recordClipboardWrites, recordDownloads } from './support';

const STORAGE_KEY = 'toolshed:slug-generator';

/** The single slug is an <output data-testid="slug">; bulk mode's slugs are a CodeOutput named "Slugs". */
const meta = {
  title: 'Tools/Slug Generator',
  component: SlugGenerator,
  args: { onChange: fn() },
  parameters: { layout: 'fullscreen', messages: [messages] },
  // The options and the mode are remembered; they would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof SlugGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

const slugOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-testid="slug"]')?.textContent;
const bulkOutput = (canvasElement: HTMLElement) => canvasElement.querySelector('pre')?.textContent;

export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue('');
    await expect(title).toHaveAttribute('placeholder', 'e.g. Crème Brûlée à Paris');
    await expect(slugOf(canvasElement)).toBe('Type a title to see its slug.');
    await expect(canvas.getByRole('button', { name: 'Copy Slug' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Separator' })).toHaveValue('-');
    await expect(canvas.getByRole('switch', { name: 'Lower case' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Remove stop words' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Bulk mode (one title a line)' })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Maximum length' })).toHaveValue('0');
    await expect(args.onChange).toHaveBeenCalledWith({ text: '', bulk: false, slug: '', slugs: [''] });
  },
};

export const Typed: Story = {
  name: 'Typing a title, then Copy Slug',
  parameters: { visual: { copiedTimer: 'held' } },
  beforeEach: recordClipboardWrites,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Crème Brûlée à Paris');
    await waitFor(() => expect(slugOf(canvasElement)).toBe('creme-brulee-a-paris'));
    await expect(canvas.getByText('20 characters')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ text: 'Crème Brûlée à Paris', bulk: false, slug: 'creme-brulee-a-paris', slugs: ['creme-brulee-a-paris'] });
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Slug' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith('creme-brulee-a-paris');
  },
};

export const OtherScripts: Story = {
  name: 'Cyrillic title (transliteration table)',
  args: { initialText: 'Привет мир' },
  play: async ({ canvasElement, args }) => {
    // The any-ascii table loads on demand; the slug follows once it is there.
    await waitFor(() => expect(slugOf(canvasElement)).toBe('privet-mir'), { timeout: 5000 });
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ text: 'Привет мир', bulk: false, slug: 'privet-mir', slugs: ['privet-mir'] }));
    // Nothing was reported before the table arrived (no slug without the Cyrillic letters).
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const NoLetters: Story = {
  name: 'Title without letters or digits',
  args: { initialText: '!!! — ???' },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription('This title has no letters or digits to make a slug from.');
    await expect(slugOf(canvasElement)).toBe('Type a title to see its slug.');
    await expect(canvas.getByRole('button', { name: 'Copy Slug' })).toBeDisabled();
  },
};

export const Options: Story = {
  name: 'Options: separator, capitals, stop words, maximum length',
  args: { initialText: 'The Art of War: A Guide to Strategy' },
  play: async ({ canvas, canvasElement }) => {
    await expect(slugOf(canvasElement)).toBe('the-art-of-war-a-guide-to-strategy');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Separator' }), '_');
    await userEvent.click(canvas.getByRole('switch', { name: 'Remove stop words' }));
    await waitFor(() => expect(slugOf(canvasElement)).toBe('art_war_guide_strategy'));
    await userEvent.click(canvas.getByRole('switch', { name: 'Lower case' }));
    await waitFor(() => expect(slugOf(canvasElement)).toBe('Art_War_Guide_Strategy'));
    const max = canvas.getByRole('textbox', { name: 'Maximum length' });
    await userEvent.clear(max);
    await userEvent.type(max, '15{Enter}');
    // 15 characters, whole words only: "Art_War_Guide" (13), not "Art_War_Guide_S".
    await waitFor(() => expect(slugOf(canvasElement)).toBe('Art_War_Guide'));
    await expect(canvas.getByText('13 characters')).toBeVisible();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ separator: '_', lowercase: false, removeStopWords: true, maxLength: 15 }),
    );
  },
};

export const BulkEmpty: Story = {
  name: 'Bulk mode switched on, then Clear All',
  args: { initialText: 'A Title Typed Before' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Bulk mode (one title a line)' }));
    const titles = await canvas.findByRole('textbox', { name: 'Titles (one a line)' });
    // The text stays when the mode changes; Clear All empties it.
    await expect(titles).toHaveValue('A Title Typed Before');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }));
    await expect(titles).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    await expect(titles).toHaveAttribute('placeholder', 'Paste one title a line; each line gets its own slug.');
    await expect(canvas.getByText('Paste titles, one a line, to see their slugs.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy Slugs' })).toBeDisabled();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Slugs' })).toBeVisible();
  },
};

export const Bulk: Story = {
  name: 'Bulk mode: sample titles, Copy Slugs, Download',
  args: { bulk: true },
  parameters: { visual: { copiedTimer: 'held' } },
  beforeEach: () => {
    const clipboard = recordClipboardWrites();
    const downloads = recordDownloads();
    return () => {
      clipboard();
      downloads();
    };
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load Sample' }));
    await expect(canvas.getByRole('textbox', { name: 'Titles (one a line)' })).toHaveValue(SAMPLE_TITLES);
    const expected = ['creme-brulee-a-paris', 'privet-mir', 'kalimera-kosme', 'dont-panic-a-beginners-guide-to-git', 'lodz-travel-tips-2026'];
    await waitFor(() => expect(bulkOutput(canvasElement)).toBe(expected.join('\n')), { timeout: 5000 });
    await expect(canvas.getByText('5 slugs, in the order of your lines')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ text: SAMPLE_TITLES, bulk: true, slug: expected.join('\n'), slugs: expected });
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Slugs' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith(expected.join('\n'));
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    const anchors = mocked(HTMLAnchorElement.prototype.click).mock.contexts as HTMLAnchorElement[];
    await expect(anchors.map((anchor) => anchor.download)).toEqual(['slugs.txt']);
  },
};

export const Arabic: Story = {
  name: 'Arabic (right to left)',
  globals: { locale: 'ar' },
  args: { initialText: 'مرحبا بالعالم' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'العنوان' })).toHaveValue('مرحبا بالعالم');
    await waitFor(() => expect(slugOf(canvasElement)).toBe('mrhb-bllm'), { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: 'نسخ الاسم اللطيف' })).toBeEnabled();
    await expect(canvas.getByRole('switch', { name: 'الوضع الجماعي (عنوان في كل سطر)' })).not.toBeChecked();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
