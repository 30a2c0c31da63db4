import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { ShareBar } from '../../src/site/share/ShareBar';

const meta = {
  title: 'Site/ShareBar',
  component: ShareBar,
  args: {
    getLink: fn(() => 'https://toolshed.dev/tools/unit-converter?value=0.7'),
    onPrivateChange: fn(),
    isPrivate: false,
    tooLarge: [],
    secrets: [],
    canShare: true,
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
    await userEvent.click(canvas.getByRole('button', { name: 'Share link' }));
    await expect(args.getLink).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Link copied' })).toBeVisible());
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('https://toolshed.dev/tools/unit-converter?value=0.7');
    // The confirmation reverts after a moment (screenshot the settled state).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Share link' })).toBeVisible(), { timeout: 4000 });
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

export const TooLargeAndSecret: Story = {
  name: 'Large text and a secret left out',
  args: { tooLarge: ['initial-text'], secrets: ['hmac-key'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Left out of the link, over 2 kB: text. Never in a link (secret): hmac key.')).toHaveAttribute(
      'role',
      'status',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Share link' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Link copied, without the large text' })).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Share link' })).toBeVisible(), { timeout: 4000 });
  },
};

export const NothingShareable: Story = {
  name: 'Every input secret',
  args: { canShare: false, secrets: ['password'] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(
      canvas.getByText('This tool keeps everything you enter out of the link: it opens empty for whoever you share it with.'),
    ).toHaveAttribute('role', 'status');
  },
};
