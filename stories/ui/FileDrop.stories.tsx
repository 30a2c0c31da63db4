import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { FileDrop } from '../../src/ui/components/FileDrop';
import { zone, zoneCompact } from '../../src/ui/components/FileDrop.css';

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

function dropZone(canvasElement: HTMLElement): HTMLElement {
  const found = canvasElement.querySelector<HTMLElement>(`.${zone}, .${zoneCompact}`);
  if (!found) throw new Error('FileDrop renders no drop zone');
  return found;
}

/** Synthetic drag events carry a real DataTransfer, which is all RAC's useDrop reads. */
function drag(target: HTMLElement, type: 'dragenter' | 'dragover' | 'drop', file: File) {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  dataTransfer.effectAllowed = 'copy';
  const box = target.getBoundingClientRect();
  const init = { bubbles: true, cancelable: true, dataTransfer, clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
  target.dispatchEvent(new DragEvent(type, init));
}

/**
 * Chromium gives script-built DataTransfer items no file-system entry, so RAC would see an
 * empty drop. Pretend the entry is a plain file, as it is for a real drag from the desktop.
 */
function drop(target: HTMLElement, file: File) {
  const entry = spyOn(DataTransferItem.prototype, 'webkitGetAsEntry').mockImplementation(
    () => ({ isFile: true, isDirectory: false }) as FileSystemEntry,
  );
  try {
    drag(target, 'drop', file);
  } finally {
    entry.mockRestore();
  }
}

export const Idle: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Upload .txt' })).toBeVisible();
    await expect(canvas.getByText('Drag and drop a file here, or')).toBeVisible();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'text/plain,.txt');
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
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    drag(target, 'dragenter', notes);
    drag(target, 'dragover', notes);
    await waitFor(() => expect(target).toHaveAttribute('data-drop-target', 'true'));
    await expect(canvas.getByText('Release to add the file')).toBeVisible();
  },
};

export const DroppedFile: Story = {
  name: 'Dropped file accepted',
  play: async ({ args, canvas, canvasElement }) => {
    const target = dropZone(canvasElement);
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    drag(target, 'dragenter', notes);
    drag(target, 'dragover', notes);
    drop(target, notes);
    await waitFor(() => expect(args.onFile).toHaveBeenCalledTimes(1));
    const [received] = (args.onFile as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(received).toBeInstanceOf(File);
    await expect((received as File).name).toBe('notes.txt');
    await expect(target).not.toHaveAttribute('data-drop-target');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const DroppedWrongType: Story = {
  name: 'Dropped wrong type',
  play: async ({ args, canvas, canvasElement }) => {
    const target = dropZone(canvasElement);
    const photo = new File(['x'], 'photo.png', { type: 'image/png' });
    drag(target, 'dragenter', photo);
    drop(target, photo);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(rejected);
    await expect(args.onFile).not.toHaveBeenCalled();
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
    drop(target, notes);
    await waitFor(() => expect(args.onFile).toHaveBeenCalledTimes(1));
  },
};

export const CompactRejected: Story = {
  name: 'Compact, wrong type',
  args: { compact: true, label: 'Open GeoJSON', accept: { mimeTypes: ['application/geo+json', 'application/json'], extensions: ['.json', '.geojson'], label: 'GeoJSON' } },
  play: async ({ args, canvas, canvasElement }) => {
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
    drag(target, 'dragenter', new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await expect(target).not.toHaveAttribute('data-drop-target');
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

export const KeyboardUse: Story = {
  name: 'Keyboard use',
  play: async ({ canvas, canvasElement }) => {
    // First stop is RAC's hidden drop button (it takes pastes); focus shows on the whole zone.
    await userEvent.tab();
    await expect(dropZone(canvasElement)).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Upload .txt' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(dropZone(canvasElement)).toHaveAttribute('data-focus-visible', 'true');
  },
};
