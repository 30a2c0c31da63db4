import { ArrowLeftRight, Download, Eraser } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useMemo, useState, type ClipboardEvent } from 'react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Inline, Stack } from '../../ui/components/Layout';
import { RadioGroup } from '../../ui/components/RadioGroup';
import { StatGrid } from '../../ui/components/StatGrid';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { Switch } from '../../ui/components/Switch';
import { TextArea } from '../../ui/components/TextArea';
import { downloadText } from '../../ui/download';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import { DiffTable } from './DiffTable';
import {
  DEFAULT_SETTINGS,
  DIFF_MODES,
  DIFF_VIEWS,
  MODE_LABELS,
  MODE_UNITS,
  PATCH_FILENAME,
  VIEW_LABELS,
  formatSize,
  parseMode,
  parseSettings,
  summarize,
  type DiffMode,
  type DiffResult,
} from './model';
import { useDiff, type DiffState } from './useDiff';
import * as styles from './TextDiff.css';
import { useShareState } from '../share-state';
import { formatCount } from '../../ui/format';

export interface TextDiffProps {
  /** The original text (embed: `original`). */
  original?: string;
  /** The modified text (embed: `modified`). */
  modified?: string;
  /** line, word or char (embed: `mode`). */
  mode?: string;
  /** split or unified (embed: `view`). */
  view?: string;
  /** Embed: `ignore-whitespace`. */
  ignoreWhitespace?: boolean | string;
  /** Embed: `ignore-case`. */
  ignoreCase?: boolean | string;
  /** Called with the counts and the patch whenever a comparison finishes. */
  onChange?: (detail: TextDiffChange) => void;
}

export interface TextDiffChange {
  mode: DiffMode;
  added: number;
  removed: number;
  unchanged: number;
  /** No difference once ignored whitespace/case is set aside. */
  identical: boolean;
  /** Unified patch from the original to the modified text. */
  patch: string;
}

type Side = 'original' | 'modified';
const SIDES: { key: Side; label: string; placeholder: string }[] = [
  { key: 'original', label: 'Original text', placeholder: 'Paste the original text here...' },
  { key: 'modified', label: 'Modified text', placeholder: 'Paste the changed text here...' },
];

const MODE_OPTIONS = DIFF_MODES.map((value) => ({ value, label: MODE_LABELS[value] }));
const VIEW_OPTIONS = DIFF_VIEWS.map((value) => ({ value, label: VIEW_LABELS[value] }));

/**
 * From this many characters a side is shown read-only: laying out a textarea that holds a
 * megabyte takes seconds on every resize, which would freeze the page.
 */
export const LARGE_INPUT_CHARS = 100_000;
const PREVIEW_LINES = 8;

function countLines(text: string): number {
  if (text === '') return 0;
  let lines = text.endsWith('\n') ? 0 : 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
}

function firstLines(text: string, count: number): string {
  let end = -1;
  for (let i = 0; i < count; i++) {
    const next = text.indexOf('\n', end + 1);
    if (next === -1) return text.slice(0, 2000);
    end = next;
  }
  return text.slice(0, Math.min(end, 2000));
}

