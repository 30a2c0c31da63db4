import { FileCode } from 'lucide-react';
import { useDeferredValue, useEffect, useEffectEvent, useMemo } from 'react';
import { RadioGroup } from '../../ui/components/RadioGroup';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { useBackgroundTask, type BackgroundTask } from '../../ui/background-task';
import { useFirstInput } from '../../ui/deferred-work';
import { downloadText } from '../../ui/download';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { useShareState } from '../share-state';
import {
  DEFAULT_OPTIONS,
  JSON_FILENAME,
  SAMPLE_JSON,
  SAMPLE_YAML,
  YAML_FILENAME,
  convert,
  convertTask,
  isDirection,
  isIndent,
  type ConvertInput,
  type ConvertNote,
  type ConvertOptions,
  type ConvertProblem,
  type ConvertResult,
} from './yaml-json-converter';
import { loadYaml, loadedYaml, useYaml } from './load-yaml';
import { useLargeTextInput } from '../converter/use-large-text-input';
import { useYamlJsonMessages } from './i18n';
import { ConverterScreen, converterWords } from '../converter/ConverterScreen';
import * as styles from './YamlJsonConverter.css';
import workerUrl from './worker.ts?worker&url';

export interface YamlJsonConverterProps {
  /** YAML or JSON to start with, matching the direction (the embed's `initial-text`). */
  initialText?: string;
  /** "yaml-to-json" (default) or "json-to-yaml". */
  direction?: string;
  /** Spaces per level in the result: 2 (default) or 4. */
  indent?: number | string;
  /** Called whenever the result changes. */
  onChange?: (change: YamlJsonChange) => void;
}

export interface YamlJsonChange {
  status: 'empty' | 'working' | 'ok' | 'error';
  output: string;
  documents: number;
  error: string | null;
}

/** From this many characters the conversion runs in a Worker (or in slices), not during render. */
export const BACKGROUND_CHARS = 100_000;
export const MAX_FILE_BYTES = 50_000_000;

/**
 * The Worker has its own `yaml`, so a large job does not wait for the page's copy. Where workers
 * are blocked, the job runs here in slices: the first slices wait for the page's copy to load.
 */
const CONVERT_TASK: BackgroundTask<ConvertInput, ConvertResult> = {
  name: 'convert',
  run: function* (input) {
    let yaml = loadedYaml();
    if (!yaml) void loadYaml();
    while (!(yaml = loadedYaml())) yield 0;
    return yield* convertTask(input, yaml);
  },
  workerUrl: () => new URL(workerUrl, import.meta.url).href,
};

const DATA_FILES = {
  mimeTypes: ['application/yaml', 'application/x-yaml', 'text/yaml', 'text/x-yaml', 'text/plain', 'application/json'],
  extensions: ['.yaml', '.yml', '.json', '.txt'],
};

/** Settings from storage or attributes (untrusted): unknown or malformed values are dropped. */
export function parseSettings(data: unknown): Partial<ConvertOptions> {
  if (typeof data !== 'object' || data === null) return {};
  const { direction, indent } = data as Record<string, unknown>;
  const result: Partial<ConvertOptions> = {};
  if (isDirection(direction)) result.direction = direction;
  const spaces = typeof indent === 'string' && /^\d$/.test(indent) ? Number(indent) : indent;
  if (isIndent(spaces)) result.indent = spaces;
  return result;
}

type Translate = ReturnType<typeof useYamlJsonMessages>;

/** The YAML library's message, in the page's words where the reason is a common one. */
function yamlMessage(t: Translate, code: string, message: string): string {
  if (code === 'TAB_AS_INDENT') return t('tabIndent');
  if (code === 'DUPLICATE_KEY') return t('duplicateKey');
  return message;
}

export function problemText(t: Translate, problem: ConvertProblem): string {
  switch (problem.kind) {
    case 'invalidYaml':
      return t('invalidYamlAt', { line: problem.line, column: problem.column, message: yamlMessage(t, problem.code, problem.message) });
    case 'unresolvedAlias':
      return t('unresolvedAlias', { line: problem.line, column: problem.column, name: problem.name });
    case 'recursiveAlias':
      return t('recursiveAlias', { line: problem.line, column: problem.column, name: problem.name });
    case 'tooManyAliases':
      return t('tooManyAliases');
    case 'invalidJson':
      return problem.line === null || problem.column === null
        ? t('invalidJson', { message: problem.message })
        : t('invalidJsonAt', { line: problem.line, column: problem.column, message: problem.message });
  }
}

function noteText(t: Translate, note: ConvertNote): string {
  return note.kind === 'nonFinite' ? t('noteNonFinite', { count: note.count }) : t('noteAt', { line: note.line, column: note.column, message: note.message });
}

