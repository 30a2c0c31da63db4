import { useEffect, useId, useLayoutEffect, type KeyboardEvent, type RefObject } from 'react';
import type { PressEvent } from 'react-aria-components';
import { Delete, Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { FieldErrorRegion } from '../../ui/components/FieldErrorRegion';
import { RadioGroup } from '../../ui/components/RadioGroup';
import { fieldRoot } from '../../ui/styles.css';
import { input as inputClass, label as labelClass } from '../../ui/components/TextField.css';
import { groupDigits } from './calculator';
import { EXPRESSION_HISTORY_LIMIT, type AngleUnit } from './expression';
import { deleteBack, edit, initialScientific, insertAt, reangle, reuseExpression, reuseResult, submit, type ScientificState } from './scientific-state';
import * as styles from './Calculator.css';

export const ANGLE_OPTIONS = [
  { value: 'deg', label: 'Degrees' },
  { value: 'rad', label: 'Radians' },
];

type SciKey = { text: string; label: string; insert?: string; action?: 'clear' | 'backspace' | 'equals'; kind: 'function' | 'digit' | 'operator' | 'equals' };

const fn = (text: string, label: string, insert: string): SciKey => ({ text, label, insert, kind: 'function' });
const num = (text: string, label = text): SciKey => ({ text, label, insert: text, kind: 'digit' });
const op = (text: string, label: string): SciKey => ({ text, label, insert: text, kind: 'operator' });

/** Functions and constants: five columns above the usual digit pad. */
const FUNCTION_KEYS: SciKey[] = [
  fn('sin', 'sin, sine', 'sin('),
  fn('cos', 'cos, cosine', 'cos('),
  fn('tan', 'tan, tangent', 'tan('),
  fn('(', 'Open parenthesis', '('),
  fn(')', 'Close parenthesis', ')'),
  fn('sin⁻¹', 'sin⁻¹, arcsine', 'asin('),
  fn('cos⁻¹', 'cos⁻¹, arccosine', 'acos('),
  fn('tan⁻¹', 'tan⁻¹, arctangent', 'atan('),
  fn('x²', 'x², square', '^2'),
  fn('xʸ', 'xʸ, power', '^'),
  fn('ln', 'ln, natural logarithm', 'ln('),
  fn('log', 'log, logarithm base 10', 'log('),
  fn('√', 'Square root', '√'),
  fn('ʸ√x', 'ʸ√x, root: root(x, n)', 'root('),
  fn('n!', 'n!, factorial', '!'),
  fn('π', 'π, pi', 'π'),
  fn('e', 'e, Euler’s number', 'e'),
  fn('%', 'Percent', '%'),
  { text: 'C', label: 'Clear', action: 'clear', kind: 'function' },
  { text: '', label: 'Backspace', action: 'backspace', kind: 'function' },
];

const DIGIT_KEYS: SciKey[] = [
  num('7'),
  num('8'),
  num('9'),
  op('÷', 'Divide'),
  num('4'),
  num('5'),
  num('6'),
  op('×', 'Multiply'),
  num('1'),
  num('2'),
  num('3'),
  op('−', 'Subtract'),
  num('0'),
  num('.', 'Decimal point'),
  { text: '=', label: 'Equals', action: 'equals', kind: 'equals' },
  op('+', 'Add'),
];

export const SYNTAX: Array<{ example: string; meaning: string }> = [
  { example: '2+3*4', meaning: '× and ÷ before + and −: 14' },
  { example: '2^10', meaning: 'Powers: 1024; 2^3^2 is 2^9' },
  { example: '√2, sqrt(2)', meaning: 'Square root' },
  { example: 'root(27, 3)', meaning: 'Any root: the 3rd root of 27 is 3' },
  { example: '200*15%', meaning: '% divides by 100: 30' },
  { example: 'sin(30), asin(0.5)', meaning: 'In degrees or radians, as chosen' },
  { example: 'log(100), ln(e)', meaning: 'Base 10 and natural logarithms' },
  { example: '2π, 3(4+1)', meaning: 'A number before π, e, ( or a function multiplies' },
];

export interface ScientificProps {
  /** null until the first edit: the state is then made from `initialExpression`. */
  state: ScientificState | null;
  initialExpression: string;
  angle: AngleUnit;
  update: (next: ScientificState, spoken?: string) => void;
  onAngleChange: (angle: AngleUnit) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The selection in the field, or its end when the field has never been focused. */
function selection(input: HTMLInputElement | null, text: string): [number, number] {
  if (!input) return [text.length, text.length];
  return [input.selectionStart ?? text.length, input.selectionEnd ?? text.length];
}

/** After a pointer press, focus goes back to the field so typing carries on. */
function refocus(e: PressEvent, input: HTMLInputElement | null) {
  if (e.pointerType === 'keyboard' || e.pointerType === 'virtual') return;
  input?.focus({ preventScroll: true });
}

export function ScientificPad({ state: given, initialExpression, angle, update, onAngleChange, inputRef }: ScientificProps) {
  const state = given ?? initialScientific(initialExpression, angle);
  const id = useId();

  // The first state, made from the starting expression, becomes the tool's own (and is reported).
  useEffect(() => {
    if (given === null) update(state);
  }, [given, state, update]);
  const errorId = `${id}-error`;

  // Put the caret where the last key left it (after an inserted "sin(", before nothing else).
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && state.caret !== null && document.activeElement === input) input.setSelectionRange(state.caret, state.caret);
  }, [state, inputRef]);

  const evaluateNow = () => {
    const { state: next, evaluation } = submit(state, angle);
    if (evaluation.status === 'ok') update(next, `${next.done ?? ''} equals ${evaluation.text}`);
    else if (evaluation.status === 'error') update(next, evaluation.message);
  };

  const pressKey = (key: SciKey) => {
    const [start, end] = selection(inputRef.current, state.text);
    if (key.action === 'equals') return evaluateNow();
    if (key.action === 'clear') return update(edit(state, '', 0, angle), 'Cleared');
    if (key.action === 'backspace') return update(deleteBack(state, start, end, angle));
    update(insertAt(state, key.insert ?? '', start, end, angle));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      evaluateNow();
    } else if (e.key === 'Escape' && state.text !== '') {
      e.preventDefault();
      update(edit(state, '', 0, angle), 'Cleared');
    }
  };

  const keyButton = (key: SciKey) => (
    <Button
      key={key.label}
      variant={key.kind === 'equals' ? 'primary' : 'secondary'}
      className={styles.key[key.kind === 'function' ? (key.action ? 'function' : 'sciFunction') : key.kind]}
      aria-label={key.text === key.label ? undefined : key.label}
      icon={key.action === 'backspace' ? Delete : undefined}
      preventFocusOnPress
      onPress={(e) => {
        refocus(e, inputRef.current);
        pressKey(key);
      }}
    >
      {key.text || undefined}
    </Button>
  );

  return (
    <>
      <div className={styles.sciDisplay} dir="ltr">
        <div className={fieldRoot}>
          <label htmlFor={`${id}-input`} className={labelClass}>
            Expression
          </label>
          <input
            ref={inputRef}
            id={`${id}-input`}
            className={inputClass()}
            value={state.text}
            onChange={(e) => update(edit(state, e.target.value, null, angle))}
            onKeyDown={onKeyDown}
            placeholder="e.g. 2+3*4 or sin(30)"
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            inputMode="text"
            aria-invalid={state.error ? true : undefined}
            aria-describedby={state.error ? errorId : `${id}-hint`}
            data-testid="scientific-input"
          />
          <FieldErrorRegion id={errorId} message={state.error} />
          <span id={`${id}-hint`} hidden>
            Press Enter to evaluate.
          </span>
        </div>
        <div className={styles.sciResultRow}>
          <span className={styles.expression} data-testid="scientific-expression">
            {state.done === null ? '' : `${state.done} =`}
          </span>
          <div className={styles.sciResultLine}>
            <CopyButton iconOnly size="sm" variant="ghost" label="Copy result" text={() => state.shown} />
            <output className={styles.sciValue} data-testid="scientific-result" htmlFor={`${id}-input`}>
              {groupDigits(state.shown)}
            </output>
          </div>
        </div>
      </div>
      <RadioGroup
        label="Angle"
        orientation="horizontal"
        options={ANGLE_OPTIONS}
        value={angle}
        onChange={(value) => {
          const next = value === 'rad' ? 'rad' : 'deg';
          onAngleChange(next);
          update(reangle(state, next));
        }}
      />
      <div className={styles.sciKeys} role="group" aria-label="Functions" dir="ltr">
        {FUNCTION_KEYS.map(keyButton)}
      </div>
      <div className={styles.keypad} role="group" aria-label="Keypad" dir="ltr">
        {DIGIT_KEYS.map(keyButton)}
      </div>
    </>
  );
}

