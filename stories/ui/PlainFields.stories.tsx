import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Grid } from '../../src/ui/components/Layout';
import { PlainSearchField } from '../../src/ui/components/PlainSearchField';
import { PlainTextField } from '../../src/ui/components/PlainTextField';

function EmailDemo({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  const shown = error !== undefined && value !== 'you@example.com' ? error : null;
  return <PlainTextField label="Email address" type="email" placeholder="you@example.com" value={value} onChange={setValue} errorMessage={shown} />;
}

function SearchDemo() {
  const [value, setValue] = useState('');
  return (
    <>
      <PlainSearchField label="Search tools" hideLabel placeholder="Search tools..." value={value} onChange={setValue} />
      <p data-testid="term">Term: {value}</p>
    </>
  );
}

const meta = {
  title: 'UI/PlainTextField',
  component: PlainTextField,
  subcomponents: { PlainSearchField },
  args: { label: 'Email address', value: '', onChange: () => undefined },
  decorators: [
    (Story) => (
      <Grid min="lg">
        <Story />
      </Grid>
    ),
  ],
} satisfies Meta<typeof PlainTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextField: Story = {
  name: 'Text field, labelled',
  render: () => <EmailDemo />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'ana@example.org');
    await expect(input).toHaveValue('ana@example.org');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  name: 'Text field with an error',
  render: () => <EmailDemo error="Enter an email address like name@example.com." />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    // Fixing the value clears the error and its description.
    await userEvent.type(input, 'you@example.com');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Enter an email address like name@example.com.')).toBeNull();
  },
};

export const SearchField: Story = {
  name: 'Search field: type, Escape and the clear button',
  render: () => <SearchDemo />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search tools' });
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(input, 'json');
    await expect(canvas.getByTestId('term')).toHaveTextContent('Term: json');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'qr');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};
