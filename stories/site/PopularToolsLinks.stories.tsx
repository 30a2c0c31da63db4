import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { PopularToolsLinks } from '../../src/site/sections/blog/PopularToolsLinks';
import { withSiteRouter } from './support';
import { blogMessages } from '../../src/site/sections/blog/i18n';

const meta = {
  title: 'Site/Blog/PopularToolsLinks',
  parameters: { messages: [blogMessages] },
  component: PopularToolsLinks,
  decorators: [withSiteRouter],
} satisfies Meta<typeof PopularToolsLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Popular Tools',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Popular Tools' })).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Password Generator', '/tools/password-generator'],
      ['QR Code Generator', '/tools/qr-generator'],
      ['JSON Formatter', '/tools/json-formatter'],
      ['Color Palette Generator', '/tools/color-picker'],
      ['Word Counter', '/tools/word-counter'],
    ]);
    await userEvent.click(canvas.getByRole('link', { name: 'JSON Formatter' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/tools/json-formatter'));
  },
};
