import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlogPostPage } from '../../src/site/pages/BlogPostPage';
import { posts } from '../../src/site/content/blog';
import { loadPostBody } from '../../src/site/content/post-bodies';
import { withSiteRouter } from './support';
import { blogMessages } from '../../src/site/sections/blog/i18n';

const meta = {
  title: 'Site/Pages/Blog Post',
  component: BlogPostPage,
  decorators: [withSiteRouter],
  parameters: { messages: [blogMessages], route: '/blog/strong-passwords-length-beats-cleverness', routePath: '/blog/:slug' },
  // The post's body is a chunk of its own, loaded first as the site's route preloads it.
  loaders: [
    async ({ parameters }) => {
      await loadPostBody(String(parameters.route).slice('/blog/'.length));
    },
  ],
} satisfies Meta<typeof BlogPostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Post: Story = {
  name: 'A post in full',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Strong Passwords: Length Beats Cleverness');
    await expect(canvasElement.querySelectorAll('h1')).toHaveLength(1);
    await waitForTitle('Strong Passwords: Length Beats Cleverness — Toolshed');
    await expect(document.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://toolshed.dev/blog/strong-passwords-length-beats-cleverness',
    );
    await expect(canvas.getByText('By The Toolshed team')).toBeVisible();
    await expect(canvas.getByText('February 6, 2024')).toBeVisible();
    const breadcrumb = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(breadcrumb.getByRole('link', { name: 'Tips' })).toHaveAttribute('href', '/blog/tips');
    // Body headings are h2 under the title; then the tools used and more posts.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Length Does the Heavy Lifting' })).toBeVisible();
    const tools = within(canvas.getByRole('region', { name: 'Tools in This Article' }));
    await expect(tools.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/tools/password-generator',
      '/tools/password-checker',
      '/tools/secure-notes',
    ]);
    const more = within(canvas.getByRole('region', { name: 'Keep Reading' }));
    await expect(more.getAllByRole('article')).toHaveLength(2);
    await expect(more.getByRole('link', { name: 'Build a Color Palette That Passes Contrast Checks' })).toBeVisible();
  },
};

async function waitForTitle(title: string) {
  for (let i = 0; i < 20 && document.title !== title; i += 1) await new Promise((r) => setTimeout(r, 50));
  await expect(document.title).toBe(title);
}

export const CaseStudy: Story = {
  name: 'A case study',
  parameters: { route: '/blog/qr-codes-for-a-small-cafe' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Case Study: Three QR Codes for a Small Café');
    await expect(canvas.getByRole('region', { name: 'Wi-Fi QR content (plain text)' })).toHaveTextContent('WIFI:T:WPA;S:CafeGuest;P:flat-white-2024;;');
  },
};

export const NotFound: Story = {
  name: 'Unknown slug',
  parameters: { route: '/blog/no-such-article' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Article Not Found');
    await waitForTitle('Article Not Found — Toolshed');
    await expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // Every post is one click away, plus the blog and the tools.
    for (const post of posts) await expect(canvas.getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.slug}`);
    await expect(canvas.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog');
    await expect(canvas.getByRole('link', { name: 'Browse the tools' })).toHaveAttribute('href', '/tools');
  },
};
