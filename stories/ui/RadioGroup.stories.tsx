import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup, radioOrientations, type RadioOption } from '../../src/ui/components/RadioGroup';

const cases: RadioOption[] = [
  { value: 'camel', label: 'camelCase' },
  { value: 'snake', label: 'snake_case' },
  { value: 'kebab', label: 'kebab-case' },
];

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { label: 'Convert to', options: cases, onChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: radioOrientations } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Nothing selected',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Convert to' })).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

export const Selected: Story = {
  args: { defaultValue: 'snake', description: 'Applies to every line.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'snake_case' })).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: 'Convert to' })).toHaveAccessibleDescription('Applies to every line.');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'camel' },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('radio');
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
  },
};

export const WithOptionDescriptions: Story = {
  name: 'With option descriptions',
  args: {
    label: 'Line endings',
    defaultValue: 'lf',
    options: [
      { value: 'lf', label: 'LF', description: 'Linux and macOS' },
      { value: 'crlf', label: 'CRLF', description: 'Windows' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'CRLF' })).toHaveAccessibleDescription('Windows');
  },
};

export const Invalid: Story = {
  name: 'Invalid, with error',
  args: { isInvalid: true, errorMessage: 'Choose a case style.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a case style.')).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Convert to' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'kebab' },
  play: async ({ args, canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('camelCase'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  name: 'Arrow keys move the selection',
  args: { defaultValue: 'camel' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'camelCase' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('snake');
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('kebab');
    const kebab = canvas.getByRole('radio', { name: 'kebab-case' });
    await expect(kebab).toBeChecked();
    await expect(kebab).toHaveFocus();
  },
};
