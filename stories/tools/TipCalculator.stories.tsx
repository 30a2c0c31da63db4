import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import TipCalculator from '../../src/tools/tip-calculator/TipCalculator';
import { messages } from '../../src/tools/tip-calculator/i18n';

const STORAGE_KEY = 'toolshed:tip-calculator';

/**
 * Copy Share copies what each person pays ("$33.28"; Copy Total with one person); Copy Summary
 * copies the bill, the tip, the total and each share, one per line.
 */
const meta = {
  title: 'Tools/Tip Calculator',
  component: TipCalculator,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // Remembered tip, rounding and currency from one story must not leak into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof TipCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** The amount shown beside a label in the Result card. */
const figure = (canvas: Canvas, label: string | RegExp) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling?.querySelector('bdi')?.textContent;

async function setPeople(canvas: Canvas, label: string, n: number) {
  const field = canvas.getByRole('textbox', { name: label });
  await userEvent.clear(field);
  await userEvent.type(field, `${n}{Enter}`);
}

const recordClipboard = () => {
  const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  return () => writeText.mockRestore();
};

export const Empty: Story = {
  name: 'Empty (15% by default)',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Bill' })).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: '15%' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'People' })).toHaveValue('1');
    await expect(canvas.getByRole('radio', { name: 'No rounding' })).toBeChecked();
    await expect((canvas.getByRole('combobox', { name: /Currency/ }) as HTMLSelectElement).selectedOptions[0]).toHaveTextContent('US dollar (USD)');
    await expect(canvas.getByText('Enter the bill to see the tip and each share.')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('button', { name: 'Copy Summary' })).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      bill: null, tip: 15, people: 1, round: 'none', currency: 'USD', tipAmount: null, total: null, perPerson: null, error: null,
    });
  },
};

export const Split: Story = {
  name: 'Split: 84.60, 18%, 3 people',
  beforeEach: recordClipboard,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bill' }), '84.60');
    await userEvent.click(canvas.getByRole('radio', { name: '18%' }));
    await setPeople(canvas, 'People', 3);
    await waitFor(() => expect(figure(canvas, 'Each of 3 pays')).toBe('$33.28'));
    await expect(figure(canvas, 'Tip (18%)')).toBe('$15.23');
    await expect(figure(canvas, 'Total')).toBe('$99.83');
    // The rule that makes the shares cover the total is said where the numbers are.
    await expect(canvas.getByText('3 × $33.28 = $99.84: $0.01 over the total, because each share is rounded up.')).toBeVisible();
    await expect(canvas.getByText(/each share is rounded up to the cent, so the shares always cover the total/)).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      bill: '84.6', tip: 18, people: 3, round: 'none', currency: 'USD', tipAmount: '15.23', total: '99.83', perPerson: '33.28', error: null,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Share' }));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith('$33.28');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Summary' }));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith('Bill: $84.60\nTip (18%): $15.23\nTotal: $99.83\nEach of 3 pays: $33.28');
    // The tip is remembered (never the bill); the currency only once it is picked, so the page language's applies.
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ tip: 18, round: 'none', currency: null }));
    // "Copied!" lasts 2 s; end on the settled labels so both theme screenshots are stable.
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Copied!' })).toBeNull(), { timeout: 4000 });
  },
};

export const RoundEachShare: Story = {
  name: 'Round up each share',
  args: { bill: '84.60', tip: 18, people: 3, round: 'person' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Each share' })).toBeChecked();
    await expect(figure(canvas, 'Each of 3 pays')).toBe('$34.00');
    await expect(figure(canvas, 'Total')).toBe('$102.00');
    await expect(figure(canvas, 'Tip (18%)')).toBe('$17.40');
    await expect(canvas.getByText('20.57% of the bill once rounded up')).toBeVisible();
    await expect(canvas.getByText('3 × $34.00 = $102.00, exactly the total.')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ round: 'person', tipAmount: '17.40', total: '102.00', perPerson: '34.00' }));
  },
};

export const RoundTotal: Story = {
  name: 'Round up the total',
  args: { bill: '84.60', tip: 18, people: 3 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'The total' }));
    await expect(figure(canvas, 'Total')).toBe('$100.00');
    await expect(figure(canvas, 'Tip (18%)')).toBe('$15.40');
    await expect(canvas.getByText('18.2% of the bill once rounded up')).toBeVisible();
    await expect(figure(canvas, 'Each of 3 pays')).toBe('$33.34');
    await expect(canvas.getByText('3 × $33.34 = $100.02: $0.02 over the total, because each share is rounded up.')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ round: 'total', tipAmount: '15.40', total: '100.00', perPerson: '33.34' }));
  },
};

