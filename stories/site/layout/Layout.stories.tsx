import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, useRoutes } from '../../../src/site/router/router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Layout } from '../../../src/site/Layout';

const shellRoutes = [{ element: <Layout />, children: [{ path: '*', element: <h1>Page Content</h1> }] }];

function ShellRoutes() {
  return useRoutes(shellRoutes);
}

function Shell({ route }: { route: string }) {
  return (
    <MemoryRouter location={route}>
      <ShellRoutes />
    </MemoryRouter>
  );
}

const meta = {
  title: 'Site/Layout/Page frame',
  component: Shell,
  args: { route: '/tools/json-formatter' },
  parameters: { visual: { page: true } },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Frame: Story = {
  name: 'Header, sidebar beside the content, footer',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Page Content');
    // The footer's code loads after the page is live (DeferredFooter): allow a busy machine time.
    await expect(await canvas.findByRole('contentinfo', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  },
};

export const SkipLink: Story = {
  name: 'Skip link is the first Tab stop',
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  },
};

export const CtrlKOpensPalette: Story = {
  name: 'Ctrl+K opens the command palette',
  play: async ({ canvas }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await body().findByRole('dialog', { name: 'Open a Tool' }, { timeout: 5000 });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'qr');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'QR Code Generator', current: 'page' })).toBeVisible();
  },
};
