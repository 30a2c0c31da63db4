import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TECHNOLOGIES, TechBadges } from '../../src/site/sections/about/TechBadges';
import { aboutMessages } from '../../src/site/sections/about/i18n';

const meta = {
  title: 'Site/About/TechBadges',
  parameters: { messages: [aboutMessages] },
  component: TechBadges,
} satisfies Meta<typeof TechBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Technology badges',
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Technologies' });
    await expect(Array.from(list.children).map((li) => li.textContent)).toEqual([...TECHNOLOGIES]);
  },
};
