import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import PasswordChecker from '../../src/tools/password-checker/PasswordChecker';
import { loadEstimator, mainThreadEstimator } from '../../src/tools/password-checker/usePasswordStrength';
import { messages } from '../../src/tools/password-checker/i18n';

/**
 * The real zxcvbn dictionaries load on first use (the first story that needs them waits a
 * moment); the loading and failure states get stand-in loaders that never settle or fail.
 * Nothing here is random or time-dependent: the same password always gets the same estimate.
 */
const STORAGE_KEY = 'toolshed:password-checker';

const meta = {
  title: 'Tools/Password Checker',
  component: PasswordChecker,
  args: { onChange: fn(), loadEstimator: fn(loadEstimator) },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof PasswordChecker>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const passwordField = (canvas: Canvas) => canvas.getByLabelText('Password', { selector: 'input' }) as HTMLInputElement;
const checkRow = (canvas: Canvas, title: string) => canvas.getByText(title).closest('li') as HTMLElement;
const LOAD = { timeout: 20_000 };

/** Every value in Web Storage, to prove the password never lands there. */
const storedValues = () =>
  [localStorage, sessionStorage].flatMap((storage) => Array.from({ length: storage.length }, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i) ?? '')}`));

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const field = passwordField(canvas);
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('type', 'password');
    await expect(canvas.getByText(/Type a password to see its score/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy Report' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Clear password' })).toBeDisabled();
    await expect(within(checkRow(canvas, 'At least 8 characters')).getByText('Pending')).toBeVisible();
    // Nothing asked for the dictionaries yet.
    await expect(args.loadEstimator).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ state: 'empty', length: 0, score: null })));
  },
};

export const Loading: Story = {
  name: 'Loading dictionaries',
  args: { initialPassword: 'hunter2', loadEstimator: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Loading dictionaries…', { selector: 'p' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('status').some((el) => el.textContent === 'Loading dictionaries…')).toBe(true));
    // No score until zxcvbn has run; the length checks need no dictionary.
    await expect(canvas.queryByRole('meter')).toBeNull();
    await expect(within(checkRow(canvas, 'At least 8 characters')).getByText('Fail')).toBeVisible();
    await expect(within(checkRow(canvas, 'Not a common password or word')).getByText('Pending')).toBeVisible();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ state: 'loading', length: 7, score: null })));
  },
};

export const CommonPassword: Story = {
  name: 'Common password (very weak)',
  args: { initialPassword: 'password' },
  play: async ({ canvas, args }) => {
    const meter = await canvas.findByRole('meter', { name: 'Score' }, LOAD);
    await expect(meter).toHaveAttribute('aria-valuetext', 'Very weak (0 of 4)');
    await expect(canvas.getByText('This is a heavily used password.')).toBeVisible();
    await expect(canvas.getByText('Add more words that are less common.')).toBeVisible();
    await expect(within(checkRow(canvas, 'Not a common password or word')).getByText('Fail')).toBeVisible();
    await expect(canvas.getByText('It is on the list of commonly used passwords (or a simple variant of one).')).toBeVisible();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ state: 'ready', score: 0, label: 'Very weak', guessesLog10: 0.48, warning: 'This is a heavily used password.' }),
      ),
    );
  },
};

export const StrongPassphrase: Story = {
  name: 'Typing a strong passphrase (nothing stored)',
  play: async ({ canvas, canvasElement, args }) => {
    const field = passwordField(canvas);
    await userEvent.type(field, 'correct horse battery staple');
    const meter = await canvas.findByRole('meter', { name: 'Score' }, LOAD);
    await waitFor(() => expect(meter).toHaveAttribute('aria-valuetext', 'Very strong (4 of 4)'), LOAD);
    await expect(canvas.getByText('No warnings: zxcvbn found nothing easy to guess.')).toBeVisible();
    const times = Array.from(canvasElement.querySelectorAll('dd'), (dd) => dd.textContent);
    await expect(times.slice(-4)).toEqual(['centuries', 'centuries', 'centuries', 'centuries']);
    for (const title of ['At least 8 characters', 'At least 15 characters', 'Not a common password or word', 'No repeated or sequential patterns']) {
      await expect(within(checkRow(canvas, title)).getByText('Pass')).toBeVisible();
    }
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ state: 'ready', score: 4, guessesLog10: 19.72, length: 28 })));
    // Show and hide.
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(field).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(field).toHaveAttribute('type', 'password');
    // The password is in no storage and in no report.
    await expect(storedValues().filter((v) => v.includes('horse'))).toEqual([]);
    for (const [report] of mocked(args.onChange!).mock.calls) await expect(JSON.stringify(report)).not.toContain('horse');
  },
};

export const SecondFactor: Story = {
  name: 'Used with a second factor (remembered)',
  args: { initialPassword: 'Summer2024!' },
  play: async ({ canvas }) => {
    await canvas.findByRole('meter', { name: 'Score' }, LOAD);
    const recommended = () => checkRow(canvas, 'At least 15 characters');
    await expect(within(recommended()).getByText('Fail')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'How is this password used?' }), 'multi-factor');
    await expect(within(recommended()).getByText('Note')).toBeVisible();
    await expect(canvas.getByText('11 characters: 15 are recommended, and required without a second factor.')).toBeVisible();
    // Only the setting is remembered.
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toBe('{"usage":"multi-factor"}'));
    await expect(storedValues().filter((v) => v.includes('Summer2024'))).toEqual([]);
  },
};

export const CopyReport: Story = {
  parameters: { visual: { copiedTimer: 'held' } },
  name: 'Copied report',
  args: { initialPassword: 'abcdef123' },
  // Headless Chromium denies clipboard reads, so record writes instead of reading them back.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('meter', { name: 'Score' }, LOAD);
    await expect(within(checkRow(canvas, 'No repeated or sequential patterns')).getByText('Fail')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Report' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    const copied = mocked(navigator.clipboard.writeText).mock.calls[0]?.[0] ?? '';
    await expect(copied.split('\n').slice(0, 5)).toEqual([
      'Password strength report',
      '',
      'Score:          1 / 4 (Weak)',
      'Length:         9 characters',
      'Guesses:        15,000 (log10 4.18)',
    ]);
    await expect(copied).toContain('[Fail] No repeated or sequential patterns: Contains a sequence.');
    await expect(copied).not.toContain('abcdef123');
  },
};

export const LongPassword: Story = {
  name: 'A long password (first 64 characters analyzed)',
  args: { initialPassword: `correct horse battery staple ${'x7#Kq'.repeat(40)}` },
  play: async ({ canvas, canvasElement, args }) => {
    const meter = await canvas.findByRole('meter', { name: 'Score' }, LOAD);
    await expect(meter).toHaveAttribute('aria-valuetext', 'Very strong (4 of 4)');
    await expect(canvas.getByText('Only the first 64 characters are analyzed. Nothing you type is stored or sent.')).toBeVisible();
    // Estimated in a background thread: no notice beside the result.
    await expect(canvasElement.querySelector('[data-ran-on]')).toHaveAttribute('data-ran-on', 'worker');
    await expect(canvas.queryByText(/blocks background threads/)).toBeNull();
    await expect(within(checkRow(canvas, 'Not a common password or word')).getByText('Pass')).toBeVisible();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ state: 'ready', score: 4, length: 229 })));
  },
};

export const WorkersBlocked: Story = {
  name: 'Background threads blocked (first 24 characters, on the page)',
  args: { initialPassword: 'correct horse battery staple', loadEstimator: fn(mainThreadEstimator) },
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.findByRole('meter', { name: 'Score' }, LOAD);
    await expect(
      canvas.getByText(
        'Estimated from the first 24 characters only: this site blocks background threads, so the check runs on this page and is kept short to keep typing smooth.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Only the first 24 characters are analyzed. Nothing you type is stored or sent.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-ran-on]')).toHaveAttribute('data-ran-on', 'main');
    // Up to the limit there is nothing to say.
    const field = passwordField(canvas);
    await userEvent.clear(field);
    await userEvent.type(field, 'hunter2');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ state: 'ready', length: 7 })), LOAD);
    await expect(canvas.queryByText(/blocks background threads/)).toBeNull();
    await expect(canvas.getByText('Checked on this page only: nothing you type is stored or sent.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'Dictionaries failed to load',
  args: { initialPassword: 'hunter2', loadEstimator: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load the password dictionaries');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ state: 'error', score: null })));
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(args.loadEstimator).toHaveBeenCalledTimes(2));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const Keyboard: Story = {
  name: 'Keyboard only',
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(passwordField(canvas)).toHaveFocus();
    await userEvent.keyboard('qwerty123');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(passwordField(canvas)).toHaveAttribute('type', 'text');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(passwordField(canvas)).toHaveValue('');
    await expect(canvas.getByText(/Type a password to see its score/)).toBeVisible();
  },
};

export const Arabic: Story = {
  name: 'Arabic: a common password, right to left',
  globals: { locale: 'ar' },
  args: { initialPassword: 'password' },
  play: async ({ canvas, canvasElement, args }) => {
    const meter = await canvas.findByRole('meter', { name: 'التقييم' }, LOAD);
    await expect(meter).toHaveAttribute('aria-valuetext', 'ضعيفة جدًا (0 من 4)');
    await expect(canvas.getByRole('heading', { level: 2, name: 'افحص كلمة مرور' })).toBeVisible();
    // zxcvbn's feedback, worded from its ids.
    await expect(canvas.getByText('هذه كلمة مرور مستخدمة بكثرة.')).toBeVisible();
    await expect(canvas.getByText('أضف كلمات أخرى أقل شيوعًا.')).toBeVisible();
    // 3 guesses: about two minutes at 100 an hour, under a second at any other speed (Arabic dual).
    const list = canvas.getByText('عبر الإنترنت، بسرعة محدودة').closest('dl') ?? canvasElement;
    const times = Array.from(list.querySelectorAll('dd'), (dd) => dd.textContent);
    await expect(times).toEqual(['دقيقتان', 'أقل من ثانية', 'أقل من ثانية', 'أقل من ثانية']);
    await expect(within(checkRow(canvas, 'ليست كلمة مرور أو كلمة شائعة')).getByText('راسب')).toBeVisible();
    await expect(canvas.getByText('8 أحرف على الأقل')).toBeVisible();
    // The change event stays in English whatever the page's language.
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ state: 'ready', label: 'Very weak', warning: 'This is a heavily used password.' })),
    );
  },
};
