import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Grid } from '../../src/ui/components/Layout';
import { FieldErrorRegion } from '../../src/ui/components/FieldErrorRegion';
import { Select, type SelectItem } from '../../src/ui/components/Select';

const encodings: SelectItem[] = [
  { id: 'utf-8', label: 'UTF-8', description: 'the web default' },
  { id: 'utf-16', label: 'UTF-16', description: 'two or four bytes per character' },
  { id: 'latin-1', label: 'ISO-8859-1', description: 'Western European, one byte' },
  { id: 'ascii', label: 'ASCII' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  subcomponents: { FieldErrorRegion },
  args: { label: 'Encoding', items: encodings, placeholder: 'Choose an encoding', onSelectionChange: fn() },
  decorators: [(Story) => <Grid min="lg"><Story /></Grid>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: ReturnType<typeof within>) => canvas.getByRole('combobox', { name: 'Encoding' });

export const Empty: Story = {
  play: async ({ canvas }) => {
    const select = field(canvas) as HTMLSelectElement;
    await expect(select.selectedOptions[0]).toHaveTextContent('Choose an encoding');
    // The placeholder cannot be chosen again once a value is picked.
    await expect(select.options[0]).toBeDisabled();
    await expect(select.options).toHaveLength(5);
  },
};

export const Selected: Story = {
  args: { defaultSelectedKey: 'utf-8', description: 'Used to turn bytes into text.' },
  play: async ({ canvas }) => {
    await expect(field(canvas)).toHaveValue('utf-8');
    await expect((field(canvas) as HTMLSelectElement).selectedOptions[0]).toHaveTextContent('UTF-8');
    await expect(field(canvas)).toHaveAccessibleDescription('Used to turn bytes into text.');
  },
};

export const Invalid: Story = {
  name: 'Invalid, with error',
  args: { isInvalid: true, errorMessage: 'Pick an encoding to decode the file.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pick an encoding to decode the file.')).toBeVisible();
    await expect(field(canvas)).toBeInvalid();
    await expect(field(canvas)).toHaveAccessibleDescription('Pick an encoding to decode the file.');
  },
};

export const Disabled: Story = {
  args: { defaultSelectedKey: 'ascii', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(field(canvas)).toBeDisabled();
    await expect(field(canvas)).toHaveValue('ascii');
  },
};

export const Keyboard: Story = {
  name: 'Pick with the keyboard',
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(field(canvas)).toHaveFocus();
    await userEvent.selectOptions(field(canvas), 'latin-1');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('latin-1');
    await expect(field(canvas)).toHaveValue('latin-1');
    await expect(field(canvas)).toHaveFocus();
  },
};

export const Controlled: Story = {
  name: 'Controlled by the caller',
  args: { selectedKey: 'utf-16' },
  play: async ({ args, canvas }) => {
    await expect(field(canvas)).toHaveValue('utf-16');
    await userEvent.selectOptions(field(canvas), 'ascii');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('ascii');
    // The caller owns the value: without a new selectedKey the field stays on UTF-16.
    await expect(field(canvas)).toHaveValue('utf-16');
  },
};
