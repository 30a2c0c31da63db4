import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PrivacyPage } from '../../src/site/pages/PrivacyPage';
import { withSiteRouter } from './support';
import { legalMessages } from '../../src/site/sections/legal/i18n';

const meta = {
  title: 'Site/Pages/Privacy',
  component: PrivacyPage,
  decorators: [withSiteRouter],
  parameters: { messages: [legalMessages], route: '/privacy' },
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Privacy policy',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    await expect(canvas.getByText(/^Last updated/)).toHaveTextContent('Last updated January 15, 2024');
    await expect(canvasElement.querySelector('time')).toHaveAttribute('datetime', '2024-01-15');
    await expect(canvas.getByText(/not directed at children under 13/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'What Happens to What You Enter' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('h1')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Privacy Policy — Toolshed'));
  },
};
