import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContactForm } from '../../src/site/sections/contact/ContactForm';
import { withSiteRouter } from './support';
import { contactMessages } from '../../src/site/sections/contact/i18n';

const meta = {
  title: 'Site/Contact/ContactForm',
  component: ContactForm,
  parameters: { messages: [contactMessages] },
  decorators: [withSiteRouter],
  args: { onSubmitted: fn() },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const field = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillValid(canvas: Canvas) {
  await userEvent.type(field(canvas, 'Name'), 'Ada Lovelace');
  await userEvent.type(field(canvas, 'Email'), 'ada@example.com');
  await userEvent.type(field(canvas, 'Subject'), 'Syllables');
  await userEvent.type(field(canvas, 'Message'), 'Could the word counter count syllables?');
}

export const Empty: Story = {
  name: 'Empty form',
  play: async ({ canvas }) => {
    for (const name of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(field(canvas, name)).toHaveValue('');
      await expect(field(canvas, name)).toBeRequired();
    }
    await expect(field(canvas, 'Email')).toHaveAttribute('type', 'email');
    const category = canvas.getByRole('combobox', { name: 'Category (optional)' }) as HTMLSelectElement;
    await expect(category.selectedOptions[0]).toHaveTextContent('Choose a category');
    await expect(canvas.getByText(/does not send it anywhere: Toolshed has no server yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Email it from your mail app instead' })).toHaveAttribute('href', 'mailto:hello@toolshed.dev');
  },
};

export const RequiredErrors: Story = {
  name: 'Submit empty: inline errors',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByText('Enter your name.')).toBeVisible();
    await expect(canvas.getByText('Enter your email address.')).toBeVisible();
    await expect(canvas.getByText('Enter a subject.')).toBeVisible();
    await expect(canvas.getByText('Enter your message.')).toBeVisible();
    for (const name of ['Name', 'Email', 'Subject', 'Message']) await expect(field(canvas, name)).toHaveAttribute('aria-invalid', 'true');
    // Focus goes to the first field to fix; the category stays optional.
    await expect(field(canvas, 'Name')).toHaveFocus();
    await expect(field(canvas, 'Name')).toHaveAccessibleDescription('Enter your name.');
    await expect(args.onSubmitted).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const InvalidEmail: Story = {
  name: 'Invalid email, errors clear as fixed',
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, 'Name'), 'Ada');
    await userEvent.type(field(canvas, 'Email'), 'ada@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByText('Enter a valid email address, like name@example.com.')).toBeVisible();
    await expect(canvas.queryByText('Enter your name.')).toBeNull();
    await expect(field(canvas, 'Email')).toHaveFocus();
    await userEvent.type(field(canvas, 'Email'), '.com');
    await waitFor(() => expect(canvas.queryByText('Enter a valid email address, like name@example.com.')).toBeNull());
    await userEvent.type(field(canvas, 'Subject'), 'Hello');
    await waitFor(() => expect(canvas.queryByText('Enter a subject.')).toBeNull());
    await expect(canvas.getByText('Enter your message.')).toBeVisible();
  },
};

export const SentThenEmpty: Story = {
  name: 'Sent: confirmation for 3000 ms, then empty',
  play: async ({ canvas, args }) => {
    await fillValid(canvas);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category (optional)' }), 'feature');
    const started = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(args.onSubmitted).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Syllables',
      category: 'feature',
      message: 'Could the word counter count syllables?',
    });
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Thank you, Ada Lovelace! Your message is complete.');
    await expect(status).toHaveTextContent('It was not sent: there is no server behind this form yet. Please email it to hello@toolshed.dev');
    // Still filled while the confirmation shows…
    await expect(field(canvas, 'Name')).toHaveValue('Ada Lovelace');
    // …then, after 3 s, the confirmation goes and every field is empty again.
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 5000 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(2900);
    for (const name of ['Name', 'Email', 'Subject', 'Message']) await expect(field(canvas, name)).toHaveValue('');
    await expect((canvas.getByRole('combobox', { name: 'Category (optional)' }) as HTMLSelectElement).selectedOptions[0]).toHaveTextContent('Choose a category');
    await expect(canvas.queryByText(/^Enter /)).toBeNull();
  },
};

export const Confirmation: Story = {
  name: 'Sent confirmation (held for the screenshot)',
  args: { confirmationMs: 60_000 },
  play: async ({ canvas }) => {
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Thank you, Ada Lovelace!');
    // A second press while confirming does not submit again.
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
  },
};

export const MailtoLink: Story = {
  name: 'Mail app link carries the message',
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, 'Subject'), 'Bug in QR');
    await userEvent.type(field(canvas, 'Message'), 'The SVG is blank.');
    await expect(canvas.getByRole('link', { name: 'Email it from your mail app instead' })).toHaveAttribute(
      'href',
      'mailto:hello@toolshed.dev?subject=Bug%20in%20QR&body=The%20SVG%20is%20blank.',
    );
  },
};

export const Arabic: Story = {
  name: 'Arabic: labels and inline errors',
  globals: { locale: 'ar' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^الاسم/ }), 'ليلى');
    await userEvent.type(canvas.getByRole('textbox', { name: /^البريد الإلكتروني/ }), 'layla@');
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال الرسالة' }));
    // The address check's words come from the site's catalog, the rest from the contact page's.
    await expect(await canvas.findByText('أدخل موضوعًا.')).toBeVisible();
    await expect(canvas.getByText('أدخل رسالتك.')).toBeVisible();
    await expect(canvas.getByText('أدخل بريدًا إلكترونيًا صالحًا، مثل name@example.com.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^البريد الإلكتروني/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /^الاسم/ })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /^البريد الإلكتروني/ })).toHaveFocus();
    const category = canvas.getByRole('combobox', { name: 'الفئة (اختياري)' }) as HTMLSelectElement;
    await expect(Array.from(category.options, (option) => option.textContent)).toContain('بلاغ عن خطأ');
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};
