import { Download, FileCode } from 'lucide-react';
import { useDeferredValue, useEffect, useEffectEvent, useMemo } from 'react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Stack } from '../../ui/components/Layout';
import { LargeTextArea } from '../../ui/components/LargeTextArea';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/components/Tabs';
import { TextViewer } from '../../ui/components/TextViewer';
import { WorkProgress } from '../../ui/components/WorkProgress';
import { useBackgroundTask, type BackgroundTask } from '../../ui/background-task';
import { useFirstInput } from '../../ui/deferred-work';
import { downloadText } from '../../ui/download';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { useShareState } from '../share-state';
import {
  HTML_FILENAME,
  SAMPLE_MARKDOWN,
  firstHeading,
  htmlDocument,
  previewHtml,
  renderMarkdown,
  renderTask,
  sanitizeHtml,
  type FootnoteWords,
  type RenderInput,
  type Sanitized,
} from './markdown-preview';
import { loadLibraries, loadedLibraries, useLibraries } from './load-markdown';
import { useLargeTextInput } from '../converter/use-large-text-input';
import { useMarkdownMessages } from './i18n';
import * as styles from './MarkdownPreview.css';
import { InputActions } from '../converter/InputActions';
import workerUrl from './worker.ts?worker&url';

export interface MarkdownPreviewProps {
  /** Markdown to start with (the embed's `initial-text`). */
  initialText?: string;
  /** Which view shows first: "preview" (default) or "html". */
  view?: string;
  /** Called whenever the result changes. */
  onChange?: (change: MarkdownChange) => void;
}

export interface MarkdownChange {
  status: 'empty' | 'working' | 'ok';
  /** The sanitized HTML (what Copy HTML copies). */
  html: string;
  /** What was removed as unsafe: element names (`<iframe>`) and attribute names (`onerror`). */
  removed: string[];
}

type View = 'preview' | 'html';
interface Settings {
  view: View;
}

const DEFAULT_SETTINGS: Settings = { view: 'preview' };

/** From this many characters micromark runs in a Worker (or after a paint where workers are blocked), not during render. */
export const BACKGROUND_CHARS = 100_000;
export const MAX_FILE_BYTES = 50_000_000;

/** The Worker has its own micromark; where workers are blocked the render waits for the page's copy. */
const RENDER_TASK: BackgroundTask<RenderInput, string> = {
  name: 'render',
  run: function* (input) {
    let libraries = loadedLibraries();
    if (!libraries) void loadLibraries();
    while (!(libraries = loadedLibraries())) yield 0;
    return yield* renderTask(input, libraries.markdown);
  },
  workerUrl: () => new URL(workerUrl, import.meta.url).href,
};

const MARKDOWN_FILES = {
  mimeTypes: ['text/markdown', 'text/x-markdown', 'text/plain'],
  extensions: ['.md', '.markdown', '.mdown', '.txt'],
};

const isView = (value: unknown): value is View => value === 'preview' || value === 'html';

/** Settings from storage or attributes (untrusted): unknown values are dropped. */
export function parseSettings(data: unknown): Partial<Settings> {
  if (typeof data !== 'object' || data === null) return {};
  const { view } = data as Record<string, unknown>;
  return isView(view) ? { view } : {};
}

