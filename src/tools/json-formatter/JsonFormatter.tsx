import { Braces, Download, Eraser } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import * as codeStyles from '../../ui/components/CodeOutput.css';
import { CopyButton } from '../../ui/components/CopyButton';
import { FileDrop } from '../../ui/components/FileDrop';
import { Inline, Stack } from '../../ui/components/Layout';
import { StatGrid } from '../../ui/components/StatGrid';
import { Select } from '../../ui/components/Select';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { Switch } from '../../ui/components/Switch';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/components/Tabs';
import { LARGE_TEXT_CHARS, LargeTextArea, type LargeTextSource } from '../../ui/components/LargeTextArea';
import { downloadText } from '../../ui/download';
import type { TreeSource } from './engine';
import { ErrorDetails } from './ErrorDetails';
import {
  FORMATTED_FILENAME,
  INDENT_OPTIONS,
  MINIFIED_FILENAME,
  SAMPLE_JSON,
  formatBytes,
  normalizeIndent,
  type JsonAnalysis,
} from './json-formatter';
import { JsonTree } from './JsonTree';
import { TextViewer } from '../../ui/components/TextViewer';
import { useJsonAnalysis, type JsonState } from './useJsonAnalysis';
import { useRememberedSettings } from './useRememberedSettings';
import { useShareState } from '../share-state';
import { localeNumberText } from '../../i18n/numbers';
import * as styles from './JsonFormatter.css';
import { sizeWords, useJsonFormatterMessages, type JsonFormatterText } from './i18n';

export interface JsonFormatterProps {
  /** JSON to start with (the embed's `initial-text` attribute). */
  initialText?: string;
  /** Indent of the formatted output: "2" (default), "4" or "tab". */
  indent?: string;
  /** Sort object keys in the outputs and the tree. */
  sortKeys?: boolean | string;
  /** Called whenever the result changes (spec §3: validity unknown/true/false, error, outputs). */
  onChange?: (state: JsonFormatterChange) => void;
}

export interface JsonFormatterChange {
  /** null while the input is blank (or a large document is still being checked). */
  valid: boolean | null;
  error: string | null;
  formatted: string;
  minified: string;
}

/** Spec §5: only application/json files are read (a .json name counts when the OS reports no type). */
const JSON_FILES = { mimeTypes: ['application/json'], extensions: ['.json'], label: 'JSON' };
/** Past this many characters the input is shown read-only: a textarea holding megabytes makes typing lag. */
export const LARGE_INPUT_CHARS = LARGE_TEXT_CHARS;
export const MAX_FILE_BYTES = 50_000_000;
/** Up to this many formatted lines the tree opens two levels and offers Expand all. */
const SMALL_TREE_LINES = 5000;

const treeKeys = new WeakMap<TreeSource, number>();
let nextTreeKey = 1;
/** A fresh tree (new state) for each new document. */
function treeKey(source: TreeSource): number {
  let key = treeKeys.get(source);
  if (key === undefined) treeKeys.set(source, (key = nextTreeKey++));
  return key;
}

function changeOf(analysis: JsonAnalysis | null): JsonFormatterChange {
  if (analysis?.status === 'valid') return { valid: true, error: null, formatted: analysis.formatted, minified: analysis.minified };
  if (analysis?.status === 'invalid') return { valid: false, error: analysis.message, formatted: '', minified: '' };
  return { valid: null, error: null, formatted: '', minified: '' };
}

function Output({ t, label, text, lineStarts, filename, wrap }: { t: JsonFormatterText; label: string; text: string; lineStarts?: Uint32Array; filename: string; wrap: boolean }) {
  return (
    <div className={codeStyles.root}>
      <div className={codeStyles.header}>
        <span className={codeStyles.label}>{label}</span>
        <div className={codeStyles.actions}>
          <CopyButton text={text} variant="ghost" size="sm" />
          <Button variant="ghost" size="sm" icon={Download} onPress={() => downloadText(filename, text, 'application/json')}>
            {t('download')}
          </Button>
        </div>
      </div>
      <TextViewer text={text} lineStarts={lineStarts} label={t('viewerLabel', { label })} wrap={wrap} lineNumbers={!wrap} />
    </div>
  );
}

