import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck, Sparkles } from 'lucide-react';
import { expect } from 'storybook/test';
import { Badge } from '../../src/ui/components/Badge';
import { badgeTones } from '../../src/ui/components/Badge.css';
import { Inline } from '../../src/ui/components/Layout';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Beta' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Beta')).toBeVisible();
  },
};

export const AllTones: Story = {
  name: 'All tones',
  render: (args) => (
    <Inline gap="xs">
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const tone of badgeTones) await expect(canvas.getByText(tone)).toBeVisible();
  },
};

export const WithIcon: Story = {
  name: 'With icon',
  render: () => (
    <Inline gap="xs">
      <Badge tone="accent" icon={Sparkles}>
        New
      </Badge>
      <Badge tone="success" icon={CircleCheck}>
        Valid JSON
      </Badge>
    </Inline>
  ),
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('Valid JSON')).toBeVisible();
    // Icons are decorative; the text carries the meaning.
    for (const svg of canvasElement.querySelectorAll('svg')) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};
