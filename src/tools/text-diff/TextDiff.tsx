import { ArrowLeftRight, Download, Eraser } from 'lucide-react';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Inline, Stack } from '../../ui/components/Layout';
import { RadioGroup } from '../../ui/components/RadioGroup';
import { StatGrid } from '../../ui/components/StatGrid';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { Switch } from '../../ui/components/Switch';
import { LargeTextArea } from '../../ui/components/LargeTextArea';
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
 * From this many characters a side is shown read-only (the shared LargeTextArea): two text boxes
 * side by side, each holding a tenth of a megabyte, already lag on every resize.
 */
export const LARGE_INPUT_CHARS = 100_000;

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

  const [, plural] = MODE_UNITS[result?.options.mode ?? settings.mode];
  const noPatch = !result || result.exact;

  return (
    <div className={styles.root}>
      <Card title="Texts" headingLevel={2}>
        <Stack gap="md">
          <div className={styles.inputs}>
            {SIDES.map(({ key, label, placeholder }) => (
              <LargeTextArea
                key={key}
                label={label}
                value={texts[key]}
                onChange={(next) => setTexts((t) => ({ ...t, [key]: next }))}
                onClear={() => setTexts((t) => ({ ...t, [key]: '' }))}
                threshold={LARGE_INPUT_CHARS}
                placeholder={placeholder}
                minHeight="md"
                mono
                spellCheck={false}
              />
            ))}
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
          {state.progress}
          {blank ? (
            <p className={styles.muted}>Paste or type two texts above to see what changed.</p>
          ) : state.failed ? (
            <StatusBanner tone="error">The comparison code could not be loaded. Check your connection and reload the page.</StatusBanner>
          ) : result === null ? (
            // A large comparison says what it is doing itself (state.progress, above).
            state.ranOn === 'inline' ? <StatusBanner tone="info" title="Comparing…" /> : null
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
