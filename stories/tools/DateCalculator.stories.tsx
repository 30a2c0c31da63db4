import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import DateCalculator from '../../src/tools/date-calculator/DateCalculator';
import { messages } from '../../src/tools/date-calculator/i18n';

const STORAGE_KEY = 'toolshed:date-calculator';

/**
 * Copy Summary copies the two dates and every figure of the difference, one "Label: value" per
 * line; Copy Date copies the resulting date as YYYY-MM-DD. No story presses Today, so results and
 * screenshots do not depend on the day the tests run.
 */
const meta = {
  title: 'Tools/Date Calculator',
  component: DateCalculator,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // The remembered calculation, end-date choice and unit from one story must not leak into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof DateCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** The figure shown under a label in the Difference card. */
const tile = (canvas: Canvas, label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const recordClipboard = () => {
  const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  return () => writeText.mockRestore();
};

export const Empty: Story = {
  name: 'Empty (between dates)',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Between Dates' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByLabelText('Start date')).toHaveValue('');
    await expect(canvas.getByLabelText('End date')).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: /Include the end date/ })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Swap' })).toBeDisabled();
    await expect(canvas.getByText('Enter two dates to see the years, months and days between them.')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('button', { name: 'Copy Summary' })).toBeNull();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ mode: 'between', start: null, end: null, difference: null, result: null, error: null })));
  },
};

export const BusinessDays: Story = {
  name: 'Between Mon 5 and Fri 16 January 2026, end date included',
  beforeEach: recordClipboard,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Start date'), '2026-01-05');
    await userEvent.type(canvas.getByLabelText('End date'), '2026-01-16');
    await expect(canvas.getByText('0 years, 0 months, 11 days')).toHaveAttribute('role', 'status');
    await expect(tile(canvas, 'Business days')).toBe('9');
    // Counting the end date adds Friday the 16th: ten business days, twelve days.
    await userEvent.click(canvas.getByRole('checkbox', { name: /Include the end date/ }));
    await expect(tile(canvas, 'Business days')).toBe('10');
    await expect(tile(canvas, 'Total days')).toBe('12');
    await expect(tile(canvas, 'Weeks')).toBe('1 week + 5 days');
    await expect(tile(canvas, 'Total months')).toBe('0');
    await expect(canvas.getByText('From Monday, January 5, 2026 to Friday, January 16, 2026, end date included.')).toBeVisible();
    await expect(canvas.getByText(/Business days are Monday to Friday/)).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ start: '2026-01-05', end: '2026-01-16', includeEnd: true, difference: expect.objectContaining({ direction: 'forward', totalDays: 12, businessDays: 10, weeks: 1, extraDays: 5 }) }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Summary' }));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith(
      'From: Monday, January 5, 2026\nTo: Friday, January 16, 2026 (end date included)\nDifference: 0 years, 0 months, 12 days\nTotal days: 12\nWeeks: 1 week + 5 days\nBusiness days: 10',
    );
    // The end-date choice is remembered (never the dates).
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ mode: 'between', includeEnd: true, unit: 'days' }));
    // "Copied!" lasts 2 s; end on the settled label so both theme screenshots are stable.
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Copied!' })).toBeNull(), { timeout: 4000 });
  },
};

export const EndBeforeStart: Story = {
  name: 'End date before the start date (years, months and days)',
  args: { start: '2026-11-28', end: '2020-02-29' },
  play: async ({ canvas, args }) => {
    const backward = 'The end date is before the start date: counted from the end date to the start date.';
    await expect(canvas.getByText(backward, { exact: false })).toBeVisible();
    await expect(canvas.getByText('6 years, 8 months, 30 days')).toBeVisible();
    await expect(tile(canvas, 'Total days')).toBe('2,464');
    await expect(tile(canvas, 'Weeks')).toBe('352 weeks');
    await expect(tile(canvas, 'Total months')).toBe('80');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ difference: expect.objectContaining({ direction: 'backward', years: 6, months: 8, days: 30 }) }));
    // Swap puts the dates in order; the figures stay, the note goes; swapping back restores it.
    const swap = canvas.getByRole('button', { name: 'Swap' });
    await userEvent.click(swap);
    await expect(canvas.getByLabelText('Start date')).toHaveValue('2020-02-29');
    await expect(canvas.queryByText(backward, { exact: false })).toBeNull();
    await expect(canvas.getByText('6 years, 8 months, 30 days')).toBeVisible();
    await userEvent.click(swap);
    await expect(canvas.getByLabelText('Start date')).toHaveValue('2026-11-28');
    await expect(canvas.getByText(backward, { exact: false })).toBeVisible();
  },
};