export default function MarkdownPreview({ initialText = '', view, onChange }: MarkdownPreviewProps) {
  const t = useMarkdownMessages();
  const input = useLargeTextInput(initialText, t);
  const { text, source, setInput } = input;
  const [settings, setSettings] = useRememberedSettings<Settings>('markdown-preview', DEFAULT_SETTINGS, parseSettings, parseSettings({ view }));
  useShareState({ initialText: text, view: settings.view });

  // Typing wins over rendering a paste. Large text is rendered in a Worker (or after a paint where
  // workers are blocked), with progress past 300 ms and Cancel past 2 s; sanitizing needs the DOM,
  // so it runs on the page.
  const deferredText = useDeferredValue(text);
  const [touched, firstInputProps] = useFirstInput();
  const background = deferredText.length >= BACKGROUND_CHARS;
  const libraries = useLibraries(touched || deferredText.trim() !== '');
  // One object while the locale stays (t is stable): a new one would restart a background render.
  const footnotes: FootnoteWords = useMemo(() => ({ label: t('footnotes'), backLabel: t('backToReference', { n: '{n}' }) }), [t]);
  const inlineHtml = useMemo(
    () => (background || !libraries || deferredText.trim() === '' ? null : renderMarkdown(deferredText, libraries.markdown, footnotes)),
    [background, deferredText, libraries, footnotes],
  );
  const job = useMemo(() => (background ? { text: deferredText, footnotes } : null), [background, deferredText, footnotes]);
  const task = useBackgroundTask(RENDER_TASK, job);
  const rawHtml = background ? task.result : inlineHtml;
  const isEmpty = deferredText.trim() === '';

  const sanitized: Sanitized | null = useMemo(() => (rawHtml === null || !libraries ? null : sanitizeHtml(rawHtml, libraries.purify)), [rawHtml, libraries]);
  const imageWord = t('image', { alt: '\u0000' });
  const imageNoAlt = t('imageNoAlt');
  const preview = useMemo(
    () =>
      sanitized === null
        ? null
        : previewHtml(sanitized.html, { image: (alt) => imageWord.replace('\u0000', alt), imageNoAlt, placeholderClass: styles.imagePlaceholder }),
    [sanitized, imageWord, imageNoAlt],
  );

  const report = useEffectEvent((empty: boolean, next: Sanitized | null) => {
    if (empty) onChange?.({ status: 'empty', html: '', removed: [] });
    else if (!next) onChange?.({ status: 'working', html: '', removed: [] });
    else onChange?.({ status: 'ok', html: next.html, removed: next.removed });
  });
  useEffect(() => report(isEmpty, sanitized), [isEmpty, sanitized]);

  const loadFile = (file: File) => input.loadFile(file, MAX_FILE_BYTES);

  const running = !isEmpty && sanitized === null && task.status !== 'cancelled';
  const size = input.size;
  const ready = !isEmpty && sanitized !== null ? sanitized : null;

  return (
    <div className={styles.root} data-ran-on={task.ranOn ?? 'inline'} {...firstInputProps}>
      <div className={styles.layout}>
        <Card title={t('markdown')} headingLevel={2}>
          <Stack gap="md">
            <div className={styles.input}>
              <LargeTextArea
                label={t('input')}
                value={text}
                source={source}
                onChange={(next) => setInput(next)}
                placeholder={t('placeholder')}
                mono
              />
            </div>
            {/* On a phone the result card is below: whether anything was removed shows right under the input. */}
            {ready ? (
              ready.removed.length > 0 ? (
                <StatusBanner tone="warning" title={t('removedTitle')}>
                  <p className={styles.removedList}>{t('removed', { list: ready.removed.join(', ') })}</p>
                </StatusBanner>
              ) : (
                <StatusBanner tone="success">{t('nothingRemoved')}</StatusBanner>
              )
            ) : null}
            {running ? <StatusBanner tone="info">{t('renderingSize', { size })}</StatusBanner> : null}
            <InputActions
              sampleIcon={FileCode}
              loadSample={t('loadSample')}
              onSample={() => setInput(SAMPLE_MARKDOWN)}
              clearAll={t('clearAll')}
              onClear={() => setInput('')}
              isEmpty={text === ''}
              uploadFile={t('uploadFile')}
              accept={{ ...MARKDOWN_FILES, label: t('fileTypes') }}
              onFile={loadFile}
              fileProblem={input.fileProblem}
              onDismissFileProblem={input.dismissFileProblem}
            />
          </Stack>
        </Card>

        <Card title={t('result')} headingLevel={2}>
          <Stack gap="md">
            <WorkProgress label={t('rendering')} state={task} />
            {ready ? (
              <>
                <div className={styles.actions}>
                  <CopyButton text={ready.html} label={t('copyHtml')} size="sm" />
                  <Button
                    size="sm"
                    icon={Download}
                    onPress={() => downloadText(HTML_FILENAME, htmlDocument(ready.html, firstHeading(deferredText) ?? t('documentTitle')), 'text/html;charset=utf-8')}
                  >
                    {t('downloadHtml')}
                  </Button>
                </div>
                <Tabs selectedKey={settings.view} onSelectionChange={(key) => isView(key) && setSettings((s) => ({ ...s, view: key }))}>
                  <TabList aria-label={t('views')}>
                    <Tab id="preview">{t('preview')}</Tab>
                    <Tab id="html">{t('htmlSource')}</Tab>
                  </TabList>
                  <TabPanel id="preview">
                    <Stack gap="sm">
                      {preview && preview.shown < preview.blocks ? (
                        <StatusBanner tone="info">{t('previewCut', { shown: preview.shown, blocks: preview.blocks })}</StatusBanner>
                      ) : null}
                      {preview && preview.images > 0 ? <StatusBanner tone="info">{t('imagesNote', { count: preview.images })}</StatusBanner> : null}
                      <div
                        className={styles.preview}
                        role="region"
                        aria-label={t('previewRegion')}
                        tabIndex={0}
                        // The document's own direction (English in the Arabic page reads left to right).
                        dir="auto"
                        // Sanitized by DOMPurify with the tool's allowlist, images replaced by placeholders (markdown-preview.ts).
                        dangerouslySetInnerHTML={{ __html: preview?.html ?? '' }}
                      />
                    </Stack>
                  </TabPanel>
                  <TabPanel id="html">
                    <TextViewer text={ready.html} label={t('htmlLabel')} size="md" wrap />
                  </TabPanel>
                </Tabs>
              </>
            ) : null}
            {isEmpty ? <p className={styles.empty}>{t('empty')}</p> : null}
          </Stack>
        </Card>
      </div>
    </div>
  );
}
