import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BlogTypeLinks } from '../../src/site/sections/blog/BlogTypeLinks';
import { withSiteRouter } from './support';
import { blogMessages } from '../../src/site/sections/blog/i18n';

const meta = {
  title: 'Site/Blog/BlogTypeLinks',
  component: BlogTypeLinks,
  decorators: [withSiteRouter],
  parameters: { messages: [blogMessages], route: '/blog' },
} satisfies Meta<typeof BlogTypeLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Article Types',
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(['/blog/tutorials', '/blog/tips', '/blog/case-studies']);
    await expect(links.map((l) => l.textContent)).toEqual(['Tutorials2(2 articles)', 'Tips2(2 articles)', 'Case Studies2(2 articles)']);
    await expect(links.filter((l) => l.hasAttribute('aria-current'))).toHaveLength(0);
    await userEvent.click(canvas.getByRole('link', { name: /^Tips/ }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/blog/tips'));
  },
};

export const TipsActive: Story = {
  name: 'Tips is the current listing',
  args: { active: 'tip' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Tips/ })).toHaveAttribute('aria-current', 'page');
  },
};
