import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { FileDrop } from '../../src/ui/components/FileDrop';

const meta = {
  title: 'UI/FileDrop',
  component: FileDrop,
  args: {
    label: 'Upload .txt',
    accept: { mimeTypes: ['text/plain'], extensions: ['.txt'], label: 'plain text' },
    onFile: fn(),
    description: 'Read locally — the file never leaves your device.',
  },
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

const rejected = 'Only plain text (.txt) files are accepted.';

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('FileDrop renders no file input');
  return input;
}

/** The zone as assistive software finds it: a group named for the kind of file. */
function dropZone(canvasElement: HTMLElement, kind = 'plain text'): HTMLElement {
  return within(canvasElement).getByRole('group', { name: `Drop zone for ${kind} files` });
}

/** A drag event as the browser sends one for a file dragged from the desktop; returns whether the page cancelled it. */
function drag(target: HTMLElement, type: 'dragenter' | 'dragover' | 'dragleave' | 'drop', file: File): DragEvent {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  dataTransfer.effectAllowed = 'copy';
  const box = target.getBoundingClientRect();
  const init = { bubbles: true, cancelable: true, dataTransfer, clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
  const event = new DragEvent(type, init);
  target.dispatchEvent(event);
  return event;
}

/** React renders a drag event's update a little later (drags are not discrete events): two frames on, it has. */
const rendered = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** A paste (Ctrl/Cmd+V) of a copied file, sent where the browser sends it: to the document, not to the focused button. */
function paste(file: File): ClipboardEvent {
  const clipboardData = new DataTransfer();
  clipboardData.items.add(file);
  const event = new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData });
  document.documentElement.dispatchEvent(event);
  return event;
}

