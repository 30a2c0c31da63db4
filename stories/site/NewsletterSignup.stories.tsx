import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { NewsletterSignup } from '../../src/site/sections/NewsletterSignup';
import { CONTACT_EMAIL } from '../../src/site/site-config';
import { withSiteRouter } from './support';

const meta = {
  title: 'Site/NewsletterSignup',
  component: NewsletterSignup,
  decorators: [withSiteRouter],
  args: { openMail: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['card', 'footer'] } },
} satisfies Meta<typeof NewsletterSignup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The box's own status region (the Copy Feed URL button has one too, before it). */
const mailStatus = (canvas: { getAllByRole: (role: 'status') => HTMLElement[] }) => canvas.getAllByRole('status').at(-1)!;

const prepared =
  'mailto:hello@toolshed.dev?subject=Subscribe%20to%20Toolshed%20updates&body=Please%20send%20news%20of%20new%20Toolshed%20tools%20and%20articles%20to%20ada%40example.com.';

export const Card: Story = {
  name: 'Card (blog sidebar)',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Stay Updated' })).toBeVisible();
    // The feed: a link to the file and its address to copy.
    const feed = canvas.getByRole('link', { name: 'Subscribe via Atom Feed' });
    await expect(feed).toHaveAttribute('href', '/feed.xml');
    await expect(feed).toHaveAttribute('type', 'application/atom+xml');
    await expect(canvas.getByRole('button', { name: 'Copy Feed URL' })).toBeEnabled();
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(field).toHaveAttribute('type', 'email');
    await expect(field).toHaveAttribute('placeholder', 'e.g. you@example.com');
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    // What Subscribe does is said before it is pressed.
    await expect(canvas.getByText(`Subscribe opens your mail program with a message to ${CONTACT_EMAIL} asking for updates at this address. Nothing is sent until you send it.`)).toBeVisible();
    await expect(mailStatus(canvas)).toBeEmptyDOMElement();
    await expect(args.openMail).not.toHaveBeenCalled();
  },
};

export const CopyFeedUrl: Story = {
  name: 'Copy Feed URL',
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Feed URL' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('https://toolshed.dev/feed.xml'));
    await expect(await canvas.findByText('Copied!')).toBeInTheDocument();
  },
};

export const EmptySubmit: Story = {
  name: 'Subscribe with no address',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(await canvas.findByText('Enter your email address.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveFocus();
    await expect(mailStatus(canvas)).toBeEmptyDOMElement();
    await expect(args.openMail).not.toHaveBeenCalled();
  },
};

export const InvalidAddress: Story = {
  name: 'Invalid address, then fixed',
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, 'ada@example{Enter}');
    await expect(await canvas.findByText('Enter a valid email address, like name@example.com.')).toBeVisible();
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter a valid email address'));
    await expect(args.openMail).not.toHaveBeenCalled();
    // The error follows the typing once shown, and goes as soon as the address is valid.
    await userEvent.type(field, '.com');
    await waitFor(() => expect(canvas.queryByText('Enter a valid email address, like name@example.com.')).toBeNull());
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

export const MailOpened: Story = {
  name: 'Valid address opens the mail program',
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, '  ada@example.com ');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.openMail).toHaveBeenCalledTimes(1);
    await expect(args.openMail).toHaveBeenCalledWith(prepared);
    const status = mailStatus(canvas);
    await expect(status).toHaveTextContent(
      'Your mail program should now show a message to hello@toolshed.dev for ada@example.com: send it to subscribe. Nothing opened? Open the message or write to hello@toolshed.dev yourself.',
    );
    await expect(canvas.getByRole('link', { name: 'Open the message' })).toHaveAttribute('href', prepared);
    // Typing again clears the old message.
    await userEvent.type(field, 'b');
    await expect(status).toBeEmptyDOMElement();
  },
};

export const Footer: Story = {
  name: 'Footer variant',
  args: { variant: 'footer' },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Stay Updated' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Subscribe via Atom Feed' })).toHaveAttribute('href', '/feed.xml');
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    const button = canvas.getByRole('button', { name: 'Subscribe' });
    // Compact: the button sits on the same row as the input.
    const [fieldBox, buttonBox] = [field.getBoundingClientRect(), button.getBoundingClientRect()];
    await expect(Math.abs(fieldBox.top - buttonBox.top)).toBeLessThan(2);
    await userEvent.type(field, 'not an address{Enter}');
    await expect(await canvas.findByText('Enter a valid email address, like name@example.com.')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'grace@example.org{Enter}');
    await expect(mailStatus(canvas)).toHaveTextContent('for grace@example.org: send it to subscribe');
    await expect(args.openMail).toHaveBeenCalledTimes(1);
    await expect(args.openMail).toHaveBeenCalledWith(expect.stringContaining('grace%40example.org'));
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
