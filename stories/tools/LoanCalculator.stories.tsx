import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import LoanCalculator from '../../src/tools/loan-calculator/LoanCalculator';
import { messages } from '../../src/tools/loan-calculator/i18n';
import { recordClipboardWrites, recordDownloads } from './support';

const STORAGE_KEY = 'toolshed:loan-calculator';

/**
 * Copy Summary copies the loan, the payment and the totals, one per line; Download CSV saves the
 * whole schedule (amortization-schedule.csv).
 */
const meta = {
  title: 'Tools/Loan Calculator',
  component: LoanCalculator,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // The remembered unit and frequency from one story must not leak into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof LoanCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** The figure shown beside a label in the Result card. */
const figure = (canvas: Canvas, label: string | RegExp) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling?.firstElementChild?.textContent;
/** The cells of the schedule's body rows on the page shown. */
const tableRows = (canvas: Canvas) =>
  within(canvas.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

export const Empty: Story = {
  name: 'Empty (30 years, monthly by default)',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Loan amount' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Term' })).toHaveValue('30');
    await expect(canvas.getByRole('radio', { name: 'Years' })).toBeChecked();
    await expect((canvas.getByRole('combobox', { name: /Payment frequency/ }) as HTMLSelectElement).selectedOptions[0]).toHaveTextContent('Monthly (12 a year)');
    await expect(canvas.getByText('Enter the loan amount, rate and term to see the payment and the schedule.')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      principal: null, rate: null, term: 30, unit: 'years', frequency: 'monthly', extra: '0.00',
      payment: null, totalInterest: null, totalPaid: null, payments: null, paymentsSaved: 0, monthsSaved: 0, interestSaved: null, error: null,
    });
  },
};

export const Mortgage: Story = {
  name: '200,000 at 6% for 30 years: 1,199.10 a month',
  beforeEach: () => {
    const clipboard = recordClipboardWrites();
    const downloads = recordDownloads();
    const created = spyOn(URL, 'createObjectURL');
    return () => {
      clipboard();
      downloads();
      created.mockRestore();
    };
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Loan amount' }), '200,000');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Interest rate (% a year)' }), '6');
    await waitFor(() => expect(figure(canvas, 'Monthly payment')).toBe('1,199.10'));
    await expect(figure(canvas, 'Total interest')).toBe('231,677.04');
    await expect(figure(canvas, 'Total paid')).toBe('431,677.04');
    await expect(figure(canvas, 'Paid off after')).toBe('360 payments (30 years)');
    // The rounding rule is said where the totals are.
    await expect(canvas.getByText(/the last payment \(1,200\.14\) takes up what rounding left, so the balance ends at exactly 0\.00/)).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      principal: '200000.00', rate: '6', term: 30, unit: 'years', frequency: 'monthly', extra: '0.00',
      payment: '1199.10', totalInterest: '231677.04', totalPaid: '431677.04', payments: 360, paymentsSaved: 0, monthsSaved: 0, interestSaved: null, error: null,
    });

    // The schedule, a year at a time: the first year, then the last, which ends at exactly 0.00.
    await expect(canvas.getByText('360 payments, shown one year at a time; the download has them all.')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Year 1 of 30: payments 1–12' })).toBeVisible();
    await expect(tableRows(canvas)[0]).toEqual(['1', '1,199.10', '199.10', '1,000.00', '199,800.90']);
    await expect(canvas.getByRole('button', { name: 'Previous Year' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next Year' }));
    await expect(canvas.getByRole('table', { name: 'Year 2 of 30: payments 13–24' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), 'Year 30 (payments 349–360)');
    await expect(canvas.getByRole('button', { name: 'Next Year' })).toBeDisabled();
    await expect(tableRows(canvas).at(-1)).toEqual(['360', '1,200.14', '1,194.17', '5.97', '0.00']);

    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    const anchors = mocked(HTMLAnchorElement.prototype.click).mock.contexts as HTMLAnchorElement[];
    await expect(anchors.map((a) => a.download)).toEqual(['amortization-schedule.csv']);
    const csv = await (mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob).text();
    const lines = csv.trimEnd().split('\r\n');
    await expect(lines).toHaveLength(361);
    await expect(lines.slice(0, 2)).toEqual(['No.,Payment,Principal,Interest,Balance', '1,1199.10,199.10,1000.00,199800.90']);
    await expect(lines.at(-1)).toBe('360,1200.14,1194.17,5.97,0.00');

    await userEvent.click(canvas.getByRole('button', { name: 'Copy Summary' }));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith(
      'Loan: 200,000.00 at 6% for 30 years\nMonthly payment: 1,199.10\nTotal interest: 231,677.04\nTotal paid: 431,677.04',
    );
    // The unit and frequency are remembered, never the amounts.
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ unit: 'years', frequency: 'monthly' }));
    // "Copied!" lasts 2 s; end on the settled labels so both theme screenshots are stable.
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Copied!' })).toBeNull(), { timeout: 4000 });
  },
};

