import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WhyChoose } from '../../src/site/sections/home/WhyChoose';
import { homeMessages } from '../../src/site/sections/home/i18n';

const meta = {
  title: 'Site/Home/Why Choose',
  parameters: { messages: [homeMessages] },
  component: WhyChoose,
} satisfies Meta<typeof WhyChoose>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Four reasons',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Why Choose Toolshed?' })).toBeVisible();
    const reasons = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(reasons).toEqual(['Lightning Fast', 'Works Everywhere', 'Always Free', 'Privacy First']);
    await expect(canvas.getByText(/never uploaded or stored/)).toBeVisible();
  },
};
