import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PRINCIPLES, VALUES, ValueGrid } from '../../src/site/sections/about/ValueGrid';
import { aboutMessages } from '../../src/site/sections/about/i18n';

const meta = {
  title: 'Site/About/ValueGrid',
  parameters: { messages: [aboutMessages] },
  component: ValueGrid,
  args: { items: PRINCIPLES },
} satisfies Meta<typeof ValueGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Principles: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Privacy First',
      'Free, Without Catches',
      'Fast and Light',
      'Accessible to Everyone',
    ]);
  },
};

export const Values: Story = {
  args: { items: VALUES },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Honesty',
      'Craft',
      'Respect for Your Attention',
      'Open Standards',
    ]);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};
