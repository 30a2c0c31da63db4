import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import TimestampConverter from '../../src/tools/timestamp-converter/TimestampConverter';
import { messages } from '../../src/tools/timestamp-converter/i18n';
import { recordClipboardWrites } from './support';

const STORAGE_KEY = 'toolshed:timestamp-converter';

/** 2026-11-28 12:00:00 UTC: every story's "now", so the live clock never moves a screenshot. */
const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);

/**
 * Every story pins "now" and the local time zone (Berlin), so local and relative times are the
 * same on every machine. The field takes Unix time (seconds, milliseconds or microseconds, by
 * size or as chosen under Unit) or an ISO 8601 / RFC 2822 date-time; All Formats lists the rest.
 */
const meta = {
  title: 'Tools/Timestamp Converter',
  component: TimestampConverter,
  args: { now: NOW, timeZone: 'Europe/Berlin', onChange: fn() },
  parameters: { layout: 'fullscreen', messages: [messages] },
  // The remembered unit from one story must not leak into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof TimestampConverter>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const field = (canvas: Canvas, name = 'Timestamp or Date') => canvas.getByRole('textbox', { name });
const form = (canvas: Canvas, id: string) => canvas.getByTestId(`form-${id}`);
const summary = (canvas: Canvas) => canvas.getByTestId('timestamp-summary');
const unitMenu = (canvas: Canvas, name = 'Unit') => canvas.getByRole('combobox', { name: new RegExp(name) }) as HTMLSelectElement;

async function typeInto(canvas: Canvas, text: string) {
  await userEvent.clear(field(canvas));
  await userEvent.type(field(canvas), text);
}

/** Nothing a user reads is a JavaScript failure word. */
const noBrokenValues = (root: HTMLElement) => expect(root.textContent).not.toMatch(/NaN|Invalid Date|undefined|Infinity/);

export const Empty: Story = {
  name: 'Empty, with the current time',
  play: async ({ canvas, args }) => {
    await expect(field(canvas)).toHaveValue('');
    await expect(summary(canvas)).toHaveTextContent('Type a Unix timestamp or a date, or press Use Now.');
    await expect(canvas.getByText('Type a timestamp or a date to see it in every form.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy ISO 8601' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Copy All' })).toBeDisabled();
    await expect(form(canvas, 'now-seconds')).toHaveTextContent('1795867200');
    await expect(form(canvas, 'now-milliseconds')).toHaveTextContent('1795867200000');
    await expect(form(canvas, 'now-iso')).toHaveTextContent('2026-11-28T12:00:00Z');
    await expect(unitMenu(canvas).selectedOptions[0]).toHaveTextContent('Auto-Detect');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: '', unit: 'auto', readAs: null, seconds: null, milliseconds: null, microseconds: null, iso: null, rfc2822: null, error: null });
  },
};

export const Seconds: Story = {
  name: 'Unix seconds: every form',
  args: { value: '1700000000' },
  play: async ({ canvas, args }) => {
    await expect(summary(canvas)).toHaveTextContent('2023-11-14T22:13:20Z');
    await expect(canvas.getByText('Detected: Unix time in seconds (up to 11 digits).')).toBeVisible();
    await expect(form(canvas, 'seconds')).toHaveTextContent('1700000000');
    await expect(form(canvas, 'milliseconds')).toHaveTextContent('1700000000000');
    await expect(form(canvas, 'microseconds')).toHaveTextContent('1700000000000000');
    await expect(form(canvas, 'iso')).toHaveTextContent('2023-11-14T22:13:20Z');
    await expect(form(canvas, 'iso-local')).toHaveTextContent('2023-11-14T23:13:20+01:00');
    await expect(form(canvas, 'rfc2822')).toHaveTextContent('Tue, 14 Nov 2023 22:13:20 +0000');
    await expect(form(canvas, 'local').textContent).toMatch(/^Tuesday, November 14, 2023 at 11:13:20\s?PM GMT\+1$/);
    await expect(form(canvas, 'utc').textContent).toMatch(/^Tuesday, November 14, 2023 at 10:13:20\s?PM UTC$/);
    await expect(form(canvas, 'relative')).toHaveTextContent('3 years ago');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      value: '1700000000',
      unit: 'auto',
      readAs: 's',
      seconds: '1700000000',
      milliseconds: '1700000000000',
      microseconds: '1700000000000000',
      iso: '2023-11-14T22:13:20Z',
      rfc2822: 'Tue, 14 Nov 2023 22:13:20 +0000',
      error: null,
    });
  },
};

