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
  STEP_DESCRIPTIONS,
  STEP_LABELS,
  TRIM_MODES,
  type LineEnding,
  type Step,
  type StepOutcome,
  type TrimMode,
} from './text-formatter';
import * as styles from './TextFormatter.css';
import { formatCount } from '../../ui/format';

export interface StepItem {
  /** Stable key while steps move around. */
  id: number;
  step: Step;
}

// Radio groups rather than menus: three choices each, and no listbox code on the page.
const TRIM_OPTIONS = Object.entries(TRIM_MODES).map(([value, label]) => ({ value, label }));
const ENDING_OPTIONS = Object.entries(LINE_ENDINGS).map(([value, { label }]) => ({ value, label }));

/** "Start at" keeps what the user typed; only a valid whole number reaches the step. */
function StartField({ value, onChange }: { value: number; onChange: (start: number) => void }) {
  const [raw, setRaw] = useState(String(value));
  const valid = parseStart(raw) !== null;
  return (
    <TextField
      label="Start at"
      value={raw}
      inputMode="numeric"
      maxLength={11}
      isInvalid={!valid}
      errorMessage={`Enter a whole number from ${formatCount(NUMBER_START_MIN)} to ${formatCount(NUMBER_START_MAX)}.`}
      onChange={(next) => {
        setRaw(next);
        const start = parseStart(next);
        if (start !== null) onChange(start);
      }}
    />
  );
}


function StepFields({ step, outcome, onChange, onReshuffle }: { step: Step; outcome: StepOutcome | undefined; onChange: (next: Step) => void; onReshuffle: () => void }) {
  switch (step.kind) {
    case 'trim':
      return (
        <RadioGroup label="Trim" orientation="horizontal" options={TRIM_OPTIONS} value={step.mode} onChange={(mode) => onChange({ ...step, mode: mode as TrimMode })} />
      );
    case 'remove-empty':
      return (
        <Checkbox isSelected={step.whitespaceOnly} onChange={(whitespaceOnly) => onChange({ ...step, whitespaceOnly })}>
          Also lines with only spaces
        </Checkbox>
      );
    case 'dedupe':
      return (
        <Checkbox isSelected={step.ignoreCase} onChange={(ignoreCase) => onChange({ ...step, ignoreCase })}>
          Ignore case
        </Checkbox>
      );
    case 'shuffle':
      return (
        <div>
          <Button size="sm" icon={Shuffle} onPress={onReshuffle}>
            Shuffle Again
          </Button>
        </div>
      );
    case 'number':
      return (
        <div className={styles.stepFields}>
          <StartField value={step.start} onChange={(start) => onChange({ ...step, start })} />
          <TextField label="Separator" value={step.separator} maxLength={SEPARATOR_MAX} mono onChange={(separator) => onChange({ ...step, separator })} />
          <Checkbox className={styles.fullRow} isSelected={step.pad} onChange={(pad) => onChange({ ...step, pad })}>
            Pad numbers to one width
          </Checkbox>
        </div>
      );
    case 'prefix-suffix':
      return (
        <div className={styles.stepFields}>
          <TextField label="Prefix" value={step.prefix} maxLength={AFFIX_MAX} mono onChange={(prefix) => onChange({ ...step, prefix })} />
          <TextField label="Suffix" value={step.suffix} maxLength={AFFIX_MAX} mono onChange={(suffix) => onChange({ ...step, suffix })} />
        </div>
      );
    case 'replace': {
      const replaced = outcome?.replaced;
      return (
        <div className={styles.stepFields}>
          <TextField
            className={styles.fullRow}
            label={step.regex ? 'Find (regular expression)' : 'Find'}
            value={step.find}
            maxLength={FIND_MAX}
            mono
            isInvalid={outcome?.error !== undefined}
            errorMessage={outcome?.error}
            description={
              outcome?.error === undefined && step.find !== '' && replaced !== undefined
                ? `${formatCount(replaced)} ${replaced === 1 ? 'match' : 'matches'} replaced`
                : undefined
            }
            onChange={(find) => onChange({ ...step, find })}
          />
          <TextField
            className={styles.fullRow}
            label="Replace with"
            value={step.replace}
            maxLength={FIND_MAX}
            mono
            description={step.regex ? 'Use $1, $<name> or $& for captured text.' : undefined}
            onChange={(replace) => onChange({ ...step, replace })}
          />
          <Checkbox isSelected={step.regex} onChange={(regex) => onChange({ ...step, regex })}>
            Regular expression
          </Checkbox>
          <Checkbox isSelected={step.ignoreCase} onChange={(ignoreCase) => onChange({ ...step, ignoreCase })}>
            Ignore case
          </Checkbox>
        </div>
      );
    }
    case 'line-endings':
      return (
        <RadioGroup
          label="Line break"
          orientation="horizontal"
          options={ENDING_OPTIONS}
          description="LF: macOS and Linux. CRLF: Windows. CR: classic Mac OS."
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
  if (items.length === 0) {
    return <p className={styles.muted}>No steps yet: the result is your text unchanged. Add a Step below.</p>;
  }
  return (
    <ol className={styles.stepList} aria-label="Steps, applied from top to bottom">
      {items.map(({ id, step }, index) => {
        const name = `step ${index + 1}, ${STEP_LABELS[step.kind]}`;
        const outcome = outcomes[index];
        return (
          <li key={id} data-step-id={id} className={outcome?.error ? `${styles.step} ${styles.stepInvalid}` : styles.step}>
            <div className={styles.stepHeader}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.stepTitle}>{STEP_LABELS[step.kind]}</h3>
              <div className={styles.stepActions}>
                <Button size="sm" variant="ghost" icon={ArrowUp} aria-label={`Move ${name} up`} data-action="up" isDisabled={index === 0} onPress={() => onMove(id, -1)} />
                <Button
                  size="sm"
                  variant="ghost"
                  icon={ArrowDown}
                  aria-label={`Move ${name} down`}
                  data-action="down"
                  isDisabled={index === items.length - 1}
                  onPress={() => onMove(id, 1)}
                />
                <Button size="sm" variant="ghost" icon={Trash2} aria-label={`Remove ${name}`} data-action="remove" onPress={() => onRemove(id)} />
              </div>
            </div>
            <p className={styles.stepDescription}>{STEP_DESCRIPTIONS[step.kind]}</p>
            <StepFields step={step} outcome={outcome} onChange={(next) => onChange(id, next)} onReshuffle={onReshuffle} />
          </li>
        );
      })}
    </ol>
  );
}
