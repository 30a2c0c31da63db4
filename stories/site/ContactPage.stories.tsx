import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ContactPage } from '../../src/site/pages/ContactPage';
import { withSiteRouter } from './support';
import { contactMessages } from '../../src/site/sections/contact/i18n';

const meta = {
  title: 'Site/Pages/Contact',
  component: ContactPage,
  decorators: [withSiteRouter],
  parameters: { messages: [contactMessages], route: '/contact' },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Contact page',
  play: async ({ canvas, canvasElement }) => {
    const outline = Array.from(canvasElement.querySelectorAll('h1, h2')).map((h) => `${h.tagName} ${h.textContent}`);
    await expect(outline).toEqual([
      'H1 Contact Us',
      'H2 Send Us a Message',
      'H2 Quick Contact',
      'H2 Help Topics',
      'H2 Frequently Asked Questions',
    ]);
    // The page is honest that nothing is sent, and offers the address.
    await expect(canvas.getByText('Messages are not sent anywhere yet')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'hello@toolshed.dev' })[0]).toHaveAttribute('href', 'mailto:hello@toolshed.dev');
    await expect(canvas.getByText(/reply within 24 hours/, { selector: 'p' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Contact Us — Toolshed'));
  },
};

export const SubmitEmpty: Story = {
  name: 'Submitting empty shows errors',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByText('Enter your name.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  },
};
