import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import RegexTester from '../../src/tools/regex-tester/RegexTester';
import { messages } from '../../src/tools/regex-tester/i18n';

/**
 * Every pattern runs in a module Worker with a one-second limit (the worker is terminated and
 * restarted past it). `allowWorker: false` shows the page-thread fallback of embeds whose host
 * blocks workers: exponential patterns are not run, others on as much text as is provably quick.
 */
const meta = {
  title: 'Tools/Regex Tester',
  component: RegexTester,
  // Flags given, so none remembered by an earlier story applies.
  args: { onChange: fn(), flags: 'g' },
  parameters: { layout: 'fullscreen', messages: [messages] },
} satisfies Meta<typeof RegexTester>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Worker start-up and the one-second limit, on a loaded machine. */
const RUN = { timeout: 8000 };

const summary = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-testid="regex-summary"]') as HTMLElement;
const marks = (canvasElement: HTMLElement) => Array.from(canvasElement.querySelectorAll('[data-testid="regex-highlight"] mark')).map((mark) => mark.textContent);

export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Regular expression' })).toHaveValue('');
    await expect(summary(canvasElement)).toHaveTextContent('Enter a pattern to see its matches.');
    await expect(canvas.getByRole('checkbox', { name: 'g global' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'i ignore case' })).not.toBeChecked();
    await expect(canvas.getByText('Matches appear here with their position and groups.')).toBeVisible();
    await expect(canvas.getByText('Type a replacement to preview the text with every match replaced.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy Matches' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Copy Result' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    await expect(canvas.getByRole('heading', { name: 'Cheat Sheet' })).toBeVisible();
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ status: 'empty', count: 0 })));
  },
};

export const NamedGroups: Story = {
  name: 'Named groups and a replacement (copied)',
  args: { pattern: '(?<y>\\d{4})-(?<m>\\d\\d)', flags: 'g', text: '2024-05 and 2025-11', replacement: '$<m>/$<y>' },
  parameters: { visual: { copiedTimer: 'held' } },
  // Headless Chromium denies clipboard reads, so record writes instead of reading them back.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(summary(canvasElement)).toHaveTextContent('2 matches · 2 groups'), RUN);
    await expect(marks(canvasElement)).toEqual(['2024-05', '2025-11']);
    const list = within(canvas.getByRole('list', { name: 'Matches' }));
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Match 1Index 0–72024-05y (group 1)2024m (group 2)05');
    await expect(items[1]).toHaveTextContent('Match 2Index 12–192025-11y (group 1)2025m (group 2)11');
    await expect(canvas.getByRole('region', { name: 'Text after replacing' })).toHaveTextContent('05/2024 and 11/2025');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ status: 'ok', count: 2, replaced: '05/2024 and 11/2025', matches: [{ index: 0, text: '2024-05', groups: { y: '2024', m: '05' } }, { index: 12, text: '2025-11', groups: { y: '2025', m: '11' } }] }),
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Result' }));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith('05/2024 and 11/2025');
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
  },
};

export const Flags: Story = {
  name: 'Flags: multiline finds a match on every line (matches copied)',
  args: { pattern: '^\\w+', flags: 'g', text: 'alpha  beta\n  gamma\ndelta\tepsilon' },
  parameters: { visual: { copiedTimer: 'held' } },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(summary(canvasElement)).toHaveTextContent('1 match'), RUN);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'm multiline' }));
    await waitFor(() => expect(summary(canvasElement)).toHaveTextContent('2 matches'), RUN);
    await expect(marks(canvasElement)).toEqual(['alpha', 'delta']);
    // Whitespace and line breaks are kept in the highlighted text.
    await expect(canvas.getByRole('region', { name: 'Test text with matches highlighted' }).textContent).toBe('alpha  beta\n  gamma\ndelta\tepsilon');
    await expect(canvasElement.textContent).toContain('/gm');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Matches' }));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith('alpha\ndelta');
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
  },
};

export const InvalidPattern: Story = {
  name: 'Invalid pattern: the engine’s message',
  args: { pattern: '(?<y>\\d{4}', text: '2024' },
  play: async ({ canvas, canvasElement, args }) => {
    let engine = '';
    const unterminated = '(?<y>\\d{4}';
    try {
      new RegExp(unterminated, 'g');
    } catch (error) {
      engine = (error as Error).message;
    }
    await expect(await canvas.findByText(`The browser’s regex engine rejects this pattern: ${engine}`, {}, RUN)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Regular expression' })).toHaveAttribute('aria-invalid', 'true');
    await expect(summary(canvasElement)).toHaveTextContent('No matches: the pattern is not valid.');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'invalid', error: engine })));
  },
};

export const TookTooLong: Story = {
  name: 'Catastrophic pattern: took too long, stopped',
  args: { pattern: '(a+)+$', text: `${'a'.repeat(28)}!` },
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(summary(canvasElement)).toHaveTextContent(/^The pattern took too long: it ran for over 1 second and was stopped\./), RUN);
    await expect(marks(canvasElement)).toEqual([]);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'timeout', count: 0 })));
    // The page answered all along: the text field takes typing.
    const timeouts = () => mocked(args.onChange!).mock.calls.filter(([detail]) => detail.status === 'timeout').length;
    const before = timeouts();
    const field = canvas.getByRole('textbox', { name: 'Replacement' });
    await userEvent.type(field, 'x');
    await expect(field).toHaveValue('x');
    // A replacement runs the pattern again, in a fresh worker: it is stopped again after 1 s. The old
    // answer stays on screen meanwhile, so wait for the new run's own report (and the screenshot
    // shows it, not the run in between).
    await waitFor(() => expect(timeouts()).toBeGreaterThan(before), RUN);
    await expect(summary(canvasElement)).toHaveTextContent(/^The pattern took too long/);
  },
};

export const WorkersBlocked: Story = {
  name: 'Workers blocked: a catastrophic pattern is not run, others test part of a long text',
  args: { pattern: '(a+)+$', text: 'word '.repeat(2000), allowWorker: false },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(summary(canvasElement)).toHaveTextContent(/^Not run: this page blocks background workers/), RUN);
    const pattern = canvas.getByRole('textbox', { name: 'Regular expression' });
    await userEvent.clear(pattern);
    await userEvent.type(pattern, '\\w+');
    await waitFor(() => expect(summary(canvasElement)).toHaveTextContent('365 matches'), RUN);
    await expect(canvas.getByText(/^Only the first 1,825 of 10,000 characters were tested\./)).toBeVisible();
    await expect(canvas.getByText('The first 200 of 365 matches are listed.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-ran-on]')).toHaveAttribute('data-ran-on', 'main');
  },
};

export const Arabic: Story = {
  name: 'Arabic (right to left)',
  globals: { locale: 'ar' },
  args: { pattern: '(?<y>\\d{4})-(?<m>\\d\\d)', flags: 'gd', text: 'صدر في 2024-05 وحُدّث في 2025-11', replacement: '$<m>/$<y>' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(summary(canvasElement)).toHaveTextContent('تطابقان · مجموعتان'), RUN);
    await expect(canvas.getByRole('textbox', { name: 'التعبير النمطي' })).toHaveValue('(?<y>\\d{4})-(?<m>\\d\\d)');
    await expect(canvas.getByRole('region', { name: 'النص بعد الاستبدال' })).toHaveTextContent('صدر في 05/2024 وحُدّث في 11/2025');
    await expect(canvas.getAllByText('y (المجموعة 1)')).toHaveLength(2);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
