import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
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
