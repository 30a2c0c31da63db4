import { Table2 } from 'lucide-react';
import { useDeferredValue, useEffect, useEffectEvent, useMemo } from 'react';
import { RadioGroup } from '../../ui/components/RadioGroup';
import { Select } from '../../ui/components/Select';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { Switch } from '../../ui/components/Switch';
import { useBackgroundTask, type BackgroundTask } from '../../ui/background-task';
import { downloadText } from '../../ui/download';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { useShareState } from '../share-state';
import {
  CSV_FILENAME,
  DEFAULT_OPTIONS,
  JSON_FILENAME,
  SAMPLE_CSV,
  SAMPLE_JSON,
  convert,
  convertTask,
  isDelimiterChoice,
  isDirection,
  isShape,
  type ConvertInput,
  type ConvertOptions,
  type ConvertProblem,
  type ConvertResult,
  type DelimiterChoice,
  type DelimiterId,
  type Papa,
} from './csv-json-converter';
import { loadedPapa, usePapa } from './papa';
import { useFirstInput } from '../../ui/deferred-work';
import { useLargeTextInput } from '../converter/use-large-text-input';
import { useCsvJsonMessages } from './i18n';
import { ConverterScreen, converterWords } from '../converter/ConverterScreen';
import * as styles from './CsvJsonConverter.css';
import workerUrl from './worker.ts?worker&url';

export interface CsvJsonConverterProps {
  /** CSV or JSON to start with, matching the direction (the embed's `initial-text`). */
  initialText?: string;
  /** "csv-to-json" (default) or "json-to-csv". */
  direction?: string;
  /** "auto" (default), "comma", "semicolon", "tab" or "pipe". */
  delimiter?: string;
  /** The first CSV row names the columns (default true). */
  header?: boolean | string;
  /** CSV → JSON: numbers, booleans and null from the fields (default true). */
  inferTypes?: boolean | string;
  /** CSV → JSON: "objects" (default) or "arrays". */
  shape?: string;
  /** Called whenever the result changes. */
  onChange?: (change: CsvJsonChange) => void;
}

export interface CsvJsonChange {
  status: 'empty' | 'working' | 'ok' | 'error';
  output: string;
  rows: number;
  columns: number;
  error: string | null;
}

/** From this many characters the conversion runs in a Worker (or in slices), not during render. */
export const BACKGROUND_CHARS = 100_000;
export const MAX_FILE_BYTES = 50_000_000;

/** The main-thread fallback runs only once papaparse has loaded (CSV jobs wait for it); the Worker has its own. */
const CONVERT_TASK: BackgroundTask<ConvertInput, ConvertResult> = {
  name: 'convert',
  run: (input) => convertTask(input, loadedPapa() ?? NO_PAPA),
  workerUrl: () => new URL(workerUrl, import.meta.url).href,
};

/** Stands in before papaparse has loaded, where it is not called: JSON → CSV and empty text. */
const NO_PAPA: Papa = {
  parse: () => {
    throw new Error('papaparse is not loaded');
  },
  Parser: class {
    constructor() {
      throw new Error('papaparse is not loaded');
    }
  } as unknown as Papa['Parser'],
};

const DATA_FILES = {
  mimeTypes: ['text/csv', 'text/plain', 'text/tab-separated-values', 'application/json'],
  extensions: ['.csv', '.tsv', '.txt', '.json'],
};

const DELIMITER_LABELS = { auto: 'delimiterAuto', comma: 'delimiterComma', semicolon: 'delimiterSemicolon', tab: 'delimiterTab', pipe: 'delimiterPipe' } as const;
const DELIMITER_NAMES = { comma: 'nameComma', semicolon: 'nameSemicolon', tab: 'nameTab', pipe: 'namePipe' } as const;

const toBoolean = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : undefined);

