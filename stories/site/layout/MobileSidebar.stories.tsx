import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogue } from '../../../src/tools/catalogue';
import { SITE_LOCALES } from '../../../src/i18n/locales';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import MobileSidebar from '../../../src/site/layout/MobileSidebar';
import { Button } from '../../../src/ui/components/Button';
import { withSiteRouter } from '../support';

function Demo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button aria-expanded={open} onPress={() => setOpen(true)}>
        Open Navigation
      </Button>
      <MobileSidebar isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Site/Layout/Mobile sidebar',
  component: Demo,
  decorators: [withSiteRouter],
  parameters: { route: '/tools/qr-generator', visual: { page: true } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const OpenAndEscape: Story = {
  name: 'Opens as a panel; Escape closes and returns focus',
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open Navigation' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Navigation' });
    await expect(within(dialog).getByRole('link', { name: 'QR Code Generator' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OverlayCloses: Story = {
  name: 'A click on the overlay closes it',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open Navigation' }));
    const dialog = await body().findByRole('dialog', { name: 'Navigation' });
    // dialog → modal panel → overlay. The overlay's centre lies right of the 20rem panel.
    const overlay = dialog.parentElement!.parentElement!;
    await userEvent.click(overlay);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const Opened: Story = {
  name: 'Open (screenshot)',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open Navigation' }));
    const dialog = await body().findByRole('dialog', { name: 'Navigation' });
    // Four site links, every tool, and this page in each of the site's languages.
    await expect(within(dialog).getAllByRole('link')).toHaveLength(4 + catalogue.length + SITE_LOCALES.length);
    await expect(within(within(dialog).getByRole('navigation', { name: 'Language' })).getByRole('link', { name: 'Deutsch' })).toHaveAttribute('hreflang', 'de');
  },
};
