import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Download, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/ui/components/Button';
import { buttonSizes, buttonVariants } from '../../src/ui/components/Button.css';
import { Inline } from '../../src/ui/components/Layout';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Save changes', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardActivation: Story = {
  name: 'Keyboard activation',
  args: { variant: 'primary' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const AllVariants: Story = {
  name: 'All variants and sizes',
  render: (args) => (
    <div>
      {buttonSizes.map((size) => (
        <Inline key={size} gap="sm" align="center">
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
        </Inline>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length * buttonSizes.length);
  },
};

export const WithIcon: Story = {
  name: 'With icon',
  args: { icon: Download, children: 'Download' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeVisible();
  },
};

export const IconOnly: Story = {
  name: 'Icon only, labelled',
  args: { icon: Copy, children: undefined, 'aria-label': 'Copy to clipboard', variant: 'ghost' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy to clipboard' });
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalled();
  },
};

export const Danger: Story = {
  args: { variant: 'danger', icon: Trash2, children: 'Delete note' },
};

export const Pending: Story = {
  args: { variant: 'primary', isPending: true, children: 'Saving' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Saving/ });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    // Pending keeps focusability so keyboard users don't lose their place.
    button.focus();
    await expect(button).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