/** Settings from storage or attributes (untrusted): unknown or malformed values are dropped. */
export function parseSettings(data: unknown): Partial<ConvertOptions> {
  if (typeof data !== 'object' || data === null) return {};
  const { direction, delimiter, header, inferTypes, shape } = data as Record<string, unknown>;
  const result: Partial<ConvertOptions> = {};
  if (isDirection(direction)) result.direction = direction;
  if (isDelimiterChoice(delimiter)) result.delimiter = delimiter;
  const h = toBoolean(header);
  if (h !== undefined) result.header = h;
  const i = toBoolean(inferTypes);
  if (i !== undefined) result.inferTypes = i;
  if (isShape(shape)) result.shape = shape;
  return result;
}

type Translate = ReturnType<typeof useCsvJsonMessages>;

function problemText(t: Translate, problem: ConvertProblem): string {
  switch (problem.kind) {
    case 'ragged':
      return t('ragged', { row: problem.row, found: problem.found, firstRow: problem.firstRow, expected: problem.expected });
    case 'unclosedQuote':
      return t('unclosedQuote', { row: problem.row });
    case 'strayQuote':
      return t('strayQuote', { row: problem.row });
    case 'invalidJson':
      return problem.line === null || problem.column === null
        ? t('invalidJson', { message: problem.message })
        : t('invalidJsonAt', { line: problem.line, column: problem.column, message: problem.message });
    case 'notTable':
      return t('notTable', { found: problem.found });
    case 'badItem':
      return t('badItem', { item: problem.item, found: problem.found });
    case 'mixedItems':
      return t('mixedItems', { item: problem.item, found: problem.found, expected: problem.expected });
  }
}

