import { ArrowDownUp, Download, Eraser, TextCursorInput } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CodeOutput } from '../../ui/components/CodeOutput';
import { Inline, Stack } from '../../ui/components/Layout';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { Switch } from '../../ui/components/Switch';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/components/Tabs';
import { LargeTextArea } from '../../ui/components/LargeTextArea';
import { LiveRegion } from '../../ui/components/LiveRegion';
import { failureText, sizeWords, typeName, useBase64Messages, type Base64Text } from './i18n';
import { root as progressRoot } from '../../ui/components/WorkProgress.css';
import { downloadBlob } from '../../ui/download';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { readProp } from '../api';
import { api } from './api';
import { useShareState } from '../share-state';
import {
  MAX_FILE_BYTES,
  convert,
  decodedFilename,
  encodeFile,
  formatBytes,
  hexPreview,
  indexOfPosition,
  isPreviewableImage,
  type Conversion,
  type FileInput,
  type Mode,
} from './base64';
import FilePanel, { type LoadedFile } from './FilePanel';
import { ImagePreview, Output } from './Output';
import * as styles from './Base64.css';
import type { ConvertDone, FileDone } from './LargeConversion';

/** From this many characters the conversion runs in a Worker (or after the pending state paints). */
export const BACKGROUND_CHARS = 100_000;

/** From this many bytes a file is encoded in a Worker (about BACKGROUND_CHARS of Base64). */
export const BACKGROUND_BYTES = 75_000;

/** The Worker, its runner and the progress bar: loaded the first time the text (or a file) is that long. */
const LargeConversion = lazy(() => import('./LargeConversion'));
const FileConversion = lazy(() => import('./LargeConversion').then((module) => ({ default: module.FileConversion })));

/** What WorkProgress shows while nothing runs: its empty live region, in the same box. */
const idleProgress = (
  <div className={progressRoot}>
    <LiveRegion message="" />
  </div>
);

export interface Base64Props {
  /** "encode" (default) or "decode". */
  mode?: string;
  /** Text to encode or Base64 to decode to start with. */
  input?: string;
  /** URL-safe alphabet (- _) for encoded output. */
  urlSafe?: boolean | string;
  /** = padding on encoded output (default on). */
  padding?: boolean | string;
  /** Called with the result after every change (the embed's `toolshed-change`). */
  onChange?: (detail: Base64Change) => void;
}

export interface Base64Change {
  source: 'text' | 'file';
  mode: Mode;
  /** Base64 (encode) or decoded text (decode; empty when the data is not text). */
  output: string;
  error: string | null;
  byteLength: number;
  mimeType: string | null;
}

interface Settings {
  mode: Mode;
  urlSafe: boolean;
  padding: boolean;
}

const DEFAULTS: Settings = { mode: 'encode', urlSafe: false, padding: true };

function givenSettings(props: Pick<Base64Props, 'mode' | 'urlSafe' | 'padding'>): Partial<Settings> {
  const given: Partial<Settings> = {};
  const mode = readProp(api, 'mode', props.mode);
  const urlSafe = readProp(api, 'url-safe', props.urlSafe);
  const padding = readProp(api, 'padding', props.padding);
  if (mode === 'encode' || mode === 'decode') given.mode = mode;
  if (typeof urlSafe === 'boolean') given.urlSafe = urlSafe;
  if (typeof padding === 'boolean') given.padding = padding;
  return given;
}

/** Remembered settings are untrusted: keep only well-formed fields. */
function parseStored(stored: unknown): Partial<Settings> {
  if (typeof stored !== 'object' || stored === null) return {};
  const s = stored as Record<string, unknown>;
  const out: Partial<Settings> = {};
  if (s.mode === 'encode' || s.mode === 'decode') out.mode = s.mode;
  if (typeof s.urlSafe === 'boolean') out.urlSafe = s.urlSafe;
  if (typeof s.padding === 'boolean') out.padding = s.padding;
  return out;
}

function textChange(mode: Mode, result: Conversion): Base64Change {
  const base = { source: 'text' as const, mode };
  switch (result.status) {
    case 'empty':
      return { ...base, output: '', error: null, byteLength: 0, mimeType: null };
    case 'error':
      return { ...base, output: '', error: result.message, byteLength: 0, mimeType: null };
    case 'encoded':
      return { ...base, output: result.output, error: null, byteLength: result.byteLength, mimeType: null };
    case 'decoded':
      return { ...base, output: result.text ?? '', error: null, byteLength: result.bytes.length, mimeType: result.type.mimeType };
  }
}