export const ExtraPayment: Story = {
  name: 'Extra 200 a month: paid off 9 years sooner',
  args: { principal: '200000', rate: '6', term: 30 },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Extra monthly payment' }), '200');
    await waitFor(() => expect(figure(canvas, 'Paid off after')).toBe('252 payments (21 years)'));
    await expect(figure(canvas, 'Monthly payment')).toBe('1,199.10');
    await expect(canvas.getByText('1,399.10 with the extra payment')).toBeVisible();
    await expect(canvas.getByText('9 years sooner (108 payments fewer), saving 79,800.86 in interest.')).toBeVisible();
    await expect(figure(canvas, 'Total interest')).toBe('151,876.18');
    await expect(canvas.getByRole('table', { name: 'Year 1 of 21: payments 1–12' })).toBeVisible();
    await expect(tableRows(canvas)[0]).toEqual(['1', '1,399.10', '399.10', '1,000.00', '199,600.90']);
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ extra: '200.00', payments: 252, paymentsSaved: 108, monthsSaved: 108, interestSaved: '79800.86', totalInterest: '151876.18' }),
    );
  },
};

export const ZeroPercent: Story = {
  name: '0% over 36 months, every two weeks',
  args: { principal: '10000', rate: '0', term: 3 },
  play: async ({ canvas, args }) => {
    // Switching the unit keeps the term: 3 years become 36 months.
    await userEvent.click(canvas.getByRole('radio', { name: 'Months' }));
    await expect(canvas.getByRole('textbox', { name: 'Term' })).toHaveValue('36');
    await expect(figure(canvas, 'Monthly payment')).toBe('277.78');
    await expect(figure(canvas, 'Total interest')).toBe('0.00');
    await expect(figure(canvas, 'Total paid')).toBe('10,000.00');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Payment frequency/ }), 'biweekly');
    await expect(figure(canvas, 'Payment every two weeks')).toBe('128.21');
    await expect(figure(canvas, 'Paid off after')).toBe('78 payments (3 years)');
    await expect(canvas.getByRole('textbox', { name: 'Extra with each payment' })).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ rate: '0', term: 36, unit: 'months', frequency: 'biweekly', payment: '128.21', totalInterest: '0.00', totalPaid: '10000.00', payments: 78 }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ unit: 'months', frequency: 'biweekly' }));
  },
};

export const InvalidInput: Story = {
  name: 'Invalid input: a decimal comma, a rate over 100%, 60 years',
  args: { principal: '200000', rate: '6' },
  play: async ({ canvas, canvasElement, args }) => {
    const rate = canvas.getByRole('textbox', { name: 'Interest rate (% a year)' });
    await userEvent.clear(rate);
    await userEvent.type(rate, '150');
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a rate from 0 to 100%.')).toBeVisible();
    await expect(canvas.getByText('Fix the marked field to see the payment and the schedule.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ rate: null, payment: null, error: 'Enter a rate from 0 to 100%.' }));
    await userEvent.clear(rate);
    await userEvent.type(rate, '6.5');
    const amount = canvas.getByRole('textbox', { name: 'Loan amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '12,50');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Use a point for cents, e.g. 12.50; a comma only groups thousands, as in 200,000.')).toBeVisible();
    const term = canvas.getByRole('textbox', { name: 'Term' });
    await userEvent.clear(term);
    await userEvent.type(term, '60');
    await expect(term).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a term from 1 to 50 years.')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('NaN');
  },
};

export const Arabic: Story = {
  name: 'Arabic (right to left)',
  globals: { locale: 'ar' },
  args: { principal: '200000', rate: '6', term: 30, extra: '200' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('textbox', { name: 'مبلغ القرض' })).toHaveValue('200000');
    await expect(figure(canvas, 'الدفعة الشهرية')).toBe('1,199.10');
    await expect(figure(canvas, 'إجمالي الفائدة')).toBe('151,876.18');
    await expect(canvas.getByText(/أبكر بـ9 سنوات/)).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'السنة 1 من 21: الدفعات 1–12' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تنزيل CSV' })).toBeVisible();
  },
};
