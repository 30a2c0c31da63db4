import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import DiscountCalculator from '../../src/tools/discount-calculator/DiscountCalculator';
import { messages } from '../../src/tools/discount-calculator/i18n';

const STORAGE_KEY = 'toolshed:discount-calculator';

/**
 * Copy Final Price copies the final price ("$72.00"); Copy Summary copies the price, each
 * discount, the price after discounts, the tax, the final price and the savings, one per line.
 */
const meta = {
  title: 'Tools/Discount Calculator',
  component: DiscountCalculator,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // Remembered tax, discount kinds and currency from one story must not leak into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof DiscountCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** The amount shown beside a label in the Result card. */
const figure = (canvas: Canvas, label: string | RegExp) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling?.querySelector('bdi')?.textContent;

const recordClipboard = () => {
  const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  return () => writeText.mockRestore();
};

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Sales tax (%)' })).toHaveValue('');
    await expect(canvas.getByText('Enter a price to see the discount.')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('radio', { name: 'After the discount' })).toBeChecked();
    await expect((canvas.getByRole('combobox', { name: 'Discount type' }) as HTMLSelectElement).selectedOptions[0]).toHaveTextContent('Percent');
    await expect((canvas.getByRole('combobox', { name: /Currency/ }) as HTMLSelectElement).selectedOptions[0]).toHaveTextContent('US dollar (USD)');
    await expect(canvas.queryByRole('button', { name: 'Copy Summary' })).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith({ currency: 'USD', discounted: null, savings: null, percentOff: null, taxAmount: null, final: null, error: null });
  },
};

export const Stacked: Story = {
  name: 'Stacked: 20% then 10% is 28% off',
  beforeEach: recordClipboard,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Price' }), '100');
    await expect(canvas.getByText('Enter a discount to see the final price.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Discount' }), '20');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Second discount' }), '10');
    await waitFor(() => expect(figure(canvas, 'Final price')).toBe('$72.00'));
    await expect(figure(canvas, 'Discount (20%)')).toBe('−$20.00');
    await expect(figure(canvas, 'Second discount (10%)')).toBe('−$8.00');
    await expect(figure(canvas, 'You save')).toBe('$28.00');
    await expect(canvas.getByText('28% off the price')).toBeVisible();
    // The stacking rule and the rounding rule are said where the numbers are.
    await expect(canvas.getByText('20% then 10% is 28% off in all, not 30%: the second discount is taken off the already discounted price.')).toBeVisible();
    await expect(canvas.getByText('Each percentage discount and the tax are rounded to the cent, halves up.')).toBeVisible();
    // Without tax there is no tax line.
    await expect(canvas.queryByText(/^Sales tax/, { selector: 'dt' })).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith({ currency: 'USD', discounted: '72.00', savings: '28.00', percentOff: '28', taxAmount: '0.00', final: '72.00', error: null });
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Final Price' }));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith('$72.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Summary' }));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith(
      'Price: $100.00\nDiscount (20%): −$20.00\nSecond discount (10%): −$8.00\nAfter discounts: $72.00\nFinal price: $72.00\nYou save: $28.00 (28% off)',
    );
    // "Copied!" lasts 2 s; end on the settled labels so both theme screenshots are stable.
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Copied!' })).toBeNull(), { timeout: 4000 });
  },
};

export const TaxBeforeDiscount: Story = {
  name: 'Sales tax after, then before the discount',
  args: { price: '100', discount: '20', tax: 8 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Sales tax (%)' })).toHaveValue('8');
    await expect(figure(canvas, 'After discounts')).toBe('$80.00');
    await expect(figure(canvas, 'Sales tax (8%)')).toBe('+$6.40');
    await expect(figure(canvas, 'Final price')).toBe('$86.40');
    await expect(canvas.getByText('With tax on the full price you would pay $88.00 ($1.60 more).')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Before the discount' }));
    await expect(figure(canvas, 'Sales tax (8%)')).toBe('+$8.00');
    await expect(canvas.getByText('on the full price of $100.00')).toBeVisible();
    await expect(figure(canvas, 'Final price')).toBe('$88.00');
    await expect(figure(canvas, 'You save')).toBe('$20.00');
    await expect(canvas.getByText('With tax on the discounted price you would pay $86.40 ($1.60 less).')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ currency: 'USD', discounted: '80.00', savings: '20.00', percentOff: '20', taxAmount: '8.00', final: '88.00', error: null });
    // The tax rate and rule are remembered (never the price); the currency only once it is picked.
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ discountType: 'percent', secondType: 'percent', tax: 8, taxMode: 'before', currency: null }));
  },
};

