import { AlertCircle, Upload } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { DropZone, FileTrigger, isFileDropItem, Text, type DropZoneProps } from 'react-aria-components';
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
 * Pick or drop one file. Wrong types are rejected with a message saying what is accepted.
 *
 * **When to use:** for a tool's file input (an image to resize, a file to hash). The file never leaves the device.
 * **Use something else:** a `TextArea` when pasting text is the main way in (add a compact FileDrop beside it).
 *
 * **Accessibility:** the button opens the system file picker (Enter or Space); the drop zone is also
 * reachable by keyboard and accepts a paste of a file. A rejected file shows an error with `role="alert"`.
 */
export function FileDrop({ label, accept, onFile, description, isDisabled, compact = false, className }: FileDropProps) {
  const t = useUiMessages();
  const [error, setError] = useState<string | null>(null);
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

  const handleDrop: DropZoneProps['onDrop'] = async (event) => {
    const item = event.items.find(isFileDropItem);
    take(item ? await item.getFile() : null);
  };

  const rootClass = compact ? styles.rootCompact : styles.root;
  return (
    <div className={className ? `${rootClass} ${className}` : rootClass}>
      <DropZone
        className={compact ? styles.zoneCompact : styles.zone}
        isDisabled={isDisabled}
        onDrop={handleDrop}
        aria-label={t('dropZone', { kind })}
        data-invalid={error ? true : undefined}
      >
        {({ isDropTarget }) => (
          <>
            {compact ? null : <Icon icon={Upload} size={24} className={styles.zoneIcon} />}
            {compact ? null : (
              <Text slot="label" className={styles.hint}>
                {isDropTarget ? t('dropRelease') : t('dropHint')}
              </Text>
            )}
            <FileTrigger acceptedFileTypes={acceptTokens(accept)} onSelect={(files) => take(files?.[0])}>
              <Button icon={Upload} isDisabled={isDisabled} size={compact ? 'sm' : 'md'}>
                {label}
              </Button>
            </FileTrigger>
            {description && !compact ? <p className={styles.description}>{description}</p> : null}
          </>
        )}
      </DropZone>
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
