import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AboutPage } from '../../src/site/pages/AboutPage';
import { withSiteRouter } from './support';

const meta = {
  title: 'Site/Pages/About',
  component: AboutPage,
  decorators: [withSiteRouter],
  parameters: { route: '/about' },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'About page',
  play: async ({ canvasElement }) => {
    const outline = Array.from(canvasElement.querySelectorAll('h1, h2')).map((h) => `${h.tagName} ${h.textContent}`);
    await expect(outline).toEqual([
      'H1 About Toolshed',
      'H2 Our mission',
      'H2 Toolshed in numbers',
      'H2 Our principles',
      'H2 What we value',
      'H2 The team',
      'H2 Built with',
      'H2 Try Toolshed today',
    ]);
    await expect(canvasElement.querySelectorAll('h3')).toHaveLength(4 + 4 + 3);
    await waitFor(() => expect(document.title).toBe('About — Toolshed'));
    await expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://toolshed.dev/about');
  },
};