export default function Base64({ mode, input: initialInput = '', urlSafe, padding, onChange }: Base64Props) {
  const t = useBase64Messages();
  const sizes = sizeWords(t);
  const [settings, setSettings] = useRememberedSettings<Settings>('base64', DEFAULTS, parseStored, givenSettings({ mode, urlSafe, padding }));
  const [onFileTab, setOnFileTab] = useState(false);
  const [input, setInput] = useState(() => {
    const checked = readProp(api, 'input', initialInput);
    return typeof checked === 'string' ? checked : '';
  });
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [reading, setReading] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const inputRef = useRef<HTMLDivElement>(null);

  const options = useMemo(() => ({ urlSafe: settings.urlSafe, padding: settings.padding }), [settings.urlSafe, settings.padding]);
  // A large paste can take longer than a keystroke to convert: let typing win.
  const deferredInput = useDeferredValue(input);
  const background = deferredInput.length >= BACKGROUND_CHARS;
  const inlineText = useMemo(
    () => (background ? null : { mode: settings.mode, result: convert(deferredInput, settings.mode, options) }),
    [background, deferredInput, settings.mode, options],
  );
  const taskInput = useMemo(() => (background ? { input: deferredInput, mode: settings.mode, options } : null), [background, deferredInput, settings.mode, options]);
  // Once loaded, the background runner stays mounted (and keeps its Worker) while the text is short.
  const [large, setLarge] = useState(false);
  if (background && !large) setLarge(true);
  const [taskDone, setTaskDone] = useState<ConvertDone | null>(null);
  const task = taskDone && taskInput && taskDone.input === taskInput ? taskDone : null;
  const taskText = useMemo(() => (task && taskInput ? { mode: taskInput.mode, result: task.result } : null), [task, taskInput]);
  // While large input converts, the last result stays on screen.
  const [shown, setShown] = useState<{ mode: Mode; result: Conversion }>({ mode: settings.mode, result: { status: 'empty' } });
  const current = inlineText ?? taskText;
  if (current && current !== shown) setShown(current);
  const text = current ?? shown;
  const result = text.result;

  // A file: encoded here when small, in the background (with progress and Cancel) when large.
  const fileInput = useMemo<FileInput | null>(() => (file ? { bytes: file.bytes, declaredType: file.declaredType, options } : null), [file, options]);
  const fileInBackground = file !== null && file.size >= BACKGROUND_BYTES;
  const fileInline = useMemo(() => (fileInput && !fileInBackground ? encodeFile(fileInput) : null), [fileInput, fileInBackground]);
  const [largeFile, setLargeFile] = useState(false);
  if (fileInBackground && !largeFile) setLargeFile(true);
  const [fileDone, setFileDone] = useState<FileDone | null>(null);
  const fileEncoding = fileInline ?? (fileDone && fileDone.input === fileInput ? fileDone.result : null);

  // A share link carries the settings; the text may be a credential (a secret input), so it is not reported.
  useShareState({ mode: settings.mode, urlSafe: settings.urlSafe, padding: settings.padding });

  const report = useEffectEvent((detail: Base64Change) => onChange?.(detail));
  useEffect(() => {
    if (current) report(textChange(current.mode, current.result));
  }, [current]);
  useEffect(() => {
    if (file && fileEncoding) report({ source: 'file', mode: 'encode', output: fileEncoding.base64, error: null, byteLength: file.size, mimeType: fileEncoding.type.mimeType });
  }, [file, fileEncoding]);

  const setMode = (next: Mode) => setSettings((s) => ({ ...s, mode: next }));
  const selectTab = (key: string) => {
    setOnFileTab(key === 'file');
    if (key === 'encode' || key === 'decode') setMode(key);
  };
  const swapOutput =
    result.status === 'encoded' ? result.output : result.status === 'decoded' && result.text !== null ? result.text : null;
  const swap = () => {
    if (swapOutput === null) return;
    setInput(swapOutput);
    setMode(settings.mode === 'encode' ? 'decode' : 'encode');
  };

  const goToError = (position: number) => {
    const area = inputRef.current?.querySelector('textarea');
    if (!area) return;
    const index = indexOfPosition(area.value, position);
    const end = index + ((area.value.codePointAt(index) ?? 0) > 0xffff ? 2 : 1);
    // Selecting before focusing makes the browser scroll the character into view.
    area.setSelectionRange(index, Math.min(end, area.value.length));
    area.focus();
  };

  const loadFile = async (picked: File) => {
    setFileError(null);
    if (picked.size > MAX_FILE_BYTES) {
      setFileError(t('fileTooLarge', { name: picked.name, size: formatBytes(picked.size, sizes), max: formatBytes(MAX_FILE_BYTES, sizes) }));
      return;
    }
    setReading(picked.name);
    try {
      const bytes = new Uint8Array(await picked.arrayBuffer());
      setFile({ name: picked.name, size: bytes.length, declaredType: picked.type || null, bytes });
    } catch {
      setFileError(t('readError', { name: picked.name }));
    } finally {
      setReading(null);
    }
  };

  const switches = (
    <>
      <Switch isSelected={settings.urlSafe} onChange={(on) => setSettings((s) => ({ ...s, urlSafe: on }))}>
        {t('urlSafe')}
      </Switch>
      <Switch isSelected={settings.padding} onChange={(on) => setSettings((s) => ({ ...s, padding: on }))}>
        {t('padding')}
      </Switch>
    </>
  );

  const decoding = settings.mode === 'decode';

  // Encode and Decode share one text box (so a result can be swapped back); File is separate.
  const textPanel = (
    <Stack gap="md">
      {decoding ? (
        <p className={styles.note}>{t('decodeNote')}</p>
      ) : (
        <div className={styles.options}>{switches}</div>
      )}
      <div className={styles.layout} data-ran-on={(taskInput && taskDone?.ranOn) || 'inline'}>
        <Card title={t('input')} headingLevel={2}>
          <Stack gap="sm">
            <div ref={inputRef} className={styles.input}>
              <LargeTextArea
                label={t(decoding ? 'base64ToDecode' : 'textToEncode')}
                value={input}
                onChange={setInput}
                placeholder={t(decoding ? 'decodePlaceholder' : 'encodePlaceholder')}
                mono={decoding}
                spellCheck={false}
                showCount
                isInvalid={result.status === 'error'}
                errorMessage={result.status === 'error' ? failureText(t, result.reason) : undefined}
              />
            </div>
            <Inline gap="sm">
              <Button size="sm" icon={ArrowDownUp} onPress={swap} isDisabled={swapOutput === null}>
                {t('useOutput')}
              </Button>
              <Button size="sm" icon={Eraser} onPress={() => setInput('')} isDisabled={input === ''}>
                {t('clearAll')}
              </Button>
              {result.status === 'error' && result.position !== undefined ? (
                <Button size="sm" variant="ghost" icon={TextCursorInput} onPress={() => goToError(result.position!)}>
                  {t('selectPosition', { position: String(result.position) })}
                </Button>
              ) : null}
            </Inline>
          </Stack>
        </Card>
        <Card title={t('result')} headingLevel={2}>
          <Stack gap="md">
            {large ? (
              <Suspense fallback={idleProgress}>
                <LargeConversion label={t(decoding ? 'decoding' : 'encoding')} input={taskInput} onDone={setTaskDone} />
              </Suspense>
            ) : (
              idleProgress
            )}
            <TextResult t={t} result={result} decoding={decoding} />
          </Stack>
        </Card>
      </div>
    </Stack>
  );

  return (
    <div className={styles.root}>
      <Tabs selectedKey={onFileTab ? 'file' : settings.mode} onSelectionChange={selectTab}>
        <TabList aria-label={t('whatToDo')}>
          <Tab id="encode">{t('encode')}</Tab>
          <Tab id="decode">{t('decode')}</Tab>
          <Tab id="file">{t('file')}</Tab>
        </TabList>

        <TabPanel id="encode">{textPanel}</TabPanel>
        <TabPanel id="decode">{textPanel}</TabPanel>

        <TabPanel id="file">
          <FilePanel
            t={t}
            options={switches}
            file={file}
            encoding={fileEncoding}
            progress={
              largeFile ? (
                <Suspense fallback={idleProgress}>
                  <FileConversion label={t('encoding')} input={fileInBackground ? fileInput : null} onDone={setFileDone} />
                </Suspense>
              ) : null
            }
            reading={reading}
            error={fileError}
            onFile={loadFile}
            onDismissError={() => setFileError(null)}
            onRemove={() => setFile(null)}
          />
        </TabPanel>
      </Tabs>
    </div>
  );
}