export default function YamlJsonConverter({ initialText = '', direction, indent, onChange }: YamlJsonConverterProps) {
  const t = useYamlJsonMessages();
  const input = useLargeTextInput(initialText, t);
  const { text, source, setInput } = input;
  const [settings, setSettings] = useRememberedSettings<ConvertOptions>('yaml-json-converter', DEFAULT_OPTIONS, parseSettings, parseSettings({ direction, indent }));
  useShareState({ initialText: text, direction: settings.direction, indent: String(settings.indent) });

  // Converting a paste can take longer than a keystroke: typing wins. Large text goes to a Worker
  // (or runs in slices where workers are blocked), with progress past 300 ms and Cancel past 2 s.
  const deferredText = useDeferredValue(text);
  const [touched, firstInputProps] = useFirstInput();
  const background = deferredText.length >= BACKGROUND_CHARS;
  // Large text goes to the Worker, which has its own copy: the page loads one for small text (and
  // at the first input, before the paste), not for a large document it does not convert itself.
  const yaml = useYaml(touched || (deferredText.trim() !== '' && !background));
  const inline = useMemo(
    () => (background ? null : deferredText.trim() === '' ? ({ status: 'empty' } as const) : yaml ? convert(deferredText, settings, yaml) : null),
    [background, deferredText, settings, yaml],
  );
  const job = useMemo(() => (background ? { text: deferredText, options: settings } : null), [background, deferredText, settings]);
  const task = useBackgroundTask(CONVERT_TASK, job);
  const result: ConvertResult | null = inline ?? task.result;

  const yamlToJson = settings.direction === 'yaml-to-json';
  const problem = result?.status === 'error' ? problemText(t, result.problem) : null;

  const report = useEffectEvent((next: ConvertResult | null, message: string | null) => {
    if (!next) onChange?.({ status: 'working', output: '', documents: 0, error: null });
    else if (next.status === 'ok') onChange?.({ status: 'ok', output: next.output, documents: next.documents, error: null });
    else onChange?.({ status: next.status, output: '', documents: 0, error: message });
  });
  useEffect(() => report(result, problem), [result, problem]);

  const swap = () => {
    setSettings((s) => ({ ...s, direction: yamlToJson ? 'json-to-yaml' : 'yaml-to-json' }));
    // Pressed before the deferred render caught up with the text (a paste, then Swap at once):
    // the result shown is for older text, so small text is converted now.
    const current = deferredText === text ? result : text.length < BACKGROUND_CHARS && yaml ? convert(text, settings, yaml) : null;
    if (current?.status === 'ok') {
      const title = t(yamlToJson ? 'convertedJson' : 'convertedYaml');
      setInput(current.output, title);
    }
  };

  const loadFile = async (file: File) => {
    const read = await input.loadFile(file, MAX_FILE_BYTES);
    if (read) setSettings((s) => ({ ...s, direction: read.json ? 'json-to-yaml' : 'yaml-to-json' }));
  };

  const running = result === null && text.trim() !== '' && task.status !== 'cancelled';
  const size = input.size;
  const outputLabel = yamlToJson ? t('outputJson') : t('outputYaml');

  return (
    <ConverterScreen
      words={converterWords(t)}
      rootProps={{ 'data-ran-on': task.ranOn ?? 'inline', ...firstInputProps }}
      inputTitle={yamlToJson ? t('titleYamlToJson') : t('titleJsonToYaml')}
      inputLabel={yamlToJson ? t('inputYaml') : t('inputJson')}
      placeholder={yamlToJson ? t('placeholderYaml') : t('placeholderJson')}
      text={text}
      source={source}
      onText={(next) => setInput(next)}
      done={
        result?.status === 'ok' ? (
          <StatusBanner tone={result.notes.length > 0 ? 'warning' : 'success'} title={result.direction === 'yaml-to-json' ? t('doneYamlToJson', { documents: result.documents }) : t('doneJsonToYaml')}>
            {result.notes.length > 0 ? (
              <ul className={styles.notes}>
                {result.notes.slice(0, 3).map((note, i) => (
                  <li key={i}>{noteText(t, note)}</li>
                ))}
              </ul>
            ) : undefined}
          </StatusBanner>
        ) : null
      }
      problem={problem}
      running={running ? t('convertingSize', { size }) : null}
      sampleIcon={FileCode}
      onSample={() => setInput(yamlToJson ? SAMPLE_YAML : SAMPLE_JSON)}
      onSwap={swap}
      onClear={() => setInput('')}
      fileAccept={DATA_FILES}
      onFile={loadFile}
      fileProblem={input.fileProblem}
      onDismissFileProblem={input.dismissFileProblem}
      task={task}
      output={
        result?.status === 'ok'
          ? {
              text: result.output,
              lineStarts: result.outputLineStarts,
              label: outputLabel,
              downloadLabel: result.direction === 'yaml-to-json' ? t('downloadJson') : t('downloadYaml'),
              download: () => (result.direction === 'yaml-to-json' ? downloadText(JSON_FILENAME, result.output, 'application/json') : downloadText(YAML_FILENAME, result.output, 'application/yaml')),
            }
          : null
      }
      empty={result?.status === 'empty' ? (yamlToJson ? t('emptyYaml') : t('emptyJson')) : result?.status === 'error' ? t('fixProblem') : null}
      optionsTitle={t('options')}
      options={
        <RadioGroup
          label={t('indent')}
          orientation="horizontal"
          options={[
            { value: '2', label: t('indent2') },
            { value: '4', label: t('indent4') },
          ]}
          value={String(settings.indent)}
          description={yamlToJson ? t('indentHintJson') : t('indentHintYaml')}
          onChange={(value) => setSettings((s) => ({ ...s, indent: isIndent(Number(value)) ? (Number(value) as ConvertOptions['indent']) : s.indent }))}
        />
      }
    />
  );
}

