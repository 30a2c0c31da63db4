import { CornerLeftUp, Download, Eraser, FileText, Plus } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import * as codeStyles from '../../ui/components/CodeOutput.css';
import { CopyButton } from '../../ui/components/CopyButton';
import { Inline, Stack } from '../../ui/components/Layout';
import { LiveRegion, useAnnouncer } from '../../ui/components/LiveRegion';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { LargeTextArea } from '../../ui/components/LargeTextArea';
import { TextViewer } from '../../ui/components/TextViewer';
import { WorkProgress } from '../../ui/components/WorkProgress';
import { useBackgroundTask, type BackgroundTask } from '../../ui/background-task';
import { downloadText } from '../../ui/download';
import { useHydrated } from '../../ui/useHydrated';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { StepList, type StepItem } from './StepList';
import {
  DEFAULT_STEPS,
  MAX_STEPS,
  SAMPLE_TEXT,
  STEP_GROUPS,
  applySteps,
  cryptoRandomInt,
  defaultStep,
  formatTextTask,
  parseOperations,
  parseStepsJson,
  sanitizeStep,
  seededRandomInt,
  stepsToJson,
  type ChainResult,
  type FormatTaskInput,
  type Step,
  type StepKind,
} from './text-formatter';
import * as styles from './TextFormatter.css';
import { useShareState } from '../share-state';
import { patternError, stepLabel, useTextFormatterMessages } from './i18n';
import workerUrl from './worker.ts?worker&url';

// The upload button's drop zone (FileDrop's chunk, 1.7 kB; 5.6 kB while it was react-aria's
// DropZone) loads after the page is live: the prerendered button stays on screen until then, so
// nothing moves, and the page's initial JS is that much smaller.
const FileDrop = lazy(() => import('../../ui/components/FileDrop').then((m) => ({ default: m.FileDrop })));

export interface TextFormatterProps {
  /** Text to start with (the embed's `initial-text` attribute). */
  initialText?: string;
  /** Steps to start with: comma-separated step ids such as `trim,dedupe,sort-az` (embed: `operations`). */
  operations?: string | readonly string[];
  /** Steps with their options, as a JSON array (embed: `steps`); when valid it wins over `operations`. */
  steps?: string;
  /** Makes shuffle steps reproducible (stories and tests); without it shuffles use crypto randomness. */
  shuffleSeed?: number;
  /** Called with the result whenever the text or the steps change. */
  onChange?: (detail: TextFormatterChange) => void;
}

export interface TextFormatterChange {
  output: string;
  inputLines: number;
  outputLines: number;
  /** Step ids in the order they run. */
  operations: StepKind[];
  /** The first step that could not run (an invalid regular expression), or null. */
  error: string | null;
}

interface Settings {
  steps: StepItem[];
}

/** From this many characters the steps run in a Worker (or after the pending state paints). */
export const BACKGROUND_CHARS = 100_000;
/** Longer results show in the virtualized viewer: a <pre> of megabytes takes seconds to lay out. */
const VIEWER_CHARS = 100_000;

const FORMAT_TASK: BackgroundTask<FormatTaskInput, ChainResult> = {
  name: 'format',
  run: formatTextTask,
  workerUrl: () => new URL(workerUrl, import.meta.url).href,
};

const EMPTY_RESULT = applySteps('', []);

const TEXT_FILES = { mimeTypes: ['text/plain'], extensions: ['.txt'] };
const numbered = (steps: readonly Step[]): StepItem[] => steps.map((step, i) => ({ id: i + 1, step }));

/** Remembered steps are untrusted: keep the valid ones, with fresh ids. */
function parseSettings(stored: unknown): Partial<Settings> {
  if (typeof stored !== 'object' || stored === null || !Array.isArray((stored as { steps?: unknown }).steps)) return {};
  const steps = ((stored as { steps: unknown[] }).steps)
    .map((item) => sanitizeStep(typeof item === 'object' && item !== null && 'step' in item ? item.step : null))
    .filter((step): step is Step => step !== null)
    .slice(0, MAX_STEPS);
  return { steps: numbered(steps) };
}

function givenSettings(operations: TextFormatterProps['operations'], json: unknown): Partial<Settings> {
  const parsed = typeof json === 'string' && json !== '' ? parseStepsJson(json) : null;
  if (parsed) return { steps: numbered(parsed) };
  if (typeof operations !== 'string' && !Array.isArray(operations)) return {};
  return { steps: numbered(parseOperations(operations).steps) };
}

type FocusRequest = { id: number; action: 'up' | 'down' } | { index: number } | null;