function CheckedNote({ t, state, size }: { t: JsonFormatterText; state: JsonState; size: string }) {
  if (state.ranOn === 'inline' || state.elapsedMs === null) return null;
  const seconds = localeNumberText(t.locale, (state.elapsedMs / 1000).toFixed(2));
  return (
    <p className={styles.note} data-visual-mask="">
      {t(state.ranOn === 'worker' ? 'checkedWorker' : 'checkedPage', { size, seconds })}
    </p>
  );
}

const INDENT_KEYS = { '2': 'indent.2', '4': 'indent.4', tab: 'indent.tab' } as const;

export default function JsonFormatter({ initialText = '', indent, sortKeys, onChange }: JsonFormatterProps) {
  const t = useJsonFormatterMessages();
  const sizes = sizeWords(t);
  const [text, setText] = useState(initialText);
  // Where large text came from when the tool set it (a file, the initial document).
  const [source, setSource] = useState<LargeTextSource | null>(() =>
    initialText.length >= LARGE_INPUT_CHARS ? { title: t('initialDocument'), size: t('characters', { count: initialText.length }) } : null,
  );
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [settings, setSettings] = useRememberedSettings({ indent, sortKeys });
  const [tab, setTab] = useState<string>('formatted');
  const inputRef = useRef<HTMLDivElement>(null);

  const state = useJsonAnalysis(text, settings.indent, settings.sortKeys);
  const { analysis } = state;
  useShareState({ initialText: text, indent: settings.indent, sortKeys: settings.sortKeys });

  const report = useEffectEvent((next: JsonAnalysis | null) => onChange?.(changeOf(next)));
  useEffect(() => report(analysis), [analysis]);

  const setInput = (next: string, from: LargeTextSource | null) => {
    setText(next);
    setSource(from);
    setFileProblem(null);
  };

  const loadFile = async (file: File) => {
    if (file.size > MAX_FILE_BYTES) {
      setFileProblem(t('fileTooLarge', { name: file.name, size: formatBytes(file.size, sizes), max: formatBytes(MAX_FILE_BYTES, sizes) }));
      return;
    }
    try {
      setInput(await file.text(), { title: file.name, size: formatBytes(file.size, sizes) });
    } catch {
      setFileProblem(t('readError', { name: file.name }));
    }
  };

  const goToError = (offset: number) => {
    const area = inputRef.current?.querySelector('textarea');
    if (!area) return;
    // Selecting before focusing makes the browser scroll the error into view.
    area.setSelectionRange(offset, Math.min(offset + 1, area.value.length));
    area.focus();
  };

  const large = text.length >= LARGE_INPUT_CHARS;
  const size = large && source ? source.size : t('characters', { count: text.length });

  return (
    <div className={styles.root} data-ran-on={state.ranOn}>
      <div className={styles.layout}>
        <Card title={t('yourJson')} headingLevel={2}>
          <Stack gap="md">
            <div ref={inputRef} className={styles.input}>
              <LargeTextArea
                label={t('jsonInput')}
                value={text}
                source={source}
                onChange={(next) => setInput(next, null)}
                placeholder={t('placeholder')}
                mono
                spellCheck={false}
                showCount
              />
            </div>
            <Inline gap="sm">
              <Button size="sm" icon={Braces} onPress={() => setInput(SAMPLE_JSON, null)}>
                {t('loadSample')}
              </Button>
              <Button size="sm" icon={Eraser} onPress={() => setInput('', null)} isDisabled={text === '' && !fileProblem}>
                {t('clearAll')}
              </Button>
              <FileDrop compact label={t('uploadFile')} accept={JSON_FILES} onFile={loadFile} />
            </Inline>
            {fileProblem ? (
              <StatusBanner tone="error" onDismiss={() => setFileProblem(null)}>
                {fileProblem}
              </StatusBanner>
            ) : null}
          </Stack>
        </Card>

        <Card title={t('result')} headingLevel={2}>
          <Stack gap="md">
            <div className={styles.options}>
              <Select
                label={t('indent')}
                className={styles.indentSelect}
                items={INDENT_OPTIONS.map(({ id }) => ({ id, label: t(INDENT_KEYS[id]) }))}
                selectedKey={settings.indent}
                onSelectionChange={(key) => setSettings((s) => ({ ...s, indent: normalizeIndent(key) ?? s.indent }))}
              />
              <Switch className={styles.sortSwitch} isSelected={settings.sortKeys} onChange={(on) => setSettings((s) => ({ ...s, sortKeys: on }))}>
                {t('sortKeys')}
              </Switch>
            </div>

            {analysis === null ? <StatusBanner tone="info">{t('validating', { size })}</StatusBanner> : null}
            {analysis?.status === 'valid' ? <StatusBanner tone="success">{t('valid')}</StatusBanner> : null}
            {analysis?.status === 'invalid' ? <StatusBanner tone="error">{t.locale === 'en'
                  ? t('invalid', { message: analysis.message })
                  : t.rich(
                      'invalid',
                      {
                        // The message is the browser's parser's own (spec §5): English and code-like, so marked as such.
                        parser: (children) => (
                          <span lang="en" dir="ltr">
                            {children}
                          </span>
                        ),
                      },
                      { message: analysis.message },
                    )}</StatusBanner> : null}
            {analysis && analysis.status !== 'empty' ? <CheckedNote t={t} state={state} size={size} /> : null}

            {analysis?.status === 'invalid' ? (
              <ErrorDetails
                t={t}
                text={text}
                offset={analysis.offset}
                line={analysis.line}
                column={analysis.column}
                onGoTo={large ? undefined : () => goToError(analysis.offset)}
              />
            ) : null}

            {analysis?.status === 'empty' ? (
              <p className={styles.empty}>{t('empty')}</p>
            ) : null}

            {analysis?.status === 'valid' ? (
              <Tabs selectedKey={tab} onSelectionChange={setTab}>
                <TabList aria-label={t('output')} className={styles.outputTabs}>
                  <Tab id="formatted">{t('formatted')}</Tab>
                  <Tab id="minified">{t('minified')}</Tab>
                  <Tab id="tree">{t('treeView')}</Tab>
                </TabList>
                <TabPanel id="formatted">
                  <Stack gap="sm">
                    {analysis.formatProblem ? <StatusBanner tone="warning">{t('tooLargeToIndent')}</StatusBanner> : null}
                    <Output t={t} label={t('formatted')} text={analysis.formatted} lineStarts={analysis.formattedLineStarts} filename={FORMATTED_FILENAME} wrap={false} />
                  </Stack>
                </TabPanel>
                <TabPanel id="minified">
                  <Stack gap="sm">
                    <StatGrid
                      columns={3}
                      stats={[
                        { label: t('sizeReduction'), value: t('percent', { value: analysis.reduction }) },
                        { label: t('originalCharacters'), value: t.number(analysis.originalChars) },
                        { label: t('minifiedCharacters'), value: t.number(analysis.minifiedChars) },
                      ]}
                    />
                    <Output t={t} label={t('minified')} text={analysis.minified} filename={MINIFIED_FILENAME} wrap />
                  </Stack>
                </TabPanel>
                <TabPanel id="tree">
                  {state.tree ? <JsonTree key={treeKey(state.tree)} t={t} source={state.tree} small={analysis.formattedLineStarts.length <= SMALL_TREE_LINES} /> : null}
                </TabPanel>
              </Tabs>
            ) : null}
          </Stack>
        </Card>
      </div>
    </div>
  );
}
