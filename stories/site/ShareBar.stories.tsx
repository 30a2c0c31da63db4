import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { ShareBar } from '../../src/site/share/ShareBar';
import { toolFrameMessages } from '../../src/site/share/i18n';

const meta = {
  title: 'Site/ShareBar',
  parameters: { messages: [toolFrameMessages] },
  component: ShareBar,
  args: {
    getLink: fn(() => 'https://toolshed.dev/tools/unit-converter?value=0.7'),
    onPrivateChange: fn(),
    isPrivate: false,
    tooLarge: [],
  },
  // Headless Chromium denies clipboard access: record the write instead.
  beforeEach: () => {
    spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  },
} satisfies Meta<typeof ShareBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shareable: Story = {
  name: 'Shareable inputs, link copied',
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText(/link/, { selector: 'p' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Share Link' }));
    await expect(args.getLink).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Link Copied' })).toBeVisible());
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('https://toolshed.dev/tools/unit-converter?value=0.7');
    // The confirmation reverts after a moment (screenshot the settled state).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Share Link' })).toBeVisible(), { timeout: 4000 });
  },
};

export const MarkPrivate: Story = {
  name: 'Marking the inputs private (keyboard)',
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Keep my inputs out of the link' });
    await expect(toggle).not.toBeChecked();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPrivateChange).toHaveBeenCalledWith(true);
  },
};

export const Private: Story = {
  name: 'Private',
  args: { isPrivate: true, tooLarge: ['initial-text'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Keep my inputs out of the link' })).toBeChecked();
    await expect(canvas.getByText('Private: the address and the link keep none of your inputs.')).toHaveAttribute('role', 'status');
  },
};

export const TooLargeAndNote: Story = {
  name: 'Large text left out, and the tool\'s note',
  args: { tooLarge: ['initial-text'], linkNote: 'Your HMAC key and files are never put in a link.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('The link leaves out your text: over 2 kB is too large for a link. Your HMAC key and files are never put in a link.'),
    ).toHaveAttribute('role', 'status');
    await userEvent.click(canvas.getByRole('button', { name: 'Share Link' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Link Copied' })).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Share Link' })).toBeVisible(), { timeout: 4000 });
  },
};

export const TwoLargeInputs: Story = {
  name: 'Two large inputs left out',
  args: { tooLarge: ['original', 'modified'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The link leaves out your original text and modified text: over 2 kB is too large for a link.')).toHaveAttribute('role', 'status');
  },
};
