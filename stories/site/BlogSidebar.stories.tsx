import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlogSidebar } from '../../src/site/sections/blog/BlogSidebar';
import { withSiteRouter } from './support';
import { blogMessages } from '../../src/site/sections/blog/i18n';

const meta = {
  title: 'Site/Blog/BlogSidebar',
  parameters: { messages: [blogMessages] },
  component: BlogSidebar,
  decorators: [withSiteRouter],
  args: { activeCategory: 'all' },
} satisfies Meta<typeof BlogSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Sidebar',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Blog sidebar' })).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual(['Categories', 'Article Types', 'Stay Updated', 'Popular Tools']);
  },
};