/** A large text, read-only: its size and first lines. */
function LargeText({ label, text, onClear }: { label: string; text: string; onClear: () => void }) {
  const id = useId();
  const lines = useMemo(() => countLines(text), [text]);
  const preview = useMemo(() => firstLines(text, PREVIEW_LINES), [text]);
  return (
    <section aria-labelledby={id} className={styles.large}>
      <div className={styles.largeHeader}>
        <span id={id} className={styles.largeLabel}>
          {label}
        </span>
        <Button size="sm" variant="ghost" icon={Eraser} aria-label={`Clear ${label.toLowerCase()}`} onPress={onClear}>
          Clear
        </Button>
      </div>
      <p className={styles.note}>{`${formatCount(text.length)} characters, ${formatCount(lines)} ${lines === 1 ? 'line' : 'lines'}. Too long to edit here, so it is shown read-only; the first lines:`}</p>
      <pre className={styles.preview}>{preview}</pre>
    </section>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function changeOf(result: DiffResult): TextDiffChange {
  return { mode: result.options.mode, ...result.stats, identical: result.identical, patch: result.patch };
}

function RanNote({ state }: { state: DiffState }) {
  if (state.ranOn === 'inline' || state.elapsedMs === null) return null;
  const where = state.ranOn === 'worker' ? 'in a background thread' : 'on this page (this site blocks background threads)';
  return <p className={styles.note} data-visual-mask="">{`Compared in ${(state.elapsedMs / 1000).toFixed(2)} s ${where}.`}</p>;
}

export default function TextDiff({ original = '', modified = '', mode, view, ignoreWhitespace, ignoreCase, onChange }: TextDiffProps) {
  // The texts are content: never remembered.
  const [texts, setTexts] = useState(() => ({ original, modified }));
  const given = useMemo(() => parseSettings({ mode, view, ignoreWhitespace, ignoreCase }), [mode, view, ignoreWhitespace, ignoreCase]);
  const [settings, setSettings] = useRememberedSettings('text-diff', DEFAULT_SETTINGS, parseSettings, given);
  useShareState({ original: texts.original, modified: texts.modified, mode: settings.mode, view: settings.view, ignoreWhitespace: settings.ignoreWhitespace, ignoreCase: settings.ignoreCase });
  const state = useDiff(texts.original, texts.modified, settings.mode, settings.ignoreWhitespace, settings.ignoreCase);
  const { result } = state;
  const blank = texts.original === '' && texts.modified === '';

  const report = useEffectEvent((next: DiffResult) => onChange?.(changeOf(next)));
  useEffect(() => {
    if (result) report(result);
  }, [result]);

  const pasteLarge = (event: ClipboardEvent<HTMLDivElement>, key: Side) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (pasted.length < LARGE_INPUT_CHARS) return;
    event.preventDefault();
    setTexts((t) => ({ ...t, [key]: pasted }));
  };

  const [, plural] = MODE_UNITS[result?.options.mode ?? settings.mode];
  const noPatch = !result || result.exact;

  return (
    <div className={styles.root}>
      <Card title="Texts" headingLevel={2}>
        <Stack gap="md">
          <div className={styles.inputs}>
            {SIDES.map(({ key, label, placeholder }) =>
              texts[key].length >= LARGE_INPUT_CHARS ? (
                <LargeText key={key} label={label} text={texts[key]} onClear={() => setTexts((t) => ({ ...t, [key]: '' }))} />
              ) : (
                // A huge paste goes straight to the read-only view instead of into the textarea.
                <div key={key} onPaste={(event) => pasteLarge(event, key)}>
                  <TextArea
                    label={label}
                    value={texts[key]}
                    onChange={(next) => setTexts((t) => ({ ...t, [key]: next }))}
                    placeholder={placeholder}
                    minHeight="md"
                    mono
                    spellCheck={false}
                  />
                </div>
              ),
            )}
          </div>

          <Inline gap="sm">
            <Button icon={ArrowLeftRight} onPress={() => setTexts((t) => ({ original: t.modified, modified: t.original }))} isDisabled={blank}>
              Swap
            </Button>
            <Button icon={Eraser} onPress={() => setTexts({ original: '', modified: '' })} isDisabled={blank}>
              Clear All
            </Button>
          </Inline>
        </Stack>
      </Card>

      <Card title="Options" headingLevel={2}>
        <div className={styles.toolbar}>
          <RadioGroup
            label="Compare by"
            orientation="horizontal"
            options={MODE_OPTIONS}
            value={settings.mode}
            onChange={(value) => setSettings((s) => ({ ...s, mode: parseMode(value) ?? s.mode }))}
          />
          <RadioGroup
            label="View"
            orientation="horizontal"
            options={VIEW_OPTIONS}
            value={settings.view}
            onChange={(value) => setSettings((s) => ({ ...s, view: value === 'unified' ? 'unified' : 'split' }))}
          />
          <div className={styles.switches}>
            <Switch isSelected={settings.ignoreWhitespace} onChange={(on) => setSettings((s) => ({ ...s, ignoreWhitespace: on }))}>
              Ignore whitespace
            </Switch>
            <Switch isSelected={settings.ignoreCase} onChange={(on) => setSettings((s) => ({ ...s, ignoreCase: on }))}>
              Ignore case
            </Switch>
          </div>
        </div>
      </Card>

      <Card
        title="Differences"
        headingLevel={2}
        actions={
          <Inline gap="xs">
            <CopyButton size="sm" label="Copy Patch" text={() => result?.patch ?? ''} isDisabled={noPatch} />
            <Button size="sm" icon={Download} onPress={() => result && downloadText(PATCH_FILENAME, result.patch, 'text/x-diff;charset=utf-8')} isDisabled={noPatch}>
              Download .patch
            </Button>
          </Inline>
        }
      >
        <Stack gap="md">
          {blank ? (
            <p className={styles.muted}>Paste or type two texts above to see what changed.</p>
          ) : state.failed ? (
            <StatusBanner tone="error">The comparison code could not be loaded. Check your connection and reload the page.</StatusBanner>
          ) : result === null ? (
            <StatusBanner tone="info" title="Comparing…">
              {state.ranOn === 'inline'
                ? undefined
                : `Comparing ${formatSize(texts.original.length)} with ${formatSize(texts.modified.length)}${state.ranOn === 'main' ? ' on this page' : ' in a background thread'}.`}
            </StatusBanner>
          ) : (
            <>
              <StatGrid
                columns={3}
                size="lg"
                stats={[
                  { label: `${capitalize(plural)} added`, value: formatCount(result.stats.added) },
                  { label: `${capitalize(plural)} removed`, value: formatCount(result.stats.removed) },
                  { label: `${capitalize(plural)} unchanged`, value: formatCount(result.stats.unchanged) },
                ]}
              />
              {result.identical ? (
                <StatusBanner tone="success">{summarize(result)}</StatusBanner>
              ) : (
                <p role="status" className={styles.statusRow}>
                  {summarize(result)}
                </p>
              )}
              {result.approximate ? (
                <p className={styles.note}>
                  {result.options.mode === 'line'
                    ? 'These texts are too different to compare line by line in reasonable time: every line is shown as changed.'
                    : `These texts differ in many places: they were compared line by line, then each changed block by ${MODE_UNITS[result.options.mode][0]}.`}
                </p>
              ) : null}
              <RanNote state={state} />
              {result.exact ? null : <DiffTable key={resultKey(result)} blocks={result.blocks} view={settings.view} marks={result.options.mode !== 'line'} />}
            </>
          )}
        </Stack>
      </Card>
    </div>
  );
}

const resultKeys = new WeakMap<DiffResult, number>();
let nextResultKey = 1;
/** A fresh table (folds closed, first page of rows) for each new comparison. */
function resultKey(result: DiffResult): number {
  let key = resultKeys.get(result);
  if (key === undefined) resultKeys.set(result, (key = nextResultKey++));
  return key;
}
