import { useEffect } from 'react';
import { WorkProgress } from '../../ui/components/WorkProgress';
import { useBackgroundTask, type BackgroundTask, type RanOn } from '../../ui/background-task';
import { convertTask, encodeFileTask, type Conversion, type EncodeOptions, type FileEncoding, type FileInput, type Mode } from './base64';
import workerUrl from './worker.ts?worker&url';

// Loaded by Base64.tsx the first time the text reaches BACKGROUND_CHARS or a file BACKGROUND_BYTES:
// the Worker, its runner and the progress display are code nobody converting a short text needs
// at start-up.

export interface ConvertInput {
  input: string;
  mode: Mode;
  options: EncodeOptions;
}

/** A finished run and the input it belongs to (the newest input may already be another). */
export interface Done<I, R> {
  input: I;
  result: R;
  ranOn: RanOn;
}

export type ConvertDone = Done<ConvertInput, Conversion>;
export type FileDone = Done<FileInput, FileEncoding>;

const workerHref = () => new URL(workerUrl, import.meta.url).href;
const CONVERT_TASK: BackgroundTask<ConvertInput, Conversion> = { name: 'convert', run: convertTask, workerUrl: workerHref };
const FILE_TASK: BackgroundTask<FileInput, FileEncoding> = { name: 'file', run: encodeFileTask, workerUrl: workerHref };

export interface ConversionProps<I, R> {
  /** The progress bar's label ("Encoding", "Decoding"). */
  label: string;
  /** Null while there is nothing large to convert: nothing runs. */
  input: I | null;
  /** Called with each finished conversion and the input it belongs to. */
  onDone: (done: Done<I, R>) => void;
}

/** Runs `task` in the background (a Worker when it can) and shows its progress. */
function Background<I, R>({ task, label, input, onDone }: ConversionProps<I, R> & { task: BackgroundTask<I, R> }) {
  const state = useBackgroundTask(task, input);
  const { status, result, ranOn } = state;
  useEffect(() => {
    if (status === 'done' && result && input && ranOn) onDone({ input, result, ranOn });
  }, [status, result, ranOn, input, onDone]);
  return <WorkProgress label={label} state={state} />;
}

/** Large text of the Encode and Decode tabs. */
export default function LargeConversion(props: ConversionProps<ConvertInput, Conversion>) {
  return <Background task={CONVERT_TASK} {...props} />;
}

/** A large file of the File tab. */
export function FileConversion(props: ConversionProps<FileInput, FileEncoding>) {
  return <Background task={FILE_TASK} {...props} />;
}
