import { ArrowDown, ArrowUp, Shuffle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/components/Button';
import { Checkbox } from '../../ui/components/Checkbox';
import { RadioGroup } from '../../ui/components/RadioGroup';
import { TextField } from '../../ui/components/TextField';
import {
  AFFIX_MAX,
  FIND_MAX,
  LINE_ENDINGS,
  NUMBER_START_MAX,
  NUMBER_START_MIN,
  SEPARATOR_MAX,
  parseStart,
  TRIM_MODES,
  type LineEnding,
  type Step,
  type StepOutcome,
  type TrimMode,
} from './text-formatter';
import * as styles from './TextFormatter.css';
import { stepLabel, useTextFormatterMessages, type TextFormatterText } from './i18n';
import { englishNumberText } from '../../i18n/numbers';

export interface StepItem {
  /** Stable key while steps move around. */
  id: number;
  step: Step;
}

// Radio groups rather than menus: three choices each, and no listbox code on the page.
const trimOptions = (t: TextFormatterText) => (Object.keys(TRIM_MODES) as TrimMode[]).map((value) => ({ value, label: t(`trim.${value}`) }));
const ENDING_OPTIONS = Object.entries(LINE_ENDINGS).map(([value, { label }]) => ({ value, label }));

/** "Start at" keeps what the user typed; only a valid whole number reaches the step. */
function StartField({ value, onChange }: { value: number; onChange: (start: number) => void }) {
  const t = useTextFormatterMessages();
  const [raw, setRaw] = useState(String(value));
  const valid = parseStart(raw) !== null;
  return (
    <TextField
      label={t('startAt')}
      value={raw}
      inputMode="numeric"
      maxLength={11}
      isInvalid={!valid}
      errorMessage={t('startInvalid', { min: NUMBER_START_MIN, max: NUMBER_START_MAX })}
      onChange={(next) => {
        setRaw(next);
        const start = parseStart(englishNumberText(t.locale, next));
        if (start !== null) onChange(start);
      }}
    />
  );
}


function StepFields({ step, outcome, onChange, onReshuffle }: { step: Step; outcome: StepOutcome | undefined; onChange: (next: Step) => void; onReshuffle: () => void }) {
  const t = useTextFormatterMessages();
  switch (step.kind) {
    case 'trim':
      return (
        <RadioGroup label={t('trim')} orientation="horizontal" options={trimOptions(t)} value={step.mode} onChange={(mode) => onChange({ ...step, mode: mode as TrimMode })} />
      );
    case 'remove-empty':
      return (
        <Checkbox isSelected={step.whitespaceOnly} onChange={(whitespaceOnly) => onChange({ ...step, whitespaceOnly })}>
          {t('alsoWhitespace')}
        </Checkbox>
      );
    case 'dedupe':
      return (
        <Checkbox isSelected={step.ignoreCase} onChange={(ignoreCase) => onChange({ ...step, ignoreCase })}>
          {t('ignoreCase')}
        </Checkbox>
      );
    case 'shuffle':
      return (
        <div>
          <Button size="sm" icon={Shuffle} onPress={onReshuffle}>
            {t('shuffleAgain')}
          </Button>
        </div>
      );
    case 'number':
      return (
        <div className={styles.stepFields}>
          <StartField value={step.start} onChange={(start) => onChange({ ...step, start })} />
          <TextField label={t('separator')} value={step.separator} maxLength={SEPARATOR_MAX} mono onChange={(separator) => onChange({ ...step, separator })} />
          <Checkbox className={styles.fullRow} isSelected={step.pad} onChange={(pad) => onChange({ ...step, pad })}>
            {t('padNumbers')}
          </Checkbox>
        </div>
      );
    case 'prefix-suffix':
      return (
        <div className={styles.stepFields}>
          <TextField label={t('prefix')} value={step.prefix} maxLength={AFFIX_MAX} mono onChange={(prefix) => onChange({ ...step, prefix })} />
          <TextField label={t('suffix')} value={step.suffix} maxLength={AFFIX_MAX} mono onChange={(suffix) => onChange({ ...step, suffix })} />
        </div>
      );
    case 'replace': {
      const replaced = outcome?.replaced;
      return (
        <div className={styles.stepFields}>
          <TextField
            className={styles.fullRow}
            label={step.regex ? t('findRegex') : t('find')}
            value={step.find}
            maxLength={FIND_MAX}
            mono
            isInvalid={outcome?.error !== undefined}
            errorMessage={outcome?.error}
            description={
              outcome?.error === undefined && step.find !== '' && replaced !== undefined
                ? t('replaced', { count: replaced })
                : undefined
            }
            onChange={(find) => onChange({ ...step, find })}
          />
          <TextField
            className={styles.fullRow}
            label={t('replaceWith')}
            value={step.replace}
            maxLength={FIND_MAX}
            mono
            description={step.regex ? t('captureHint', { numbered: '$1', named: '$<name>', whole: '$&' }) : undefined}
            onChange={(replace) => onChange({ ...step, replace })}
          />
          <Checkbox isSelected={step.regex} onChange={(regex) => onChange({ ...step, regex })}>
            {t('regularExpression')}
          </Checkbox>
          <Checkbox isSelected={step.ignoreCase} onChange={(ignoreCase) => onChange({ ...step, ignoreCase })}>
            {t('ignoreCase')}
          </Checkbox>
        </div>
      );
    }
    case 'line-endings':
      return (
        <RadioGroup
          label={t('lineBreak')}
          orientation="horizontal"
          options={ENDING_OPTIONS}
          description={t('lineBreakHint')}
          value={step.ending}
          onChange={(ending) => onChange({ ...step, ending: ending as LineEnding })}
        />
      );
    default:
      return null;
  }
}

export interface StepListProps {
  items: readonly StepItem[];
  outcomes: readonly StepOutcome[];
  onChange: (id: number, next: Step) => void;
  onMove: (id: number, by: -1 | 1) => void;
  onRemove: (id: number) => void;
  onReshuffle: () => void;
}

/** The chain, in order. Every step can be edited, moved with its Up/Down buttons or removed. */
export function StepList({ items, outcomes, onChange, onMove, onRemove, onReshuffle }: StepListProps) {
  const t = useTextFormatterMessages();
  if (items.length === 0) {
    return <p className={styles.muted}>{t('noSteps')}</p>;
  }
  return (
    <ol className={styles.stepList} aria-label={t('stepList')}>
      {items.map(({ id, step }, index) => {
        const name = t('stepName', { number: index + 1, step: stepLabel(t, step.kind) });
        const outcome = outcomes[index];
        return (
          <li key={id} data-step-id={id} className={outcome?.error ? `${styles.step} ${styles.stepInvalid}` : styles.step}>
            <div className={styles.stepHeader}>
              <span className={styles.stepNumber} aria-hidden="true">
                {t.number(index + 1)}
              </span>
              <h3 className={styles.stepTitle}>{stepLabel(t, step.kind)}</h3>
              <div className={styles.stepActions}>
                <Button size="sm" variant="ghost" icon={ArrowUp} aria-label={t('moveUp', { name })} data-action="up" isDisabled={index === 0} onPress={() => onMove(id, -1)} />
                <Button
                  size="sm"
                  variant="ghost"
                  icon={ArrowDown}
                  aria-label={t('moveDown', { name })}
                  data-action="down"
                  isDisabled={index === items.length - 1}
                  onPress={() => onMove(id, 1)}
                />
                <Button size="sm" variant="ghost" icon={Trash2} aria-label={t('remove', { name })} data-action="remove" onPress={() => onRemove(id)} />
              </div>
            </div>
            <p className={styles.stepDescription}>{t(`about.${step.kind}`)}</p>
            <StepFields step={step} outcome={outcome} onChange={(next) => onChange(id, next)} onReshuffle={onReshuffle} />
          </li>
        );
      })}
    </ol>
  );
}
