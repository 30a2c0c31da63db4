import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BreakableNumber } from '../../src/ui/components/BreakableNumber';
import { narrow } from '../narrow';

const meta = {
  title: 'UI/BreakableNumber',
  component: BreakableNumber,
  args: { value: '1000000000000000000000.000621371192237' },
  decorators: [narrow],
} satisfies Meta<typeof BreakableNumber>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In a 20rem column the number wraps between groups of three digits; the text is unchanged. */
export const LongNumber: Story = {
  render: (args) => (
    <p>
      <BreakableNumber {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p')!;
    await expect(paragraph.textContent).toBe('1000000000000000000000.000621371192237');
    await expect(paragraph.querySelectorAll('wbr').length).toBe(11);
    await expect(paragraph.scrollWidth).toBeLessThanOrEqual(paragraph.clientWidth);
  },
};

/** An exponent moves to the next line as a whole. */
export const Exponent: Story = {
  args: { value: '6.21371192237334e-13' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('6.21371192237334e-13');
  },
};
