import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AboutStats } from '../../src/site/sections/about/AboutStats';
import { aboutMessages } from '../../src/site/sections/about/i18n';

const meta = {
  title: 'Site/About/AboutStats',
  parameters: { messages: [aboutMessages] },
  component: AboutStats,
} satisfies Meta<typeof AboutStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Stats',
  play: async ({ canvasElement }) => {
    const pairs = Array.from(canvasElement.querySelectorAll('dt')).map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    await expect(pairs).toEqual(['Free tools: 50+', 'Users: 100K+', 'Countries: 150+', 'Uptime: 99.9%']);
  },
};
