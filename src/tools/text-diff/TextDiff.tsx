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
  parseMode,
  parseSettings,
  type DiffMode,
  type DiffResult,
} from './model';
import { useDiff, type DiffState } from './useDiff';
import * as styles from './TextDiff.css';
import { useShareState } from '../share-state';
import { summaryText, useTextDiffMessages, type TextDiffText } from './i18n';
import { localeNumberText } from '../../i18n/numbers';

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
const SIDES = [
  { key: 'original', label: 'originalText', placeholder: 'originalPlaceholder' },
  { key: 'modified', label: 'modifiedText', placeholder: 'modifiedPlaceholder' },
] as const satisfies readonly { key: Side; label: string; placeholder: string }[];

/**
 * From this many characters a side is shown read-only (the shared LargeTextArea): two text boxes
 * side by side, each holding a tenth of a megabyte, already lag on every resize.
 */
export const LARGE_INPUT_CHARS = 100_000;

function changeOf(result: DiffResult): TextDiffChange {
  return { mode: result.options.mode, ...result.stats, identical: result.identical, patch: result.patch };
}

function RanNote({ state, t }: { state: DiffState; t: TextDiffText }) {
  if (state.ranOn === 'inline' || state.elapsedMs === null) return null;
  const seconds = localeNumberText(t.locale, (state.elapsedMs / 1000).toFixed(2));
  return <p className={styles.note} data-visual-mask="">{t(state.ranOn === 'worker' ? 'ranWorker' : 'ranMain', { seconds })}</p>;
}

export default function TextDiff({ original = '', modified = '', mode, view, ignoreWhitespace, ignoreCase, onChange }: TextDiffProps) {
  const t = useTextDiffMessages();
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

  const shownMode = result?.options.mode ?? settings.mode;
  const noPatch = !result || result.exact;

  return (
    <div className={styles.root}>
      <Card title={t('texts')} headingLevel={2}>
        <Stack gap="md">
          <div className={styles.inputs}>
            {SIDES.map(({ key, label, placeholder }) => (
              <LargeTextArea
                key={key}
                label={t(label)}
                value={texts[key]}
                onChange={(next) => setTexts((t) => ({ ...t, [key]: next }))}
                onClear={() => setTexts((t) => ({ ...t, [key]: '' }))}
                threshold={LARGE_INPUT_CHARS}
                placeholder={t(placeholder)}
                minHeight="md"
                mono
                spellCheck={false}
              />
            ))}
          </div>

          <Inline gap="sm">
            <Button icon={ArrowLeftRight} onPress={() => setTexts((t) => ({ original: t.modified, modified: t.original }))} isDisabled={blank}>
              {t('swap')}
            </Button>
            <Button icon={Eraser} onPress={() => setTexts({ original: '', modified: '' })} isDisabled={blank}>
              {t('clearAll')}
            </Button>
          </Inline>
        </Stack>
      </Card>

      <Card title={t('options')} headingLevel={2}>
        <div className={styles.toolbar}>
          <RadioGroup
            label={t('compareBy')}
            orientation="horizontal"
            options={DIFF_MODES.map((value) => ({ value, label: t(`mode.${value}`) }))}
            value={settings.mode}
            onChange={(value) => setSettings((s) => ({ ...s, mode: parseMode(value) ?? s.mode }))}
          />
          <RadioGroup
            label={t('view')}
            orientation="horizontal"
            options={DIFF_VIEWS.map((value) => ({ value, label: t(`view.${value}`) }))}
            value={settings.view}
            onChange={(value) => setSettings((s) => ({ ...s, view: value === 'unified' ? 'unified' : 'split' }))}
          />
          <div className={styles.switches}>
            <Switch isSelected={settings.ignoreWhitespace} onChange={(on) => setSettings((s) => ({ ...s, ignoreWhitespace: on }))}>
              {t('ignoreWhitespace')}
            </Switch>
            <Switch isSelected={settings.ignoreCase} onChange={(on) => setSettings((s) => ({ ...s, ignoreCase: on }))}>
              {t('ignoreCase')}
            </Switch>
          </div>
        </div>
      </Card>

      <Card
        title={t('differences')}
        headingLevel={2}
        actions={
          <Inline gap="xs">
            <CopyButton size="sm" label={t('copyPatch')} text={() => result?.patch ?? ''} isDisabled={noPatch} />
            <Button size="sm" icon={Download} onPress={() => result && downloadText(t('patchFileName'), result.patch, 'text/x-diff;charset=utf-8')} isDisabled={noPatch}>
              {t('downloadPatch')}
            </Button>
          </Inline>
        }
      >
        <Stack gap="md">
          {state.progress}
          {blank ? (
            <p className={styles.muted}>{t('blank')}</p>
          ) : state.failed ? (
            <StatusBanner tone="error">{t('loadFailed')}</StatusBanner>
          ) : result === null ? (
            // A large comparison says what it is doing itself (state.progress, above).
            state.ranOn === 'inline' ? <StatusBanner tone="info" title={t('comparingTitle')} /> : null
          ) : (
            <>
              <StatGrid
                columns={3}
                size="lg"
                stats={[
                  { label: t('added', { mode: shownMode }), value: t.number(result.stats.added) },
                  { label: t('removed', { mode: shownMode }), value: t.number(result.stats.removed) },
                  { label: t('unchanged', { mode: shownMode }), value: t.number(result.stats.unchanged) },
                ]}
              />
              {result.identical ? (
                <StatusBanner tone="success">{summaryText(t, result)}</StatusBanner>
              ) : (
                <p role="status" className={styles.statusRow}>
                  {summaryText(t, result)}
                </p>
              )}
              {result.approximate ? (
                <p className={styles.note}>
                  {result.options.mode === 'line'
                    ? t('approximateLines')
                    : t('approximateBlocks', { mode: result.options.mode })}
                </p>
              ) : null}
              <RanNote state={state} t={t} />
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
