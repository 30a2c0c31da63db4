import { Download, FileCode, RotateCcw } from 'lucide-react';
import { useDeferredValue, useEffect, useEffectEvent, useMemo } from 'react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import * as codeStyles from '../../ui/components/CodeOutput.css';
import { CopyButton } from '../../ui/components/CopyButton';
import { Inline, Stack } from '../../ui/components/Layout';
import { LargeTextArea } from '../../ui/components/LargeTextArea';
import { RadioGroup } from '../../ui/components/RadioGroup';
import { Select } from '../../ui/components/Select';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { TextViewer } from '../../ui/components/TextViewer';
import { WorkProgress } from '../../ui/components/WorkProgress';
import { useBackgroundTask, type BackgroundTask } from '../../ui/background-task';
import { useFirstInput } from '../../ui/deferred-work';
import { downloadText } from '../../ui/download';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { useShareState } from '../share-state';
import {
  DEFAULT_OPTIONS,
  DIALECTS,
  SAMPLE_SQL,
  SQL_FILENAME,
  formatSql,
  isDialect,
  isIndent,
  isKeywordCase,
  isMode,
  parseSettings,
  sqlTask,
  type Dialect,
  type SqlInput,
  type SqlOptions,
  type SqlProblem,
  type SqlResult,
} from './sql-formatter';
import { loadEngine, loadedEngine, useEngine } from './load-engine';
import { useLargeTextInput } from '../converter/use-large-text-input';
import { useSqlFormatterMessages } from './i18n';
import * as styles from './SqlFormatter.css';
import { InputActions } from '../converter/InputActions';
import workerUrl from './worker.ts?worker&url';

export interface SqlFormatterProps {
  /** SQL to start with (the embed's `initial-text`). */
  initialText?: string;
  /** "format" (default) or "minify". */
  mode?: string;
  /** "sql" (default), "postgresql", "mysql", "sqlite", "transactsql" or "bigquery". */
  dialect?: string;
  /** "upper" (default), "lower" or "preserve". */
  keywordCase?: string;
  /** "2" (default), "4" or "tab". */
  indent?: string;
  /** Called whenever the result changes. */
  onChange?: (change: SqlFormatterChange) => void;
}

export interface SqlFormatterChange {
  status: 'empty' | 'working' | 'ok' | 'error';
  output: string;
  statements: number;
  error: string | null;
}

/**
 * From this many characters the work runs in a Worker (or in slices), not during render: the
 * library formats about 200 characters a millisecond here, so 10,000 stay near 50 ms.
 */
export const BACKGROUND_CHARS = 10_000;
export const MAX_FILE_BYTES = 50_000_000;

/**
 * The Worker has its own formatter and dialects. Where workers are blocked, the job runs here in
 * slices: the first slices wait for the page's engine to load.
 */
const FORMAT_TASK: BackgroundTask<SqlInput, SqlResult> = {
  name: 'format',
  run: function* (input) {
    if (input.options.mode === 'minify') return yield* sqlTask(input, null);
    const dialect = input.options.dialect;
    let engine = loadedEngine(dialect);
    if (!engine) loadEngine(dialect).catch(() => undefined);
    while (!(engine = loadedEngine(dialect))) yield 0;
    return yield* sqlTask(input, engine);
  },
  workerUrl: () => new URL(workerUrl, import.meta.url).href,
};

const SQL_FILES = {
  mimeTypes: ['application/sql', 'application/x-sql', 'text/x-sql', 'text/plain'],
  extensions: ['.sql', '.txt'],
};

type Translate = ReturnType<typeof useSqlFormatterMessages>;

const DIALECT_LABEL = {
  sql: 'dialectSql',
  postgresql: 'dialectPostgresql',
  mysql: 'dialectMysql',
  sqlite: 'dialectSqlite',
  transactsql: 'dialectTransactsql',
  bigquery: 'dialectBigquery',
} as const satisfies Record<Dialect, string>;

