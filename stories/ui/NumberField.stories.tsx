import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Grid } from '../../src/ui/components/Layout';
import { NumberField } from '../../src/ui/components/NumberField';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: { label: 'Password length', minValue: 4, maxValue: 128, onChange: fn() },
  decorators: [(Story) => <Grid min="md"><Story /></Grid>],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { placeholder: '16' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Password length' });
    await expect(input).toHaveValue('');
    for (const name of ['Decrease Password length', 'Increase Password length']) {
      const box = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.height).toBeGreaterThanOrEqual(24);
    }
  },
};

export const Filled: Story = {
  args: { defaultValue: 16, description: 'Between 4 and 128 characters.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Password length' });
    await expect(input).toHaveValue('16');
    await expect(input).toHaveAccessibleDescription('Between 4 and 128 characters.');
  },
};

export const Formatted: Story = {
  name: 'Formatted as percent',
  args: { label: 'Opacity', minValue: 0, maxValue: 1, step: 0.05, defaultValue: 0.25, formatOptions: { style: 'percent' } },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Opacity' });
    await expect(input).toHaveValue('25%');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Opacity' }));
    await expect(input).toHaveValue('30%');
    // A click on a stepper puts focus in the input (the steppers are not tab stops).
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith(0.3);
  },
};

export const Invalid: Story = {
  name: 'Invalid, with error',
  args: { defaultValue: 3, isInvalid: true, errorMessage: 'Use at least 4 characters.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Password length' });
    await expect(canvas.getByText('Use at least 4 characters.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 16, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Password length' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase Password length' })).toBeDisabled();
  },
};

export const StepAndType: Story = {
  name: 'Step with buttons, then type',
  args: { defaultValue: 16 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Password length' });
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Password length' }));
    await expect(input).toHaveValue('17');
    await expect(args.onChange).toHaveBeenLastCalledWith(17);
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease Password length' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(16);

    await userEvent.clear(input);
    await userEvent.type(input, '42');
    // The value commits on blur (or Enter), after the text has been parsed.
    await userEvent.tab();
    await expect(input).toHaveValue('42');
    await expect(args.onChange).toHaveBeenLastCalledWith(42);
  },
};

export const Keyboard: Story = {
  name: 'Arrow keys step',
  args: { defaultValue: 16 },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Password length' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('18');
    await expect(args.onChange).toHaveBeenLastCalledWith(18);
  },
};

export const PageHomeEnd: Story = {
  name: 'Page Up/Down, Home and End',
  args: { defaultValue: 16 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Password length' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // Page Up/Down step by ten steps; each key press reports once.
    await userEvent.keyboard('{PageUp}');
    await expect(input).toHaveValue('26');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith(26);
    await userEvent.keyboard('{PageDown}{PageDown}');
    await expect(input).toHaveValue('6');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    // Home and End go to the ends of the range; − and + are disabled there.
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('4');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('button', { name: 'Decrease Password length' })).toBeDisabled();
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('4');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('128');
    await expect(args.onChange).toHaveBeenLastCalledWith(128);
    await expect(args.onChange).toHaveBeenCalledTimes(5);
    await expect(canvas.getByRole('button', { name: 'Increase Password length' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease Password length' })).toBeEnabled();
  },
};

export const TypedGroupedAndClamped: Story = {
  name: 'Typed with grouping, clamped on blur',
  args: { label: 'Rows', minValue: 1, maxValue: 10_000, defaultValue: 10, description: '1 to 10,000' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Rows' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    // Grouping commas are read; Enter commits.
    await userEvent.clear(input);
    await userEvent.type(input, '1,000{Enter}');
    await expect(input).toHaveValue('1,000');
    await expect(args.onChange).toHaveBeenLastCalledWith(1000);
    // Typed digits stay as typed until the field is left, then the value is kept in range and grouped.
    await userEvent.clear(input);
    await userEvent.type(input, '250000');
    await expect(input).toHaveValue('250000');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(input).toHaveValue('10,000');
    await expect(args.onChange).toHaveBeenLastCalledWith(10_000);
    // Text that is not a number puts the last value back and reports nothing.
    await userEvent.clear(input);
    await userEvent.type(input, 'lots');
    await userEvent.tab();
    await expect(input).toHaveValue('10,000');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Cleared: Story = {
  name: 'Cleared to empty',
  args: { defaultValue: 16, placeholder: '16' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Password length' });
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue('');
    // Empty is reported as NaN, as react-aria did.
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith(Number.NaN);
    // Both steppers stay enabled: from empty, + starts at the minimum and − at the maximum.
    await expect(canvas.getByRole('button', { name: 'Increase Password length' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Decrease Password length' })).toBeEnabled();
  },
};

export const RequiredCleared: Story = {
  name: 'Required: emptying puts the value back',
  args: { defaultValue: 16, isRequired: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Password length' });
    await expect(input).toBeRequired();
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue('16');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const HeldStepper: Story = {
  name: 'Held stepper repeats',
  args: { defaultValue: 16 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Password length' }) as HTMLInputElement;
    const increase = canvas.getByRole('button', { name: 'Increase Password length' });
    // Press and hold: one step at once, then repeats until released (one user-event session, so
    // the release belongs to the press).
    const user = userEvent.setup();
    await user.pointer({ keys: '[MouseLeft>]', target: increase });
    await expect(input).toHaveValue('17');
    await expect(input).toHaveFocus();
    await waitFor(() => expect(Number(input.value)).toBeGreaterThanOrEqual(20), { timeout: 5000 });
    await user.pointer({ keys: '[/MouseLeft]', target: increase });
    const released = input.value;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(input).toHaveValue(released);
    await expect(args.onChange).toHaveBeenLastCalledWith(Number(released));
    // Back to a known value for the screenshot.
    await user.keyboard('{Home}');
    await expect(input).toHaveValue('4');
  },
};
