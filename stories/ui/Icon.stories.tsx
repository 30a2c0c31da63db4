import type { Meta, StoryObj } from '@storybook/react-vite';
import { Check, Copy, Lock, Search, Wrench } from 'lucide-react';
import { expect } from 'storybook/test';
import { Icon } from '../../src/ui/components/Icon';
import { SpriteIcon } from '../../src/ui/components/SpriteIcon';
import { Inline, Stack } from '../../src/ui/components/Layout';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  subcomponents: { SpriteIcon },
  args: { icon: Wrench, size: 20 },
  argTypes: {
    icon: { control: false },
    size: { control: 'inline-radio', options: [16, 20, 24, 32] },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  name: 'Decorative, hidden from assistive tech',
  render: (args) => (
    <Inline gap="xs">
      <Icon {...args} />
      <span>JSON formatter</span>
    </Inline>
  ),
  play: async ({ canvasElement, canvas }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('focusable', 'false');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Labelled: Story = {
  name: 'Labelled, read as an image',
  args: { icon: Lock, label: 'Runs locally' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Runs locally' });
    await expect(img).not.toHaveAttribute('aria-hidden');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="sm">
      <Inline gap="md" align="end">
        {([16, 20, 24, 32] as const).map((size) => (
          <Icon key={size} {...args} size={size} />
        ))}
      </Inline>
      <Inline gap="md">
        {Object.entries({ Copy, Check, Search, Lock }).map(([name, glyph]) => (
          <Icon key={name} icon={glyph} />
        ))}
      </Inline>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('svg')].slice(0, 4).map((svg) => svg.getBoundingClientRect().width);
    await expect(widths).toEqual([16, 20, 24, 32]);
  },
};
