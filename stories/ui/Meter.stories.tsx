import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Stack } from '../../src/ui/components/Layout';
import { Meter } from '../../src/ui/components/Meter';
import { MeterFill } from '../../src/ui/components/MeterFill';
import { meterTones } from '../../src/ui/components/Meter.css';

const meta = {
  title: 'UI/Meter',
  component: Meter,
  subcomponents: { MeterFill },
  args: { label: 'Storage used', value: 62 },
  argTypes: { tone: { control: 'inline-radio', options: meterTones } },
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fill is the only child of the track, the meter's last child. */
function fillOf(meter: HTMLElement) {
  return meter.lastElementChild?.firstElementChild as HTMLElement | null | undefined;
}

/** How much of the track shows the fill, in whole percent: what the eye sees, whatever moves it. */
function filledPercent(meter: HTMLElement) {
  const track = meter.lastElementChild!.getBoundingClientRect();
  const fill = fillOf(meter)!.getBoundingClientRect();
  return Math.round(((Math.min(fill.right, track.right) - track.left) / track.width) * 100);
}

export const Default: Story = {
  name: 'Percentage',
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Storage used' });
    await expect(meter).toHaveAttribute('aria-valuenow', '62');
    await expect(canvas.getByText('62%')).toBeVisible();
    await waitFor(() => expect(filledPercent(meter)).toBe(62));
  },
};

export const PasswordStrength: Story = {
  name: 'Password strength, auto tone',
  render: () => (
    <Stack gap="lg">
      <Meter label="Password strength" value={1} maxValue={4} valueLabel="Weak" />
      <Meter label="Password strength" value={2} maxValue={4} valueLabel="Fair" />
      <Meter label="Password strength" value={4} maxValue={4} valueLabel="Very strong" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const meters = canvas.getAllByRole('meter', { name: 'Password strength' });
    await expect(meters.map((m) => m.getAttribute('aria-valuetext'))).toEqual(['Weak', 'Fair', 'Very strong']);
    await waitFor(() => expect(meters.map(filledPercent)).toEqual([25, 50, 100]));
    // Auto tone: danger, warning, success fills look different.
    const colours = new Set(meters.map((m) => getComputedStyle(fillOf(m)!).backgroundColor));
    await expect(colours.size).toBe(3);
  },
};

export const CustomRange: Story = {
  name: 'Custom range and tone',
  args: { label: 'Files processed', value: 18, minValue: 0, maxValue: 24, tone: 'accent', valueLabel: '18 of 24' },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Files processed' });
    await expect(meter).toHaveAttribute('aria-valuetext', '18 of 24');
    await waitFor(() => expect(filledPercent(meter)).toBe(75));
  },
};

export const HiddenValue: Story = {
  name: 'Without value text',
  args: { showValueLabel: false, value: 30 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Storage used' })).toHaveAttribute('aria-valuenow', '30');
    await expect(canvas.queryByText('30%')).toBeNull();
  },
};
