import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AboutCallToAction } from '../../src/site/sections/about/AboutCallToAction';
import { withSiteRouter } from './support';
import { aboutMessages } from '../../src/site/sections/about/i18n';

const meta = {
  title: 'Site/About/AboutCallToAction',
  parameters: { messages: [aboutMessages] },
  component: AboutCallToAction,
  decorators: [withSiteRouter],
} satisfies Meta<typeof AboutCallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Call to action',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Try Toolshed Today' })).toBeVisible();
    await expect(canvas.getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Explore All Tools', '/tools'],
      ['Read Our Blog', '/blog'],
      ['Contact Us', '/contact'],
    ]);
    await userEvent.click(canvas.getByRole('link', { name: 'Read Our Blog' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/blog'));
  },
};
