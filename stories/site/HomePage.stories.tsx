import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { HomePage } from '../../src/site/pages/HomePage';
import { withSiteRouter } from './support';
import { homeMessages } from '../../src/site/sections/home/i18n';

const meta = {
  title: 'Site/Pages/Home',
  component: HomePage,
  decorators: [withSiteRouter],
  parameters: { messages: [homeMessages], route: '/' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Home page',
  play: async ({ canvas, canvasElement }) => {
    // One h1, then the sections' h2s in reading order, each followed by its cards' h3s.
    const outline = Array.from(canvasElement.querySelectorAll('h1, h2, h3')).map((h) => `${h.tagName} ${h.textContent}`);
    await expect(outline.filter((h) => h.startsWith('H1'))).toEqual(['H1 Everyday Tools That Run Right in Your Browser']);
    await expect(outline.filter((h) => h.startsWith('H2'))).toEqual([
      'H2 Popular Tools',
      'H2 Browse by Category',
      'H2 Why Choose Toolshed?',
      'H2 Ready to Get Something Done?',
    ]);
    await expect(outline[0]).toMatch(/^H1/);
    await expect(outline[1]).toBe('H2 Popular Tools');
    // Title and description for the page head (React hoists them out of the story root).
    await waitFor(() => expect(document.title).toBe('Toolshed — Free online tools that run in your browser'));
    await expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://toolshed.dev/');
    // Stat counters at their final values (the test browser prefers reduced motion).
    const digits = Array.from(canvasElement.querySelectorAll('[data-testid="counter-digits"]')).map((el) => el.textContent);
    await expect(digits).toEqual(['50+', '10,000+', '150+']);
    await expect(canvas.getAllByText('Popular', { exact: true })).toHaveLength(4);
  },
};

export const SearchFromHome: Story = {
  name: 'Hero search goes to the catalogue',
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tools' }), 'password{Enter}');
    await waitFor(() => expect(canvas.getByTestId('location').textContent).toBe('/tools?search=password'));
  },
};
