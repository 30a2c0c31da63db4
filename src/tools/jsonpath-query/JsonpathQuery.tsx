import { FileCode } from 'lucide-react';
import { useDeferredValue, useEffect, useEffectEvent, useId, useMemo, useState } from 'react';
import { INTL_LOCALE } from '../../i18n/locales';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Inline, Stack } from '../../ui/components/Layout';
import { LargeTextArea } from '../../ui/components/LargeTextArea';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { TextField } from '../../ui/components/TextField';
import { WorkProgress } from '../../ui/components/WorkProgress';
import { useBackgroundTask, type BackgroundTask } from '../../ui/background-task';
import { useFirstInput } from '../../ui/deferred-work';
import { useShareState } from '../share-state';
import {
  DEFAULT_EXPRESSION,
  EXAMPLES,
  SAMPLE_JSON,
  checkExpression,
  pathsJson,
  previewValue,
  queryTask,
  runQuery,
  valuesJson,
  type ExpressionProblem,
  type JsonProblem,
  type QueryInput,
  type QueryResult,
} from './jsonpath-query';
import { loadEngine, loadedEngine, useEngine } from './load-engine';
import { useLargeTextInput } from '../converter/use-large-text-input';
import { useJsonPathMessages } from './i18n';
import * as styles from './JsonpathQuery.css';
import { InputActions } from '../converter/InputActions';
import workerUrl from './worker.ts?worker&url';

export interface JsonpathQueryProps {
  /** The JSON document to query (the embed's `initial-text`). */
  initialText?: string;
  /** The JSONPath expression (RFC 9535). */
  expression?: string;
  /** Called whenever the result changes. */
  onChange?: (change: JsonpathChange) => void;
}

export interface JsonpathChange {
  status: 'empty' | 'working' | 'ok' | 'error';
  count: number;
  values: unknown[];
  paths: string[];
  error: string | null;
}

/** From this many characters the query runs in a Worker (or in slices), not during render. */
export const BACKGROUND_CHARS = 100_000;
export const MAX_FILE_BYTES = 50_000_000;
/** Matches listed on screen; Copy Values and Copy Paths take them all. */
export const SHOWN_MATCHES = 100;

/**
 * The Worker has its own engine, so a large job does not wait for the page's copy. Where workers
 * are blocked, the job runs here in slices: the first slices wait for the page's copy to load.
 */
const QUERY_TASK: BackgroundTask<QueryInput, QueryResult> = {
  name: 'query',
  run: function* (input) {
    let engine = loadedEngine();
    if (!engine) void loadEngine();
    while (!(engine = loadedEngine())) yield 0;
    return yield* queryTask(input, engine);
  },
  workerUrl: () => new URL(workerUrl, import.meta.url).href,
};

const JSON_FILES = { mimeTypes: ['application/json', 'text/plain'], extensions: ['.json', '.txt'] };

type Translate = ReturnType<typeof useJsonPathMessages>;

export function jsonProblemText(t: Translate, problem: JsonProblem): string {
  return problem.line === null || problem.column === null
    ? t('invalidJson', { message: problem.message })
    : t('invalidJsonAt', { line: problem.line, column: problem.column, message: problem.message });
}

/** At most this many expected tokens are named; the parser's list can be long. */
const MAX_EXPECTED = 12;

export function expressionProblemText(t: Translate, problem: ExpressionProblem): string {
  const quote = (text: string) => t('quoted', { text });
  switch (problem.kind) {
    case 'emptyExpression':
      return t('emptyExpression');
    case 'missingRoot':
      return t('missingRoot', { found: quote(problem.found) });
    case 'syntax': {
      const expected = problem.expected.slice(0, MAX_EXPECTED).map(quote);
      const list = expected.length > 0 ? new Intl.ListFormat(INTL_LOCALE[t.locale], { type: 'disjunction' }).format(expected) : null;
      if (problem.found === null) return list ? t('syntaxEnd', { column: problem.column, expected: list }) : t('syntaxEndNoList', { column: problem.column });
      const found = quote(problem.found);
      return list ? t('syntaxAt', { column: problem.column, found, expected: list }) : t('syntaxAtNoList', { column: problem.column, found });
    }
    case 'unknownFunction':
      return t('unknownFunction', { name: quote(problem.name), column: problem.column });
    case 'invalid':
      return t('invalidExpression', { message: problem.message });
  }
}

