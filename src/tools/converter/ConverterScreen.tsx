import type { LucideIcon } from 'lucide-react';
import { Download } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import * as codeStyles from '../../ui/components/CodeOutput.css';
import { CopyButton } from '../../ui/components/CopyButton';
import { Stack } from '../../ui/components/Layout';
import { LargeTextArea, type LargeTextSource } from '../../ui/components/LargeTextArea';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { TextViewer } from '../../ui/components/TextViewer';
import { WorkProgress, type WorkProgressProps } from '../../ui/components/WorkProgress';
import type { AcceptedFiles } from '../../ui/files';
import * as styles from './ConverterScreen.css';
import { InputActions } from './InputActions';

/** The words a two-way converter's screen shows, from the tool's own catalog. */
export interface ConverterWords {
  result: string;
  converting: string;
  problemTitle: string;
  loadSample: string;
  swap: string;
  clearAll: string;
  uploadFile: string;
  fileTypes: string;
}

/** The screen's words from a converter's catalog, which has these keys. */
export function converterWords(t: (key: keyof ConverterWords) => string): ConverterWords {
  return {
    result: t('result'),
    converting: t('converting'),
    problemTitle: t('problemTitle'),
    loadSample: t('loadSample'),
    swap: t('swap'),
    clearAll: t('clearAll'),
    uploadFile: t('uploadFile'),
    fileTypes: t('fileTypes'),
  };
}

export interface ConverterOutput {
  text: string;
  lineStarts?: Uint32Array;
  label: string;
  downloadLabel: string;
  download: () => void;
}

export interface ConverterScreenProps {
  words: ConverterWords;
  /** `data-ran-on` and the first-input listeners for the root element. */
  rootProps: HTMLAttributes<HTMLDivElement> & { 'data-ran-on': string };
  inputTitle: string;
  inputLabel: string;
  placeholder: string;
  text: string;
  source: LargeTextSource | null;
  onText: (next: string) => void;
  /** The summary under the input when the conversion succeeded (on a phone the result card is below). */
  done: ReactNode;
  problem: string | null;
  /** Shown while a large conversion runs, e.g. "Converting 12 MB…". */
  running: string | null;
  sampleIcon: LucideIcon;
  onSample: () => void;
  onSwap: () => void;
  onClear: () => void;
  fileAccept: Omit<AcceptedFiles, 'label'>;
  onFile: (file: File) => void;
  fileProblem: string | null;
  onDismissFileProblem: () => void;
  task: WorkProgressProps['state'];
  output: ConverterOutput | null;
  /** What the result card says when there is no output: nothing to convert yet, or a problem to fix. */
  empty: string | null;
  /** The options card's content. */
  options: ReactNode;
  optionsTitle: string;
}

/**
 * The screen of a text converter that works both ways (CSV ↔ JSON, YAML ↔ JSON): the input with
 * its summary and actions, then the result and the options. Input and result sit side by side
 * from 56rem; stacked, the summary right under the input tells a phone user what happened.
 */
export function ConverterScreen(props: ConverterScreenProps) {
  const { words: w, output } = props;
  return (
    <div className={styles.root} {...props.rootProps}>
      <div className={styles.layout}>
        <Card title={props.inputTitle} headingLevel={2}>
          <Stack gap="md">
            <div className={styles.input}>
              <LargeTextArea label={props.inputLabel} value={props.text} source={props.source} onChange={props.onText} placeholder={props.placeholder} mono spellCheck={false} />
            </div>
            {props.done}
            {props.problem !== null ? (
              <StatusBanner tone="error" title={w.problemTitle}>
                {props.problem}
              </StatusBanner>
            ) : null}
            {props.running !== null ? <StatusBanner tone="info">{props.running}</StatusBanner> : null}
            <InputActions
              sampleIcon={props.sampleIcon}
              loadSample={w.loadSample}
              onSample={props.onSample}
              swap={{ label: w.swap, onPress: props.onSwap }}
              clearAll={w.clearAll}
              onClear={props.onClear}
              isEmpty={props.text === ''}
              uploadFile={w.uploadFile}
              accept={{ ...props.fileAccept, label: w.fileTypes }}
              onFile={props.onFile}
              fileProblem={props.fileProblem}
              onDismissFileProblem={props.onDismissFileProblem}
            />
          </Stack>
        </Card>

        <Stack gap="lg">
          <Card title={w.result} headingLevel={2}>
            <Stack gap="md">
              <WorkProgress label={w.converting} state={props.task} />
              {output ? (
                <div className={codeStyles.root}>
                  <div className={codeStyles.header}>
                    <span className={codeStyles.label}>{output.label}</span>
                    <div className={codeStyles.actions}>
                      <CopyButton text={output.text} variant="ghost" size="sm" />
                      <Button variant="ghost" size="sm" icon={Download} onPress={output.download}>
                        {output.downloadLabel}
                      </Button>
                    </div>
                  </div>
                  <TextViewer text={output.text} lineStarts={output.lineStarts} label={output.label} size="md" />
                </div>
              ) : null}
              {props.empty !== null ? <p className={styles.empty}>{props.empty}</p> : null}
            </Stack>
          </Card>

          <Card title={props.optionsTitle} headingLevel={2}>
            {props.options}
          </Card>
        </Stack>
      </div>
    </div>
  );
}
