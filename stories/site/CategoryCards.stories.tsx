import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CategoryCards } from '../../src/site/sections/home/CategoryCards';
import { withSiteRouter } from './support';
import { homeMessages } from '../../src/site/sections/home/i18n';

const meta = {
  title: 'Site/Home/Category Cards',
  parameters: { messages: [homeMessages] },
  component: CategoryCards,
  decorators: [withSiteRouter],
} satisfies Meta<typeof CategoryCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Five categories with the spec counts',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Browse by Category' })).toBeVisible();
    const cards = canvas.getAllByRole('article').map((card) => ({
      name: within(card).getByRole('link').textContent,
      href: within(card).getByRole('link').getAttribute('href'),
      count: within(card).getByText(/^\d+ tools$/).textContent,
    }));
    await expect(cards).toEqual([
      { name: 'Productivity Tools', href: '/tools?category=productivity', count: '12 tools' },
      { name: 'Design Tools', href: '/tools?category=design', count: '8 tools' },
      { name: 'Developer Tools', href: '/tools?category=developer', count: '15 tools' },
      { name: 'SEO Tools', href: '/tools?category=seo', count: '7 tools' },
      { name: 'Security Tools', href: '/tools?category=security', count: '6 tools' },
    ]);
  },
};

export const OpenCategory: Story = {
  name: 'Clicking a card opens the filtered catalogue',
  play: async ({ canvas }) => {
    // The link covers the card: the element under the pointer on the description is the link.
    const box = canvas.getByText('Meta and Open Graph tags, robots.txt, sitemaps and UTM links.').getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit).toBe(canvas.getByRole('link', { name: 'SEO Tools' }));
    await userEvent.click(hit!);
    await waitFor(() => expect(canvas.getByTestId('location').textContent).toBe('/tools?category=seo'));
  },
};
