import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlogPage } from '../../src/site/pages/BlogPage';
import { withSiteRouter } from './support';
import { blogMessages } from '../../src/site/sections/blog/i18n';

const meta = {
  title: 'Site/Pages/Blog',
  component: BlogPage,
  decorators: [withSiteRouter],
  parameters: { messages: [blogMessages], route: '/blog' },
} satisfies Meta<typeof BlogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardTitles = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('section[aria-labelledby="blog-articles"] article h3')).map((h) => h.textContent);

export const AllPosts: Story = {
  name: 'Blog page',
  play: async ({ canvas, canvasElement }) => {
    const outline = Array.from(canvasElement.querySelectorAll('h1, h2')).map((h) => `${h.tagName} ${h.textContent}`);
    await expect(outline).toEqual([
      'H1 Blog',
      'H2 Embed a Free Tool on Your Site With One Script Tag',
      'H2 Latest Articles',
      'H2 Categories',
      'H2 Article Types',
      'H2 Stay Updated',
      'H2 Popular Tools',
    ]);
    await waitFor(() => expect(document.title).toBe('Blog — Toolshed'));
    await expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://toolshed.dev/blog');
    // Featured post on top, four more in the grid, the fifth behind Load More.
    await expect(canvas.getByRole('link', { name: /^Read Full Article/ })).toBeVisible();
    await expect(cardTitles(canvasElement)).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Load More Articles' })).toBeVisible();
  },
};

export const LoadMore: Story = {
  name: 'Load More reveals the last post',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load More Articles' }));
    await expect(cardTitles(canvasElement)).toHaveLength(5);
    await expect(canvas.queryByRole('button', { name: 'Load More Articles' })).toBeNull();
    await expect(canvasElement.querySelectorAll('article h2, article h3')).toHaveLength(6);
  },
};

export const FilterByCategory: Story = {
  name: 'Filter by category',
  play: async ({ canvas, canvasElement }) => {
    const categories = within(canvas.getByRole('navigation', { name: 'Categories' }));
    await userEvent.click(categories.getByRole('link', { name: /^Security/ }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/blog?category=security'));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Security Articles' })).toBeVisible();
    await expect(cardTitles(canvasElement)).toEqual(['Strong Passwords: Length Beats Cleverness']);
    // The featured post and Load More belong to the unfiltered view.
    await expect(canvas.queryByRole('link', { name: /^Read Full Article/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Load More Articles' })).toBeNull();
    await expect(categories.getByRole('link', { name: /^Security/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Show all articles' }));
    await waitFor(() => expect(canvas.getByTestId('location').textContent).toBe('/blog'));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Latest Articles' })).toBeVisible();
  },
};

export const StartFiltered: Story = {
  name: 'Opened at ?category=design',
  parameters: { route: '/blog?category=design' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Design Articles' })).toBeVisible();
    await expect(cardTitles(canvasElement)).toEqual(['Build a Color Palette That Passes Contrast Checks']);
    await expect(canvas.getByText('Showing 1 article')).toBeVisible();
  },
};

export const UnknownCategory: Story = {
  name: 'Unknown category shows everything',
  parameters: { route: '/blog?category=gardening' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Latest Articles' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^All/ })).toHaveAttribute('aria-current', 'page');
  },
};

export const ReadFeatured: Story = {
  name: 'Read Full Article opens the featured post',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: /^Read Full Article/ }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/blog/embed-tools-on-your-site'));
  },
};
