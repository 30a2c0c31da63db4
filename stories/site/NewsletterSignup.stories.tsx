import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { NewsletterSignup } from '../../src/site/sections/NewsletterSignup';
import { withSiteRouter } from './support';

const meta = {
  title: 'Site/NewsletterSignup',
  component: NewsletterSignup,
  decorators: [withSiteRouter],
  argTypes: { variant: { control: 'inline-radio', options: ['card', 'footer'] } },
} satisfies Meta<typeof NewsletterSignup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  name: 'Card (blog sidebar)',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Stay Updated' })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(field).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    // The box says plainly that nothing leaves the page.
    await expect(canvas.getByText('Nothing is sent anywhere: Toolshed has no server or mailing list.')).toBeVisible();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const EmptySubmit: Story = {
  name: 'Subscribe with no address',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(await canvas.findByText('Enter your email address.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveFocus();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const InvalidAddress: Story = {
  name: 'Invalid address, then fixed',
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, 'ada@example{Enter}');
    await expect(await canvas.findByText('Enter a valid email address, like name@example.com.')).toBeVisible();
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter a valid email address'));
    // The error follows the typing once shown, and goes as soon as the address is valid.
    await userEvent.type(field, '.com');
    await waitFor(() => expect(canvas.queryByText('Enter a valid email address, like name@example.com.')).toBeNull());
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

export const Confirmed: Story = {
  name: 'Valid address confirmed locally',
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, '  ada@example.com ');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(
      'Thanks! ada@example.com looks right, but it was not sent anywhere: Toolshed has no mailing list yet. New articles are listed on the blog.',
    );
    await expect(field).toHaveValue('');
    // Typing again clears the old confirmation.
    await userEvent.type(field, 'b');
    await expect(status).toBeEmptyDOMElement();
  },
};

export const Footer: Story = {
  name: 'Footer variant',
  args: { variant: 'footer' },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Stay Updated' })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    const button = canvas.getByRole('button', { name: 'Subscribe' });
    // Compact: the button sits on the same row as the input.
    const [fieldBox, buttonBox] = [field.getBoundingClientRect(), button.getBoundingClientRect()];
    await expect(Math.abs(fieldBox.top - buttonBox.top)).toBeLessThan(2);
    await userEvent.type(field, 'not an address{Enter}');
    await expect(await canvas.findByText('Enter a valid email address, like name@example.com.')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'grace@example.org{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('grace@example.org looks right, but it was not sent anywhere');
  },
};

export const FooterHeadingLevel: Story = {
  name: 'Footer variant as h3',
  args: { variant: 'footer', headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Stay Updated' })).toBeVisible();
    // Not a landmark of its own in the footer: the blog's box is the "Stay Updated" region.
    await expect(canvas.queryByRole('region', { name: 'Stay Updated' })).toBeNull();
  },
};
