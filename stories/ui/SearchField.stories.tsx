import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Grid } from '../../src/ui/components/Layout';
import { SearchField } from '../../src/ui/components/SearchField';

const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  args: { label: 'Search tools', placeholder: 'Search 29 tools…', onChange: fn(), onSubmit: fn(), onClear: fn() },
  decorators: [(Story) => <Grid min="lg"><Story /></Grid>],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search tools' });
    await expect(input).toHaveValue('');
    // Nothing to clear yet, so the clear button is not shown.
    await expect(canvasElement.querySelector('button[aria-label="Clear search"]')).not.toBeVisible();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'json' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('json');
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
  },
};

export const ClearButton: Story = {
  name: 'Clear with the button',
  args: { defaultValue: 'json' },
  play: async ({ args, canvas }) => {
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    const box = clear.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await userEvent.click(clear);
    await expect(canvas.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const HiddenLabel: Story = {
  name: 'Label hidden visually',
  args: { hideLabel: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search tools' });
    await expect(input).toBeVisible();
    // Clipped to 1px by the visually-hidden style, yet still the field's name.
    await expect(canvas.getByText('Search tools').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Invalid: Story = {
  name: 'Invalid, with error',
  args: { defaultValue: '**', isInvalid: true, errorMessage: 'Type at least one letter or number.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search tools' });
    await expect(canvas.getByText('Type at least one letter or number.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'json' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search tools' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  name: 'Type, submit with Enter, clear with Escape',
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search tools' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('base64');
    await expect(args.onChange).toHaveBeenLastCalledWith('base64');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('base64');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(input).toHaveFocus();
  },
};
