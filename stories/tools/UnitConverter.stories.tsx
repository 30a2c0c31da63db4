import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import UnitConverter from '../../src/tools/unit-converter/UnitConverter';
import { messages } from '../../src/tools/unit-converter/i18n';

const STORAGE_KEY = 'toolshed:unit-converter';

/**
 * Copy result copies the converted amount with its unit ("1.778 cm"); each All Units row
 * copies its own amount; Copy table copies a heading, a blank line and one aligned
 * `Name  amount symbol` line per unit.
 */
const meta = {
  title: 'Tools/Unit Converter',
  component: UnitConverter,
  args: { onChange: fn() },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
  // Remembered units from one story must not leak into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof UnitConverter>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const field = (canvas: Canvas, name: 'From' | 'To') => canvas.getByRole('textbox', { name });

/** The amount cell of a unit's row in the All Units table. */
const row = (canvas: Canvas, unit: string) => canvas.getByRole('rowheader', { name: unit }).closest('tr')!;

/** The native select with this label. */
const menu = (canvas: Canvas, select: string) => canvas.getByRole('combobox', { name: new RegExp(select) }) as HTMLSelectElement;

async function choose(canvas: Canvas, select: string, option: string) {
  const element = menu(canvas, select);
  const value = Array.from(element.options).find((o) => o.textContent === option)?.value ?? option;
  await userEvent.selectOptions(element, value);
}

const recordClipboard = () => {
  const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  return () => writeText.mockRestore();
};

export const Default: Story = {
  name: 'Default (1 in to cm)',
  play: async ({ canvas, args }) => {
    await expect(field(canvas, 'From')).toHaveValue('1');
    await expect(field(canvas, 'To')).toHaveValue('2.54');
    await expect(menu(canvas, 'Category').selectedOptions[0]).toHaveTextContent('Length');
    await expect(menu(canvas, 'From unit').selectedOptions[0]).toHaveTextContent('Inch (in)');
    await expect(menu(canvas, 'To unit').selectedOptions[0]).toHaveTextContent('Centimeter (cm)');
    await expect(canvas.getAllByRole('status').find((s) => s.textContent?.includes('='))).toHaveTextContent('1 in = 2.54 cm');
    await expect(row(canvas, 'Millimeter')).toHaveTextContent('25.4 mm');
    await expect(row(canvas, 'Foot')).toHaveTextContent('0.0833333333333333 ft');
    await expect(canvas.getAllByRole('row')).toHaveLength(12); // header + 11 length units
    await expect(args.onChange).toHaveBeenLastCalledWith({ category: 'length', from: 'in', to: 'cm', value: '1', result: '2.54', error: null });
  },
};

export const BothSidesEditable: Story = {
  name: 'Typing in either field',
  play: async ({ canvas, args }) => {
    await userEvent.clear(field(canvas, 'From'));
    await userEvent.type(field(canvas, 'From'), '0.7');
    await expect(field(canvas, 'To')).toHaveValue('1.778');
    await userEvent.clear(field(canvas, 'To'));
    await userEvent.type(field(canvas, 'To'), '100');
    await expect(field(canvas, 'From')).toHaveValue('39.3700787401575');
    await expect(args.onChange).toHaveBeenLastCalledWith({ category: 'length', from: 'in', to: 'cm', value: '39.3700787401575', result: '100', error: null });
    await expect(row(canvas, 'Meter')).toHaveTextContent('1 m');
  },
};

export const Swapped: Story = {
  name: 'Swap Units (mi to km)',
  args: { from: 'km', to: 'mi', value: '1' },
  play: async ({ canvas, args }) => {
    await expect(field(canvas, 'To')).toHaveValue('0.621371192237334');
    await userEvent.click(canvas.getByRole('button', { name: 'Swap Units' }));
    await expect(menu(canvas, 'From unit').selectedOptions[0]).toHaveTextContent('Mile (mi)');
    await expect(field(canvas, 'From')).toHaveValue('1');
    await expect(field(canvas, 'To')).toHaveValue('1.609344');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ from: 'mi', to: 'km', value: '1', result: '1.609344' }));
  },
};

