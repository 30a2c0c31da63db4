import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Grid } from '../../src/ui/components/Layout';
import { TextArea } from '../../src/ui/components/TextArea';
import { textAreaHeights } from '../../src/ui/components/TextArea.css';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Notes', placeholder: 'Paste or type text…', onChange: fn() },
  argTypes: { minHeight: { control: 'inline-radio', options: textAreaHeights } },
  decorators: [(Story) => <Grid min="lg"><Story /></Grid>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Notes' });
    await expect(area.tagName).toBe('TEXTAREA');
    await expect(area).toHaveValue('');
    // sm = 6rem = 96px
    await expect(area.getBoundingClientRect().height).toBeGreaterThanOrEqual(96);
  },
};

export const Filled: Story = {
  args: {
    minHeight: 'md',
    description: 'Markdown is fine.',
    defaultValue: 'Release notes\n\n- Faster JSON formatting\n- Dark theme for every tool\n- Copy buttons announce "Copied"',
  },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Notes' });
    await expect((area as HTMLTextAreaElement).value).toContain('Faster JSON formatting');
    await expect(area).toHaveAccessibleDescription('Markdown is fine.');
    await expect(area.getBoundingClientRect().height).toBeGreaterThanOrEqual(192);
  },
};

export const Invalid: Story = {
  name: 'Invalid, with error',
  args: { label: 'JSON', mono: true, defaultValue: '{"name": "Ada",}', isInvalid: true, errorMessage: 'Unexpected "}" at line 1, column 16.' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'JSON' });
    await expect(canvas.getByText('Unexpected "}" at line 1, column 16.')).toBeVisible();
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('Unexpected "}" at line 1, column 16.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Locked while the file uploads.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Notes' })).toBeDisabled();
  },
};

export const WithCharacterCount: Story = {
  name: 'With character count',
  args: { showCount: true, description: 'Counted as you type.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('0 characters')).toBeVisible();
    const area = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(area, 'hello');
    await expect(canvas.getByText('5 characters')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('hello');
  },
};

export const WithMaxLength: Story = {
  name: 'With max length',
  args: { label: 'Tweet', showCount: true, maxLength: 20, defaultValue: 'Twenty characters!!' },
  play: async ({ args, canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Tweet' });
    await expect(canvas.getByText('19 / 20')).toBeVisible();
    // The browser stops input at maxLength, so only one of the three characters lands.
    await userEvent.type(area, 'abc');
    await expect(canvas.getByText('20 / 20')).toBeVisible();
    await expect(area).toHaveValue('Twenty characters!!a');
    await expect(args.onChange).toHaveBeenLastCalledWith('Twenty characters!!a');
  },
};

export const Document: Story = {
  name: 'Large, for documents',
  args: { label: 'Text to count', minHeight: 'lg', spellCheck: false, placeholder: 'Paste an essay…' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Text to count' });
    await expect(area.getBoundingClientRect().height).toBeGreaterThanOrEqual(400);
    await expect(area).toHaveAttribute('spellcheck', 'false');
  },
};
