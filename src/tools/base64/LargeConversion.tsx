import { useEffect } from 'react';
import { WorkProgress } from '../../ui/components/WorkProgress';
import { useBackgroundTask, type BackgroundTask, type RanOn } from '../../ui/background-task';
import { convertTask, type Conversion, type EncodeOptions, type Mode } from './base64';
import workerUrl from './worker.ts?worker&url';

// Loaded by Base64.tsx the first time the text reaches BACKGROUND_CHARS: the Worker, its runner
// and the progress display are code nobody typing a short text needs at start-up.

export interface ConvertInput {
  input: string;
  mode: Mode;
  options: EncodeOptions;
}

export interface ConvertDone {
  input: ConvertInput;
  result: Conversion;
  ranOn: RanOn;
}

const CONVERT_TASK: BackgroundTask<ConvertInput, Conversion> = {
  name: 'convert',
  run: convertTask,
  workerUrl: () => new URL(workerUrl, import.meta.url).href,
};

export interface LargeConversionProps {
  /** The progress bar's label ("Encoding", "Decoding"). */
  label: string;
  /** Null once the text is short again: nothing runs. */
  input: ConvertInput | null;
  /** Called with each finished conversion and the input it belongs to. */
  onDone: (done: ConvertDone) => void;
}

/** Converts large text in the background (a Worker when it can) and shows its progress. */
export default function LargeConversion({ label, input, onDone }: LargeConversionProps) {
  const task = useBackgroundTask(CONVERT_TASK, input);
  const { status, result, ranOn } = task;
  useEffect(() => {
    if (status === 'done' && result && input && ranOn) onDone({ input, result, ranOn });
  }, [status, result, ranOn, input, onDone]);
  return <WorkProgress label={label} state={task} />;
}
