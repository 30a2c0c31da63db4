import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor } from 'storybook/test';
import AgeCalculator from '../../src/tools/age-calculator/AgeCalculator';
import { messages } from '../../src/tools/age-calculator/i18n';

/**
 * Every story pins the “as of” date (the `asOf` prop, the embed's `as-of`), so results and
 * screenshots do not depend on the day the tests run.
 *
 * Copy age copies "35 years, 9 months, 14 days"; Copy summary copies a plain-text table
 * ("Label:" padded, value), one row per figure, plus the leap-day rule for 29 February births.
 */
const meta = {
  title: 'Tools/Age Calculator',
  component: AgeCalculator,
  args: { asOf: '2026-03-01', onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
} satisfies Meta<typeof AgeCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

const tileValue = (canvasElement: HTMLElement, label: string) => {
  const dt = Array.from(canvasElement.querySelectorAll('dt')).find((el) => el.textContent === label);
  return dt?.nextElementSibling?.textContent;
};

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Birth date')).toHaveValue('');
    await expect(canvas.getByLabelText('As of')).toHaveValue('2026-03-01');
    await expect(canvas.getByText('Enter a birth date to see the age in years, months and days.')).toBeVisible();
    await expect(canvas.getByText(/In years without a 29 February, the birthday is counted on 28 February\./)).toBeVisible();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ birthDate: null, asOf: '2026-03-01', error: null, age: null }));
  },
};

export const Result: Story = {
  name: 'Age on a date',
  args: { birthDate: '1990-05-15' },
  // Headless Chromium denies clipboard reads, so record writes instead of reading them back.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(tileValue(canvasElement, 'Years')).toBe('35');
    await expect(tileValue(canvasElement, 'Months')).toBe('9');
    await expect(tileValue(canvasElement, 'Days')).toBe('14');
    await expect(tileValue(canvasElement, 'Total months')).toBe('429');
    await expect(tileValue(canvasElement, 'Total weeks')).toBe('1,867 + 5 days');
    await expect(tileValue(canvasElement, 'Total days')).toBe('13,074');
    await expect(tileValue(canvasElement, 'Total hours')).toBe('313,776');
    await expect(tileValue(canvasElement, 'Next birthday')).toBe('In 75 days');
    await expect(tileValue(canvasElement, 'Born on a')).toBe('Tuesday');
    await expect(canvas.getByText(/Next birthday: Friday, May 15, 2026, turning 36\./)).toBeVisible();
    await expect(canvas.getByText('As of Sunday, March 1, 2026')).toBeVisible();
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ birthDate: '1990-05-15', asOf: '2026-03-01', error: null, age: expect.objectContaining({ years: 35, months: 9, days: 14, daysUntilNextBirthday: 75 }) }),
      ),
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Copy Age' }));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith('35 years, 9 months, 14 days');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Summary' }));
    // Both buttons now confirm: Copy age (still within its 2 s) and Copy summary.
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Copied!' })).toHaveLength(2));
    const summary = mocked(navigator.clipboard.writeText).mock.lastCall?.[0];
    await expect(summary?.split('\n').slice(0, 4)).toEqual([
      'Born:           Tuesday, May 15, 1990',
      'As of:          Sunday, March 1, 2026',
      'Age:            35 years, 9 months, 14 days',
      'Total months:   429',
    ]);
    // Both buttons return to their labels after 2 s; wait, so the light and dark screenshots match.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy Summary' })).toBeVisible(), { timeout: 4000 });
    await expect(canvas.getByRole('button', { name: 'Copy Age' })).toBeVisible();
  },
};