export const AmountTooLarge: Story = {
  name: 'Amount discounts larger than the price',
  args: { price: '50' },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Discount type' }), 'amount');
    await expect((canvas.getByRole('combobox', { name: 'Discount type' }) as HTMLSelectElement).selectedOptions[0]).toHaveTextContent('USD');
    const discount = canvas.getByRole('textbox', { name: 'Discount' });
    await userEvent.type(discount, '60');
    await expect(discount).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('The discount is more than the price: enter at most $50.00.')).toBeVisible();
    await expect(canvas.getByText('Fix the discount to see the result.')).toHaveAttribute('role', 'status');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ final: null, error: 'The discount is more than the price: enter at most $50.00.' }));
    await userEvent.clear(discount);
    await userEvent.type(discount, '12.50');
    await expect(figure(canvas, 'Discount ($12.50)')).toBe('−$12.50');
    await expect(figure(canvas, 'Final price')).toBe('$37.50');
    await expect(canvas.getByText('25% off the price')).toBeVisible();
    // A second amount is checked against what the first leaves.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Second discount type' }), 'amount');
    const second = canvas.getByRole('textbox', { name: 'Second discount' });
    await userEvent.type(second, '40');
    await expect(second).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('The second discount is more than the $37.50 the first discount leaves.')).toBeVisible();
    await expect(canvas.getByText('Fix the second discount to see the result.')).toBeVisible();
  },
};

export const InvalidInput: Story = {
  name: 'Invalid price, discount and tax',
  play: async ({ canvas, args }) => {
    const price = canvas.getByRole('textbox', { name: 'Price' });
    await userEvent.type(price, '12,50');
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Use a point for decimals, e.g. 12.50; a comma only groups thousands, as in 1,234.50.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Discount' }), '120');
    await expect(canvas.getByText('Enter a discount from 0 to 100%.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Sales tax (%)' }), 'abc');
    await expect(canvas.getByText('Enter a percentage, e.g. 20 or 12.5.')).toBeVisible();
    // The first field to fix is named; nothing is computed from bad input.
    await expect(canvas.getByText('Fix the price to see the result.')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByText('Final price', { selector: 'dt' })).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ final: null, error: 'Use a point for decimals, e.g. 12.50; a comma only groups thousands, as in 1,234.50.' }));
  },
};

export const Yen: Story = {
  name: 'Currency without cents (yen)',
  args: { price: '1999', discount: '15', tax: 10 },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Currency/ }), 'JPY');
    // 15% of 1,999 is 299.85 → ¥300; 10% of 1,699 is 169.9 → ¥170.
    await expect(figure(canvas, 'Discount (15%)')).toBe('−¥300');
    await expect(figure(canvas, 'After discounts')).toBe('¥1,699');
    await expect(figure(canvas, 'Sales tax (10%)')).toBe('+¥170');
    await expect(figure(canvas, 'Final price')).toBe('¥1,869');
    await expect(canvas.getByText('Each percentage discount and the tax are rounded to a whole amount, halves up (this currency has no cents).')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ currency: 'JPY', discounted: '1699', savings: '300', percentOff: '15.01', taxAmount: '170', final: '1869', error: null });
  },
};

export const German: Story = {
  name: 'German: 1.234,50 € with a decimal comma',
  globals: { locale: 'de' },
  play: async ({ canvas, args }) => {
    await expect((canvas.getByRole('combobox', { name: /Währung/ }) as HTMLSelectElement).selectedOptions[0]).toHaveTextContent('Euro (EUR)');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Preis' }), '1.234,50');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Rabatt' }), '12,5');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Umsatzsteuer (%)' }), '19');
    // 12.5 % of 1,234.50 = 154.3125 → 154.31; 19 % of 1,080.19 = 205.2361 → 205.24.
    await waitFor(() => expect(figure(canvas, 'Endpreis')).toBe('1.285,43\u00a0€'));
    await expect(figure(canvas, /^Rabatt \(12,5/)).toBe('−154,31\u00a0€');
    await expect(figure(canvas, /^Umsatzsteuer \(19/)).toBe('+205,24\u00a0€');
    await expect(args.onChange).toHaveBeenLastCalledWith({ currency: 'EUR', discounted: '1080.19', savings: '154.31', percentOff: '12.5', taxAmount: '205.24', final: '1285.43', error: null });
  },
};

export const Arabic: Story = {
  name: 'Arabic (right to left)',
  globals: { locale: 'ar' },
  args: { price: '100', discount: '20', second: '10', tax: 15 },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('textbox', { name: 'السعر' })).toHaveValue('100');
    await expect(figure(canvas, 'بعد الخصومات')).toMatch(/72\.00/);
    await expect(figure(canvas, 'السعر النهائي')).toMatch(/82\.80/);
    // The symbol is isolated so it reads US$, not $US, right to left.
    await expect(figure(canvas, 'السعر النهائي')).toContain('\u2066US$\u2069');
    await expect(canvas.getByText(/20% ثم 10% تساوي خصمًا إجماليًا قدره 28% لا 30%/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'نسخ الملخص' })).toBeVisible();
  },
};
