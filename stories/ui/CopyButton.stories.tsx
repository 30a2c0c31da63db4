import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../../src/ui/components/Button.css';
import { COPIED_MS } from '../../src/ui/clipboard';
import { CopyButton } from '../../src/ui/components/CopyButton';

const meta = {
  title: 'UI/CopyButton',
  component: CopyButton,
  args: { text: '{"name":"Toolshed","private":true}', onCopied: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  // Headless Chromium denies clipboard reads, so record writes instead of reading them back.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Copy: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(args.text);
    await expect(canvas.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(args.onCopied).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copied!'));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible(), { timeout: COPIED_MS + 1000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const Copied: Story = {
  name: 'Copied state',
  args: { variant: 'primary' },
  // Both screenshots show "Copied!", however long they take on a loaded machine.
  parameters: { visual: { copiedTimer: 'held' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(canvas.getByRole('button', { name: 'Copied!' })).toBeVisible();
  },
};

export const CopyTwice: Story = {
  name: 'Copy twice, announced twice',
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy' });
    await userEvent.click(button);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copied!'));
    await userEvent.click(button);
    // The region is blanked and refilled, which is what makes a screen reader speak it again.
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copied!'));
    await expect(args.onCopied).toHaveBeenCalledTimes(2);
    // End on the settled label so the screenshots never race the 2 s timer on a slow machine.
    await waitFor(() => expect(button).toHaveAccessibleName('Copy'), { timeout: COPIED_MS + 1000 });
  },
};

export const LatestValue: Story = {
  name: 'Copies the latest value',
  args: { text: () => `generated at press time`, label: 'Copy value' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy value' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('generated at press time');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy value' })).toBeVisible(), { timeout: COPIED_MS + 1000 });
  },
};

export const IconOnly: Story = {
  name: 'Icon only',
  args: { iconOnly: true, label: 'Copy hash', variant: 'ghost' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy hash' });
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await userEvent.click(button);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(args.text);
    await expect(button).toHaveAccessibleName('Copied!');
    await waitFor(() => expect(button).toHaveAccessibleName('Copy hash'), { timeout: COPIED_MS + 1000 });
  },
};

export const ClipboardFails: Story = {
  name: 'Clipboard fails',
  play: async ({ args, canvas }) => {
    const failure = new Error('Write permission denied.');
    spyOn(navigator.clipboard, 'writeText').mockRejectedValue(failure);
    // Silenced so the expected error doesn't look like a real one in the test log.
    const consoleError = spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
      await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Failed to copy: ', failure));
      await expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Copied!' })).toBeNull();
      await expect(args.onCopied).not.toHaveBeenCalled();
      await expect(canvas.getByRole('status')).toHaveTextContent('');
    } finally {
      consoleError.mockRestore();
    }
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(navigator.clipboard.writeText).not.toHaveBeenCalled();
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};
