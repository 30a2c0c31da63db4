import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor } from 'storybook/test';
import { StatCounters } from '../../src/site/sections/home/StatCounters';
import { homeMessages } from '../../src/site/sections/home/i18n';

const meta = {
  title: 'Site/Home/Stat Counters',
  parameters: { messages: [homeMessages] },
  component: StatCounters,
} satisfies Meta<typeof StatCounters>;

export default meta;
type Story = StoryObj<typeof meta>;

const digits = (root: HTMLElement) => Array.from(root.querySelectorAll('[data-testid="counter-digits"]')).map((el) => el.textContent);

export const ReducedMotion: Story = {
  name: 'Final values (reduced motion)',
  // The test-runner's browser prefers reduced motion: the figures never animate.
  play: async ({ canvas, canvasElement }) => {
    await expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    await expect(digits(canvasElement)).toEqual(['50+', '10,000+', '150+']);
    // Still final after the 500 ms delay would have passed.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(digits(canvasElement)).toEqual(['50+', '10,000+', '150+']);
    // Assistive tech reads a term and its final value, never the moving digits.
    const terms = canvas.getAllByRole('term').map((el) => el.textContent);
    await expect(terms).toEqual(['Free tools', 'Happy users', 'Countries']);
    const definitions = canvas.getAllByRole('definition');
    await expect(definitions.map((el) => el.querySelector('span:not([aria-hidden])')?.textContent)).toEqual(['50+', '10,000+', '150+']);
  },
};

export const CountingUp: Story = {
  name: 'Counts up from 0 when motion is allowed',
  // Pretend the visitor has no reduced-motion preference, before the component mounts.
  beforeEach: () => {
    const original = window.matchMedia.bind(window);
    const spy = spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      query.includes('prefers-reduced-motion') ? { ...original(query), matches: false } : original(query),
    );
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement }) => {
    // On screen, so it restarts from 0, waits 500 ms and then counts for about 2 s.
    await waitFor(() => expect(digits(canvasElement)).toEqual(['0+', '0+', '0+']));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const midway = digits(canvasElement).map((d) => Number(d?.replace(/\D/g, '')));
    await expect(midway[1]).toBeGreaterThan(0);
    await expect(midway[1]).toBeLessThan(10000);
    await waitFor(() => expect(digits(canvasElement)).toEqual(['50+', '10,000+', '150+']), { timeout: 3000 });
  },
};