export const MonthEnd: Story = {
  name: 'Add a month to 31 January 2024 (month-end rule)',
  args: { mode: 'add', date: '2024-01-31', unit: 'months' },
  beforeEach: recordClipboard,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Add or Subtract' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('radio', { name: 'Add' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('1');
    await expect(canvas.getByText('Thursday, February 29, 2024')).toBeVisible();
    await expect(canvas.getByText('2024-02-29')).toBeVisible();
    await expect(canvas.getByText('2024-01-31 + 1 month · 29 calendar days later.')).toBeVisible();
    await expect(canvas.getByText('Month-end rule applied')).toBeVisible();
    await expect(canvas.getByText('February 2024 has no day 31, so the result is its last day: Thursday, February 29, 2024.')).toBeVisible();
    await expect(canvas.getByText(/^Month-end rule: adding months or years keeps the day of the month/)).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ mode: 'add', date: '2024-01-31', operation: 'add', amount: 1, unit: 'months', result: '2024-02-29', monthEndRule: true, error: null }));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Date' }));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith('2024-02-29');
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Copied!' })).toBeNull(), { timeout: 4000 });
  },
};

export const SubtractBusinessDays: Story = {
  name: 'Subtract 10 business days',
  args: { mode: 'add' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Date'), '2026-01-19');
    await userEvent.click(canvas.getByRole('radio', { name: 'Subtract' }));
    const amount = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '10');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Unit' }), 'businessDays');
    await expect(canvas.getByText('Monday, January 5, 2026')).toBeVisible();
    await expect(canvas.getByText('2026-01-19 − 10 business days · 14 calendar days earlier.')).toBeVisible();
    await expect(canvas.getByText(/counted from the day after the date, so the result is always a weekday/)).toBeVisible();
    await expect(canvas.queryByText('Month-end rule applied')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ operation: 'subtract', amount: 10, unit: 'businessDays', result: '2026-01-05', monthEndRule: false }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ mode: 'add', includeEnd: false, unit: 'businessDays' }));
  },
};

export const InvalidAmount: Story = {
  name: 'Invalid amount: negative, a fraction, out of range',
  args: { mode: 'add', date: '9999-12-01', unit: 'days' },
  play: async ({ canvas, args }) => {
    const amount = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '-3');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter 0 or more; choose Subtract to go back in time.')).toBeVisible();
    await expect(canvas.getByText('Fix the highlighted field to see the result.')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1.5');
    await expect(canvas.getByText('Enter a whole number: for half a week, use 3 days or pick Days.')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1,000');
    await expect(canvas.getByText('The result would fall outside the years 1 to 9999. Enter a smaller amount.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copy Date' })).toBeNull();
    await expect(canvas.getByText('Fix the highlighted field to see the result.')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ amount: 1000, result: null, error: 'The result would fall outside the years 1 to 9999. Enter a smaller amount.' }),
    );
  },
};

export const Arabic: Story = {
  name: 'Arabic (right to left): add 1 month',
  globals: { locale: 'ar' },
  args: { mode: 'add', date: '2025-01-31', unit: 'months' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('tab', { name: 'إضافة أو طرح' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByLabelText('التاريخ')).toHaveValue('2025-01-31');
    await expect(canvas.getByText('الجمعة، 28 فبراير 2025')).toBeVisible();
    await expect(canvas.getByText('طُبّقت قاعدة نهاية الشهر')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'نسخ التاريخ' })).toBeVisible();
    await expect(canvas.getByText(/بعد 28 يومًا تقويميًا/)).toBeVisible();
  },
};
