import { useDeferredValue, useEffect, useEffectEvent, useId, useMemo, useState } from 'react';
import { Eraser, Sparkles } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Inline, Stack } from '../../ui/components/Layout';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { Switch } from '../../ui/components/Switch';
import { LargeTextArea } from '../../ui/components/LargeTextArea';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import {
  CASES,
  CASE_IDS,
  DEFAULT_OPTIONS,
  PREVIEW_LIMIT,
  SAMPLE_TEXT,
  convertAll,
  convertCase,
  parseBoolean,
  parseOptions,
  previewSource,
  type CaseDefinition,
  type CaseResults,
  type ConvertOptions,
} from './case-converter';
import * as styles from './CaseConverter.css';
import { useShareState } from '../share-state';
import { caseHint, caseLabel, useCaseConverterMessages, type CaseConverterMessage } from './i18n';
import type { Translate } from '../../i18n/catalog';

export interface CaseConverterChange {
  text: string;
  perLine: boolean;
  /** The whole text in every case, keyed lower, upper, title, sentence, camel, … */
  cases: CaseResults;
}

export interface CaseConverterProps {
  /** Text to start with (the embed's `initial-text` attribute). */
  initialText?: string;
  /** Convert each line separately (the embed's `per-line` attribute, "true" or "false"). */
  perLine?: boolean | string;
  /** Called with every case of the text after each change. */
  onChange?: (detail: CaseConverterChange) => void;
}


export default function CaseConverter({ initialText, perLine: perLineProp, onChange }: CaseConverterProps) {
  const [text, setText] = useState(() => (typeof initialText === 'string' ? initialText : ''));
  const given = useMemo(() => {
    const perLine = parseBoolean(perLineProp);
    return perLine === undefined ? {} : { perLine };
  }, [perLineProp]);
  const [options, setOptions] = useRememberedSettings<ConvertOptions>('case-converter', DEFAULT_OPTIONS, parseOptions, given);
  useShareState({ initialText: text, perLine: options.perLine });
  const t = useCaseConverterMessages();

  // Converting a long paste fourteen ways takes longer than a keystroke: let typing win, and
  // show each result's start only (Copy converts the whole text when pressed).
  const deferredText = useDeferredValue(text);
  const source = useMemo(() => previewSource(deferredText), [deferredText]);
  const preview = useMemo(() => convertAll(source.text, options), [source, options]);
  const empty = deferredText === '';

  const report = useEffectEvent((detail: CaseConverterChange) => onChange?.(detail));
  const listening = onChange !== undefined;
  useEffect(() => {
    // Only a listener (the embed) needs every case of the whole text; the page shows previews.
    if (!listening) return;
    if (!source.truncated) {
      report({ text: deferredText, perLine: options.perLine, cases: preview });
      return;
    }
    // A huge text: one case per task, so the page stays responsive; a newer text cancels.
    let cancelled = false;
    const cases: Partial<CaseResults> = {};
    let index = 0;
    let timer = 0;
    const step = () => {
      if (cancelled) return;
      const id = CASE_IDS[index++]!;
      cases[id] = convertCase(id, deferredText, options);
      if (index < CASE_IDS.length) timer = window.setTimeout(step, 0);
      else report({ text: deferredText, perLine: options.perLine, cases: cases as CaseResults });
    };
    timer = window.setTimeout(step, 0);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [listening, deferredText, source, preview, options]);

  const copyText = (item: CaseDefinition) => () => (source.truncated ? convertCase(item.id, text, options) : preview[item.id]);

  return (
    <div className={styles.root}>
      <Card title={t('yourText')} headingLevel={2}>
        <Stack gap="md">
          <LargeTextArea
            label={t('textLabel')}
            value={text}
            onChange={setText}
            placeholder={t('placeholder')}
            minHeight="md"
            showCount
            spellCheck={false}
          />
          <Inline gap="sm" align="center" justify="between">
            <Inline gap="sm">
              <Button icon={Eraser} onPress={() => setText('')} isDisabled={text === ''}>
                {t('clearAll')}
              </Button>
              <Button icon={Sparkles} variant="ghost" onPress={() => setText(SAMPLE_TEXT)}>
                {t('loadSample')}
              </Button>
            </Inline>
            <Switch isSelected={options.perLine} onChange={(perLine) => setOptions((current) => ({ ...current, perLine }))}>
              {t('perLine')}
            </Switch>
          </Inline>
        </Stack>
      </Card>

      <Card
        title={t('converted')}
        headingLevel={2}
        description={empty ? t('emptyDescription') : t('description')}
      >
        <Stack gap="md">
          {source.truncated ? (
            <StatusBanner tone="info">{t('truncated', { length: deferredText.length, limit: PREVIEW_LIMIT })}</StatusBanner>
          ) : null}
          <ul className={styles.results}>
            {CASES.map((item) => (
              <Result key={item.id} item={item} value={preview[item.id]} truncated={source.truncated} copyText={copyText(item)} isDisabled={empty} t={t} />
            ))}
          </ul>
        </Stack>
      </Card>
    </div>
  );
}

interface ResultProps {
  item: CaseDefinition;
  value: string;
  truncated: boolean;
  copyText: () => string;
  isDisabled: boolean;
  t: Translate<CaseConverterMessage>;
}

function Result({ item, value, truncated, copyText, isDisabled, t }: ResultProps) {
  const label = caseLabel(t, item);
  const nameId = useId();
  return (
    <li className={styles.result}>
      <div className={styles.resultHeader}>
        <div className={styles.names}>
          <h3 id={nameId} className={styles.name}>
            {label}
          </h3>
          <span className={styles.hint}>{caseHint(t, item)}</span>
        </div>
        <CopyButton iconOnly size="sm" variant="ghost" label={t('copyCase', { name: label })} text={copyText} isDisabled={isDisabled} />
      </div>
      {/* Focusable so keyboard users can scroll a long result (axe: scrollable-region-focusable). */}
      <pre tabIndex={0} role="region" aria-labelledby={nameId} className={styles.value} data-case={item.id} dir="auto">
        {value === '' ? <span className={styles.empty}>{isDisabled ? t('nothingYet') : t('noLetters')}</span> : value}
        {truncated && value !== '' ? '…' : null}
      </pre>
    </li>
  );
}