export function problemText(t: Translate, problem: SqlProblem): string {
  switch (problem.kind) {
    case 'unterminated':
      return t(problem.what === 'string' ? 'unterminatedString' : problem.what === 'identifier' ? 'unterminatedIdentifier' : 'unterminatedComment', {
        line: problem.line,
        column: problem.column,
      });
    case 'unclosedParen':
      return t('unclosedParen', { line: problem.line, column: problem.column });
    case 'unmatchedParen':
      return t('unmatchedParen', { line: problem.line, column: problem.column });
    case 'unexpectedText':
      return t('unexpectedText', { line: problem.line, column: problem.column, text: problem.text.split(/\s/)[0] ?? problem.text });
    case 'unexpectedToken':
      return t('unexpectedToken', { line: problem.line, column: problem.column, text: problem.text });
    case 'unexpectedEnd':
      return t('unexpectedEnd', { line: problem.line, column: problem.column });
    case 'invalid':
      return t('invalid', { message: problem.message });
  }
}

export default function SqlFormatter({ initialText = '', mode, dialect, keywordCase, indent, onChange }: SqlFormatterProps) {
  const t = useSqlFormatterMessages();
  const input = useLargeTextInput(initialText, t);
  const { text, source, setInput } = input;
  const [settings, setSettings] = useRememberedSettings<SqlOptions>('sql-formatter', DEFAULT_OPTIONS, parseSettings, parseSettings({ mode, dialect, keywordCase, indent }));
  useShareState({ initialText: text, mode: settings.mode, dialect: settings.dialect, keywordCase: settings.keywordCase, indent: settings.indent });

  // Formatting a paste can take longer than a keystroke: typing wins. Large text goes to a Worker
  // (or runs in slices where workers are blocked), with progress past 300 ms and Cancel past 2 s.
  const deferredText = useDeferredValue(text);
  const [touched, firstInputProps] = useFirstInput();
  const background = deferredText.length >= BACKGROUND_CHARS;
  const formatting = settings.mode === 'format';
  // The Worker has its own engine: the page loads one for small text (and at the first input, before the paste).
  const { engine, failed, retry } = useEngine(settings.dialect, formatting && (touched || (deferredText.trim() !== '' && !background)));
  const inline = useMemo(() => {
    if (background) return null;
    if (deferredText.trim() === '') return { status: 'empty' } as const;
    if (!formatting) return formatSql(deferredText, settings, null);
    return engine ? formatSql(deferredText, settings, engine) : null;
  }, [background, deferredText, settings, formatting, engine]);
  const job = useMemo(() => (background ? { text: deferredText, options: settings } : null), [background, deferredText, settings]);
  const task = useBackgroundTask(FORMAT_TASK, job);
  const result: SqlResult | null = inline ?? task.result;
  const problem = result?.status === 'error' ? problemText(t, result.problem) : null;

  const report = useEffectEvent((next: SqlResult | null, message: string | null) => {
    if (!next) onChange?.({ status: 'working', output: '', statements: 0, error: null });
    else if (next.status === 'ok') onChange?.({ status: 'ok', output: next.output, statements: next.statements, error: null });
    else onChange?.({ status: next.status, output: '', statements: 0, error: message });
  });
  useEffect(() => report(result, problem), [result, problem]);

  const loadFile = (file: File) => input.loadFile(file, MAX_FILE_BYTES);

  const engineMissing = !background && formatting && !engine && text.trim() !== '';
  const running = result === null && text.trim() !== '' && task.status !== 'cancelled' && !(engineMissing && failed);
  const size = input.size;
  const outputLabel = result?.status === 'ok' && result.mode === 'minify' ? t('outputMinified') : t('outputFormatted');

  return (
    <div className={styles.root} data-ran-on={task.ranOn ?? 'inline'} {...firstInputProps}>
      <div className={styles.layout}>
        <Card title={t('titleInput')} headingLevel={2}>
          <Stack gap="md">
            <Select
              label={t('dialect')}
              items={DIALECTS.map((id) => ({ id, label: t(DIALECT_LABEL[id]) }))}
              selectedKey={settings.dialect}
              onSelectionChange={(id) => {
                if (isDialect(id)) setSettings((s) => ({ ...s, dialect: id }));
              }}
              description={t('dialectHint')}
            />
            <div className={styles.input}>
              <LargeTextArea label={t('input')} value={text} source={source} onChange={(next) => setInput(next)} placeholder={t('placeholder')} mono spellCheck={false} />
            </div>
            {/* On a phone the result card is below: the summary (or the problem) shows right under the input. */}
            {result?.status === 'ok' ? (
              <StatusBanner tone="success" title={result.mode === 'format' ? t('doneFormatted', { statements: result.statements }) : t('doneMinified', { from: result.inputChars, to: result.output.length })} />
            ) : null}
            {problem !== null ? (
              <StatusBanner tone="error" title={t('problemTitle')}>
                {problem}
              </StatusBanner>
            ) : null}
            {engineMissing && failed ? (
              <StatusBanner tone="error" title={t('problemTitle')}>
                <Stack gap="sm">
                  <span>{t('engineFailed')}</span>
                  <Inline gap="sm">
                    <Button size="sm" icon={RotateCcw} onPress={retry}>
                      {t('tryAgain')}
                    </Button>
                  </Inline>
                </Stack>
              </StatusBanner>
            ) : null}
            {running ? <StatusBanner tone="info">{engineMissing ? t('loadingEngine') : t('workingSize', { size })}</StatusBanner> : null}
            <InputActions
              sampleIcon={FileCode}
              loadSample={t('loadSample')}
              onSample={() => setInput(SAMPLE_SQL)}
              clearAll={t('clearAll')}
              onClear={() => setInput('')}
              isEmpty={text === ''}
              uploadFile={t('uploadFile')}
              accept={{ ...SQL_FILES, label: t('fileTypes') }}
              onFile={loadFile}
              fileProblem={input.fileProblem}
              onDismissFileProblem={input.dismissFileProblem}
            />
          </Stack>
        </Card>

        <Stack gap="lg">
          <Card title={t('result')} headingLevel={2}>
            <Stack gap="md">
              <WorkProgress label={t('working')} state={task} />
              {result?.status === 'ok' ? (
                <div className={codeStyles.root}>
                  <div className={codeStyles.header}>
                    <span className={codeStyles.label}>{outputLabel}</span>
                    <div className={codeStyles.actions}>
                      <CopyButton text={result.output} variant="ghost" size="sm" />
                      <Button variant="ghost" size="sm" icon={Download} onPress={() => downloadText(SQL_FILENAME, result.output, 'application/sql')}>
                        {t('downloadSql')}
                      </Button>
                    </div>
                  </div>
                  {/* A minified query is one long line: it wraps rather than scrolling sideways. */}
                  <TextViewer text={result.output} lineStarts={result.outputLineStarts} label={outputLabel} size="md" wrap={result.mode === 'minify'} />
                </div>
              ) : null}
              {result?.status === 'empty' ? <p className={styles.empty}>{t('empty')}</p> : null}
              {result?.status === 'error' ? <p className={styles.empty}>{t('fixProblem')}</p> : null}
            </Stack>
          </Card>

          <Card title={t('options')} headingLevel={2}>
            <Stack gap="md">
              <RadioGroup
                label={t('mode')}
                orientation="horizontal"
                options={[
                  { value: 'format', label: t('modeFormat') },
                  { value: 'minify', label: t('modeMinify') },
                ]}
                value={settings.mode}
                description={formatting ? t('modeHintFormat') : t('modeHintMinify')}
                onChange={(value) => setSettings((s) => ({ ...s, mode: isMode(value) ? value : s.mode }))}
              />
              <RadioGroup
                label={t('keywordCase')}
                orientation="horizontal"
                options={[
                  { value: 'upper', label: t('caseUpper') },
                  { value: 'lower', label: t('caseLower') },
                  { value: 'preserve', label: t('casePreserve') },
                ]}
                value={settings.keywordCase}
                isDisabled={!formatting}
                onChange={(value) => setSettings((s) => ({ ...s, keywordCase: isKeywordCase(value) ? value : s.keywordCase }))}
              />
              <RadioGroup
                label={t('indent')}
                orientation="horizontal"
                options={[
                  { value: '2', label: t('indent2') },
                  { value: '4', label: t('indent4') },
                  { value: 'tab', label: t('indentTab') },
                ]}
                value={settings.indent}
                isDisabled={!formatting}
                description={formatting ? undefined : t('minifyHint')}
                onChange={(value) => setSettings((s) => ({ ...s, indent: isIndent(value) ? value : s.indent }))}
              />
            </Stack>
          </Card>
        </Stack>
      </div>
    </div>
  );
}