export const Idle: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Upload .txt' })).toBeVisible();
    await expect(canvas.getByText('Drag and drop a file here, or')).toBeVisible();
    await expect(dropZone(canvasElement)).toContainElement(canvas.getByRole('button', { name: 'Upload .txt' }));
    // The picker's input is hidden: the button is the way in.
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'text/plain,.txt');
    await expect(fileInput(canvasElement)).not.toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const WrongTypeRejected: Story = {
  name: 'Wrong type rejected',
  play: async ({ args, canvas, canvasElement }) => {
    const photo = new File(['x'], 'photo.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), photo, { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(rejected);
    await expect(dropZone(canvasElement)).toHaveAttribute('data-invalid', 'true');
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

export const AcceptedFile: Story = {
  name: 'Accepted file',
  play: async ({ args, canvas, canvasElement }) => {
    const photo = new File(['x'], 'photo.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), photo, { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toBeVisible();

    const notes = new File(['hello\n'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(fileInput(canvasElement), notes, { applyAccept: false });
    await expect(args.onFile).toHaveBeenCalledTimes(1);
    await expect(args.onFile).toHaveBeenCalledWith(notes);
    // A correct file clears the earlier error.
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(dropZone(canvasElement)).not.toHaveAttribute('data-invalid');
    // The input is cleared after each pick, so the same file picked again (edited on disk, say) is
    // a change too: user-event, like the browser, sends none for an unchanged selection.
    await expect(fileInput(canvasElement)).toHaveValue('');
    await userEvent.upload(fileInput(canvasElement), notes, { applyAccept: false });
    await expect(args.onFile).toHaveBeenCalledTimes(2);
  },
};

export const TypelessByExtension: Story = {
  name: 'Accepted by extension when the type is empty',
  play: async ({ args, canvas, canvasElement }) => {
    const readme = new File(['hi'], 'README.TXT', { type: '' });
    await userEvent.upload(fileInput(canvasElement), readme, { applyAccept: false });
    await expect(args.onFile).toHaveBeenCalledWith(readme);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const DropTargetActive: Story = {
  name: 'Drop target active',
  play: async ({ canvas, canvasElement }) => {
    const target = dropZone(canvasElement);
    const button = canvas.getByRole('button', { name: 'Upload .txt' });
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    // Cancelled, or the browser would open the file in place of the page.
    await expect(drag(target, 'dragenter', notes).defaultPrevented).toBe(true);
    await expect(drag(target, 'dragover', notes).defaultPrevented).toBe(true);
    await waitFor(() => expect(target).toHaveAttribute('data-drop-target', 'true'));
    await expect(canvas.getByText('Release to add the file')).toBeVisible();
    // Onto the button: the browser enters the child, then leaves the zone. The zone stays lit.
    drag(button, 'dragenter', notes);
    drag(target, 'dragleave', notes);
    drag(button, 'dragover', notes);
    await rendered();
    await expect(target).toHaveAttribute('data-drop-target', 'true');
    await expect(canvas.getByText('Release to add the file')).toBeVisible();
  },
};

export const DragLeaves: Story = {
  name: 'Drag leaves',
  parameters: { visual: { disable: true } }, // ends as Idle looks
  play: async ({ canvas, canvasElement }) => {
    const target = dropZone(canvasElement);
    const button = canvas.getByRole('button', { name: 'Upload .txt' });
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    drag(target, 'dragenter', notes);
    drag(button, 'dragenter', notes);
    drag(target, 'dragleave', notes);
    await rendered();
    await expect(canvas.getByText('Release to add the file')).toBeVisible();
    drag(button, 'dragleave', notes);
    await waitFor(() => expect(target).not.toHaveAttribute('data-drop-target'));
    await expect(canvas.getByText('Drag and drop a file here, or')).toBeVisible();

    // Dragged text (not a file) does not light the zone, and is not taken.
    const text = new DataTransfer();
    text.setData('text/plain', 'hello');
    const enter = new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer: text });
    target.dispatchEvent(enter);
    await rendered();
    await expect(enter.defaultPrevented).toBe(false);
    await expect(target).not.toHaveAttribute('data-drop-target');
  },
};

export const DroppedFile: Story = {
  name: 'Dropped file accepted',
  play: async ({ args, canvas, canvasElement }) => {
    const target = dropZone(canvasElement);
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    drag(target, 'dragenter', notes);
    drag(target, 'dragover', notes);
    await expect(drag(target, 'drop', notes).defaultPrevented).toBe(true);
    await waitFor(() => expect(args.onFile).toHaveBeenCalledTimes(1));
    await expect(args.onFile).toHaveBeenCalledWith(notes);
    await expect(target).not.toHaveAttribute('data-drop-target');
    await expect(canvas.getByText('Drag and drop a file here, or')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const DroppedWrongType: Story = {
  name: 'Dropped wrong type',
  play: async ({ args, canvas, canvasElement }) => {
    const target = dropZone(canvasElement);
    const photo = new File(['x'], 'photo.png', { type: 'image/png' });
    drag(target, 'dragenter', photo);
    drag(target, 'drop', photo);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(rejected);
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

export const DroppedFolder: Story = {
  name: 'Dropped folder',
  parameters: { visual: { disable: true } }, // ends as Dropped wrong type looks
  play: async ({ args, canvas, canvasElement }) => {
    // A folder named like a text file: browsers hand it over as an empty File, with a directory entry.
    const entry = spyOn(DataTransferItem.prototype, 'webkitGetAsEntry').mockImplementation(() => ({ isFile: false, isDirectory: true }) as FileSystemEntry);
    try {
      const target = dropZone(canvasElement);
      const folder = new File([], 'drafts.txt', { type: '' });
      drag(target, 'dragenter', folder);
      drag(target, 'drop', folder);
    } finally {
      entry.mockRestore();
    }
    await expect(await canvas.findByRole('alert')).toHaveTextContent(rejected);
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

export const PastedFile: Story = {
  name: 'Pasted file',
  parameters: { visual: { disable: true } }, // ends as Accepted file looks
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Upload .txt' });
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    // Keyboard: Tab to the button, paste.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(paste(notes).defaultPrevented).toBe(true);
    await expect(args.onFile).toHaveBeenCalledTimes(1);
    await expect(args.onFile).toHaveBeenLastCalledWith(notes);

    // Focus elsewhere on the page: the paste is not the zone's.
    await userEvent.tab();
    await expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement | null);
    await expect(paste(notes).defaultPrevented).toBe(false);
    await expect(args.onFile).toHaveBeenCalledTimes(1);

    // Pointer: a click on the zone (not on the button) puts focus in it, then paste.
    await userEvent.click(canvas.getByText('Drag and drop a file here, or'));
    await expect(dropZone(canvasElement)).toHaveFocus();
    const photo = new File(['x'], 'photo.png', { type: 'image/png' });
    paste(photo);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(rejected);
    paste(notes);
    await expect(args.onFile).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByRole('alert')).toBeNull();
    dropZone(canvasElement).blur();
  },
};

export const Compact: Story = {
  args: { compact: true },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Upload .txt' })).toBeVisible();
    await expect(canvas.queryByText('Drag and drop a file here, or')).toBeNull();
    const target = dropZone(canvasElement);
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    drag(target, 'dragenter', notes);
    await waitFor(() => expect(target).toHaveAttribute('data-drop-target', 'true'));
    drag(target, 'drop', notes);
    await waitFor(() => expect(args.onFile).toHaveBeenCalledTimes(1));
    await expect(target).not.toHaveAttribute('data-drop-target');
  },
};

export const CompactRejected: Story = {
  name: 'Compact, wrong type',
  args: { compact: true, label: 'Open GeoJSON', accept: { mimeTypes: ['application/geo+json', 'application/json'], extensions: ['.json', '.geojson'], label: 'GeoJSON' } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(dropZone(canvasElement, 'GeoJSON')).toBeVisible();
    const sheet = new File(['a,b'], 'sheet.csv', { type: 'text/csv' });
    await userEvent.upload(fileInput(canvasElement), sheet, { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only GeoJSON (.json, .geojson) files are accepted.');
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Upload .txt' });
    await expect(button).toBeDisabled();
    const target = dropZone(canvasElement);
    await expect(target).toHaveAttribute('data-disabled', 'true');
    const notes = new File(['x'], 'notes.txt', { type: 'text/plain' });
    drag(target, 'dragenter', notes);
    await rendered();
    await expect(target).not.toHaveAttribute('data-drop-target');
    await expect(canvas.getByText('Drag and drop a file here, or')).toBeVisible();
    // The drag is still cancelled, with no drop allowed: a file let go here must not replace the page.
    const over = drag(target, 'dragover', notes);
    await expect(over.defaultPrevented).toBe(true);
    await expect(over.dataTransfer?.dropEffect).toBe('none');
    drag(target, 'drop', notes);
    // A paste with focus in the zone (a click puts it there) is ignored too.
    target.focus();
    await expect(target).toHaveFocus();
    await expect(paste(notes).defaultPrevented).toBe(false);
    target.blur();
    await expect(args.onFile).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const KeyboardUse: Story = {
  name: 'Keyboard use',
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Upload .txt' });
    // Enter and Space on the button open the picker (the hidden input's click); here the click is
    // caught, as no one could choose a file in the test.
    const opened = spyOn(fileInput(canvasElement), 'click').mockImplementation(() => undefined);
    try {
      // One tab stop: the button (the input is hidden, the zone is focusable by a click only).
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(opened).toHaveBeenCalledTimes(1);
      await userEvent.keyboard(' ');
      await expect(opened).toHaveBeenCalledTimes(2);
      await userEvent.tab();
      await expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement | null);
      await userEvent.tab({ shift: true });
      await expect(button).toHaveFocus();
    } finally {
      opened.mockRestore();
    }
  },
};
