import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import NumberBaseConverter from '../../src/tools/number-base-converter/NumberBaseConverter';
import { messages } from '../../src/tools/number-base-converter/i18n';
import { recordClipboardWrites } from './support';

const STORAGE_KEY = 'toolshed:number-base-converter';

/**
 * Four fields (Decimal, Hexadecimal, Binary, Octal) and an Other Base field (2–36): type in any
 * one and the others follow, exactly, at any size. Two's Complement shows the 8, 16, 32 and 64-bit
 * patterns. Digit Grouping (spaces by default) and Uppercase Letters are remembered settings.
 */
const meta = {
  title: 'Tools/Number Base Converter',
  component: NumberBaseConverter,
  args: { onChange: fn() },
  parameters: { layout: 'fullscreen', messages: [messages] },
  // Remembered settings from one story must not leak into the next.
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
} satisfies Meta<typeof NumberBaseConverter>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const field = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });
const summary = (canvas: Canvas) => canvas.getByTestId('base-summary');

async function typeInto(canvas: Canvas, name: string, text: string) {
  await userEvent.clear(field(canvas, name));
  await userEvent.type(field(canvas, name), text);
}

/** Nothing a user reads is a JavaScript failure word. */
const noBrokenValues = (root: HTMLElement) => expect(root.textContent).not.toMatch(/NaN|undefined|Infinity|\[object/);

const noTwos = { 8: null, 16: null, 32: null, 64: null };

export const Empty: Story = {
  name: 'Empty',
  play: async ({ canvas, args }) => {
    for (const name of ['Decimal', 'Hexadecimal', 'Binary', 'Octal', 'Base 36']) await expect(field(canvas, name)).toHaveValue('');
    await expect(field(canvas, 'Hexadecimal')).toHaveAttribute('placeholder', 'e.g. ff or 0xff');
    await expect(summary(canvas)).toHaveTextContent('Type a number in any field; the others follow.');
    await expect(canvas.getByText('Type a number to see its bit patterns.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy Decimal' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: /Other Base/ })).toHaveValue('36');
    await expect(canvas.getByRole('combobox', { name: /Digit Grouping/ })).toHaveValue('space');
    await expect(canvas.getByRole('switch', { name: /Uppercase Letters/ })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      value: '', from: 10, base: 36, decimal: null, hexadecimal: null, binary: null, octal: null, other: null, bits: null, twosComplement: noTwos, error: null,
    });
  },
};

export const Huge: Story = {
  name: '2^64 + 1: exact in every base, too wide for 64 bits',
  args: { value: '18446744073709551617' },
  play: async ({ canvas, args }) => {
    await expect(field(canvas, 'Decimal')).toHaveValue('18446744073709551617');
    await expect(field(canvas, 'Hexadecimal')).toHaveValue('1 0000 0000 0000 0001');
    await expect(field(canvas, 'Octal')).toHaveValue('2 000 000 000 000 000 000 001');
    await expect(field(canvas, 'Binary')).toHaveValue(`1 ${'0000 '.repeat(15)}0001`);
    await expect(field(canvas, 'Base 36')).toHaveValue('3 w5e1 1264 sgsh');
    await expect(summary(canvas)).toHaveTextContent('Converted from Decimal: 65 bits.');
    await expect(canvas.getByTestId('bits-64')).toHaveTextContent('Does not fit: 64 bits hold -9 223 372 036 854 775 808 to 18 446 744 073 709 551 615.');
    await expect(canvas.getByTestId('bits-8')).toHaveTextContent('Does not fit: 8 bits hold -128 to 255.');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      value: '18446744073709551617',
      from: 10,
      base: 36,
      decimal: '18446744073709551617',
      hexadecimal: '10000000000000001',
      binary: `1${'0'.repeat(63)}1`,
      octal: '2000000000000000000001',
      other: '3w5e11264sgsh',
      bits: 65,
      twosComplement: noTwos,
      error: null,
    });
  },
};