function TextResult({ t, result, decoding }: { t: Base64Text; result: Conversion; decoding: boolean }) {
  const sizes = sizeWords(t);
  switch (result.status) {
    case 'empty':
      return <p className={styles.empty}>{t(decoding ? 'decodedEmpty' : 'encodedEmpty')}</p>;
    case 'error':
      return <p className={styles.empty}>{t('fixInput')}</p>;
    case 'encoded':
      return (
        <>
          <Output t={t} label="Base64" value={result.output} filename="encoded.txt" copyLabel={t('copyBase64')} />
          <p className={styles.note}>{t('encodedNote', { size: formatBytes(result.byteLength, sizes), count: result.output.length })}</p>
        </>
      );
    case 'decoded': {
      const { type, bytes } = result;
      const filename = decodedFilename(type);
      const download = () => downloadBlob(filename, new Blob([bytes], { type: type.mimeType }));
      const image = isPreviewableImage(type.mimeType) ? <ImagePreview bytes={bytes} mimeType={type.mimeType} alt={t('previewDecoded')} /> : null;
      if (result.text !== null) {
        return (
          <>
            <Output t={t} label={t('decodedText')} value={result.text} filename={filename} mimeType={type.mimeType} copyLabel={t('copyText')} dir="auto" />
            <p className={styles.note}>{`${formatBytes(bytes.length, sizes)} · ${typeName(t, type)} (${type.mimeType})`}</p>
            {image}
          </>
        );
      }
      return (
        <>
          <StatusBanner tone="info" title={t('decodedAs', { type: typeName(t, type) })}>
            {t('notText', { size: formatBytes(bytes.length, sizes), mimeType: type.mimeType })}
          </StatusBanner>
          <Inline gap="sm">
            <Button variant="primary" icon={Download} onPress={download}>
              {t('downloadFile', { filename })}
            </Button>
          </Inline>
          {image}
          <CodeOutput label={t('firstBytes')} value={hexPreview(bytes, 64, (count) => t('moreBytes', { count }))} copyLabel={t('copyHex')} maxHeight="sm" />
        </>
      );
    }
  }
}
