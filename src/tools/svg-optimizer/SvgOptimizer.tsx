import { BlobImage } from '../../ui/components/BlobImage';
import { Download, FileCode, RotateCcw } from 'lucide-react';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Stack } from '../../ui/components/Layout';
import { LargeTextArea } from '../../ui/components/LargeTextArea';
import { useLargeTextInput } from '../converter/use-large-text-input';
import { Select } from '../../ui/components/Select';
import { StatGrid } from '../../ui/components/StatGrid';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { Switch } from '../../ui/components/Switch';
import { TextViewer } from '../../ui/components/TextViewer';
import { WorkProgress } from '../../ui/components/WorkProgress';
import { useBackgroundTask, type BackgroundTask } from '../../ui/background-task';
import { afterPaint, runToEnd } from '../../ui/tasks';
import { downloadText } from '../../ui/download';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { useShareState } from '../share-state';
import { InputActions } from '../converter/InputActions';
import {
  DEFAULT_OPTIONS,
  MAX_PRECISION,
  MIN_PRECISION,
  SAMPLE_SVG,
  byteSize,
  downloadName,
  gzipSize,
  optimizeTask,
  parseOptions,
  savedPercent,
  type OptimizeInput,
  type OptimizeResult,
  type SvgOptions,
  type SwitchName,
} from './svg-optimizer';
import { loadSvgo, loadedSvgo } from './load-svgo';
import { useSvgMessages } from './i18n';
import * as styles from './SvgOptimizer.css';
import workerUrl from './worker.ts?worker&url';

export interface SvgOptimizerProps {
  /** SVG markup to start with (the embed's `initial-text`). */
  initialText?: string;
  /** Decimals kept when rounding (0–8). */
  precision?: number;
  /** Repeat until the output stops shrinking. */
  multipass?: boolean;
  /** Called whenever the result changes. */
  onChange?: (change: SvgChange) => void;
}

export interface SvgChange {
  status: 'empty' | 'working' | 'ok' | 'invalid';
  /** The optimized SVG (what Copy SVG copies); empty unless `ok`. */
  svg: string;
  bytesBefore: number;
  bytesAfter: number;
  /** What was removed as unsafe: `<script>`, `onload`, `href="javascript:…"`. */
  removed: string[];
  /** Why the input was not optimized (the parser's message); empty unless `invalid`. */
  problem: string;
}

/** The work starts once typing has paused this long, so a keystroke never waits for SVGO. */
export const SETTLE_MS = 150;
export const MAX_FILE_BYTES = 20_000_000;

/**
 * The Worker has its own SVGO. Where workers are blocked, the page loads its copy and runs it
 * after a paint (SVGO has no steps of its own to cut into slices).
 */
const OPTIMIZE_TASK: BackgroundTask<OptimizeInput, OptimizeResult> = {
  name: 'optimize',
  run: function* (input) {
    const optimize = loadedSvgo();
    if (!optimize) throw new Error('SVGO has not loaded');
    return yield* optimizeTask(input, optimize);
  },
  runOnMain: async (input, signal) => {
    const optimize = await loadSvgo();
    if (signal.aborted) return null;
    await afterPaint();
    return signal.aborted ? null : runToEnd(optimizeTask(input, optimize));
  },
  workerUrl: () => new URL(workerUrl, import.meta.url).href,
};

/** Decimals 0–8, a native select (lighter on the page than a number field). */
const PRECISION_ITEMS = Array.from({ length: MAX_PRECISION - MIN_PRECISION + 1 }, (_, i) => ({ id: String(MIN_PRECISION + i), label: String(MIN_PRECISION + i) }));

const SVG_FILES = { mimeTypes: ['image/svg+xml'], extensions: ['.svg'] };

/** The switches in the order shown; Decimals sits under Round Numbers. */
const SWITCHES: { name: SwitchName; help?: 'removeMetadataHelp' | 'cleanupIdsHelp' | 'keepViewBoxHelp' | 'removeDimensionsHelp' | 'multipassHelp' }[] = [
  { name: 'removeMetadata', help: 'removeMetadataHelp' },
  { name: 'removeComments' },
  { name: 'cleanupIds', help: 'cleanupIdsHelp' },
  { name: 'collapseGroups' },
  { name: 'convertShapesToPaths' },
  { name: 'keepViewBox', help: 'keepViewBoxHelp' },
  { name: 'removeDimensions', help: 'removeDimensionsHelp' },
  { name: 'multipass', help: 'multipassHelp' },
  { name: 'prettyPrint' },
  { name: 'roundNumbers' },
];

/** `value`, once it has stayed the same for `ms` (the first value at once). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The gzip size of a text (null until measured, or where CompressionStream is missing); measured
 * again only when the text changes, so a new option does not gzip the unchanged input again.
 */