export const NegativeAndCopy: Story = {
  name: '-1: two’s complement, no grouping, uppercase, copied',
  beforeEach: recordClipboardWrites,
  play: async ({ canvas, args }) => {
    await typeInto(canvas, 'Decimal', '-1');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Digit Grouping/ }), 'none');
    await userEvent.click(canvas.getByRole('switch', { name: /Uppercase Letters/ }));
    await expect(summary(canvas)).toHaveTextContent('Converted from Decimal: a negative number of 1 bit before its sign.');
    await expect(field(canvas, 'Hexadecimal')).toHaveValue('-1');
    await expect(canvas.getByTestId('bits-8-binary')).toHaveTextContent(/^11111111$/);
    await expect(canvas.getByTestId('bits-8-hex')).toHaveTextContent(/^FF$/);
    await expect(canvas.getByTestId('bits-64-hex')).toHaveTextContent(/^FFFFFFFFFFFFFFFF$/);
    await expect(canvas.getByTestId('bits-8')).toHaveTextContent('As signed: -1. As unsigned: 255.');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy 8-bit binary' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(mocked(navigator.clipboard.writeText).mock.calls[0]?.[0]).toBe('11111111');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ decimal: '-1', binary: '-1', bits: 1, twosComplement: { 8: '11111111', 16: '1'.repeat(16), 32: '1'.repeat(32), 64: '1'.repeat(64) } }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ base: 36, grouping: 'none', uppercase: true }));
    // The buttons say "Copied!" for two seconds: the screenshots show them back at rest.
    await waitFor(() => expect(canvas.queryAllByRole('button', { name: 'Copied!' })).toHaveLength(0), { timeout: 5000 });
  },
};

export const Invalid: Story = {
  name: 'A wrong digit or prefix: named next to the field',
  play: async ({ canvas, canvasElement, args }) => {
    await typeInto(canvas, 'Decimal', '0x10');
    await expect(canvas.getByText('0x marks a hexadecimal number: type it in the Hexadecimal field, or leave out the 0x.')).toBeVisible();
    await typeInto(canvas, 'Hexadecimal', '0x1g');
    await expect(field(canvas, 'Hexadecimal')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('“g” is not a hexadecimal digit. Hexadecimal uses 0–9 and a–f.')).toBeVisible();
    await expect(field(canvas, 'Decimal')).toHaveValue('');
    await expect(summary(canvas)).toHaveTextContent('Fix the number in Hexadecimal to see it in every base.');
    await expect(canvas.getByText('Fix the number to see its bit patterns.')).toBeVisible();
    await noBrokenValues(canvasElement);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: '0x1g', from: 16, decimal: null, error: '“g” is not a hexadecimal digit. Hexadecimal uses 0–9 and a–f.' }));
  },
};

export const OtherBase: Story = {
  name: 'Other Base: base 7 typed, then rewritten in base 3',
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Other Base/ }), '7');
    await typeInto(canvas, 'Base 7', '1 0 0 9');
    await expect(canvas.getByText('“9” is not a digit in base 7. Base 7 uses the digits 0–6.')).toBeVisible();
    await typeInto(canvas, 'Base 7', '1000');
    await expect(field(canvas, 'Decimal')).toHaveValue('343');
    await expect(summary(canvas)).toHaveTextContent('Converted from Base 7: 9 bits.');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Other Base/ }), '3');
    await expect(field(canvas, 'Base 3')).toHaveValue('11 0201');
    await expect(field(canvas, 'Decimal')).toHaveValue('343');
    await expect(canvas.getByTestId('bits-8')).toHaveTextContent('Does not fit: 8 bits hold -128 to 255.');
    await expect(canvas.getByTestId('bits-16-binary')).toHaveTextContent('0000 0001 0101 0111');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ from: 3, base: 3, other: '110201', decimal: '343' }));
  },
};

export const Arabic: Story = {
  name: 'Arabic (right to left)',
  globals: { locale: 'ar' },
  args: { value: 'ff', from: 16 },
  play: async ({ canvas }) => {
    await expect(field(canvas, 'عشري')).toHaveValue('255');
    await expect(field(canvas, 'ثنائي')).toHaveValue('1111 1111');
    await expect(field(canvas, 'عشري')).toHaveAttribute('dir', 'ltr');
    await expect(summary(canvas)).toHaveTextContent('حُوّل من ست عشري: 8 بتات.');
    await expect(canvas.getByTestId('bits-8-binary')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByTestId('bits-8')).toHaveTextContent('بإشارة: \u2066-1\u2069. دون إشارة: \u2066255\u2069.');
    await expect(canvas.getByRole('heading', { name: 'المتمم الثنائي' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