export default function CsvJsonConverter({ initialText = '', direction, delimiter, header, inferTypes, shape, onChange }: CsvJsonConverterProps) {
  const t = useCsvJsonMessages();
  const input = useLargeTextInput(initialText, t);
  const { text, source, setInput } = input;
  const [settings, setSettings] = useRememberedSettings<ConvertOptions>('csv-json-converter', DEFAULT_OPTIONS, parseSettings, parseSettings({ direction, delimiter, header, inferTypes, shape }));
  useShareState({ initialText: text, direction: settings.direction, delimiter: settings.delimiter, header: settings.header, inferTypes: settings.inferTypes, shape: settings.shape });

  // Converting a paste can take longer than a keystroke: typing wins. Large text goes to a Worker
  // (or runs in slices where workers are blocked), with progress past 300 ms and Cancel past 2 s.
  const deferredText = useDeferredValue(text);
  const [touched, firstInputProps] = useFirstInput();
  const papa = usePapa(touched || deferredText.trim() !== '');
  const background = deferredText.length >= BACKGROUND_CHARS;
  // JSON → CSV and empty text need no papaparse.
  const canRun = papa !== null || settings.direction === 'json-to-csv' || deferredText.trim() === '';
  const inline = useMemo(() => (!background && canRun ? convert(deferredText, settings, papa ?? NO_PAPA) : null), [background, canRun, deferredText, settings, papa]);
  const job = useMemo(() => (background && canRun ? { text: deferredText, options: settings } : null), [background, canRun, deferredText, settings]);
  const task = useBackgroundTask(CONVERT_TASK, job);
  const result: ConvertResult | null = inline ?? task.result;

  const csvToJson = settings.direction === 'csv-to-json';
  const problem = result?.status === 'error' ? problemText(t, result.problem) : null;

  const report = useEffectEvent((next: ConvertResult | null, message: string | null) => {
    if (!next) onChange?.({ status: 'working', output: '', rows: 0, columns: 0, error: null });
    else if (next.status === 'ok') onChange?.({ status: 'ok', output: next.output, rows: next.rows, columns: next.columns, error: null });
    else onChange?.({ status: next.status, output: '', rows: 0, columns: 0, error: message });
  });
  useEffect(() => report(result, problem), [result, problem]);

  const swap = () => {
    const next = csvToJson ? 'json-to-csv' : 'csv-to-json';
    setSettings((s) => ({ ...s, direction: next }));
    // Pressed before the deferred render caught up with the text (a paste, then Swap at once):
    // the result shown is for older text, so small text is converted now.
    const current = deferredText === text ? result : text.length < BACKGROUND_CHARS && (papa || !csvToJson) ? convert(text, settings, papa ?? NO_PAPA) : null;
    if (current?.status === 'ok') {
      const title = t(csvToJson ? 'convertedJson' : 'convertedCsv');
      setInput(current.output, title);
    }
  };

  const loadFile = async (file: File) => {
    const read = await input.loadFile(file, MAX_FILE_BYTES);
    if (read) setSettings((s) => ({ ...s, direction: read.json ? 'json-to-csv' : 'csv-to-json' }));
  };

  const delimiterName = (id: DelimiterId) => t(DELIMITER_NAMES[id]);
  const delimiterChoices: DelimiterChoice[] = csvToJson ? ['auto', 'comma', 'semicolon', 'tab', 'pipe'] : ['comma', 'semicolon', 'tab', 'pipe'];
  const shownDelimiter: DelimiterChoice = !csvToJson && settings.delimiter === 'auto' ? 'comma' : settings.delimiter;
  const running = result === null && text.trim() !== '' && task.status !== 'cancelled';
  const size = input.size;
  const outputLabel = csvToJson ? t('outputJson') : t('outputCsv');

  return (
    <ConverterScreen
      words={converterWords(t)}
      rootProps={{ 'data-ran-on': task.ranOn ?? 'inline', ...firstInputProps }}
      inputTitle={csvToJson ? t('titleCsvToJson') : t('titleJsonToCsv')}
      inputLabel={csvToJson ? t('inputCsv') : t('inputJson')}
      placeholder={csvToJson ? t('placeholderCsv') : t('placeholderJson')}
      text={text}
      source={source}
      onText={(next) => setInput(next)}
      done={
        result?.status === 'ok' ? (
          <StatusBanner tone="success" title={t(result.direction === 'csv-to-json' ? 'doneCsvToJson' : 'doneJsonToCsv', { rows: result.rows, columns: result.columns })}>
            {t(result.detected ? 'delimiterDetected' : 'delimiterUsed', { delimiter: delimiterName(result.delimiter) })}
          </StatusBanner>
        ) : null
      }
      problem={problem}
      running={running ? t('convertingSize', { size }) : null}
      sampleIcon={Table2}
      onSample={() => setInput(csvToJson ? SAMPLE_CSV : SAMPLE_JSON)}
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
              downloadLabel: result.direction === 'csv-to-json' ? t('downloadJson') : t('downloadCsv'),
              download: () => (result.direction === 'csv-to-json' ? downloadText(JSON_FILENAME, result.output, 'application/json') : downloadText(CSV_FILENAME, result.output, 'text/csv;charset=utf-8')),
            }
          : null
      }
      empty={result?.status === 'empty' ? (csvToJson ? t('emptyCsv') : t('emptyJson')) : result?.status === 'error' ? t('fixProblem') : null}
      optionsTitle={t('options')}
      options={
        <div className={styles.options}>
          <Select
            label={t('delimiter')}
            className={styles.delimiterSelect}
            items={delimiterChoices.map((id) => ({ id, label: t(DELIMITER_LABELS[id]) }))}
            selectedKey={shownDelimiter}
            onSelectionChange={(key) => setSettings((s) => ({ ...s, delimiter: isDelimiterChoice(key) ? key : s.delimiter }))}
          />
          <Switch isSelected={settings.header} onChange={(on) => setSettings((s) => ({ ...s, header: on }))} description={csvToJson ? t('headerRowCsv') : t('headerRowJson')}>
            {t('headerRow')}
          </Switch>
          {csvToJson ? (
            <>
              <Switch isSelected={settings.inferTypes} onChange={(on) => setSettings((s) => ({ ...s, inferTypes: on }))} description={t('inferTypesHint')}>
                {t('inferTypes')}
              </Switch>
              <RadioGroup
                label={t('shape')}
                orientation="horizontal"
                options={[
                  { value: 'objects', label: t('shapeObjects') },
                  { value: 'arrays', label: t('shapeArrays') },
                ]}
                value={settings.header ? settings.shape : 'arrays'}
                isDisabled={!settings.header}
                description={settings.header ? undefined : t('shapeNeedsHeader')}
                onChange={(value) => setSettings((s) => ({ ...s, shape: isShape(value) ? value : s.shape }))}
              />
            </>
          ) : null}
        </div>
      }
    />
  );
}