export default function JsonpathQuery({ initialText = '', expression: initialExpression = DEFAULT_EXPRESSION, onChange }: JsonpathQueryProps) {
  const t = useJsonPathMessages();
  const input = useLargeTextInput(initialText, t);
  const { text, source, setInput } = input;
  const [expression, setExpression] = useState(initialExpression);
  useShareState({ initialText: text, expression });
  const examplesId = useId();

  // Typing wins over querying. Large text goes to a Worker (or runs in slices where workers are
  // blocked), with progress past 300 ms and Cancel past 2 s.
  const deferredText = useDeferredValue(text);
  const deferredExpression = useDeferredValue(expression);
  const [touched, firstInputProps] = useFirstInput();
  const background = deferredText.length >= BACKGROUND_CHARS;
  const engine = useEngine(touched || deferredText.trim() !== '' || expression !== DEFAULT_EXPRESSION);
  const expressionProblem = useMemo(() => (engine ? checkExpression(deferredExpression, engine) : null), [engine, deferredExpression]);
  const inline = useMemo(
    () =>
      background ? null : deferredText.trim() === '' ? ({ status: 'empty' } as const) : engine ? runQuery(deferredText, deferredExpression, engine) : null,
    [background, deferredText, deferredExpression, engine],
  );
  const job = useMemo(() => (background ? { text: deferredText, expression: deferredExpression } : null), [background, deferredText, deferredExpression]);
  const task = useBackgroundTask(QUERY_TASK, job);
  const result: QueryResult | null = inline ?? task.result;

  const jsonProblem = result?.status === 'error' && result.json ? jsonProblemText(t, result.json) : null;
  const expressionMessage = expressionProblem ? expressionProblemText(t, expressionProblem) : null;
  const matches = result?.status === 'ok' ? result.matches : null;

  const report = useEffectEvent((next: QueryResult | null, message: string | null) => {
    if (!next) onChange?.({ status: 'working', count: 0, values: [], paths: [], error: null });
    else if (next.status === 'ok') onChange?.({ status: 'ok', count: next.matches.length, values: next.matches.map((m) => m.value), paths: next.matches.map((m) => m.path), error: null });
    else onChange?.({ status: next.status, count: 0, values: [], paths: [], error: message });
  });
  const problem = result?.status === 'error' ? (jsonProblem ?? (result.expression ? expressionProblemText(t, result.expression) : null)) : null;
  useEffect(() => report(result, problem), [result, problem]);

  const loadFile = (file: File) => input.loadFile(file, MAX_FILE_BYTES);

  const running = result === null && text.trim() !== '' && task.status !== 'cancelled';
  const size = input.size;

  return (
    <div className={styles.root} data-ran-on={task.ranOn ?? 'inline'} {...firstInputProps}>
      <div className={styles.layout}>
        <Card title={t('title')} headingLevel={2}>
          <Stack gap="md">
            <TextField
              label={t('expression')}
              value={expression}
              onChange={setExpression}
              description={t('expressionHint')}
              isInvalid={expressionMessage !== null}
              errorMessage={expressionMessage}
              mono
              spellCheck="false"
              autoComplete="off"
            />
            <div role="group" aria-labelledby={examplesId} className={styles.examples}>
              <span id={examplesId} className={styles.examplesLabel}>
                {t('examples')}
              </span>
              <ul className={styles.chips}>
                {EXAMPLES.map((example) => (
                  <li key={example}>
                    <Button size="sm" variant="ghost" className={styles.chip} onPress={() => setExpression(example)}>
                      <bdi dir="ltr">{example}</bdi>
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
            {/* The document is the visitor's (the RFC sample's "Sword of Honour" included): out of the word checks. */}
            <div className={styles.input} data-user-content>
              <LargeTextArea
                label={t('inputJson')}
                value={text}
                source={source}
                onChange={(next) => setInput(next)}
                placeholder={t('placeholderJson')}
                mono
                spellCheck={false}
              />
            </div>
            {jsonProblem !== null ? <StatusBanner tone="error">{jsonProblem}</StatusBanner> : null}
            {/* On a phone the matches card is below: the count shows right under the fields. */}
            {matches ? <StatusBanner tone={matches.length > 0 ? 'success' : 'info'}>{t('matches', { count: matches.length })}</StatusBanner> : null}
            {running ? <StatusBanner tone="info">{t('queryingSize', { size })}</StatusBanner> : null}
            <InputActions
              sampleIcon={FileCode}
              loadSample={t('loadSample')}
              onSample={() => setInput(SAMPLE_JSON)}
              clearAll={t('clearAll')}
              onClear={() => setInput('')}
              isEmpty={text === ''}
              uploadFile={t('uploadFile')}
              accept={{ ...JSON_FILES, label: t('fileTypes') }}
              onFile={loadFile}
              fileProblem={input.fileProblem}
              onDismissFileProblem={input.dismissFileProblem}
            />
          </Stack>
        </Card>

        <Card title={t('result')} headingLevel={2}>
          <Stack gap="md">
            <WorkProgress label={t('querying')} state={task} />
            {matches && matches.length > 0 ? (
              <>
                <Inline gap="sm" wrap>
                  <CopyButton text={() => valuesJson(matches)} label={t('copyValues')} size="sm" />
                  <CopyButton text={() => pathsJson(matches)} label={t('copyPaths')} size="sm" />
                </Inline>
                {matches.length > SHOWN_MATCHES ? <p className={styles.note}>{t('shownFirst', { shown: SHOWN_MATCHES, count: matches.length })}</p> : null}
                {/* The values are the visitor's data: left out of the site's word checks. A focusable scroll box. */}
                <div className={styles.scroll} role="region" aria-label={t('matchList')} tabIndex={0} data-user-content>
                  <ol className={styles.list} aria-label={t('matchList')}>
                    {matches.slice(0, SHOWN_MATCHES).map((match) => (
                      <li key={match.path} className={styles.item}>
                        <dl className={styles.pair}>
                          <dt className={styles.term}>{t('path')}</dt>
                          <dd className={styles.path} dir="ltr">
                            {match.path}
                          </dd>
                          <dt className={styles.term}>{t('value')}</dt>
                          <dd className={styles.value} dir="ltr">
                            {previewValue(match.value)}
                          </dd>
                        </dl>
                      </li>
                    ))}
                  </ol>
                </div>
              </>
            ) : null}
            {matches && matches.length === 0 ? <p className={styles.empty}>{t('noMatches')}</p> : null}
            {result?.status === 'empty' ? <p className={styles.empty}>{t('empty')}</p> : null}
            {result?.status === 'error' ? <p className={styles.empty}>{t('fixProblem')}</p> : null}
          </Stack>
        </Card>
      </div>
    </div>
  );
}
