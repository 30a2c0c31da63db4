import { useEffect } from 'react';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { WorkProgress } from '../../ui/components/WorkProgress';
import { useBackgroundTask, type BackgroundTask, type RanOn } from '../../ui/background-task';
import { compareOnMain, compareTask, type CompareInput, type DiffResult } from './text-diff';
import { sizeText, useTextDiffMessages } from './i18n';
import workerUrl from './worker.ts?worker&url';

// Loaded with jsdiff after the first paint (lazy.ts): the runner and the progress display are
// needed only once the texts are too large to compare during render.

const COMPARE_TASK: BackgroundTask<CompareInput, DiffResult> = {
  name: 'compare',
  run: compareTask,
  runOnMain: compareOnMain,
  workerUrl: () => new URL(workerUrl, import.meta.url).href,
};

export interface CompareDone {
  input: CompareInput;
  result: DiffResult;
  ranOn: RanOn;
  elapsedMs: number;
}

export interface LargeComparisonProps {
  /** Null while the texts are small enough to compare inline: nothing runs. */
  input: CompareInput | null;
  /** Called with each finished comparison and the input it belongs to. */
  onDone: (done: CompareDone) => void;
}

/** Compares large texts in the background (a Worker when it can), with what it is doing, progress and Cancel. */
export function LargeComparison({ input, onDone }: LargeComparisonProps) {
  const t = useTextDiffMessages();
  const state = useBackgroundTask(COMPARE_TASK, input);
  const { status, result, ranOn, elapsedMs } = state;
  useEffect(() => {
    if (status === 'done' && result && input && ranOn && elapsedMs !== null) onDone({ input, result, ranOn, elapsedMs });
  }, [status, result, ranOn, elapsedMs, input, onDone]);
  return (
    <>
      {input && status === 'running' ? (
        <StatusBanner tone="info" title={t('comparingTitle')}>
          {t('comparingSizes', { original: sizeText(t, input.original.length), modified: sizeText(t, input.modified.length), where: ranOn === 'main' ? 'main' : 'worker' })}
        </StatusBanner>
      ) : null}
      <WorkProgress label={t('comparing')} state={state} />
    </>
  );
}