export const DigitalStorage: Story = {
  name: 'Digital storage: KiB and kB',
  play: async ({ canvas, args }) => {
    await choose(canvas, 'Category', 'Digital storage');
    await choose(canvas, 'From unit', 'Kibibyte (KiB)');
    await choose(canvas, 'To unit', 'Byte (B)');
    await expect(field(canvas, 'To')).toHaveValue('1024');
    await expect(row(canvas, 'Kilobyte')).toHaveTextContent('1.024 kB');
    await expect(row(canvas, 'Bit')).toHaveTextContent('8192 bit');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ category: 'data', from: 'kib', to: 'b', result: '1024' }));
    // The choice is remembered (never the amount).
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ category: 'data', from: 'kib', to: 'b', decimals: 'auto' }));
  },
};

export const InvalidNumber: Story = {
  name: 'Invalid number',
  play: async ({ canvas, args }) => {
    await userEvent.clear(field(canvas, 'From'));
    await userEvent.type(field(canvas, 'From'), '12abc');
    await expect(field(canvas, 'From')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a number, e.g. 12, -3.5 or 1.2e6.')).toBeVisible();
    await expect(field(canvas, 'To')).toHaveValue('');
    await expect(canvas.getByText('Fix the amount to see the conversion.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy Result' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Copy Table' })).toBeDisabled();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: null, result: null, error: 'Enter a number, e.g. 12, -3.5 or 1.2e6.' }));
  },
};

export const BelowAbsoluteZero: Story = {
  name: 'Temperature below absolute zero',
  args: { category: 'temperature', value: '100' },
  play: async ({ canvas }) => {
    await expect(field(canvas, 'To')).toHaveValue('212');
    await userEvent.clear(field(canvas, 'From'));
    await userEvent.type(field(canvas, 'From'), '-40');
    await expect(field(canvas, 'To')).toHaveValue('-40');
    await userEvent.type(field(canvas, 'From'), '0');
    await expect(canvas.getByText('Below absolute zero (\u2212273.15 °C).')).toBeVisible();
    await expect(field(canvas, 'To')).toHaveValue('');
  },
};

export const Empty: Story = {
  name: 'Empty',
  play: async ({ canvas, args }) => {
    await userEvent.clear(field(canvas, 'From'));
    await expect(field(canvas, 'To')).toHaveValue('');
    await expect(canvas.getByText('Type an amount in either field.')).toBeVisible();
    await expect(canvas.getByText('Type an amount to see it in every unit.')).toBeVisible();
    await expect(field(canvas, 'From')).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: null, result: null, error: null }));
  },
};

export const Copied: Story = {
  name: 'Copied',
  args: { value: '0.7' },
  // Headless Chromium denies clipboard reads, so record writes instead of reading them back.
  beforeEach: recordClipboard,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Result' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith('1.778 cm');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy 17.78 mm' }));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenLastCalledWith('17.78 mm');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Table' }));
    const table = mocked(navigator.clipboard.writeText).mock.lastCall?.[0] ?? '';
    await expect(table.split('\n').slice(0, 4)).toEqual(['Length conversions of 0.7 in', '', 'Nanometer      17780000 nm', 'Micrometer     17780 µm']);
    await waitFor(() => expect(canvas.getAllByRole('status').some((s) => s.textContent === 'Copied!')).toBe(true));
    // "Copied!" lasts 2 s; end on the settled labels so both theme screenshots are stable.
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Copied!' })).toBeNull(), { timeout: 4000 });
  },
};