export default function TextFormatter({ initialText, operations, steps: stepsJson, shuffleSeed, onChange }: TextFormatterProps) {
  const t = useTextFormatterMessages();
  const [text, setText] = useState(typeof initialText === 'string' ? initialText : '');
  const [{ steps }, setSettings] = useRememberedSettings<Settings>('text-formatter', { steps: numbered(DEFAULT_STEPS) }, parseSettings, givenSettings(operations, stepsJson));
  // A link names the steps in order, and their options only when some differ from the defaults.
  useShareState({ initialText: text, operations: steps.map((item) => item.step.kind).join(','), steps: stepsToJson(steps.map((item) => item.step)) });
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [announcement, announce] = useAnnouncer();
  // The prerendered page and its hydration shuffle alike (a fixed seed), then for real.
  const hydrated = useHydrated();
  const [round, setRound] = useState(1);
  const focusRequest = useRef<FocusRequest>(null);
  const stepsRef = useRef<HTMLDivElement>(null);
  const addButtonsRef = useRef<HTMLDivElement>(null);

  // Sorting 100,000 lines takes longer than a keystroke: let typing and editing win.
  const deferredText = useDeferredValue(text);
  const deferredSteps = useDeferredValue(steps);
  const hasShuffle = deferredSteps.some((item) => item.step.kind === 'shuffle');
  const shuffleRound = hasShuffle ? round : 0;
  const secure = hydrated && !(typeof shuffleSeed === 'number' && Number.isFinite(shuffleSeed));
  const background = deferredText.length >= BACKGROUND_CHARS;
  const inlineResult: ChainResult | null = useMemo(() => {
    if (background) return null;
    const random = secure ? cryptoRandomInt() : seededRandomInt((shuffleSeed ?? 0) + shuffleRound);
    return applySteps(
      deferredText,
      deferredSteps.map((item) => item.step),
      { random },
    );
  }, [background, deferredText, deferredSteps, shuffleRound, shuffleSeed, secure]);
  const taskInput = useMemo<FormatTaskInput | null>(
    () => (background ? { text: deferredText, steps: deferredSteps.map((item) => item.step), seed: secure ? null : (shuffleSeed ?? 0) + shuffleRound } : null),
    [background, deferredText, deferredSteps, shuffleRound, shuffleSeed, secure],
  );
  const task = useBackgroundTask(FORMAT_TASK, taskInput);
  // While large text is being formatted the last result stays, marked busy.
  const [shown, setShown] = useState<ChainResult>(EMPTY_RESULT);
  const current = inlineResult ?? task.result;
  if (current && current !== shown) setShown(current);
  const result = current ?? shown;
  const stale = deferredText !== text || deferredSteps !== steps || current === null;
  const firstError = result.steps.findIndex((outcome) => outcome.error !== undefined);

  const report = useEffectEvent((detail: TextFormatterChange) => onChange?.(detail));
  useEffect(() => {
    if (stale) return;
    report({
      output: result.output,
      inputLines: result.inputLines,
      outputLines: result.outputLines,
      operations: deferredSteps.map((item) => item.step.kind),
      error: firstError >= 0 ? (result.steps[firstError]!.error ?? null) : null,
    });
  }, [stale, result, deferredSteps, firstError]);

  // Moving or removing a step re-renders the list; keep the keyboard user's place in it.
  useEffect(() => {
    const request = focusRequest.current;
    focusRequest.current = null;
    if (!request || !stepsRef.current) return;
    const root = stepsRef.current;
    const buttons = (selector: string) => Array.from(root.querySelectorAll<HTMLButtonElement>(selector)).filter((b) => !b.disabled);
    let target: HTMLElement | undefined;
    if ('id' in request) {
      const item = `[data-step-id="${request.id}"]`;
      const other = request.action === 'up' ? 'down' : 'up';
      target = buttons(`${item} [data-action="${request.action}"]`)[0] ?? buttons(`${item} [data-action="${other}"]`)[0];
    } else {
      const removes = buttons('[data-action="remove"]');
      target = removes[Math.min(request.index, removes.length - 1)] ?? addButtonsRef.current?.querySelector('button') ?? undefined;
    }
    target?.focus();
  });

  const setSteps = (update: (current: StepItem[]) => StepItem[]) => setSettings((current) => ({ ...current, steps: update(current.steps) }));

  const addStep = (kind: StepKind) => {
    if (steps.length >= MAX_STEPS) return;
    const id = steps.reduce((max, item) => Math.max(max, item.id), 0) + 1;
    setSteps((current) => [...current, { id, step: defaultStep(kind) }]);
    announce(t('announceAdded', { number: steps.length + 1, step: stepLabel(t, kind) }));
  };

  const moveStep = (id: number, by: -1 | 1) => {
    const from = steps.findIndex((item) => item.id === id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= steps.length) return;
    const next = [...steps];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    setSteps(() => next);
    focusRequest.current = { id, action: by < 0 ? 'up' : 'down' };
    announce(t('announceMoved', { step: stepLabel(t, moved!.step.kind), number: to + 1, total: next.length }));
  };

  const removeStep = (id: number) => {
    const index = steps.findIndex((item) => item.id === id);
    if (index < 0) return;
    setSteps((current) => current.filter((item) => item.id !== id));
    focusRequest.current = { index };
    announce(t('announceRemoved', { number: index + 1, step: stepLabel(t, steps[index]!.step.kind) }));
  };

  const changeStep = (id: number, next: Step) => setSteps((current) => current.map((item) => (item.id === id ? { ...item, step: next } : item)));

  const loadFile = async (file: File) => {
    try {
      setText(await file.text());
      setFileProblem(null);
    } catch {
      setFileProblem(t('readFailed', { name: file.name }));
    }
  };

  const takeResult = () => {
    setText(result.output);
    announce(t('announceTaken'));
  };

  const output = result.output;
  // A pattern error in the page's locale (the change event keeps the English one).
  const patternOf = (index: number) => {
    const step = deferredSteps[index]?.step;
    const error = result.steps[index]?.error;
    return error === undefined ? undefined : patternError(t, error, step?.kind === 'replace' ? step.find : '');
  };
  const outcomes = result.steps.map((outcome, index) => (outcome.error === undefined ? outcome : { ...outcome, error: patternOf(index) }));
  const isEmpty = output.length === 0;

  return (
    <div className={styles.root} data-ran-on={task.ranOn ?? 'inline'}>
      <LiveRegion message={announcement} />
      <div className={styles.layout}>
        <Card title={t('input')} headingLevel={2} className={styles.inputArea}>
          <Stack gap="sm">
            <LargeTextArea label={t('inputText')} value={text} onChange={setText} placeholder={t('placeholder')} minHeight="md" mono spellCheck={false} />
            <Inline gap="sm">
              <Button icon={Eraser} onPress={() => setText('')} isDisabled={text === ''}>
                {t('clearAll')}
              </Button>
              <Button icon={FileText} variant="ghost" onPress={() => setText(SAMPLE_TEXT)}>
                {t('loadSample')}
              </Button>
              <Suspense fallback={<Button isDisabled>{t('uploadFile')}</Button>}>
                <FileDrop compact label={t('uploadFile')} accept={{ ...TEXT_FILES, label: t('plainText') }} onFile={loadFile} />
              </Suspense>
            </Inline>
            {fileProblem ? (
              <StatusBanner tone="error" onDismiss={() => setFileProblem(null)}>
                {fileProblem}
              </StatusBanner>
            ) : null}
          </Stack>
        </Card>

        {/* On a phone the result comes right after the input, before the steps (CONVENTIONS.md, Layout). A div: the code block inside is the region named Result. */}
        <Card
          as="div"
          title={t('result')}
          headingLevel={2}
          className={styles.outputArea}
          actions={
            <>
              <CopyButton text={output} variant="ghost" size="sm" isDisabled={isEmpty} />
              <Button variant="ghost" size="sm" icon={Download} isDisabled={isEmpty} onPress={() => downloadText(t('fileName'), output)}>
                {t('download')}
              </Button>
              <Button variant="ghost" size="sm" icon={CornerLeftUp} isDisabled={output === text} onPress={takeResult}>
                {t('useAsInput')}
              </Button>
            </>
          }
        >
          <Stack gap="sm">
            {output.length > VIEWER_CHARS ? (
              <TextViewer text={output} label={t('result')} wrap lineNumbers={false} dir="auto" />
            ) : (
              <pre tabIndex={0} dir="auto" role="region" aria-label={t('result')} aria-busy={stale || undefined} className={`${codeStyles.code({ maxHeight: 'lg' })} ${styles.output}`}>
                {isEmpty ? <span className={codeStyles.empty}>{text === '' ? t('resultEmpty') : t('noLinesLeft')}</span> : <code>{output}</code>}
              </pre>
            )}
            <WorkProgress label={t('applying')} state={task} />
            <p className={styles.summary}>
              {t('summary', { input: result.inputLines, output: result.outputLines, steps: steps.length })}
            </p>
            {firstError >= 0 && !stale ? (
              <StatusBanner tone="warning">{t('stepSkipped', { number: firstError + 1, error: patternOf(firstError) ?? '' })}</StatusBanner>
            ) : null}
          </Stack>
        </Card>

        <div className={styles.stepsArea} ref={stepsRef}>
          <Card title={t('steps')} headingLevel={2} description={t('stepsDescription')}>
            <Stack gap="md">
              <StepList
                items={steps}
                outcomes={stale ? [] : outcomes}
                onChange={changeStep}
                onMove={moveStep}
                onRemove={removeStep}
                onReshuffle={() => setRound((r) => r + 1)}
              />
              <div className={styles.addPanel} ref={addButtonsRef}>
                <h3 className={styles.addTitle}>{t('addStep')}</h3>
                {STEP_GROUPS.map((group) => (
                  <div key={group.id} role="group" aria-label={t('addStepGroup', { group: t(`group.${group.id}`) })} className={styles.addGroup}>
                    <span className={styles.addGroupLabel} aria-hidden="true">
                      {t(`group.${group.id}`)}
                    </span>
                    <div className={styles.addButtons}>
                      {group.kinds.map((kind) => (
                        <Button key={kind} size="sm" icon={Plus} onPress={() => addStep(kind)} isDisabled={steps.length >= MAX_STEPS}>
                          {stepLabel(t, kind)}
                        </Button>
                      ))}
                    </div>
                  </div>
                ))}
              </div>
              {steps.length >= MAX_STEPS ? <p className={styles.muted}>{t('maxSteps', { max: MAX_STEPS })}</p> : null}
            </Stack>
          </Card>
        </div>

      </div>
    </div>
  );
}
