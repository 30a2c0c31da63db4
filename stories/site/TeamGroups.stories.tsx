import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TeamGroups } from '../../src/site/sections/about/TeamGroups';
import { aboutMessages } from '../../src/site/sections/about/i18n';

const meta = {
  title: 'Site/About/TeamGroups',
  parameters: { messages: [aboutMessages] },
  component: TeamGroups,
} satisfies Meta<typeof TeamGroups>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Three team groups',
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Tool Builders',
      'Design and Accessibility',
      'Support and Community',
    ]);
  },
};