function useGzipSize(text: string | null): number | null {
  const [measured, setMeasured] = useState<{ text: string; size: number } | null>(null);
  useEffect(() => {
    if (text === null) return;
    let current = true;
    void gzipSize(text).then((size) => {
      if (current && size !== null) setMeasured({ text, size });
    });
    return () => {
      current = false;
    };
  }, [text]);
  return measured && measured.text === text ? measured.size : null;
}

export default function SvgOptimizer({ initialText = '', precision, multipass, onChange }: SvgOptimizerProps) {
  const t = useSvgMessages();
  const input = useLargeTextInput(initialText, t);
  const { text, source } = input;
  // The name the download takes after (the opened file's, the sample's).
  const [fileName, setFileName] = useState<string | null>(null);
  const [options, setOptions] = useRememberedSettings<SvgOptions>('svg-optimizer', DEFAULT_OPTIONS, parseOptions, parseOptions({ precision, multipass }));
  useShareState({ initialText: text, precision: options.precision, multipass: options.multipass });

  // SVGO runs once the input and options have settled, in a Worker (or in the page where workers
  // are blocked), with progress past 300 ms and Cancel past 2 s.
  const settledText = useSettled(text, SETTLE_MS);
  const settledOptions = useSettled(options, SETTLE_MS);
  const isEmpty = settledText.trim() === '';
  const job = useMemo(() => (isEmpty ? null : { text: settledText, options: settledOptions }), [isEmpty, settledText, settledOptions]);
  const task = useBackgroundTask(OPTIMIZE_TASK, job);
  const result = task.result;
  // The last result stays on screen while the next one is worked out (no flicker while typing).
  const shown = isEmpty ? null : task.latest;
  const ok = shown?.result.kind === 'ok' ? shown.result : null;
  const shownText = shown?.input.text ?? '';

  const bytesBefore = useMemo(() => byteSize(shownText), [shownText]);
  const bytesAfter = useMemo(() => (ok ? byteSize(ok.svg) : 0), [ok]);
  const gzipBefore = useGzipSize(ok ? shownText : null);
  const gzipAfter = useGzipSize(ok?.svg ?? null);
  const gzipped: [number, number] | null = gzipBefore !== null && gzipAfter !== null ? [gzipBefore, gzipAfter] : null;

  const failure = shown?.result.kind === 'ok' ? null : (shown?.result ?? null);
  const problem = !failure
    ? null
    : failure.kind === 'malformed'
      ? t('malformed', { line: failure.line, column: failure.column, reason: failure.reason })
      : failure.kind === 'notSvg'
        ? failure.root === null
          ? t('noElement')
          : t('notSvg', { root: failure.root })
        : failure.kind === 'failed'
          ? t('failed', { message: failure.message })
          : null;

  const report = useEffectEvent((empty: boolean, current: boolean, message: string | null) => {
    if (empty) onChange?.({ status: 'empty', svg: '', bytesBefore: 0, bytesAfter: 0, removed: [], problem: '' });
    else if (!current || !shown) onChange?.({ status: 'working', svg: '', bytesBefore: byteSize(settledText), bytesAfter: 0, removed: [], problem: '' });
    else if (shown.result.kind === 'ok') onChange?.({ status: 'ok', svg: shown.result.svg, bytesBefore, bytesAfter, removed: shown.result.removed, problem: '' });
    else onChange?.({ status: 'invalid', svg: '', bytesBefore, bytesAfter: 0, removed: [], problem: message ?? '' });
  });
  const current = result !== null;
  useEffect(() => report(isEmpty, current, problem), [isEmpty, current, problem, shown]);

  const setInput = (next: string, name: string | null) => {
    input.setInput(next);
    setFileName(name);
  };

  const loadFile = async (file: File) => {
    if (await input.loadFile(file, MAX_FILE_BYTES)) setFileName(file.name);
  };

  const setOption = (name: keyof SvgOptions, value: boolean | number) => setOptions((current) => ({ ...current, [name]: value }));
  const isDefault = SWITCHES.every(({ name }) => options[name] === DEFAULT_OPTIONS[name]) && options.precision === DEFAULT_OPTIONS.precision;

  // A long run (a large file, or SVGO still loading where workers are blocked) says so under the field.
  const running = !isEmpty && task.showProgress && task.status === 'running';
  const size = input.size;
  const percent = ok ? savedPercent(bytesBefore, bytesAfter) : 0;
  const bytes = (count: number) => t('bytes', { count });
  const name = downloadName(fileName);

  return (
    <div className={styles.root} data-ran-on={task.ranOn ?? 'none'}>
      <div className={styles.layout}>
        <div className={styles.column}>
          <Card title={t('svgInput')} headingLevel={2}>
            <Stack gap="md">
              <div className={styles.input}>
                <LargeTextArea
                  label={t('input')}
                  value={text}
                  source={source}
                  onChange={(next) => setInput(next, fileName)}
                  placeholder={t('placeholder')}
                  isInvalid={problem !== null}
                  mono
                  spellCheck={false}
                />
              </div>
              {/* Next to the field, and on a phone the first answer right under it. */}
              {problem ? <StatusBanner tone="error">{problem}</StatusBanner> : null}
              {ok ? (
                <div className={styles.summary}>
                  <p className={styles.summaryText}>
                    <span className={styles.summaryValue}>{t('summary', { before: bytes(bytesBefore), after: bytes(bytesAfter) })}</span>
                    <span>{percent >= 0 ? t('summarySaved', { percent }) : t('summaryGrew', { percent: -percent })}</span>
                  </p>
                </div>
              ) : null}
              {ok && ok.removed.length > 0 ? (
                <StatusBanner tone="warning" title={t('removedTitle')}>
                  {t('removed', { list: ok.removed.join(', ') })}
                </StatusBanner>
              ) : null}
              {running ? <StatusBanner tone="info">{t('optimizingSize', { size })}</StatusBanner> : null}
              <InputActions
                sampleIcon={FileCode}
                loadSample={t('loadSample')}
                onSample={() => setInput(SAMPLE_SVG, 'toolbox-icon.svg')}
                clearAll={t('clearAll')}
                onClear={() => setInput('', null)}
                isEmpty={text === ''}
                uploadFile={t('uploadFile')}
                accept={{ ...SVG_FILES, label: t('fileTypes') }}
                onFile={loadFile}
                fileProblem={input.fileProblem}
                onDismissFileProblem={input.dismissFileProblem}
              />
            </Stack>
          </Card>

          <Card title={t('options')} headingLevel={2}>
            <Stack gap="md">
              <div className={styles.options}>
                {SWITCHES.map(({ name: option, help }) => (
                  <Switch key={option} isSelected={options[option]} onChange={(on) => setOption(option, on)} description={help ? t(help) : undefined}>
                    {t(option)}
                  </Switch>
                ))}
                <Select
                  label={t('precision')}
                  description={t('precisionHelp')}
                  items={PRECISION_ITEMS}
                  selectedKey={String(options.precision)}
                  onSelectionChange={(key) => setOption('precision', Number(key))}
                  isDisabled={!options.roundNumbers}
                />
              </div>
              <div>
                <Button size="sm" variant="secondary" icon={RotateCcw} isDisabled={isDefault} onPress={() => setOptions(DEFAULT_OPTIONS)}>
                  {t('resetOptions')}
                </Button>
              </div>
            </Stack>
          </Card>
        </div>

        <Card title={t('result')} headingLevel={2}>
          <Stack gap="md">
            <WorkProgress label={t('optimizing')} state={task} />
            {ok ? (
              <>
                <StatGrid
                  columns={3}
                  stats={[
                    { label: t('original'), value: bytes(bytesBefore) },
                    { label: t('optimized'), value: bytes(bytesAfter) },
                    { label: t('saved'), value: t('percentValue', { percent }) },
                  ]}
                />
                {gzipped ? <p className={styles.gzip}>{t('gzipped', { before: bytes(gzipped[0]), after: bytes(gzipped[1]) })}</p> : null}
                <div className={styles.actions}>
                  <CopyButton text={ok.svg} label={t('copySvg')} size="sm" />
                  <Button size="sm" icon={Download} onPress={() => downloadText(name, ok.svg, 'image/svg+xml;charset=utf-8')}>
                    {t('download')}
                  </Button>
                </div>
                <figure className={styles.compare} aria-label={t('compare')}>
                  {[
                    { svg: shownText, alt: t('beforeImage'), caption: t('original'), size: bytes(bytesBefore), id: 'before' as const },
                    { svg: ok.svg, alt: t('afterImage'), caption: t('optimized'), size: bytes(bytesAfter), id: 'after' as const },
                  ].map((view) => (
                    <div key={view.id} className={styles.figure}>
                      <div className={styles.frame}>
                        <BlobImage data={view.svg} type="image/svg+xml" className={styles.image} alt={view.alt} data-view={view.id} />
                      </div>
                      <span className={styles.caption}>
                        {view.caption} · {view.size}
                      </span>
                    </div>
                  ))}
                </figure>
                <TextViewer text={ok.svg} label={t('code')} size="md" wrap />
              </>
            ) : null}
            {isEmpty ? <p className={styles.empty}>{t('empty')}</p> : null}
            {problem ? <p className={styles.empty}>{t('fixInput')}</p> : null}
          </Stack>
        </Card>
      </div>
    </div>
  );
}
