import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BlogCategories } from '../../src/site/sections/blog/BlogCategories';
import { withSiteRouter } from './support';
import { blogMessages } from '../../src/site/sections/blog/i18n';

const meta = {
  title: 'Site/Blog/BlogCategories',
  component: BlogCategories,
  decorators: [withSiteRouter],
  parameters: { messages: [blogMessages], route: '/blog' },
  args: { active: 'all' },
} satisfies Meta<typeof BlogCategories>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllActive: Story = {
  name: 'All selected, with counts',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Categories' })).toBeVisible();
    const names = canvas.getAllByRole('link').map((link) => link.textContent);
    // Visible count and the spoken "(N articles)" both live in the link.
    await expect(names).toEqual([
      'All6(6 articles)',
      'Productivity1(1 article)',
      'Security1(1 article)',
      'Design1(1 article)',
      'Development1(1 article)',
      'SEO1(1 article)',
      'Marketing1(1 article)',
    ]);
    await expect(canvas.getByRole('link', { name: /^All/ })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: /^Security/ })).toHaveAttribute('href', '/blog?category=security');
  },
};

export const SecurityActive: Story = {
  name: 'Security selected',
  args: { active: 'Security' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Security/ })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: /^All/ })).not.toHaveAttribute('aria-current');
  },
};

export const Filtering: Story = {
  name: 'Choosing a category writes ?category=',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: /^SEO/ }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/blog?category=seo'));
    await userEvent.click(canvas.getByRole('link', { name: /^All/ }));
    await waitFor(() => expect(canvas.getByTestId('location').textContent).toBe('/blog'));
  },
};
