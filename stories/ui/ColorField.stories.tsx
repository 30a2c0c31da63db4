import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ColorField, HEX_ERROR, type ColorFieldProps } from '../../src/ui/components/ColorField';
import { Grid } from '../../src/ui/components/Layout';

/** ColorField is controlled; this keeps its value in state like a tool does. */
function Controlled(props: ColorFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ColorField
      {...props}
      value={value}
      onChange={(hex) => {
        setValue(hex);
        props.onChange(hex);
      }}
    />
  );
}

const meta = {
  title: 'UI/ColorField',
  component: ColorField,
  args: { label: 'Foreground', value: '#1e3a8a', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <Grid min="lg"><Story /></Grid>],
} satisfies Meta<typeof ColorField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  name: 'Valid color',
  args: { description: 'The color of the modules.' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Foreground' });
    await expect(field).toHaveValue('#1e3a8a');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(field).toHaveAccessibleDescription('The color of the modules.');
    await expect(canvas.getByLabelText('Foreground color picker')).toHaveValue('#1e3a8a');
  },
};

export const Empty: Story = {
  name: 'Empty (keeps the last color)',
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Foreground' });
    await userEvent.clear(field);
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(HEX_ERROR)).toBeVisible();
    // The well still shows the last good colour and nothing was reported.
    await expect(canvas.getByLabelText('Foreground color picker')).toHaveValue('#1e3a8a');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  name: 'Invalid hex',
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Foreground' });
    await userEvent.clear(field);
    await userEvent.type(field, '#12g');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(HEX_ERROR);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  name: 'Typed with the keyboard',
  play: async ({ args, canvas }) => {
    // Tab order: the colour well, then the hex text.
    await userEvent.tab();
    await expect(canvas.getByLabelText('Foreground color picker')).toHaveFocus();
    await userEvent.tab();
    const field = canvas.getByRole('textbox', { name: 'Foreground' });
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}F0A');
    // Three hex digits are a whole colour: reported expanded and lower case.
    await expect(args.onChange).toHaveBeenLastCalledWith('#ff00aa');
    await expect(canvas.getByLabelText('Foreground color picker')).toHaveValue('#ff00aa');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};
