import { useDeferredValue, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Eraser, FileText } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { Checkbox } from '../../ui/components/Checkbox';
import { CopyButton } from '../../ui/components/CopyButton';
import { Inline, Stack } from '../../ui/components/Layout';
import { LargeTextArea } from '../../ui/components/LargeTextArea';
import { TextField } from '../../ui/components/TextField';
import { TextViewer } from '../../ui/components/TextViewer';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { useShareState } from '../share-state';
import { SAMPLE, matchesAsText, normalizeFlags, segmentText, type MatchRequest, type RegexFlag, type RegexMatch } from './regex-tester';
import { RegexRunner, sameOriginWorker, type RunResult } from './regex-runner';
import { useRegexTesterMessages } from './i18n';
import * as styles from './RegexTester.css';
import workerUrl from './worker.ts?worker&url';

export interface RegexTesterProps {
  /** The pattern to start with, without slashes (the embed's `pattern` attribute). */
  pattern?: string;
  /** Flags to start with, any of "dgimsuy" (the embed's `flags` attribute). */
  flags?: string;
  /** The test text to start with. */
  text?: string;
  /** A replacement to preview, with $1, $<name>, $& (the embed's `replacement` attribute). */
  replacement?: string;
  /** Called after every finished run. */
  onChange?: (detail: RegexTesterChange) => void;
  /**
   * false runs every pattern on the page, as where workers are blocked (an embed on another
   * origin or under a host CSP without worker-src); for stories and tests.
   */
  allowWorker?: boolean;
}

export interface RegexTesterChange {
  pattern: string;
  flags: string;
  status: 'empty' | 'ok' | 'invalid' | 'timeout' | 'unsafe';
  error: string | null;
  count: number;
  matches: { index: number; text: string; groups: Record<string, string | null> }[];
  replaced: string | null;
}

/** The highlighted view shows the text up to here (counts and the list cover all of it). */
export const HIGHLIGHT_CHARS = 50_000;
/** Matches listed with their groups; Copy Matches copies the same ones. */
export const LIST_LIMIT = 200;
/** Matches reported in the change event. */
const EVENT_MATCHES = 100;
/** Examples in the fields: code, the same in every language. */
const PATTERN_PLACEHOLDER = '(?<year>\\d{4})-(?<month>\\d\\d)';
const REPLACEMENT_PLACEHOLDER = '$<month>/$<year>';
/** "Testing…" appears once a run has taken this long. */
const SLOW_MS = 300;

const FLAG_KEYS = {
  g: 'flagG',
  i: 'flagI',
  m: 'flagM',
  s: 'flagS',
  u: 'flagU',
  y: 'flagY',
  d: 'flagD',
} as const satisfies Record<RegexFlag, string>;
/** Shown in the order people know them from `/…/gimsuyd`. */
const FLAG_ORDER: RegexFlag[] = ['g', 'i', 'm', 's', 'u', 'y', 'd'];

const CHEATS = [
  [['.'], 'cheatDot'],
  [['\\d', '\\w', '\\s'], 'cheatClasses'],
  [['\\D', '\\W', '\\S'], 'cheatNegated'],
  [['[abc]', '[^abc]', '[a-z]'], 'cheatSet'],
  [['^', '$'], 'cheatAnchors'],
  [['\\b'], 'cheatBoundary'],
  [['*', '+', '?'], 'cheatRepeat'],
  [['{2}', '{2,}', '{2,5}'], 'cheatCount'],
  [['*?', '+?'], 'cheatLazy'],
  [['a|b'], 'cheatOr'],
  [['(…)', '(?:…)'], 'cheatGroup'],
  [['(?<name>…)'], 'cheatNamed'],
  [['\\1', '\\k<name>'], 'cheatBackref'],
  [['(?=…)', '(?!…)'], 'cheatLookahead'],
  [['(?<=…)', '(?<!…)'], 'cheatLookbehind'],
  [['$1', '$<name>', '$&'], 'cheatReplace'],
] as const;

interface Settings {
  flags: string;
}

function parseSettings(stored: unknown): Partial<Settings> {
  if (typeof stored !== 'object' || stored === null) return {};
  const flags = (stored as { flags?: unknown }).flags;
  return typeof flags === 'string' ? { flags: normalizeFlags(flags) } : {};
}

