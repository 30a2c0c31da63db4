import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatGrid } from '../../src/ui/components/StatGrid';

const meta = {
  title: 'UI/StatGrid',
  component: StatGrid,
  args: {
    stats: [
      { label: 'Characters', value: '1,204' },
      { label: 'Words', value: 213 },
      { label: 'Sentences', value: 14 },
      { label: 'Reading time', value: '1 min' },
    ],
  },
  argTypes: {
    columns: { control: 'inline-radio', options: [2, 3] },
    size: { control: 'inline-radio', options: ['md', 'lg'] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StatGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each figure is the definition of its label, so it is read as "Words, 213". */
const tileValue = (root: HTMLElement, label: string) => {
  const term = within(root).getByText(label, { selector: 'dt' });
  return term.nextElementSibling;
};

export const TwoColumns: Story = {
  name: 'Two columns',
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl');
    await expect(list?.children).toHaveLength(4);
    await expect(tileValue(canvasElement, 'Words')).toHaveTextContent('213');
    await expect(tileValue(canvasElement, 'Characters')).toHaveTextContent('1,204');
    // Two tiles share a row: the second starts level with the first, the third below it.
    const [first, second, third] = [...(list?.children ?? [])].map((tile) => tile.getBoundingClientRect());
    await expect(Math.round(second!.top)).toBe(Math.round(first!.top));
    await expect(third!.top).toBeGreaterThan(first!.bottom - 1);
  },
};

export const ThreeColumns: Story = {
  name: 'Three columns',
  args: {
    columns: 3,
    stats: [
      { label: 'Entropy (bits)', value: 104 },
      { label: 'Length', value: 16 },
      { label: 'Character pool', value: 90 },
    ],
  },
  play: async ({ canvasElement }) => {
    const tiles = [...(canvasElement.querySelector('dl')?.children ?? [])].map((tile) => tile.getBoundingClientRect());
    await expect(new Set(tiles.map((tile) => Math.round(tile.top))).size).toBe(1);
    await expect(tileValue(canvasElement, 'Entropy (bits)')).toHaveTextContent('104');
  },
};

export const Large: Story = {
  name: 'Large figures',
  args: { size: 'lg' },
  play: async ({ canvasElement }) => {
    const value = tileValue(canvasElement, 'Words') as HTMLElement;
    const label = canvasElement.querySelector('dt') as HTMLElement;
    // The figure is drawn above its label and larger than it.
    await expect(value.getBoundingClientRect().top).toBeLessThan(label.getBoundingClientRect().top);
    await expect(parseFloat(getComputedStyle(value).fontSize)).toBeGreaterThan(parseFloat(getComputedStyle(label).fontSize));
  },
};

export const LongValue: Story = {
  name: 'Long value wraps',
  args: {
    columns: 3,
    stats: [
      { label: 'Hash', value: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' },
      { label: 'Length', value: 64 },
      { label: 'Bits', value: 256 },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl') as HTMLElement;
    const value = tileValue(canvasElement, 'Hash') as HTMLElement;
    // A long unbroken value wraps inside its tile instead of widening the grid.
    await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth + 1);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
  },
};
