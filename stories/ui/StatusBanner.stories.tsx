import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../../src/ui/components/Layout';
import { StatusBanner } from '../../src/ui/components/StatusBanner';
import { statusTones } from '../../src/ui/components/StatusBanner.css';

const meta = {
  title: 'UI/StatusBanner',
  component: StatusBanner,
  args: { tone: 'info', children: 'Everything runs in your browser; nothing is uploaded.' },
  argTypes: { tone: { control: 'inline-radio', options: statusTones } },
} satisfies Meta<typeof StatusBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: { tone: 'success', title: 'Valid JSON', children: '42 keys, 3 levels deep.' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Valid JSON');
    await expect(status).toHaveTextContent('42 keys, 3 levels deep.');
  },
};

export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'error', title: 'Invalid JSON', children: 'Unexpected token } at line 4, column 12.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unexpected token } at line 4, column 12.');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('nothing is uploaded');
  },
};

export const Warning: Story = {
  args: { tone: 'warning', title: 'Large file', children: 'Formatting 48 MB may take a few seconds.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Large file');
  },
};

export const AllTones: Story = {
  name: 'All tones',
  render: (args) => (
    <Stack gap="sm">
      {statusTones.map((tone) => (
        <StatusBanner key={tone} {...args} tone={tone} title={`${tone[0]?.toUpperCase()}${tone.slice(1)}`}>
          {`A short ${tone} message.`}
        </StatusBanner>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};

export const LongMessage: Story = {
  name: 'Long message wrapping',
  args: {
    tone: 'warning',
    title: 'Some lines could not be decoded',
    children:
      'Lines 12, 48 and 301 contain byte sequences that are not valid UTF-8; they are shown as replacement characters. ' +
      'A very long token also wraps instead of overflowing: ' +
      'data:application/octet-stream;base64,SGVsbG8sIFRvb2xzaGVkISBUaGlzIGlzIGEgdmVyeSBsb25nIHRva2VuIHdpdGhvdXQgc3BhY2Vz',
    onDismiss: fn(),
  },
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Some lines could not be decoded');
    // Wrapping, not overflow: the banner never grows wider than the canvas.
    await expect(status.scrollWidth).toBeLessThanOrEqual(status.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Dismissible: Story = {
  args: { tone: 'success', title: 'Saved', children: 'Your settings are stored in this browser.', onDismiss: fn() },
  play: async ({ args, canvas }) => {
    const dismiss = canvas.getByRole('button', { name: 'Dismiss' });
    const box = dismiss.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await userEvent.click(dismiss);
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    // The button sits outside the live region so it isn't read out with the message.
    await expect(canvas.getByRole('status')).not.toHaveTextContent('Dismiss');
  },
};

export const DismissWithKeyboard: Story = {
  name: 'Dismiss with keyboard',
  args: { tone: 'error', title: 'Upload failed', children: 'The file is larger than 10 MB.', onDismiss: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