export const CustomTip: Story = {
  name: 'Custom tip (out of range, then 12.5%)',
  args: { bill: '60' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Custom' }));
    const custom = canvas.getByRole('textbox', { name: 'Custom tip (%)' });
    await expect(custom).toHaveValue('15');
    await userEvent.clear(custom);
    await userEvent.type(custom, '150');
    await expect(custom).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a tip from 0 to 100%.')).toBeVisible();
    await expect(canvas.getByText('Fix the custom tip to see the result.')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ tip: null, total: null, error: 'Enter a tip from 0 to 100%.' }));
    await userEvent.clear(custom);
    await userEvent.type(custom, '12.5');
    await expect(figure(canvas, 'Tip (12.5%)')).toBe('$7.50');
    await expect(figure(canvas, 'Total')).toBe('$67.50');
    // One person: the total is what they pay, and what Copy takes.
    await expect(canvas.getByRole('button', { name: 'Copy Total' })).toBeVisible();
    await expect(canvas.queryByText('You pay', { selector: 'dt' })).toBeNull();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ tip: 12.5 }));
  },
};

export const InvalidBill: Story = {
  name: 'Invalid input: a decimal comma, 0 people',
  play: async ({ canvas, args }) => {
    const bill = canvas.getByRole('textbox', { name: 'Bill' });
    await userEvent.type(bill, ' +1,234.50 ');
    await expect(figure(canvas, 'Total')).toBe('$1,419.68');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ bill: '1234.5', tipAmount: '185.18', total: '1419.68' }));
    await userEvent.clear(bill);
    await userEvent.type(bill, '12,50');
    await expect(bill).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Use a point for cents, e.g. 12.50; a comma only groups thousands, as in 1,234.50.')).toBeVisible();
    await expect(canvas.getByText('Fix the bill to see the tip and each share.')).toBeVisible();
    await expect(canvas.queryByText('Total', { selector: 'dt' })).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ bill: null, total: null, error: 'Use a point for cents, e.g. 12.50; a comma only groups thousands, as in 1,234.50.' }));
    const people = canvas.getByRole('textbox', { name: 'People' });
    await userEvent.clear(people);
    await userEvent.type(people, '0');
    await expect(people).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a whole number of people from 1 to 100.')).toBeVisible();
  },
};

export const Yen: Story = {
  name: 'Currency without cents (yen)',
  args: { bill: '84.60', tip: 10, people: 3 },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Currency/ }), 'JPY');
    await expect(canvas.getByText('Enter a whole amount: JPY has no cents.')).toBeVisible();
    const bill = canvas.getByRole('textbox', { name: 'Bill' });
    await userEvent.clear(bill);
    await userEvent.type(bill, '2480');
    await expect(figure(canvas, 'Tip (10%)')).toBe('¥248');
    await expect(figure(canvas, 'Each of 3 pays')).toBe('¥910');
    await expect(canvas.getByText('3 × ¥910 = ¥2,730: ¥2 over the total, because each share is rounded up.')).toBeVisible();
    await expect(canvas.getByText('Shares are rounded up to a whole amount (this currency has no cents).')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ currency: 'JPY', tipAmount: '248', total: '2728', perPerson: '910' }));
  },
};

export const German: Story = {
  name: 'German: 84,60 typed with a decimal comma, euros',
  globals: { locale: 'de' },
  play: async ({ canvas, args }) => {
    await expect((canvas.getByRole('combobox', { name: /Währung/ }) as HTMLSelectElement).selectedOptions[0]).toHaveTextContent('Euro (EUR)');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Rechnungsbetrag' }), '84,60');
    await userEvent.click(canvas.getByRole('radio', { name: /^18/ }));
    await setPeople(canvas, 'Personen', 3);
    await waitFor(() => expect(figure(canvas, 'Jede der 3 Personen zahlt')).toBe('33,28\u00a0€'));
    await expect(figure(canvas, /^Trinkgeld/)).toBe('15,23\u00a0€');
    await expect(figure(canvas, 'Gesamtbetrag')).toBe('99,83\u00a0€');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ bill: '84.6', currency: 'EUR', perPerson: '33.28' }));
  },
};

export const Arabic: Story = {
  name: 'Arabic (right to left)',
  globals: { locale: 'ar' },
  args: { bill: '84.60', tip: 18, people: 3 },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('textbox', { name: 'مبلغ الفاتورة' })).toHaveValue('84.60');
    await expect((canvas.getByRole('combobox', { name: /العملة/ }) as HTMLSelectElement).selectedOptions[0]).toHaveTextContent('دولار أمريكي (USD)');
    await expect(figure(canvas, /^الإكرامية/)).toMatch(/15\.23/);
    await expect(figure(canvas, 'الإجمالي')).toMatch(/99\.83/);
    // The symbol is isolated so it reads US$, not $US, right to left.
    await expect(figure(canvas, 'الإجمالي')).toContain('\u2066US$\u2069');
    await expect(canvas.getByRole('button', { name: 'نسخ الملخص' })).toBeVisible();
  },
};
