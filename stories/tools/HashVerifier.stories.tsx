import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import HashVerifier from '../../src/tools/hash-verifier/HashVerifier';
import { messages } from '../../src/tools/hash-verifier/i18n';

const STORAGE_KEY = 'toolshed:hash-verifier';
const SHA256_ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
const MD5_ABC = '900150983cd24fb0d6963f7d28e17f72';

const meta = {
  title: 'Tools/Hash Verifier',
  component: HashVerifier,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // Remembered settings would leak from one story into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof HashVerifier>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown for a detail label (`<dt>Algorithm</dt><dd>…</dd>`). */
const detail = (canvasElement: HTMLElement, label: string) => {
  const dt = Array.from(canvasElement.querySelectorAll('dt')).find((el) => el.textContent === label);
  return dt?.nextElementSibling?.textContent;
};

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Expected hash' })).toHaveValue('');
    await expect(canvas.getByText('Paste the expected hash to compare.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Algorithm' })).toHaveValue('auto');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ status: 'incomplete', algorithm: null, expected: null, actual: null, fileName: null, line: null }));
  },
};

export const Match: Story = {
  args: { initialText: 'abc' },
  play: async ({ canvas, canvasElement, args }) => {
    // Pasted in uppercase with stray spaces: still the same hash.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expected hash' }), `  ${SHA256_ABC.toUpperCase().slice(0, 32)} ${SHA256_ABC.toUpperCase().slice(32)} `);
    await expect(await canvas.findByText('Match')).toBeVisible();
    await expect(detail(canvasElement, 'Algorithm')).toBe('SHA-256 (detected from the length)');
    await expect(detail(canvasElement, 'Computed')).toBe(SHA256_ABC);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({ status: 'match', algorithm: 'sha256', expected: SHA256_ABC, actual: SHA256_ABC, fileName: null, line: null }),
    );
  },
};

export const NoMatch: Story = {
  name: 'No match',
  args: { initialText: 'abd', expected: MD5_ABC },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No match');
    await expect(detail(canvasElement, 'Algorithm')).toBe('MD5 (detected from the length)');
    await expect(detail(canvasElement, 'Expected')).toBe(MD5_ABC);
    await expect(detail(canvasElement, 'Computed')).toBe('4911e516e5aa21d327512e0c8b197616');
  },
};

export const InvalidHash: Story = {
  name: 'Invalid hash',
  args: { initialText: 'abc', expected: 'not-a-hash' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Expected hash' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('Not a hash: expected 32, 40, 64, 96 or 128 hex characters (MD5, SHA-1, SHA-256, SHA-384, SHA-512) or their Base64.'),
    ).toBeVisible();
    await expect(canvas.getByText('Fix the expected hash to compare.')).toBeVisible();
    // A length that does not fit the chosen algorithm says so.
    await userEvent.clear(field);
    await userEvent.type(field, MD5_ABC);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Algorithm' }), 'sha256');
    await expect(await canvas.findByText('A SHA-256 hash is 64 hex characters; this one is 32.')).toBeVisible();
  },
};

export const ChecksumListWithFile: Story = {
  name: 'Checksum list and a file',
  args: {
    expected: `# SHA256SUMS\r\n${'0'.repeat(64)}  other.iso\r\n${SHA256_ABC} *notes.txt\r\n`,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('The list has 2 lines: hash a file to pick its line by name, or paste a single hash.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'File' }));
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['abc'], 'notes.txt', { type: 'text/plain' }));
    await expect(await canvas.findByText('Match')).toBeVisible();
    await expect(detail(canvasElement, 'Line')).toBe('3: notes.txt');
    // The bar's code loads on demand (issue #31): it may arrive a moment after the digest.
    await expect(await canvas.findByRole('progressbar', { name: 'Hashed notes.txt' })).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Copied: Story = {
  parameters: { visual: { copiedTimer: 'held' } },
  args: { initialText: 'abc', expected: MD5_ABC },
  // Headless Chromium denies clipboard reads, so record writes instead of reading them back.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy computed hash' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith(MD5_ABC);
  },
};

export const Arabic: Story = {
  name: 'Arabic (right to left): a checksum line matched',
  globals: { locale: 'ar' },
  args: { initialText: 'abc', expected: `${SHA256_ABC}  notes.txt\n${'0'.repeat(64)}  other.iso` },
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('تحتوي القائمة على سطرين: احسب تجزئة ملف لاختيار سطره من اسمه، أو الصق تجزئة واحدة.')).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'التجزئة المتوقعة' });
    await userEvent.clear(field);
    await userEvent.type(field, `${SHA256_ABC}  notes.txt`);
    await expect(await canvas.findByText('متطابقة')).toBeVisible();
    await expect(canvas.getByText('قيمة SHA-256 للنص هي التجزئة المتوقعة.')).toBeVisible();
    await expect(detail(canvasElement, 'الخوارزمية')).toBe('SHA-256 (اكتُشفت من الطول)');
    await expect(detail(canvasElement, 'السطر')).toBe('1: notes.txt');
    await expect(detail(canvasElement, 'المحسوبة')).toBe(SHA256_ABC);
    await expect(canvas.getByRole('button', { name: 'نسخ التجزئة المحسوبة' })).toBeVisible();
  },
};
