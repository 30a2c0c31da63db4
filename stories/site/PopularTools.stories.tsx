import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PopularTools } from '../../src/site/sections/home/PopularTools';
import { withSiteRouter } from './support';
import { homeMessages } from '../../src/site/sections/home/i18n';

const meta = {
  title: 'Site/Home/Popular Tools',
  parameters: { messages: [homeMessages] },
  component: PopularTools,
  decorators: [withSiteRouter],
} satisfies Meta<typeof PopularTools>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'The six spec cards',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Popular Tools' })).toBeVisible();
    const cards = canvas.getAllByRole('article');
    const summary = cards.map((card) => ({
      name: within(card).getByRole('heading', { level: 3 }).textContent,
      category: card.querySelector('h3 + p')?.textContent,
      popular: within(card).queryByText('Popular') !== null,
      href: within(card).getByRole('link').getAttribute('href'),
    }));
    await expect(summary).toEqual([
      { name: 'Advanced Calculator', category: 'Productivity', popular: true, href: '/tools/calculator' },
      { name: 'Color Palette Generator', category: 'Design', popular: true, href: '/tools/color-picker' },
      { name: 'JSON Formatter', category: 'Developer', popular: true, href: '/tools/json-formatter' },
      { name: 'Password Generator', category: 'Security', popular: false, href: '/tools/password-generator' },
      { name: 'Meta Tag Generator', category: 'SEO', popular: false, href: '/tools/meta-generator' },
      { name: 'QR Code Generator', category: 'Design', popular: true, href: '/tools/qr-generator' },
    ]);
    await expect(canvas.getByRole('link', { name: 'View all tools' })).toHaveAttribute('href', '/tools');
  },
};

export const OpenTool: Story = {
  name: 'Clicking a card opens the tool',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'QR Code Generator' }));
    await waitFor(() => expect(canvas.getByTestId('location').textContent).toBe('/tools/qr-generator'));
  },
};
