import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Grid } from '../../src/ui/components/Layout';
import { FieldDescription, FieldErrorMessage, FieldHelp, FieldLabel, TextField, textFieldTypes } from '../../src/ui/components/TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  subcomponents: { FieldLabel, FieldDescription, FieldErrorMessage, FieldHelp },
  args: { label: 'Email', placeholder: 'you@example.com', type: 'email', onChange: fn() },
  argTypes: { type: { control: 'inline-radio', options: textFieldTypes } },
  // A column of realistic width rather than the full canvas.
  decorators: [(Story) => <Grid min="lg"><Story /></Grid>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'you@example.com');
    await expect(input).toHaveAttribute('type', 'email');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'ada@example.com', description: 'We only use it to send your export.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveValue('ada@example.com');
    await expect(input).toHaveAccessibleDescription('We only use it to send your export.');
  },
};

export const Invalid: Story = {
  name: 'Invalid, with error',
  args: { defaultValue: 'ada@', isInvalid: true, errorMessage: 'Enter an email address like name@example.com.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(canvas.getByText('Enter an email address like name@example.com.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter an email address like name@example.com.');
  },
};

export const Required: Story = {
  args: { isRequired: true, description: 'Required to create an account.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    // The asterisk is visual only; the accessible name stays clean.
    await expect(input).toHaveAccessibleName('Email');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'ada@example.com', isDisabled: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const MonoReadOnly: Story = {
  name: 'Mono, read-only',
  args: {
    label: 'SHA-256',
    type: 'text',
    placeholder: undefined,
    mono: true,
    isReadOnly: true,
    value: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'SHA-256' });
    await expect(input).toHaveAttribute('readonly');
    await expect(getComputedStyle(input).fontFamily).toContain('JetBrains Mono');
  },
};

export const Typing: Story = {
  name: 'Typing',
  args: { label: 'Name', type: 'text', placeholder: 'Ada Lovelace' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.click(input);
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'hello');
    await expect(input).toHaveValue('hello');
    await expect(args.onChange).toHaveBeenLastCalledWith('hello');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', placeholder: undefined, defaultValue: 'correct horse', autoComplete: 'current-password' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
  },
};
