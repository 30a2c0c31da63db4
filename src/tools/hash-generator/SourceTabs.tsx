import { useState } from 'react';
import { Eraser } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { FileDrop } from '../../ui/components/FileDrop';
import { Inline, Stack } from '../../ui/components/Layout';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/components/Tabs';
import { LargeTextArea } from '../../ui/components/LargeTextArea';
import { ANY_FILES } from '../../ui/files';
import { formatBytes } from './algorithms';
import * as styles from './HashGenerator.css';

/** What the hash tools hash: the typed text or a chosen file. */
export type HashSource = 'text' | 'file';

/** The two tools' wording: the generator hashes what is given, the verifier checks it against a hash. */
const WORDING = {
  hash: {
    tabList: 'What to hash',
    textLabel: 'Text to hash',
    textDescription: 'Hashed as UTF-8, exactly as typed (no trailing newline is added).',
    minHeight: 'md',
    clear: 'Clear All',
  },
  check: {
    tabList: 'What to check',
    textLabel: 'Text to check',
    textDescription: 'Hashed as UTF-8, exactly as typed.',
    minHeight: 'sm',
    clear: 'Clear Text',
  },
} as const;

export interface SourceTabsProps {
  /** "hash" in the hash generator, "check" in the hash verifier: picks the labels. */
  purpose: keyof typeof WORDING;
  source: HashSource;
  onSourceChange: (source: HashSource) => void;
  text: string;
  onTextChange: (text: string) => void;
  file: File | null;
  onFile: (file: File) => void;
}

/**
 * The state behind SourceTabs, starting on the Text tab with `initialText`; spread `tabs` on
 * SourceTabs. `hasContent`: there is text or a chosen file, on either tab.
 */
export function useHashSource(initialText: string) {
  const [source, setSource] = useState<HashSource>('text');
  const [text, setText] = useState(initialText);
  const [file, setFile] = useState<File | null>(null);
  return { source, text, file, hasContent: text !== '' || file !== null, tabs: { source, onSourceChange: setSource, text, onTextChange: setText, file, onFile: setFile } };
}

/** The Text / File tabs of the hash generator and the hash verifier: a text area with Clear, or a file drop with the chosen file's name and size. */
export function SourceTabs({ purpose, source, onSourceChange, text, onTextChange, file, onFile }: SourceTabsProps) {
  const wording = WORDING[purpose];
  return (
    <Tabs selectedKey={source} onSelectionChange={(next) => onSourceChange(next as HashSource)}>
      <TabList aria-label={wording.tabList}>
        <Tab id="text">Text</Tab>
        <Tab id="file">File</Tab>
      </TabList>
      <TabPanel id="text">
        <Stack gap="sm">
          <LargeTextArea label={wording.textLabel} description={wording.textDescription} value={text} onChange={onTextChange} placeholder="Type or paste text…" minHeight={wording.minHeight} mono />
          <Inline gap="sm">
            <Button icon={Eraser} onPress={() => onTextChange('')} isDisabled={text === ''}>
              {wording.clear}
            </Button>
          </Inline>
        </Stack>
      </TabPanel>
      <TabPanel id="file">
        <Stack gap="sm">
          <FileDrop label="Upload File" accept={ANY_FILES} onFile={onFile} description="Any type and size: the file is read in slices in this browser and never uploaded." />
          {file ? (
            <p className={styles.fileName}>
              {file.name} · {formatBytes(file.size)}
            </p>
          ) : null}
        </Stack>
      </TabPanel>
    </Tabs>
  );
}
