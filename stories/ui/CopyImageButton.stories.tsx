import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../../src/ui/components/Button.css';
import { CopyImageButton, type CopyImageButtonProps } from '../../src/ui/components/CopyImageButton';

/** A 2 × 2 PNG drawn at press time, as a tool draws its result. */
const drawPng: CopyImageButtonProps['image'] = () => {
  const canvas = document.createElement('canvas');
  canvas.width = 2;
  canvas.height = 2;
  canvas.getContext('2d')!.fillRect(0, 0, 2, 2);
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
};

const meta = {
  title: 'UI/CopyImageButton',
  component: CopyImageButton,
  args: { image: drawPng, onCopied: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  // Headless Chromium denies clipboard access, so record writes instead of reading them back.
  beforeEach: () => {
    const write = spyOn(navigator.clipboard, 'write').mockResolvedValue(undefined);
    return () => write.mockRestore();
  },
} satisfies Meta<typeof CopyImageButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CopyImage: Story = {
  name: 'Copy image',
  // Both screenshots show "Copied!", however long they take on a loaded machine.
  parameters: { visual: { copiedTimer: 'held' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Image' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    const item = mocked(navigator.clipboard.write).mock.calls[0]?.[0][0];
    await expect(item?.types).toEqual(['image/png']);
    await expect((await item!.getType('image/png')).size).toBeGreaterThan(0);
    await expect(args.onCopied).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copied!'));
    // The confirmation's end after COPIED_MS is CopyButton's (the same useCopyFeedback), tested
    // in its Copy story.
  },
};

/** After a press that copies nothing: no clipboard write, no "Copied!", nothing announced. */
async function expectNothingCopied({ args, canvas }: Parameters<NonNullable<Story['play']>>[0]) {
  await expect(navigator.clipboard.write).not.toHaveBeenCalled();
  await expect(canvas.queryByRole('button', { name: 'Copied!' })).toBeNull();
  await expect(args.onCopied).not.toHaveBeenCalled();
  await expect(canvas.getByRole('status')).toHaveTextContent('');
}

export const NothingToCopy: Story = {
  name: 'Nothing to copy',
  args: { image: () => null },
  play: async (context) => {
    await userEvent.click(context.canvas.getByRole('button', { name: 'Copy Image' }));
    await expectNothingCopied(context);
  },
};

export const DrawingFails: Story = {
  name: 'Drawing fails',
  args: { image: () => Promise.reject(new Error('Encoding failed.')) },
  play: async (context) => {
    // Silenced so the expected error doesn't look like a real one in the test log.
    const consoleError = spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await userEvent.click(context.canvas.getByRole('button', { name: 'Copy Image' }));
      await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Failed to copy: ', new Error('Encoding failed.')));
      await expectNothingCopied(context);
    } finally {
      consoleError.mockRestore();
    }
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async (context) => {
    const button = context.canvas.getByRole('button', { name: 'Copy Image' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expectNothingCopied(context);
  },
};
