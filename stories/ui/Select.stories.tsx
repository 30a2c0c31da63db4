import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Grid } from '../../src/ui/components/Layout';
import { Select, type SelectItem } from '../../src/ui/components/Select';

const encodings: SelectItem[] = [
  { id: 'utf-8', label: 'UTF-8', description: 'Every Unicode character; the web default' },
  { id: 'utf-16', label: 'UTF-16', description: 'Two or four bytes per character' },
  { id: 'latin-1', label: 'ISO-8859-1', description: 'Western European, one byte' },
  { id: 'ascii', label: 'ASCII' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Encoding', items: encodings, placeholder: 'Choose an encoding', onSelectionChange: fn() },
  decorators: [(Story) => <Grid min="lg"><Story /></Grid>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: /Encoding/ });

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(trigger(canvas)).toHaveTextContent('Choose an encoding');
    await expect(trigger(canvas)).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Selected: Story = {
  args: { defaultSelectedKey: 'utf-8', description: 'Used to turn bytes into text.' },
  play: async ({ canvas }) => {
    await expect(trigger(canvas)).toHaveTextContent('UTF-8');
    await expect(canvas.getByText('Used to turn bytes into text.')).toBeVisible();
  },
};

export const Invalid: Story = {
  name: 'Invalid, with error',
  args: { isInvalid: true, errorMessage: 'Pick an encoding to decode the file.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Pick an encoding to decode the file.')).toBeVisible();
    // A button cannot carry aria-invalid, so RAC links the error as the trigger's description instead.
    await expect(trigger(canvas)).toHaveAccessibleDescription('Pick an encoding to decode the file.');
    await expect(canvasElement.querySelector('[data-invalid]')).toHaveAttribute('data-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { defaultSelectedKey: 'ascii', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(trigger(canvas)).toBeDisabled();
  },
};

export const Open: Story = {
  name: 'Open',
  args: { defaultSelectedKey: 'utf-16' },
  parameters: { visual: { page: true } },
  play: async ({ canvas }) => {
    await userEvent.click(trigger(canvas));
    const listbox = await within(document.body).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(4);
    await expect(within(listbox).getByRole('option', { name: /UTF-16/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: /UTF-16/ })).toHaveFocus());
  },
};

export const Keyboard: Story = {
  name: 'Pick with the keyboard',
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(trigger(canvas)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: /UTF-8/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('latin-1');
    await waitFor(() => expect(document.body.querySelector('[role="listbox"]')).toBeNull());
    await expect(trigger(canvas)).toHaveTextContent('ISO-8859-1');
    await expect(trigger(canvas)).toHaveFocus();
  },
};
