import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from '../../src/ui/components/Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'Include symbols', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Include symbols' });
    await expect(box).not.toBeChecked();
    // The clickable label is the target: at least 24px tall.
    const label = box.closest('label');
    await expect(label?.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

export const Checked: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Include symbols' })).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { children: 'Select all tools', isIndeterminate: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole<HTMLInputElement>('checkbox', { name: 'Select all tools' });
    await expect(box.indeterminate).toBe(true);
  },
};

export const WithDescription: Story = {
  name: 'With description',
  args: { description: 'Adds characters like ! @ # to the password.', defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Include symbols' })).toHaveAccessibleDescription(
      'Adds characters like ! @ # to the password.',
    );
  },
};

export const Invalid: Story = {
  name: 'Invalid, with error',
  args: { children: 'I understand the file never leaves my browser', isInvalid: true, errorMessage: 'Tick this box to continue.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I understand the file never leaves my browser' });
    await expect(canvas.getByText('Tick this box to continue.')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Include symbols' });
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('Include symbols'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  name: 'Toggle with Space',
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: 'Include symbols' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(box).toBeChecked();
  },
};

export const Click: Story = {
  name: 'Toggle by clicking the label',
  args: { defaultSelected: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Include symbols'));
    await expect(args.onChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('checkbox', { name: 'Include symbols' })).not.toBeChecked();
  },
};

export const ReadOnly: Story = {
  name: 'Read-only',
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Include symbols' });
    await expect(box).toHaveAttribute('aria-readonly', 'true');
    // Still reachable by keyboard, but neither Space nor a click changes it.
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText('Include symbols'));
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