export function ScientificSide({ state: given, initialExpression, angle, update, inputRef }: Omit<ScientificProps, 'onAngleChange'>) {
  const state = given ?? initialScientific(initialExpression, angle);
  const place = (next: ScientificState, spoken: string, e: PressEvent) => {
    update(next, spoken);
    refocus(e, inputRef.current);
  };
  return (
    <>
      <Card
        title="History"
        headingLevel={2}
        description={state.history.length > 0 ? 'Press a result to use it; press the pencil to edit its expression.' : undefined}
        actions={
          state.history.length > 0 ? (
            <Button size="sm" variant="ghost" icon={Trash2} onPress={() => update({ ...state, history: [] }, 'History cleared')}>
              Clear History
            </Button>
          ) : undefined
        }
      >
        {state.history.length === 0 ? (
          <p className={styles.muted}>Your last {EXPRESSION_HISTORY_LIMIT} results appear here. Press Enter to add one.</p>
        ) : (
          <ol className={styles.historyList}>
            {state.history.map((entry, index) => (
              <li key={`${index}-${entry.expression}`} className={styles.sciHistoryRow}>
                <Button
                  variant="ghost"
                  className={styles.historyItem}
                  onPress={(e) => {
                    const [start, end] = selection(inputRef.current, state.text);
                    place(reuseResult(state, entry.result, start, end, angle), `Inserted ${entry.result}`, e);
                  }}
                >
                  <span className={styles.historyExpression}>{entry.expression} =</span>{' '}
                  <span className={styles.historyResult}>{groupDigits(entry.result)}</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  icon={Pencil}
                  aria-label={`Edit ${entry.expression}`}
                  onPress={(e) => place(reuseExpression(state, entry.expression, angle), `Editing ${entry.expression}`, e)}
                />
              </li>
            ))}
          </ol>
        )}
      </Card>
      <Card title="Typing Expressions" headingLevel={2} description="Type in the Expression field and press Enter.">
        <dl className={styles.shortcuts}>
          {SYNTAX.map((s) => (
            <div key={s.example} className={styles.shortcutRow}>
              <dt className={styles.shortcutKeys}>
                <kbd className={styles.kbd}>{s.example}</kbd>
              </dt>
              <dd className={styles.shortcutAction}>{s.meaning}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </>
  );
}
