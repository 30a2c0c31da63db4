import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QuickContact } from '../../src/site/sections/contact/QuickContact';
import { withSiteRouter } from './support';
import { contactMessages } from '../../src/site/sections/contact/i18n';

const meta = {
  title: 'Site/Contact/QuickContact',
  component: QuickContact,
  parameters: { messages: [contactMessages] },
  decorators: [withSiteRouter],
} satisfies Meta<typeof QuickContact>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Quick Contact',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Quick Contact' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'hello@toolshed.dev' })).toHaveAttribute('href', 'mailto:hello@toolshed.dev');
    await expect(canvas.getByText('We reply to every email within 24 hours.')).toBeVisible();
  },
};
