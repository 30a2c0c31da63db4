import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor } from 'storybook/test';
import { Header } from '../../../src/site/layout/Header';
import { withSiteRouter } from '../support';

const meta = {
  title: 'Site/Layout/Header',
  component: Header,
  decorators: [withSiteRouter],
  args: { sidebarOpen: false, onToggleSidebar: fn(), onOpenPalette: fn() },
  parameters: { route: '/tools/json-formatter' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const navLink = (canvasElement: HTMLElement, name: string) =>
  [...canvasElement.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Main"] a')].find((a) => a.textContent === name)!;

export const OnAToolPage: Story = {
  name: 'On a tool page: Tools is current',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Toolshed home' })).toHaveAttribute('href', '/');
    await expect(navLink(canvasElement, 'Tools')).toHaveAttribute('aria-current', 'page');
    // Home is current only on "/" itself, never by prefix.
    await expect(navLink(canvasElement, 'Home')).not.toHaveAttribute('aria-current');
    for (const [name, href] of [['Home', '/'], ['Tools', '/tools'], ['Blog', '/blog'], ['About', '/about'], ['Contact', '/contact']]) {
      await expect(navLink(canvasElement, name!)).toHaveAttribute('href', href);
    }
  },
};

export const OnHome: Story = {
  name: 'On the home page: Home is current',
  parameters: { route: '/' },
  play: async ({ canvasElement }) => {
    await expect(navLink(canvasElement, 'Home')).toHaveAttribute('aria-current', 'page');
    await expect(navLink(canvasElement, 'Tools')).not.toHaveAttribute('aria-current');
  },
};

export const BlogPostCurrent: Story = {
  name: 'On a blog post: Blog is current (prefix match)',
  parameters: { route: '/blog/strong-passwords' },
  play: async ({ canvasElement }) => {
    await expect(navLink(canvasElement, 'Blog')).toHaveAttribute('aria-current', 'page');
  },
};

export const SearchSubmits: Story = {
  name: 'Search expands and submits to /tools?search=',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search tools' }));
    const field = canvas.getByRole('searchbox', { name: 'Search tools' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('placeholder', 'Search tools...');
    await userEvent.type(field, ' hash & hmac {Enter}');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/tools?search=hash%20%26%20hmac'));
    // After a search the field folds back into the icon.
    await expect(canvas.getByRole('button', { name: 'Search tools' })).toBeVisible();
  },
};

export const SearchWhitespaceIgnored: Story = {
  name: 'Search: whitespace-only is ignored',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search tools' }));
    const field = canvas.getByRole('searchbox', { name: 'Search tools' });
    await userEvent.type(field, '   {Enter}');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.getByTestId('location').textContent).toBe('/tools/json-formatter');
  },
};

export const SearchCollapsesOnlyWhenEmpty: Story = {
  name: 'Search collapses on blur only when empty',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search tools' }));
    const field = canvas.getByRole('searchbox', { name: 'Search tools' });
    await userEvent.type(field, 'qr');
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('qr');
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search tools' }));
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByRole('searchbox')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Search tools' })).toBeVisible();
  },
};

export const MenuAndPaletteButtons: Story = {
  name: 'Menu, quick-open and theme buttons',
  play: async ({ canvas, canvasElement, args }) => {
    // The menu button shows below 64rem only (the sidebar is always there above); this
    // 1024px canvas hides it, so press it the way assistive tech would.
    const menu = canvasElement.querySelector<HTMLButtonElement>('button[aria-expanded]')!;
    await expect(menu).toHaveAttribute('aria-label', 'Open navigation');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(menu);
    await expect(args.onToggleSidebar).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: /^Quick Open a Tool \(\s*Ctrl K\s*\)$/ }));
    await expect(args.onOpenPalette).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeVisible();
  },
};

export const SidebarOpen: Story = {
  name: 'Sidebar open: menu button becomes Close',
  args: { sidebarOpen: true },
  play: async ({ canvasElement }) => {
    const menu = canvasElement.querySelector('button[aria-expanded]');
    await expect(menu).toHaveAttribute('aria-label', 'Close navigation');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  },
};