interface Finished {
  request: MatchRequest;
  result: RunResult;
}

export default function RegexTester({ pattern: initialPattern = '', flags: givenFlags, text: initialText = '', replacement: initialReplacement = '', onChange, allowWorker = true }: RegexTesterProps) {
  const t = useRegexTesterMessages();
  const [pattern, setPattern] = useState(initialPattern);
  const [text, setText] = useState(initialText);
  const [replacement, setReplacement] = useState(initialReplacement);
  const [{ flags }, setSettings] = useRememberedSettings<Settings>('regex-tester', { flags: 'g' }, parseSettings, givenFlags === undefined ? {} : { flags: normalizeFlags(givenFlags) });
  useShareState({ pattern, flags, replacement, text });

  // Typing in a large text wins over its run; the pattern and flags apply at once.
  const deferredText = useDeferredValue(text);
  const request = useMemo<MatchRequest | null>(
    () => (pattern === '' ? null : { pattern, flags, text: deferredText, replacement: replacement === '' ? null : replacement }),
    [pattern, flags, deferredText, replacement],
  );

  const runner = useRef<RegexRunner | null>(null);
  const [finished, setFinished] = useState<Finished | null>(null);
  const [slow, setSlow] = useState<MatchRequest | null>(null);
  useEffect(() => () => runner.current?.dispose(), []);
  useEffect(() => {
    if (!request) return;
    runner.current ??= new RegexRunner(allowWorker ? sameOriginWorker(() => new URL(workerUrl, import.meta.url).href) : () => null);
    let live = true;
    const timer = setTimeout(() => setSlow(request), SLOW_MS);
    void runner.current.run(request).then((result) => {
      clearTimeout(timer);
      if (live && result) setFinished({ request, result });
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [request, allowWorker]);

  // The last finished run stays on screen until the next one answers.
  const shown = request && finished ? finished : null;
  const pending = request !== null && finished?.request !== request;
  const testing = pending && slow === request;
  const result = shown?.result ?? null;
  const ok = result?.kind === 'ok' ? result : null;
  const matches = useMemo(() => ok?.result.matches ?? [], [ok]);
  const shownText = shown ? shown.request.text : deferredText;

  const reportChange = useEffectEvent((detail: RegexTesterChange) => onChange?.(detail));
  useEffect(() => {
    if (!request) return reportChange({ pattern: '', flags, status: 'empty', error: null, count: 0, matches: [], replaced: null });
    if (!result || finished?.request !== request) return;
    reportChange({
      pattern: request.pattern,
      flags: request.flags,
      status: result.kind,
      error: result.kind === 'invalid' ? result.message : null,
      count: result.kind === 'ok' ? result.result.count : 0,
      matches: matches.slice(0, EVENT_MATCHES).map((match) => ({
        index: match.index,
        text: match.text,
        groups: Object.fromEntries(match.groups.map((group) => [group.name ?? String(group.number), group.value ?? null])),
      })),
      replaced: result.kind === 'ok' ? result.result.replaced : null,
    });
  }, [request, result, finished, flags, matches]);

  const toggleFlag = (flag: RegexFlag, on: boolean) =>
    setSettings({ flags: normalizeFlags(on ? flags + flag : flags.replace(flag, '')) });

  const loadSample = () => {
    setPattern(SAMPLE.pattern);
    setSettings({ flags: SAMPLE.flags });
    setText(SAMPLE.text);
    setReplacement(SAMPLE.replacement);
  };
  const clearAll = () => {
    setPattern('');
    setText('');
    setReplacement('');
  };

  const invalid = request && result?.kind === 'invalid' ? result.message : null;

  return (
    <div className={styles.root} data-ran-on={ok?.ranOn ?? 'none'}>
      <div className={styles.layout}>
        <Stack gap="lg">
          <Card title={t('patternCard')} headingLevel={2}>
            <Stack gap="md">
              <div className={styles.patternRow}>
                <span className={styles.slash} aria-hidden="true">
                  /
                </span>
                <TextField
                  className={styles.patternField}
                  label={t('pattern')}
                  value={pattern}
                  onChange={setPattern}
                  placeholder={PATTERN_PLACEHOLDER}
                  mono
                  dir="ltr"
                  autoComplete="off"
                  spellCheck="false"
                  isInvalid={invalid !== null}
                  errorMessage={invalid === null ? undefined : t('invalid', { message: invalid })}
                />
                <span className={styles.slash} aria-hidden="true">
                  /{flags}
                </span>
              </div>
              <Summary request={request} result={result} testing={testing} textLength={shownText.length} />
              <fieldset className={styles.flags}>
                <legend className={styles.legend}>{t('flags')}</legend>
                {FLAG_ORDER.map((flag) => (
                  <Checkbox key={flag} className={styles.flag} isSelected={flags.includes(flag)} onChange={(on) => toggleFlag(flag, on)}>
                    <span className={styles.flagLetter}>{flag}</span> {t(FLAG_KEYS[flag])}
                  </Checkbox>
                ))}
              </fieldset>
              <LargeTextArea label={t('testText')} value={text} onChange={setText} placeholder={t('testTextPlaceholder')} minHeight="md" mono spellCheck={false} />
              <Inline gap="sm">
                <Button icon={FileText} onPress={loadSample}>
                  {t('loadSample')}
                </Button>
                <Button icon={Eraser} onPress={clearAll} isDisabled={pattern === '' && text === '' && replacement === ''}>
                  {t('clearAll')}
                </Button>
              </Inline>
            </Stack>
          </Card>
          <Card title={t('highlightCard')} headingLevel={2}>
            <Highlight text={shownText} matches={ok ? matches : []} limit={highlightLimit(ok?.result.count ?? 0, matches)} />
          </Card>
        </Stack>
        <Stack gap="lg">
          <Card
            title={t('matchesCard')}
            headingLevel={2}
            actions={<CopyButton size="sm" label={t('copyMatches')} text={() => matchesAsText(matches.slice(0, LIST_LIMIT))} isDisabled={matches.length === 0} />}
          >
            <MatchList matches={matches} count={ok?.result.count ?? 0} />
          </Card>
          <Card
            title={t('replaceCard')}
            headingLevel={2}
            actions={<CopyButton size="sm" label={t('copyResult')} text={() => ok?.result.replaced ?? ''} isDisabled={ok?.result.replaced == null} />}
          >
            <Stack gap="md">
              <TextField label={t('replacement')} value={replacement} onChange={setReplacement} placeholder={REPLACEMENT_PLACEHOLDER} mono dir="ltr" autoComplete="off" spellCheck="false" description={t('replacementHelp', { group: '$1', named: '$<name>', whole: '$&' })} />
              {ok?.result.replaced != null ? (
                <div data-testid="regex-replaced">
                  <TextViewer text={ok.result.replaced} label={t('replacedText')} wrap lineNumbers={false} size="md" dir="auto" />
                </div>
              ) : (
                <p className={styles.muted}>{t(replacement === '' ? 'replaceEmpty' : 'replaceNoResult')}</p>
              )}
            </Stack>
          </Card>
          <Card title={t('cheatCard')} headingLevel={2}>
            <dl className={styles.cheats}>
              {CHEATS.map(([syntax, key]) => (
                <div key={key} className={styles.cheatRow}>
                  <dt className={styles.cheatSyntax} dir="ltr">
                    {syntax.map((code) => (
                      <code key={code} className={styles.cheatCode}>
                        {code}
                      </code>
                    ))}
                  </dt>
                  <dd className={styles.cheatText}>{t(key)}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </Stack>
      </div>
    </div>
  );
}

/** Highlights stop at HIGHLIGHT_CHARS, or earlier at the last match kept in detail, so no match after it shows unmarked. */
function highlightLimit(count: number, matches: readonly RegexMatch[]): number {
  const last = matches.at(-1);
  return count > matches.length && last ? Math.min(HIGHLIGHT_CHARS, last.end) : HIGHLIGHT_CHARS;
}

function Summary({ request, result, testing, textLength }: { request: MatchRequest | null; result: RunResult | null; testing: boolean; textLength: number }) {
  const t = useRegexTesterMessages();
  let tone: 'neutral' | 'success' | 'warning' | 'error' = 'neutral';
  let message: string;
  let note: string | null = null;
  if (!request) message = t('summaryEmpty');
  else if (testing) message = t('testing');
  else if (!result) message = '';
  else if (result.kind === 'ok') {
    message = t('matchCount', { count: result.result.count });
    tone = result.result.count > 0 ? 'success' : 'neutral';
    if (result.result.groupCount > 0 && result.result.count > 0) message += ` · ${t('groupCount', { count: result.result.groupCount })}`;
    if (result.tested < textLength) note = t('partlyTested', { tested: t.number(result.tested), total: t.number(textLength) });
  } else if (result.kind === 'invalid') {
    message = t('summaryInvalid');
    tone = 'error';
  } else if (result.kind === 'timeout') {
    message = t('timeout', { seconds: result.limitMs / 1000, example: '(a+)+' });
    tone = 'error';
  } else {
    message = t('unsafe', { example: '(a+)+' });
    tone = 'warning';
  }
  return (
    <div className={styles.summaryBox}>
      <p role="status" className={styles.summary({ tone })} data-testid="regex-summary">
        {message}
      </p>
      {note ? <p className={styles.note}>{note}</p> : null}
    </div>
  );
}

function Highlight({ text, matches, limit }: { text: string; matches: readonly RegexMatch[]; limit: number }) {
  const t = useRegexTesterMessages();
  const segments = useMemo(() => segmentText(text, matches, limit), [text, matches, limit]);
  if (text === '') return <p className={styles.muted}>{t('highlightEmpty')}</p>;
  return (
    <Stack gap="sm">
      <div className={styles.highlight} role="region" aria-label={t('highlightLabel')} tabIndex={0} dir="auto" data-testid="regex-highlight">
        {segments.map((segment, key) =>
          segment.match === null ? (
            segment.text
          ) : (
            <mark key={key} className={styles.mark({ odd: segment.match % 2 === 1, empty: segment.empty === true })} title={t('matchTitle', { number: segment.match + 1 })}>
              {segment.text}
            </mark>
          ),
        )}
      </div>
      {text.length > limit ? <p className={styles.note}>{t('highlightLimited', { count: t.number(limit) })}</p> : null}
    </Stack>
  );
}

function MatchList({ matches, count }: { matches: readonly RegexMatch[]; count: number }) {
  const t = useRegexTesterMessages();
  if (matches.length === 0) return <p className={styles.muted}>{t('matchesEmpty')}</p>;
  const listed = matches.slice(0, LIST_LIMIT);
  return (
    <Stack gap="sm">
      {count > listed.length ? <p className={styles.note}>{t('listLimited', { shown: t.number(listed.length), count: t.number(count) })}</p> : null}
      <div className={styles.matchScroll} role="region" aria-label={t('matchList')} tabIndex={0}>
      <ol className={styles.matchList} aria-label={t('matchesCard')}>
        {listed.map((match, position) => (
          <li key={match.index * 1e6 + position} className={styles.matchItem}>
            <div className={styles.matchHead}>
              <span className={styles.matchNumber}>{t('matchNumber', { number: position + 1 })}</span>
              <span className={styles.matchIndex}>{t('matchIndex', { start: t.number(match.index), end: t.number(match.end) })}</span>
            </div>
            <code className={styles.matchText({ empty: match.text === '' })} dir="auto">
              {match.text === '' ? t('emptyMatch') : match.text}
            </code>
            {match.groups.length > 0 ? (
              <dl className={styles.groups}>
                {match.groups.map((group) => (
                  <div key={group.number} className={styles.groupRow}>
                    <dt className={styles.groupName}>{group.name === null ? t('groupNumber', { number: group.number }) : t('groupNamed', { name: group.name, number: group.number })}</dt>
                    <dd className={styles.groupValue}>
                      {group.value === undefined ? (
                        <span className={styles.muted}>{t('groupUnmatched')}</span>
                      ) : (
                        <code className={styles.matchText({ empty: group.value === '' })} dir="auto">
                          {group.value === '' ? t('emptyMatch') : group.value}
                        </code>
                      )}
                      {group.span ? <span className={styles.matchIndex}> {t('matchIndex', { start: t.number(group.span[0]), end: t.number(group.span[1]) })}</span> : null}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        ))}
      </ol>
      </div>
    </Stack>
  );
}
