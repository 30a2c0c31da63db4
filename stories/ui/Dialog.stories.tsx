import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/components/Button';
import { ConfirmDialog, Dialog, type DialogProps } from '../../src/ui/components/Dialog';
import { dialogSizes } from '../../src/ui/components/Dialog.css';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  subcomponents: { ConfirmDialog },
  args: {
    title: 'Keyboard shortcuts',
    trigger: <Button>Show shortcuts</Button>,
    children: 'Press / to search tools, Ctrl+Enter to run the current tool, and Escape to close this dialog.',
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The page owns the open state, e.g. to open the dialog after an async step. */
function ControlledDialog(props: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Reset tool</Button>
      <Dialog
        {...props}
        trigger={undefined}
        title="Reset tool"
        isOpen={open}
        onOpenChange={setOpen}
        isDismissable={false}
        actions={(close) => <Button onPress={close}>Done</Button>}
      >
        The input and options are back to their defaults.
      </Dialog>
    </>
  );
}

export const KeyboardOpen: Story = {
  name: 'Open with keyboard',
  parameters: { visual: { page: true } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show shortcuts' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toHaveTextContent('Press / to search tools');
    await expect(body().getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const EscapeRestoresFocus: Story = {
  name: 'Escape closes, focus returns',
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Show shortcuts' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body().findByRole('dialog', { name: 'Keyboard shortcuts' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // react-aria moves focus back in a frame after the dialog unmounts: wait for it.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const FocusTrapped: Story = {
  name: 'Focus stays inside',
  args: {
    children: ({ close }) => (
      <>
        Shortcuts work anywhere except inside text fields.{' '}
        <Button size="sm" variant="ghost" onPress={close}>
          Hide
        </Button>
      </>
    ),
    actions: (close) => (
      <Button variant="primary" onPress={close}>
        Got it
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show shortcuts' }));
    const dialog = await body().findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.click(body().getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const WithActions: Story = {
  name: 'Open with actions, large',
  args: {
    title: 'Export settings',
    size: 'lg',
    isOpen: true,
    trigger: undefined,
    onOpenChange: fn(),
    children: (
      <>
        <p>Your preferences are saved in this browser only.</p>
        <p>Export them as a file to move them to another device, or keep a copy as a backup.</p>
      </>
    ),
    actions: (close) => (
      <>
        <Button onPress={close}>Cancel</Button>
        <Button variant="primary" onPress={close}>
          Export
        </Button>
      </>
    ),
  },
  parameters: { visual: { page: true } },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Export settings' });
    await expect(within(dialog).getByRole('button', { name: 'Export' })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  name: 'Controlled, not dismissable',
  render: (args) => <ControlledDialog {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset tool' }));
    await body().findByRole('dialog', { name: 'Reset tool' });
    await expect(body().queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(body().getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

type ConfirmStory = StoryObj<typeof ConfirmDialog>;

const confirmArgs = {
  title: 'Delete all history?',
  message: 'This removes every saved input from this browser. It cannot be undone.',
  confirmLabel: 'Delete history',
  tone: 'danger',
  trigger: (
    <Button variant="danger" icon={Trash2}>
      Delete history
    </Button>
  ),
} satisfies Partial<ConfirmStory['args']>;

export const Confirm: ConfirmStory = {
  name: 'Confirm calls onConfirm once',
  args: { ...confirmArgs, onConfirm: fn() },
  render: (args) => <ConfirmDialog {...args} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete history' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('alertdialog', { name: 'Delete all history?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete history' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    // Focus returns to the trigger after the dialog has gone (react-aria restores it a frame
    // later); on a loaded machine that frame came after this check (fresh-clone run, one failure).
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ConfirmCancel: ConfirmStory = {
  name: 'Confirm, cancelled',
  args: { ...confirmArgs, onConfirm: fn() },
  render: (args) => <ConfirmDialog {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete history' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Delete all history?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmOpen: ConfirmStory = {
  name: 'Confirm open, danger',
  args: { ...confirmArgs, onConfirm: fn(), isOpen: true, onOpenChange: fn() },
  render: (args) => <ConfirmDialog {...args} />,
  parameters: { visual: { page: true } },
  play: async () => {
    const dialog = await body().findByRole('alertdialog', { name: 'Delete all history?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Delete history' })).toBeVisible();
  },
};
