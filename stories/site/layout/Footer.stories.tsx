import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from '../../../src/site/layout/Footer';
import { NewsletterSignup } from '../../../src/site/sections/NewsletterSignup';
import { withSiteRouter } from '../support';

const meta = {
  title: 'Site/Layout/Footer',
  component: Footer,
  decorators: [withSiteRouter],
  args: { year: 2026, newsletter: <NewsletterSignup variant="footer" headingLevel={2} /> },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const categories = within(canvas.getByRole('navigation', { name: 'Footer: Categories' }));
    await expect(categories.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/tools?category=productivity',
      '/tools?category=design',
      '/tools?category=developer',
      '/tools?category=seo',
      '/tools?category=security',
    ]);
    for (const column of ['Tools', 'Resources', 'Company']) {
      await expect(canvas.getByRole('navigation', { name: `Footer: ${column}` })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap.xml');
    await expect(canvas.getByRole('link', { name: 'Design System' })).toHaveAttribute('href', '/storybook/');
    await expect(canvas.getByRole('link', { name: 'Toolshed source code on GitHub' })).toHaveAttribute('href', expect.stringContaining('https://github.com/'));
    await expect(canvas.getByRole('link', { name: /^Email / })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    await expect(canvas.getByText('© 2026 Toolshed. All rights reserved.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Stay Updated' })).toBeVisible();
    const promises = within(canvas.getByRole('list', { name: 'Promises' }));
    await expect(promises.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['50+ Tools', 'Always Free', 'Privacy First']);
  },
};

export const CurrentYear: Story = {
  name: 'Copyright shows the current year by default',
  args: { year: undefined },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`© ${new Date().getFullYear()} Toolshed. All rights reserved.`)).toBeVisible();
  },
};
