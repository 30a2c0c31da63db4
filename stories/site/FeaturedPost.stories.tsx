import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { featuredPost, posts } from '../../src/site/content/blog';
import { FeaturedPost } from '../../src/site/sections/blog/FeaturedPost';
import { withSiteRouter } from './support';
import { blogMessages } from '../../src/site/sections/blog/i18n';

const meta = {
  title: 'Site/Blog/FeaturedPost',
  parameters: { messages: [blogMessages] },
  component: FeaturedPost,
  decorators: [withSiteRouter],
  args: { post: featuredPost(posts)! },
} satisfies Meta<typeof FeaturedPost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Featured post',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Embed a Free Tool on Your Site With One Script Tag');
    await expect(canvas.getByText('Featured')).toBeVisible();
    await expect(canvas.getByRole('article', { name: args.post.title })).toBeVisible();
    // The visible label starts the accessible name; the title completes it out of context.
    const read = canvas.getByRole('link', { name: `Read Full Article: ${args.post.title}` });
    await expect(read).toHaveTextContent(/^Read Full Article/);
    await expect(read).toHaveAttribute('href', '/blog/embed-tools-on-your-site');
  },
};

export const ReadFullArticle: Story = {
  name: 'Read Full Article opens the post',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: /^Read Full Article/ }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/blog/embed-tools-on-your-site'));
  },
};