export const Decimals: Story = {
  name: 'Decimals: 2, then Auto',
  play: async ({ canvas, args }) => {
    await userEvent.clear(field(canvas, 'From'));
    await userEvent.type(field(canvas, 'From'), '1.23456');
    await expect(field(canvas, 'To')).toHaveValue('3.1357824');
    await choose(canvas, 'Decimals', '2');
    // Every computed amount: the other field, the result line and the whole table.
    await expect(field(canvas, 'To')).toHaveValue('3.14');
    await expect(canvas.getAllByRole('status').find((s) => s.textContent?.includes('='))).toHaveTextContent('1.23456 in = 3.14 cm');
    await expect(row(canvas, 'Foot')).toHaveTextContent('0.10 ft');
    await expect(row(canvas, 'Kilometer')).toHaveTextContent('0.00 km');
    // The typed amount stays as typed; the event keeps full precision.
    await expect(field(canvas, 'From')).toHaveValue('1.23456');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: '1.23456', result: '3.1357824' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ decimals: 2 }));
    await choose(canvas, 'Decimals', 'Auto');
    await expect(field(canvas, 'To')).toHaveValue('3.1357824');
  },
};

export const GroupedInput: Story = {
  name: 'Grouped input (1,000 and 1 000)',
  args: { category: 'length', from: 'm', to: 'km' },
  play: async ({ canvas, args }) => {
    await userEvent.clear(field(canvas, 'From'));
    await userEvent.type(field(canvas, 'From'), ' +12,500 ');
    await expect(field(canvas, 'To')).toHaveValue('12.5');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: '12500', result: '12.5', error: null }));
    await userEvent.clear(field(canvas, 'From'));
    await userEvent.type(field(canvas, 'From'), '1\u202f000\u202f000');
    await expect(field(canvas, 'To')).toHaveValue('1000');
  },
};

export const DecimalComma: Story = {
  name: 'Decimal comma explained',
  play: async ({ canvas }) => {
    await userEvent.clear(field(canvas, 'From'));
    await userEvent.type(field(canvas, 'From'), '2,5');
    await expect(field(canvas, 'From')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Use a point for decimals, e.g. 1.5; a comma only groups thousands, as in 1,000.')).toBeVisible();
    await expect(field(canvas, 'To')).toHaveValue('');
    await userEvent.clear(field(canvas, 'From'));
    await userEvent.type(field(canvas, 'From'), '12 34');
    await expect(canvas.getByText('Group digits in threes, e.g. 1,000,000 or 1 000 000.')).toBeVisible();
  },
};

export const German: Story = {
  name: 'German: 0,7 in typed with a decimal comma',
  globals: { locale: 'de' },
  play: async ({ canvas, args }) => {
    const from = canvas.getByRole('textbox', { name: 'Von' });
    await userEvent.clear(from);
    await userEvent.type(from, '0,7');
    await expect(from).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Nach' })).toHaveValue('1,778');
    await expect(canvas.getAllByRole('status').find((s) => s.textContent?.includes('='))).toHaveTextContent('0,7 in = 1,778 cm');
    await expect(row(canvas, 'Millimeter')).toHaveTextContent('17,78 mm');
    await expect(args.onChange).toHaveBeenLastCalledWith({ category: 'length', from: 'in', to: 'cm', value: '0.7', result: '1.778', error: null });
    await userEvent.clear(from);
    await userEvent.type(from, '0.7');
    await expect(canvas.getByText('Verwenden Sie ein Komma statt des Punkts, z. B. 1,5; ein Punkt trennt nur Tausender wie in 1.000.')).toBeVisible();
  },
};

export const Arabic: Story = {
  name: 'Arabic (right to left)',
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'من' })).toHaveValue('1');
    await expect(canvas.getByRole('textbox', { name: 'إلى' })).toHaveValue('2.54');
    await expect(menu(canvas, 'الفئة').selectedOptions[0]).toHaveTextContent('الطول');
    await expect(row(canvas, 'ملليمتر')).toHaveTextContent('25.4 mm');
    await expect(canvas.getByRole('button', { name: 'تبديل الوحدات' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
