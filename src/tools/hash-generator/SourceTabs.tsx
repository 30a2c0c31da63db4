import { useState } from 'react';
import { Eraser } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { FileDrop } from '../../ui/components/FileDrop';
import { Inline, Stack } from '../../ui/components/Layout';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/components/Tabs';
import { LargeTextArea } from '../../ui/components/LargeTextArea';
import { ANY_FILES } from '../../ui/files';
import { formatBytes, type ByteWords } from './algorithms';
import * as styles from './HashGenerator.css';

/** What the hash tools hash: the typed text or a chosen file. */
export type HashSource = 'text' | 'file';

/** The tabs' words in the page's locale: the generator hashes what is given, the verifier checks it against a hash (hash-words.ts). */
export interface SourceWords {
  /** The tab list's name: "What to hash". */
  tabList: string;
  textTab: string;
  fileTab: string;
  textLabel: string;
  textDescription: string;
  placeholder: string;
  /** "Clear All" in the generator, "Clear Text" in the verifier. */
  clear: string;
  uploadFile: string;
  fileDescription: string;
  /** The chosen file's size. */
  sizes: ByteWords;
}

export interface SourceTabsProps {
  words: SourceWords;
  /** The text area's height: taller in the generator, where the text is all there is. */
  minHeight: 'sm' | 'md';
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
export function SourceTabs({ words, minHeight, source, onSourceChange, text, onTextChange, file, onFile }: SourceTabsProps) {
  return (
    <Tabs selectedKey={source} onSelectionChange={(next) => onSourceChange(next as HashSource)}>
      <TabList aria-label={words.tabList}>
        <Tab id="text">{words.textTab}</Tab>
        <Tab id="file">{words.fileTab}</Tab>
      </TabList>
      <TabPanel id="text">
        <Stack gap="sm">
          <LargeTextArea label={words.textLabel} description={words.textDescription} value={text} onChange={onTextChange} placeholder={words.placeholder} minHeight={minHeight} mono />
          <Inline gap="sm">
            <Button icon={Eraser} onPress={() => onTextChange('')} isDisabled={text === ''}>
              {words.clear}
            </Button>
          </Inline>
        </Stack>
      </TabPanel>
      <TabPanel id="file">
        <Stack gap="sm">
          <FileDrop label={words.uploadFile} accept={ANY_FILES} onFile={onFile} description={words.fileDescription} />
          {file ? (
            <p className={styles.fileName}>
              {file.name} · {formatBytes(file.size, words.sizes)}
            </p>
          ) : null}
        </Stack>
      </TabPanel>
    </Tabs>
  );
}
