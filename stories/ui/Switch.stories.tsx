import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from '../../src/ui/components/Switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { children: 'Live preview', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Live preview' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle.closest('label')?.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Live preview' })).toBeChecked();
  },
};

export const WithDescription: Story = {
  name: 'With description',
  args: { description: 'Re-runs the tool on every keystroke.', defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Live preview' })).toHaveAccessibleDescription('Re-runs the tool on every keystroke.');
  },
};

export const Invalid: Story = {
  name: 'Invalid, with error',
  args: { children: 'Share anonymous usage counts', isInvalid: true, errorMessage: 'Turn this on to join the beta.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Turn this on to join the beta.')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Share anonymous usage counts' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Live preview' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Live preview'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  name: 'Toggle with Space',
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('switch', { name: 'Live preview' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(toggle).toBeChecked();
  },
};

export const Click: Story = {
  name: 'Toggle by clicking the label',
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Live preview' });
    await userEvent.click(canvas.getByText('Live preview'));
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(toggle).toBeChecked();
    await userEvent.click(canvas.getByText('Live preview'));
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(toggle).not.toBeChecked();
  },
};

export const ReadOnly: Story = {
  name: 'Read-only',
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Live preview' });
    await expect(toggle).toHaveAttribute('aria-readonly', 'true');
    // Still reachable by keyboard, but neither Space nor a click changes it.
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.click(canvas.getByText('Live preview'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
