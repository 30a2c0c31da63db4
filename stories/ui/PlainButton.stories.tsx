import type { Meta, StoryObj } from '@storybook/react-vite';
import { Moon } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../src/ui/components/Button';
import { Inline } from '../../src/ui/components/Layout';
import { PlainButton } from '../../src/ui/components/PlainButton';
import { buttonSizes, buttonVariants } from '../../src/ui/components/Button.css';

const meta = {
  title: 'UI/PlainButton',
  component: PlainButton,
  args: { children: 'Subscribe', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof PlainButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: Enter and Space press it, the ring shows',
  args: { variant: 'primary' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Subscribe' });
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const SameLookAsButton: Story = {
  name: 'Same look as Button',
  render: (args) => (
    <div>
      {buttonVariants.map((variant) => (
        <Inline key={variant} gap="sm" align="center">
          <PlainButton {...args} variant={variant}>{`Plain ${variant}`}</PlainButton>
          <Button variant={variant}>{`Button ${variant}`}</Button>
        </Inline>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // Side by side, each PlainButton has its react-aria twin's box and colours.
    for (const variant of buttonVariants) {
      const plain = getComputedStyle(canvas.getByRole('button', { name: `Plain ${variant}` }));
      const aria = getComputedStyle(canvas.getByRole('button', { name: `Button ${variant}` }));
      await expect([plain.height, plain.backgroundColor, plain.color, plain.borderRadius]).toEqual([aria.height, aria.backgroundColor, aria.color, aria.borderRadius]);
    }
  },
};

export const IconOnlyDisabled: Story = {
  name: 'Icon only, and disabled',
  render: (args) => (
    <Inline gap="sm" align="center">
      <PlainButton {...args} variant="ghost" icon={Moon} aria-label="Switch to dark theme">
        {undefined}
      </PlainButton>
      <PlainButton {...args} isDisabled>
        Nothing to copy
      </PlainButton>
    </Inline>
  ),
  play: async ({ args, canvas }) => {
    const icon = canvas.getByRole('button', { name: 'Switch to dark theme' });
    await expect(icon.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
    const disabled = canvas.getByRole('button', { name: 'Nothing to copy' });
    await expect(disabled).toBeDisabled();
    await userEvent.tab();
    // The disabled one leaves the tab order: Tab reaches only the icon button.
    await expect(icon).toHaveFocus();
    await userEvent.tab();
    await expect(disabled).not.toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
