import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlogTypePage } from '../../src/site/pages/BlogTypePage';
import { withSiteRouter } from './support';
import { blogMessages } from '../../src/site/sections/blog/i18n';

const meta = {
  title: 'Site/Pages/Blog Type',
  component: BlogTypePage,
  decorators: [withSiteRouter],
  parameters: { messages: [blogMessages], route: '/blog/tutorials' },
} satisfies Meta<typeof BlogTypePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = (root: HTMLElement) => Array.from(root.querySelectorAll('article h3')).map((h) => h.textContent);

export const Tutorials: Story = {
  name: '/blog/tutorials',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Tutorials');
    await expect(titles(canvasElement)).toEqual([
      'Embed a Free Tool on Your Site With One Script Tag',
      'Debugging JSON: Read the Error, Then Fix the Usual Suspects',
    ]);
    await expect(canvas.queryByRole('button', { name: 'Load More Articles' })).toBeNull();
    const types = within(canvas.getByRole('navigation', { name: 'Article Types' }));
    await expect(types.getByRole('link', { name: /^Tutorials/ })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Tutorials from the blog — Toolshed'));
  },
};

export const Tips: Story = {
  name: '/blog/tips',
  parameters: { route: '/blog/tips' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Tips');
    await expect(titles(canvasElement)).toEqual(['Build a Color Palette That Passes Contrast Checks', 'Strong Passwords: Length Beats Cleverness']);
  },
};

export const CaseStudies: Story = {
  name: '/blog/case-studies',
  parameters: { route: '/blog/case-studies' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Case Studies');
    await expect(titles(canvasElement)).toEqual([
      'Case Study: Rewriting a Product Page for Readers and Search',
      'Case Study: Three QR Codes for a Small Café',
    ]);
    // Switching listing from the sidebar.
    await userEvent.click(within(canvas.getByRole('navigation', { name: 'Article Types' })).getByRole('link', { name: /^Tips/ }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/blog/tips'));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Tips');
  },
};