export const MillisecondsAndUnit: Story = {
  name: 'Milliseconds detected; Unit read as seconds',
  play: async ({ canvas, args }) => {
    await typeInto(canvas, '1700000000123');
    await expect(canvas.getByText('Detected: Unix time in milliseconds (12 to 14 digits).')).toBeVisible();
    await expect(summary(canvas)).toHaveTextContent('2023-11-14T22:13:20.123Z');
    await expect(form(canvas, 'seconds')).toHaveTextContent('1700000000.123');
    // Chosen by hand, the same digits are seconds: the year 55840, beyond what RFC 2822 can write.
    await userEvent.selectOptions(unitMenu(canvas), 's');
    await expect(canvas.getByText('Read as Unix time in seconds.')).toBeVisible();
    await expect(summary(canvas)).toHaveTextContent('+055840-11-08T22:15:23Z');
    await expect(canvas.getByText('RFC 2822 writes only the years 0000 to 9999.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy RFC 2822' })).toBeDisabled();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ unit: 's', readAs: 's', rfc2822: null, error: null }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ unit: 's' }));
  },
};

export const DateIn: Story = {
  name: 'ISO 8601 in, Unix time out (local time)',
  play: async ({ canvas, args }) => {
    await typeInto(canvas, '2023-11-14T23:13:20');
    await expect(canvas.getByText('Read as an ISO 8601 date and time. It names no time zone, so it is read as local time (Europe/Berlin).')).toBeVisible();
    await expect(form(canvas, 'seconds')).toHaveTextContent('1700000000');
    await expect(summary(canvas)).toHaveTextContent('2023-11-14T22:13:20Z');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ readAs: 'iso', seconds: '1700000000', milliseconds: '1700000000000' }));
  },
};

export const Invalid: Story = {
  name: 'Nonsense and too large: a message by the field',
  play: async ({ canvas, canvasElement, args }) => {
    await typeInto(canvas, 'next tuesday');
    await expect(field(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/^Not a timestamp or a date\. Enter Unix time like 1700000000/)).toBeVisible();
    await expect(summary(canvas)).toHaveTextContent('Fix the input to see it converted.');
    await expect(canvas.getByRole('button', { name: 'Copy ISO 8601' })).toBeDisabled();
    await noBrokenValues(canvasElement);
    await typeInto(canvas, '123456789012345678');
    await expect(canvas.getByText(/^Too large for Unix time: 18 digits or more/)).toBeVisible();
    await expect(canvas.getByText('Fix the input to see it in every form.')).toBeVisible();
    await noBrokenValues(canvasElement);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ readAs: null, iso: null, error: expect.stringMatching(/^Too large/) }));
  },
};

export const UseNowAndCopy: Story = {
  name: 'Use Now, then Copy',
  beforeEach: recordClipboardWrites,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use Now' }));
    await expect(field(canvas)).toHaveValue('1795867200');
    await expect(form(canvas, 'relative')).toHaveTextContent('now');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy ISO 8601' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText).mock.calls[0]?.[0]).toBe('2026-11-28T12:00:00Z');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy RFC 2822' }));
    await expect(mocked(navigator.clipboard.writeText).mock.calls[1]?.[0]).toBe('Sat, 28 Nov 2026 12:00:00 +0000');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy All' }));
    const all = mocked(navigator.clipboard.writeText).mock.calls[2]?.[0] ?? '';
    await expect(all.split('\n').slice(0, 4)).toEqual([
      'Unix time (seconds): 1795867200',
      'Unix time (milliseconds): 1795867200000',
      'Unix time (microseconds): 1795867200000000',
      'ISO 8601 (UTC): 2026-11-28T12:00:00Z',
    ]);
    await expect(all).toContain('Relative: now');
    // The buttons say "Copied!" for two seconds: the screenshots show them back at rest.
    await waitFor(() => expect(canvas.queryAllByRole('button', { name: 'Copied!' })).toHaveLength(0), { timeout: 5000 });
  },
};

export const Arabic: Story = {
  name: 'Arabic (right to left)',
  globals: { locale: 'ar' },
  args: { value: '1700000000' },
  play: async ({ canvas }) => {
    await expect(field(canvas, 'الطابع الزمني أو التاريخ')).toHaveValue('1700000000');
    await expect(canvas.getByText('تم الاكتشاف: وقت يونكس بالثواني (حتى 11 رقمًا).')).toBeVisible();
    await expect(form(canvas, 'iso')).toHaveTextContent('2023-11-14T22:13:20Z');
    await expect(form(canvas, 'iso').querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByRole('button', { name: 'استخدام الآن' })).toBeVisible();
    await expect(form(canvas, 'relative').textContent).not.toBe('');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
