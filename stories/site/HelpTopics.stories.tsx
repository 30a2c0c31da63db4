import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { HelpTopics } from '../../src/site/sections/contact/HelpTopics';
import { withSiteRouter } from './support';
import { contactMessages } from '../../src/site/sections/contact/i18n';

const meta = {
  title: 'Site/Contact/HelpTopics',
  component: HelpTopics,
  parameters: { messages: [contactMessages] },
  decorators: [withSiteRouter],
} satisfies Meta<typeof HelpTopics>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Help Topics',
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Finding a Tool',
      'Embedding on Your Site',
      'Privacy and Your Data',
      'Guides and Tutorials',
    ]);
    await expect(canvas.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/tools', '/docs/api', '/privacy', '/blog/tutorials']);
    await userEvent.click(canvas.getByRole('link', { name: 'Read the embed docs' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/docs/api'));
  },
};
