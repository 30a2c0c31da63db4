import { AlertCircle, Upload } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { acceptTokens, acceptedExtensions, ANY_FILES, isAcceptedFile, type AcceptedFiles } from '../files';
import { fieldError } from '../styles.css';
import { Button } from './Button';
import { Icon } from './Icon';
import * as styles from './FileDrop.css';
import { useUiMessages } from '../i18n';

export interface FileDropProps {
  /** Button text, e.g. "Upload File". */
  label: string;
  /** Accepted types (extensions and MIME types, with a readable label); others are rejected with a message. */
  accept: AcceptedFiles;
  /** Called with the one accepted file, picked or dropped. */
  onFile: (file: File) => void;
  /** Help text under the button, e.g. the size limit. */
  description?: ReactNode;
  /** Disables the button and the drop zone. */
  isDisabled?: boolean;
  /** Only the button shows; the whole component still accepts drops. */
  compact?: boolean;
  /** Extra class for layout (margins, grid placement), not for restyling. */
  className?: string;
}

/**
 * The first file of a drop or a paste, or null when it holds none. A dropped folder is not a file
 * (browsers hand it over as an empty `File`), so it is skipped.
 */
export function firstFile(data: Pick<DataTransfer, 'items'> | null): File | null {
  for (const item of Array.from(data?.items ?? [])) {
    if (item.kind !== 'file' || item.webkitGetAsEntry?.()?.isDirectory) continue;
    const file = item.getAsFile();
    if (file) return file;
  }
  return null;
}

/** A drag that carries files from the desktop (not selected text or a link from the page). */
const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * Pick or drop one file. Wrong types are rejected with a message saying what is accepted.
 *
 * **When to use:** for a tool's file input (an image to resize, a file to hash). The file never leaves the device.
 * **Use something else:** a `TextArea` when pasting text is the main way in (add a compact FileDrop beside it).
 *
 * **Accessibility:** a group named "Drop zone for … files" around a button that opens the system
 * file picker (Enter or Space); the picker's input is hidden and is no tab stop. A file pasted
 * while focus is in the zone (on the button, or after a click on the zone) is taken too. A rejected
 * file shows an error with `role="alert"`.
 *
 * Built on the browser's drag events, paste event and file input rather than react-aria's DropZone
 * and FileTrigger, whose drag-and-drop machinery (keyboard drag sessions between react-aria
 * collections, which no page has) was a 5.7 kB chunk on every page with a file input.
 */
export function FileDrop({ label, accept, onFile, description, isDisabled, compact = false, className }: FileDropProps) {
  const t = useUiMessages();
  const [error, setError] = useState<string | null>(null);
  const [isDropTarget, setDropTarget] = useState(false);
  // Hover from a mouse only (a tap would leave it behind), as react-aria's useHover did.
  const [isHovered, setHovered] = useState(false);
  const zoneRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The elements a file drag has entered and not yet left: the zone stays lit while the pointer
  // crosses its children (each crossing is a dragenter on one and a dragleave on the other).
  const dragged = useRef(new Set<EventTarget>());
  const kind = accept.label === ANY_FILES.label ? t('anyFile') : accept.label;
  const extensions = acceptedExtensions(accept);

  const take = (file: File | null | undefined) => {
    if (!file || !isAcceptedFile(file, accept)) {
      setError(extensions ? t('fileRejectedTypes', { kind, extensions }) : t('fileRejected', { kind }));
      return;
    }
    setError(null);
    onFile(file);
  };

  // Outside a text field a paste goes to the element holding the selection or to the body, not to
  // the focused button, so the zone listens on the document while it is enabled and takes the
  // pastes made with focus inside it (in the embed's shadow root too: its own activeElement).
  const paste = useEffectEvent((event: Event) => {
    const zone = zoneRef.current;
    const root = zone?.getRootNode() as Document | ShadowRoot | undefined;
    if (!zone || !root?.activeElement || !zone.contains(root.activeElement)) return;
    // `beforepaste` is Safari's: cancelling it enables Edit > Paste with focus on the button.
    event.preventDefault();
    if (event.type === 'paste') take(firstFile((event as ClipboardEvent).clipboardData));
  });
  useEffect(() => {
    const doc = zoneRef.current?.ownerDocument;
    if (isDisabled || !doc) return;
    doc.addEventListener('beforepaste', paste);
    doc.addEventListener('paste', paste);
    return () => {
      doc.removeEventListener('beforepaste', paste);
      doc.removeEventListener('paste', paste);
    };
  }, [isDisabled]);

  // A disabled zone still cancels a file drag, with the "no drop" effect: otherwise the browser
  // would open the dropped file in place of the page.
  const onDragEnter = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    if (isDisabled) return;
    dragged.current.add(event.target);
    setDropTarget(true);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = isDisabled ? 'none' : 'copy';
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    const inside = dragged.current;
    inside.delete(event.target);
    // A child removed while the drag was over it never gets its dragleave.
    for (const element of inside) if (!event.currentTarget.contains(element as Node)) inside.delete(element);
    if (inside.size === 0) setDropTarget(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    dragged.current.clear();
    setDropTarget(false);
    if (!isDisabled) take(firstFile(event.dataTransfer));
  };

  const rootClass = compact ? styles.rootCompact : styles.root;
  return (
    <div className={className ? `${rootClass} ${className}` : rootClass}>
      {/* The zone is focusable by a click (tabIndex -1, no tab stop) so that a paste after a click
          on it lands here, as it did on react-aria's DropZone; keyboard users paste on the button. */}
      <div
        ref={zoneRef}
        role="group"
        aria-label={t('dropZone', { kind })}
        tabIndex={-1}
        className={compact ? styles.zoneCompact : styles.zone}
        onDragEnter={onDragEnter}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        onPointerEnter={(event) => setHovered(event.pointerType === 'mouse')}
        onPointerLeave={() => setHovered(false)}
        data-hovered={(isHovered && !isDisabled) || undefined}
        data-drop-target={isDropTarget || undefined}
        data-disabled={isDisabled || undefined}
        data-invalid={error ? true : undefined}
      >
        {compact ? null : <Icon icon={Upload} size={24} className={styles.zoneIcon} />}
        {compact ? null : <span className={styles.hint}>{isDropTarget ? t('dropRelease') : t('dropHint')}</span>}
        <Button icon={Upload} isDisabled={isDisabled} size={compact ? 'sm' : 'md'} onPress={() => inputRef.current?.click()}>
          {label}
        </Button>
        {/* Hidden (no tab stop): the button opens it. Cleared after each pick, so that picking the
            same file again is a change too. */}
        <input
          ref={inputRef}
          type="file"
          accept={acceptTokens(accept).join(',') || undefined}
          hidden
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) take(file);
          }}
        />
        {description && !compact ? <p className={styles.description}>{description}</p> : null}
      </div>
      {error ? (
        <p role="alert" className={`${fieldError} ${styles.error}`}>
          <span className={styles.errorIconSlot}>
            <Icon icon={AlertCircle} size={16} />
          </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
