import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import CommandPalette from '../../../src/site/layout/CommandPalette';
import { withSiteRouter } from '../support';

const meta = {
  title: 'Site/Layout/Command palette',
  component: CommandPalette,
  decorators: [withSiteRouter],
  args: { isOpen: true, onOpenChange: fn() },
  parameters: { visual: { page: true } },
} satisfies Meta<typeof CommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Open: Story = {
  name: 'Open: every tool, popular first',
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Open a Tool' });
    const field = within(dialog).getByRole('searchbox', { name: 'Search tools' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(within(dialog).getAllByRole('menuitem')).toHaveLength(12);
  },
};

export const FuzzyAndEnter: Story = {
  name: 'Typo-tolerant search; arrows and Enter open a tool',
  play: async ({ canvas, args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Open a Tool' });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'pasword gen');
    await waitFor(() => expect(within(dialog).getAllByRole('menuitem')[0]).toHaveTextContent('Password Generator'));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('location').textContent).toMatch(/^\/tools\/password-(generator|checker)$/));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const NoMatch: Story = {
  name: 'No match',
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Open a Tool' });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'zzzzqqqq');
    await expect(await within(dialog).findByText('No tools match “zzzzqqqq”.')).toBeVisible();
  },
};

export const EscapeCloses: Story = {
  name: 'Escape closes',
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Open a Tool' });
    await waitFor(() => expect(within(dialog).getByRole('searchbox')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};
