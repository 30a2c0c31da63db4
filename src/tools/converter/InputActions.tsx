import type { LucideIcon } from 'lucide-react';
import { ArrowLeftRight, Eraser } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { FileDrop } from '../../ui/components/FileDrop';
import { Inline } from '../../ui/components/Layout';
import { StatusBanner } from '../../ui/components/StatusBanner';
import type { AcceptedFiles } from '../../ui/files';

export interface InputActionsProps {
  sampleIcon: LucideIcon;
  loadSample: string;
  onSample: () => void;
  /** Swap, for a tool that converts both ways. */
  swap?: { label: string; onPress: () => void };
  clearAll: string;
  onClear: () => void;
  /** Clear All has nothing to clear. */
  isEmpty: boolean;
  uploadFile: string;
  accept: AcceptedFiles;
  onFile: (file: File) => void;
  /** Why the last file was not taken (too big, unreadable), dismissible. */
  fileProblem: string | null;
  onDismissFileProblem: () => void;
}

/**
 * The actions under a large text input: Load Sample, Swap (two-way tools), Clear All and a file
 * drop, then the problem with the last file if there was one. Shared by the converters, the
 * Markdown preview, the JSONPath query and the SQL formatter, so the row reads the same everywhere.
 */
export function InputActions(props: InputActionsProps) {
  return (
    <>
      <Inline gap="sm">
        <Button size="sm" icon={props.sampleIcon} onPress={props.onSample}>
          {props.loadSample}
        </Button>
        {props.swap ? (
          <Button size="sm" icon={ArrowLeftRight} onPress={props.swap.onPress}>
            {props.swap.label}
          </Button>
        ) : null}
        <Button size="sm" icon={Eraser} onPress={props.onClear} isDisabled={props.isEmpty && !props.fileProblem}>
          {props.clearAll}
        </Button>
        <FileDrop compact label={props.uploadFile} accept={props.accept} onFile={props.onFile} />
      </Inline>
      {props.fileProblem ? (
        <StatusBanner tone="error" onDismiss={props.onDismissFileProblem}>
          {props.fileProblem}
        </StatusBanner>
      ) : null}
    </>
  );
}
