import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, userEvent, waitFor } from 'storybook/test';
import { TagGroup, type TagGroupProps } from '../../src/ui/components/TagGroup';
import { tagSelectionModes } from '../../src/ui/components/TagGroup';

const categories = [
  { id: 'text', label: 'Text' },
  { id: 'encoding', label: 'Encoding' },
  { id: 'images', label: 'Images' },
  { id: 'security', label: 'Security' },
];

/** Keeps the removed tags out of the list, as a real page would. */
function RemovableTags(props: TagGroupProps) {
  const [items, setItems] = useState(props.items);
  return (
    <TagGroup
      {...props}
      items={items}
      onRemove={(ids) => {
        props.onRemove?.(ids);
        setItems((current) => current.filter((item) => !ids.includes(item.id)));
      }}
    />
  );
}

const meta = {
  title: 'UI/TagGroup',
  component: TagGroup,
  args: { label: 'Categories', items: categories },
  argTypes: { selectionMode: { control: 'inline-radio', options: tagSelectionModes } },
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {
  name: 'Read only',
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Categories' });
    await expect(grid).toBeVisible();
    await canvas.findByRole('row', { name: 'Text' });
    await expect(canvas.getAllByRole('row')).toHaveLength(categories.length);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Removable: Story = {
  args: { onRemove: fn() },
  render: (args) => <RemovableTags {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Images' }));
    await expect(args.onRemove).toHaveBeenCalledWith(['images']);
    await waitFor(() => expect(canvas.queryByText('Images')).toBeNull());
    await expect(canvas.getAllByRole('row')).toHaveLength(categories.length - 1);
  },
};

export const KeyboardRemove: Story = {
  name: 'Keyboard remove',
  args: { onRemove: fn() },
  render: (args) => <RemovableTags {...args} />,
  play: async ({ args, canvas }) => {
    await canvas.findByRole('row', { name: 'Text' });
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'Text' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: 'Encoding' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onRemove).toHaveBeenCalledWith(['encoding']);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(categories.length - 1));
  },
};

export const MultipleSelection: Story = {
  name: 'Multiple selection',
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['text'], onSelectionChange: fn() },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('row', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('row', { name: 'Security' }));
    await expect(canvas.getByRole('row', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    const [selection] = mocked(args.onSelectionChange!).mock.calls[0]!;
    await expect(selection === 'all' ? selection : [...selection]).toEqual(['text', 'security']);
  },
};

export const Empty: Story = {
  args: { items: [], renderEmptyState: 'No categories yet' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No categories yet')).toBeVisible();
    await expect(canvas.queryByRole('row', { name: 'Text' })).toBeNull();
  },
};
