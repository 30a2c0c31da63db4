import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Grid } from '../../src/ui/components/Layout';
import { Slider } from '../../src/ui/components/Slider';

const meta = {
  title: 'UI/Slider',
  component: Slider,
  args: { label: 'Font size', minValue: 8, maxValue: 72, step: 1, onChange: fn() },
  decorators: [(Story) => <Grid min="lg"><Story /></Grid>],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Minimum: Story = {
  name: 'At the minimum',
  args: { defaultValue: 8 },
  play: async ({ canvas, canvasElement }) => {
    const thumb = canvas.getByRole('slider', { name: 'Font size' });
    await expect(thumb).toHaveValue('8');
    await expect(canvasElement.querySelector('output')).toHaveTextContent('8');
  },
};

export const Filled: Story = {
  name: 'With a value',
  args: { defaultValue: 40, valueLabel: (n: number) => `${n} px`, description: 'Applies to the preview only.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('40 px')).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Font size' })).toHaveAccessibleDescription('Applies to the preview only.');
  },
};

export const Formatted: Story = {
  name: 'Formatted as percent',
  args: { label: 'Quality', minValue: 0, maxValue: 1, step: 0.01, defaultValue: 0.8, formatOptions: { style: 'percent' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('80%')).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Quality' })).toHaveAttribute('aria-valuetext', '80%');
  },
};

export const Invalid: Story = {
  name: 'Invalid, with error',
  args: { defaultValue: 9, isInvalid: true, errorMessage: 'Text under 10 px is hard to read.' },
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('slider', { name: 'Font size' });
    await expect(canvas.getByText('Text under 10 px is hard to read.')).toBeVisible();
    await expect(thumb).toHaveAttribute('aria-invalid', 'true');
    await expect(thumb).toHaveAccessibleDescription('Text under 10 px is hard to read.');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 24, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Font size' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  name: 'Arrow keys step the value',
  args: { defaultValue: 12, onChangeEnd: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    const thumb = canvas.getByRole('slider', { name: 'Font size' });
    await expect(thumb).toHaveFocus();
    // Page Up/Down move a tenth of the range (64 / 10, on the step grid: 6); Home and End go to the ends.
    for (const [keys, value] of [['{End}', 72], ['{PageDown}', 66], ['{Home}', 8], ['{PageUp}', 14], ['{ArrowLeft}{ArrowLeft}', 12]] as const) {
      await userEvent.keyboard(keys);
      await expect(thumb).toHaveValue(String(value));
      await expect(args.onChangeEnd).toHaveBeenLastCalledWith(value);
    }
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvasElement.querySelector('output')).toHaveTextContent('15');
    await expect(thumb).toHaveValue('15');
    await expect(thumb).toHaveAttribute('aria-valuetext', '15');
    await expect(args.onChange).toHaveBeenLastCalledWith(15);
    await expect(args.onChangeEnd).toHaveBeenLastCalledWith(15);
  },
};
