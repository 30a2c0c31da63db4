import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../src/ui/components/Button';
import { LiveRegion, useAnnouncer } from '../../src/ui/components/LiveRegion';

const meta = {
  title: 'UI/LiveRegion',
  component: LiveRegion,
  args: { message: 'Saved' },
} satisfies Meta<typeof LiveRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VisuallyHidden: Story = {
  name: 'Visually hidden status',
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status');
    await expect(region).toHaveTextContent('Saved');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    const box = region.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
  },
};

function AnnouncerDemo() {
  const [message, announce] = useAnnouncer();
  return (
    <>
      <Button onPress={() => announce('Copied!')}>Announce</Button>
      <LiveRegion message={message} />
    </>
  );
}

export const RepeatedMessage: Story = {
  name: 'Same message announced again',
  render: () => <AnnouncerDemo />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status');
    await expect(region).toHaveTextContent('');
    const button = canvas.getByRole('button', { name: 'Announce' });
    await userEvent.click(button);
    await waitFor(() => expect(region).toHaveTextContent('Copied!'));
    await userEvent.click(button);
    await expect(region).toHaveTextContent('');
    await waitFor(() => expect(region).toHaveTextContent('Copied!'));
  },
};
