import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { TermsPage } from '../../src/site/pages/TermsPage';
import { withSiteRouter } from './support';
import { legalMessages } from '../../src/site/sections/legal/i18n';

const meta = {
  title: 'Site/Pages/Terms',
  component: TermsPage,
  decorators: [withSiteRouter],
  parameters: { messages: [legalMessages], route: '/terms' },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Terms of service',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of Service');
    await expect(canvas.getByText(/^Last updated/)).toHaveTextContent('Last updated January 15, 2024');
    await expect(canvas.getByText(/not directed at children under 13/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '8. Limitation of Liability' })).toBeVisible();
    await expect(canvas.getByText(/in the 12 months before the claim\. Because Toolshed is free, that amount is \$0\./)).toBeVisible();
    const headings = Array.from(canvasElement.querySelectorAll('h2')).map((h) => h.textContent ?? '');
    await expect(headings.map((h) => Number(h.split('.')[0]))).toEqual(headings.map((_, i) => i + 1));
    await waitFor(() => expect(document.title).toBe('Terms of Service — Toolshed'));
  },
};
