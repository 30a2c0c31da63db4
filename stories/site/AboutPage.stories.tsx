import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AboutPage } from '../../src/site/pages/AboutPage';
import { withSiteRouter } from './support';
import { aboutMessages } from '../../src/site/sections/about/i18n';

const meta = {
  title: 'Site/Pages/About',
  component: AboutPage,
  decorators: [withSiteRouter],
  parameters: { messages: [aboutMessages], route: '/about' },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'About page',
  play: async ({ canvasElement }) => {
    const outline = Array.from(canvasElement.querySelectorAll('h1, h2')).map((h) => `${h.tagName} ${h.textContent}`);
    await expect(outline).toEqual([
      'H1 About Toolshed',
      'H2 Our Mission',
      'H2 Toolshed in Numbers',
      'H2 Our Principles',
      'H2 What We Value',
      'H2 The Team',
      'H2 Built With',
      'H2 Try Toolshed Today',
    ]);
    await expect(canvasElement.querySelectorAll('h3')).toHaveLength(4 + 4 + 3);
    await waitFor(() => expect(document.title).toBe('About — Toolshed'));
    await expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://toolshed.dev/about');
  },
};
