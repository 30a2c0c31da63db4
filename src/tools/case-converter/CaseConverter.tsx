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
import { formatCount } from '../../ui/format';

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
      <Card title="Your Text" headingLevel={2}>
        <Stack gap="md">
          <LargeTextArea
            label="Text to convert"
            value={text}
            onChange={setText}
            placeholder="Type or paste words, a sentence or a list of names (one per line)…"
            minHeight="md"
            showCount
            spellCheck={false}
          />
          <Inline gap="sm" align="center" justify="between">
            <Inline gap="sm">
              <Button icon={Eraser} onPress={() => setText('')} isDisabled={text === ''}>
                Clear All
              </Button>
              <Button icon={Sparkles} variant="ghost" onPress={() => setText(SAMPLE_TEXT)}>
                Load Sample
              </Button>
            </Inline>
            <Switch isSelected={options.perLine} onChange={(perLine) => setOptions((current) => ({ ...current, perLine }))}>
              Convert each line separately
            </Switch>
          </Inline>
        </Stack>
      </Card>

      <Card
        title="Converted"
        headingLevel={2}
        description={empty ? 'Type or paste text above to see it in all 14 cases.' : 'Every case at once; copy the one you need.'}
      >
        <Stack gap="md">
          {source.truncated ? (
            <StatusBanner tone="info">
              Your text is {formatCount(deferredText.length)} characters long, so each box shows only the start ({formatCount(PREVIEW_LIMIT)}{' '}
              characters at most). Copy copies the full result.
            </StatusBanner>
          ) : null}
          <ul className={styles.results}>
            {CASES.map((item) => (
              <Result key={item.id} item={item} value={preview[item.id]} truncated={source.truncated} copyText={copyText(item)} isDisabled={empty} />
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
}

function Result({ item, value, truncated, copyText, isDisabled }: ResultProps) {
  const nameId = useId();
  return (
    <li className={styles.result}>
      <div className={styles.resultHeader}>
        <div className={styles.names}>
          <h3 id={nameId} className={styles.name}>
            {item.label}
          </h3>
          <span className={styles.hint}>{item.hint}</span>
        </div>
        <CopyButton iconOnly size="sm" variant="ghost" label={`Copy ${item.label}`} text={copyText} isDisabled={isDisabled} />
      </div>
      {/* Focusable so keyboard users can scroll a long result (axe: scrollable-region-focusable). */}
      <pre tabIndex={0} role="region" aria-labelledby={nameId} className={styles.value} data-case={item.id}>
        {value === '' ? <span className={styles.empty}>{isDisabled ? 'Nothing to convert yet' : 'No letters or digits to convert'}</span> : value}
        {truncated && value !== '' ? '…' : null}
      </pre>
    </li>
  );
}
