import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from '../../src/ui/components/Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  subcomponents: { TabList, Tab, TabPanel },
  // children come from render below
  args: { onSelectionChange: fn(), children: null },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Hash output">
        <Tab id="hex">Hex</Tab>
        <Tab id="base64">Base64</Tab>
        <Tab id="bytes">Byte array</Tab>
      </TabList>
      <TabPanel id="hex">The digest as lowercase hexadecimal, 64 characters for SHA-256.</TabPanel>
      <TabPanel id="base64">The digest as standard Base64, 44 characters for SHA-256.</TabPanel>
      <TabPanel id="bytes">The digest as a comma-separated list of byte values.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Exactly one tab is in the tab order (roving tabindex). */
async function waitForTabs(canvas: { getAllByRole: (role: 'tab') => HTMLElement[] }) {
  await waitFor(() => expect(canvas.getAllByRole('tab').filter((tab) => tab.getAttribute('tabindex') === '0')).toHaveLength(1));
}

export const Default: Story = {
  name: 'First tab selected',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Hash output' })).toBeVisible();
    await waitForTabs(canvas);
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Hex' })).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tabpanel', { name: 'Hex' })).toHaveTextContent('hexadecimal');
  },
};

export const KeyboardArrows: Story = {
  name: 'Arrow keys move selection',
  play: async ({ canvas }) => {
    await waitForTabs(canvas);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Hex' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const base64 = canvas.getByRole('tab', { name: 'Base64' });
    await expect(base64).toHaveFocus();
    await expect(base64).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Base64' })).toHaveTextContent('standard Base64');
    await expect(canvas.queryByText(/hexadecimal/)).toBeNull();
  },
};

export const Controlled: Story = {
  name: 'Controlled selection',
  args: { selectedKey: 'bytes' },
  play: async ({ args, canvas }) => {
    await waitForTabs(canvas);
    await expect(canvas.getByRole('tab', { name: 'Byte array' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Base64' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('base64');
    // The parent owns the state and has not changed it, so the selection stays put.
    await expect(canvas.getByRole('tab', { name: 'Byte array' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const DisabledTab: Story = {
  name: 'Disabled tab skipped',
  args: { disabledKeys: ['base64'] },
  play: async ({ canvas }) => {
    await waitForTabs(canvas);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Byte array' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Base64' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', defaultSelectedKey: 'base64' },
  play: async ({ canvas }) => {
    await waitForTabs(canvas);
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.click(canvas.getByRole('tab', { name: 'Base64' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Byte array' })).toHaveAttribute('aria-selected', 'true');
  },
};