export const Typed: Story = {
  name: 'Dates entered',
  play: async ({ canvas, canvasElement, args }) => {
    const birth = canvas.getByLabelText('Birth date');
    await userEvent.type(birth, '2023-01-31');
    await expect(birth).toHaveValue('2023-01-31');
    // 31 January + 1 month ends on the last day of February.
    const asOf = canvas.getByLabelText('As of');
    await userEvent.clear(asOf);
    await expect(await canvas.findByText('Enter the date to measure the age on, or choose Today.')).toBeVisible();
    await expect(asOf).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(asOf, '2023-02-28');
    await waitFor(() => expect(tileValue(canvasElement, 'Month')).toBe('1'));
    await expect(tileValue(canvasElement, 'Years')).toBe('0');
    await expect(tileValue(canvasElement, 'Days')).toBe('0');
    await expect(tileValue(canvasElement, 'Born on a')).toBe('Tuesday');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ birthDate: '2023-01-31', asOf: '2023-02-28', age: expect.objectContaining({ years: 0, months: 1, days: 0, totalDays: 28 }) }));
  },
};

export const FutureBirthDate: Story = {
  name: 'Birth date in the future',
  args: { birthDate: '2030-01-01' },
  play: async ({ canvas, args }) => {
    const message = 'The birth date is after the “as of” date (Sunday, March 1, 2026). Choose an earlier birth date or a later “as of” date.';
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(canvas.getByLabelText('Birth date')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Fix the highlighted date to see the age.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copy Summary' })).toBeNull();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ birthDate: '2030-01-01', asOf: '2026-03-01', error: message, age: null }));
  },
};

export const LeapDayBirthday: Story = {
  name: 'Leap-day birthday in a common year',
  args: { birthDate: '2000-02-29', asOf: '2001-02-28' },
  play: async ({ canvas, canvasElement }) => {
    await expect(tileValue(canvasElement, 'Year')).toBe('1');
    await expect(tileValue(canvasElement, 'Months')).toBe('0');
    await expect(tileValue(canvasElement, 'Days')).toBe('0');
    await expect(tileValue(canvasElement, 'Next birthday')).toBe('Today');
    await expect(canvas.getByText('Happy 1st birthday!')).toBeVisible();
    await expect(canvas.getByText('Leap-day birthday')).toBeVisible();
    await expect(canvas.getByText(/counted on 28 February, so the age goes up on 28 February/)).toBeVisible();
  },
};

export const LeapDayBefore: Story = {
  name: 'Leap-day birth, the day before',
  args: { birthDate: '2000-02-29', asOf: '2001-02-27' },
  play: async ({ canvas, canvasElement }) => {
    await expect(tileValue(canvasElement, 'Years')).toBe('0');
    await expect(tileValue(canvasElement, 'Months')).toBe('11');
    await expect(tileValue(canvasElement, 'Days')).toBe('29');
    await expect(tileValue(canvasElement, 'Next birthday')).toBe('Tomorrow');
    await expect(canvas.getByText(/Next birthday: Wednesday, February 28, 2001, turning 1\./)).toBeVisible();
  },
};

export const Arabic: Story = {
  name: 'Arabic (right to left)',
  globals: { locale: 'ar' },
  args: { birthDate: '1990-05-15' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText('تاريخ الميلاد')).toHaveValue('1990-05-15');
    await expect(canvas.getByRole('button', { name: 'اليوم' })).toBeVisible();
    await expect(tileValue(canvasElement, 'سنة')).toBe('35');
    await expect(tileValue(canvasElement, 'أشهر')).toBe('9');
    await expect(tileValue(canvasElement, 'يومًا')).toBe('14');
    await expect(tileValue(canvasElement, 'مجموع الأسابيع')).toBe('1,867 + 5 أيام');
    await expect(tileValue(canvasElement, 'عيد الميلاد القادم')).toBe('بعد 75 يومًا');
    await expect(tileValue(canvasElement, 'يوم الولادة')).toBe('الثلاثاء');
    await expect(canvas.getByText('حتى الأحد، 1 مارس 2026')).toBeVisible();
    await expect(canvas.getByText(/عيد الميلاد القادم: الجمعة، 15 مايو 2026، ويبلغ العمر فيه 36\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'نسخ الملخص' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
