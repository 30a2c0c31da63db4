import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { getPost, posts } from '../../src/site/content/blog';
import { PostCard } from '../../src/site/sections/blog/PostCard';
import { withSiteRouter } from './support';
import { blogMessages } from '../../src/site/sections/blog/i18n';

const meta = {
  title: 'Site/Blog/PostCard',
  parameters: { messages: [blogMessages] },
  component: PostCard,
  decorators: [withSiteRouter],
  args: { post: getPost('debugging-json-errors')! },
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Tutorial card',
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: args.post.title });
    await expect(link).toHaveAttribute('href', '/blog/debugging-json-errors');
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(args.post.title);
    await expect(canvas.getByText('Development')).toBeVisible();
    await expect(canvas.getByText('Tutorial')).toBeVisible();
    await expect(canvas.getByText('March 19, 2024')).toHaveAttribute('datetime', '2024-03-19');
    await expect(canvas.getByText(`${args.post.readingMinutes} min read`)).toBeVisible();
    // The title link is the only link: one tab stop for the whole card.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const OpensPost: Story = {
  name: 'Clicking the card opens the post',
  args: { post: posts.find((p) => p.type === 'case-study')! },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: args.post.title }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(`/blog/${args.post.slug}`));
  },
};
