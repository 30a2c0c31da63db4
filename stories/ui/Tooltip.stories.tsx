import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Download } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/components/Button';
import { Inline, Stack } from '../../src/ui/components/Layout';
import { Tooltip, tooltipPlacements } from '../../src/ui/components/Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Copy to clipboard',
    children: <Button icon={Copy} aria-label="Copy" />,
  },
  argTypes: { placement: { control: 'inline-radio', options: tooltipPlacements } },
  // Space above and beside the trigger so the tooltip has room in every placement.
  render: (args) => (
    <Stack gap="xxl">
      <p>Focus the button with Tab or hover it.</p>
      <Inline gap="sm" justify="center">
        <Tooltip {...args} />
      </Inline>
    </Stack>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardOpen: Story = {
  name: 'Open on keyboard focus',
  parameters: { visual: { page: true } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Copy' });
    await expect(trigger).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Copy to clipboard');
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
  },
};

export const EscapeCloses: Story = {
  name: 'Escape closes',
  play: async ({ canvas }) => {
    await userEvent.tab();
    await within(document.body).findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Copy' })).toHaveFocus();
  },
};

export const HoverBelow: Story = {
  name: 'Hover, placed below',
  args: {
    content: 'Downloads a .txt file; nothing leaves your browser.',
    placement: 'bottom',
    delay: 0,
    children: <Button icon={Download}>Download</Button>,
  },
  parameters: { visual: { page: true } },
  play: async ({ canvas }) => {
    // react-aria only opens on hover once it has seen the pointer move (not a keyboard user).
    await userEvent.hover(canvas.getByText(/Focus the button/));
    await userEvent.hover(canvas.getByRole('button', { name: 'Download' }));
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('nothing leaves your browser');
    await expect(tooltip).toHaveAttribute('data-placement', 'bottom');
  },
};
