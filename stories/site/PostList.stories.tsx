import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { featuredPost, posts } from '../../src/site/content/blog';
import { PostList } from '../../src/site/sections/blog/PostList';
import { withSiteRouter } from './support';
import { blogMessages } from '../../src/site/sections/blog/i18n';

const rest = posts.filter((p) => p !== featuredPost(posts));

const meta = {
  title: 'Site/Blog/PostList',
  parameters: { messages: [blogMessages] },
  component: PostList,
  decorators: [withSiteRouter],
  args: { posts: rest },
} satisfies Meta<typeof PostList>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = (root: HTMLElement) => Array.from(root.querySelectorAll('article h3')).map((h) => h.textContent);

export const FirstPage: Story = {
  name: 'First page with Load More',
  play: async ({ canvas, canvasElement }) => {
    await expect(titles(canvasElement)).toEqual(rest.slice(0, 4).map((p) => p.title));
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 4 of 5 articles');
    await expect(canvas.getByRole('button', { name: 'Load More Articles' })).toBeVisible();
  },
};

export const LoadMore: Story = {
  name: 'Load More shows the rest, then hides',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load More Articles' }));
    await expect(titles(canvasElement)).toEqual(rest.map((p) => p.title));
    await expect(canvas.queryByRole('button', { name: 'Load More Articles' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing all 5 articles');
    // The button is gone, so focus moves to the first article it revealed.
    await expect(canvas.getByRole('link', { name: rest[4]!.title })).toHaveFocus();
  },
};

export const LoadMoreByKeyboard: Story = {
  name: 'Load More by keyboard, two at a time',
  args: { pageSize: 2 },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Load More Articles' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(titles(canvasElement)).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: rest[2]!.title })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 4 of 5 articles');
    canvas.getByRole('button', { name: 'Load More Articles' }).focus();
    await userEvent.keyboard(' ');
    await expect(titles(canvasElement)).toHaveLength(5);
    await expect(canvas.queryByRole('button', { name: 'Load More Articles' })).toBeNull();
  },
};

export const SinglePost: Story = {
  name: 'One post: no Load More',
  args: { posts: posts.filter((p) => p.category === 'Design') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 1 article');
    await expect(canvas.queryByRole('button', { name: 'Load More Articles' })).toBeNull();
  },
};

export const Empty: Story = {
  name: 'No posts',
  args: { posts: [], emptyText: 'No articles in this category yet.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No articles in this category yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
