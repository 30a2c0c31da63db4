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

import { EXPRESSION_HISTORY_LIMIT, type AngleUnit } from './expression';
import { deleteBack, edit, initialScientific, insertAt, reangle, reuseExpression, reuseResult, submit, type ScientificState } from './scientific-state';
import * as styles from './Calculator.css';
import { expressionWords, useCalculatorMessages, type CalculatorMessage } from './i18n';
import { englishNumberText, localeDisplayNumber } from '../../i18n/numbers';

const ANGLE_OPTIONS: Array<{ value: AngleUnit; label: CalculatorMessage }> = [
  { value: 'deg', label: 'degrees' },
  { value: 'rad', label: 'radians' },
];

/** A key; `label` (a message) is its spoken name when the visible text is a symbol. */
type SciKey = { text: string; label?: CalculatorMessage; insert?: string; action?: 'clear' | 'backspace' | 'equals'; kind: 'function' | 'digit' | 'operator' | 'equals' };

const fn = (text: string, label: CalculatorMessage, insert: string): SciKey => ({ text, label, insert, kind: 'function' });
const num = (text: string, label?: CalculatorMessage): SciKey => ({ text, label, insert: text, kind: 'digit' });
const op = (text: string, label: CalculatorMessage): SciKey => ({ text, label, insert: text, kind: 'operator' });

/** Functions and constants: five columns above the usual digit pad. */
const FUNCTION_KEYS: SciKey[] = [
  fn('sin', 'sine', 'sin('),
  fn('cos', 'cosine', 'cos('),
  fn('tan', 'tangent', 'tan('),
  fn('(', 'openParenthesis', '('),
  fn(')', 'closeParenthesis', ')'),
  fn('sin⁻¹', 'arcsine', 'asin('),
  fn('cos⁻¹', 'arccosine', 'acos('),
  fn('tan⁻¹', 'arctangent', 'atan('),
  fn('x²', 'square', '^2'),
  fn('xʸ', 'power', '^'),
  fn('ln', 'naturalLog', 'ln('),
  fn('log', 'log10', 'log('),
  fn('√', 'squareRoot', '√'),
  fn('ʸ√x', 'nthRoot', 'root('),
  fn('n!', 'factorialKey', '!'),
  fn('π', 'pi', 'π'),
  fn('e', 'euler', 'e'),
  fn('%', 'percent', '%'),
  { text: 'C', label: 'keyClear', action: 'clear', kind: 'function' },
  { text: '', label: 'keyBackspace', action: 'backspace', kind: 'function' },
];

const DIGIT_KEYS: SciKey[] = [
  num('7'),
  num('8'),
  num('9'),
  op('÷', 'keyDivide'),
  num('4'),
  num('5'),
  num('6'),
  op('×', 'keyMultiply'),
  num('1'),
  num('2'),
  num('3'),
  op('−', 'keySubtract'),
  num('0'),
  num('.', 'keyDecimal'),
  { text: '=', label: 'keyEquals', action: 'equals', kind: 'equals' },
  op('+', 'keyAdd'),
];

/** Typed expressions are the same in every language (a decimal point, a comma between arguments). */
const SYNTAX: Array<{ example: string; meaning: CalculatorMessage }> = [
  { example: '2+3*4', meaning: 'syntaxPrecedence' },
  { example: '2^10', meaning: 'syntaxPowers' },
  { example: '√2, sqrt(2)', meaning: 'syntaxSquareRoot' },
  { example: 'root(27, 3)', meaning: 'syntaxRoot' },
  { example: '200*15%', meaning: 'syntaxPercent' },
  { example: 'sin(30), asin(0.5)', meaning: 'syntaxAngles' },
  { example: 'log(100), ln(e)', meaning: 'syntaxLogarithms' },
  { example: '2π, 3(4+1)', meaning: 'syntaxImplicit' },
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
  const t = useCalculatorMessages();

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
    const { state: next, evaluation } = submit(state, angle, expressionWords(t));
    if (evaluation.status === 'ok') update(next, t('evaluated', { expression: next.done ?? '', result: englishNumberText(t.locale, evaluation.text) }));
    else if (evaluation.status === 'error') update(next, evaluation.message);
  };

  const pressKey = (key: SciKey) => {
    const [start, end] = selection(inputRef.current, state.text);
    if (key.action === 'equals') return evaluateNow();
    if (key.action === 'clear') return update(edit(state, '', 0, angle), t('cleared'));
    if (key.action === 'backspace') return update(deleteBack(state, start, end, angle));
    update(insertAt(state, key.insert ?? '', start, end, angle));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      evaluateNow();
    } else if (e.key === 'Escape' && state.text !== '') {
      e.preventDefault();
      update(edit(state, '', 0, angle), t('cleared'));
    }
  };

  const keyButton = (key: SciKey) => (
    <Button
      key={key.insert ?? key.action}
      variant={key.kind === 'equals' ? 'primary' : 'secondary'}
      className={styles.key[key.kind === 'function' ? (key.action ? 'function' : 'sciFunction') : key.kind]}
      aria-label={key.label ? t(key.label) : undefined}
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
            {t('expression')}
          </label>
          <input
            ref={inputRef}
            id={`${id}-input`}
            className={inputClass()}
            value={state.text}
            onChange={(e) => update(edit(state, e.target.value, null, angle))}
            onKeyDown={onKeyDown}
            placeholder={t('expressionPlaceholder')}
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
            {t('pressEnter')}
          </span>
        </div>
        <div className={styles.sciResultRow}>
          <span className={styles.expression} data-testid="scientific-expression">
            {state.done === null ? '' : `${state.done} =`}
          </span>
          <div className={styles.sciResultLine}>
            <CopyButton iconOnly size="sm" variant="ghost" label={t('copyResult')} text={() => state.shown} />
            <output className={styles.sciValue} data-testid="scientific-result" htmlFor={`${id}-input`}>
              {localeDisplayNumber(t.locale, state.shown)}
            </output>
          </div>
        </div>
      </div>
      <RadioGroup
        label={t('angle')}
        orientation="horizontal"
        options={ANGLE_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
        value={angle}
        onChange={(value) => {
          const next = value === 'rad' ? 'rad' : 'deg';
          onAngleChange(next);
          update(reangle(state, next));
        }}
      />
      <div className={styles.sciKeys} role="group" aria-label={t('functions')} dir="ltr">
        {FUNCTION_KEYS.map(keyButton)}
      </div>
      <div className={styles.keypad} role="group" aria-label={t('keypad')} dir="ltr">
        {DIGIT_KEYS.map(keyButton)}
      </div>
    </>
  );
}

export function ScientificSide({ state: given, initialExpression, angle, update, inputRef }: Omit<ScientificProps, 'onAngleChange'>) {
  const state = given ?? initialScientific(initialExpression, angle);
  const t = useCalculatorMessages();
  const place = (next: ScientificState, spoken: string, e: PressEvent) => {
    update(next, spoken);
    refocus(e, inputRef.current);
  };
  return (
    <>
      <Card
        title={t('history')}
        headingLevel={2}
        description={state.history.length > 0 ? t('sciHistoryHint') : undefined}
        actions={
          state.history.length > 0 ? (
            <Button size="sm" variant="ghost" icon={Trash2} onPress={() => update({ ...state, history: [] }, t('historyCleared'))}>
              {t('clearHistory')}
            </Button>
          ) : undefined
        }
      >
        {state.history.length === 0 ? (
          <p className={styles.muted}>{t('sciHistoryEmpty', { count: EXPRESSION_HISTORY_LIMIT })}</p>
        ) : (
          <ol className={styles.historyList}>
            {state.history.map((entry, index) => (
              <li key={`${index}-${entry.expression}`} className={styles.sciHistoryRow}>
                <Button
                  variant="ghost"
                  className={styles.historyItem}
                  onPress={(e) => {
                    const [start, end] = selection(inputRef.current, state.text);
                    place(reuseResult(state, entry.result, start, end, angle), t('inserted', { value: entry.result }), e);
                  }}
                >
                  {/* An expression reads left to right in every locale (an isolated island in Arabic). */}
                  <span className={styles.historyExpression} dir="ltr">
                    {entry.expression} =
                  </span>{' '}
                  <span className={styles.historyResult} dir="ltr">
                    {localeDisplayNumber(t.locale, entry.result)}
                  </span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  icon={Pencil}
                  aria-label={t('editExpression', { expression: entry.expression })}
                  onPress={(e) => place(reuseExpression(state, entry.expression, angle), t('editing', { expression: entry.expression }), e)}
                />
              </li>
            ))}
          </ol>
        )}
      </Card>
      <Card title={t('typingExpressions')} headingLevel={2} description={t('typingHint')}>
        <dl className={styles.shortcuts}>
          {SYNTAX.map((s) => (
            <div key={s.example} className={styles.shortcutRow}>
              <dt className={styles.shortcutKeys}>
                <kbd className={styles.kbd} dir="ltr">
                  {s.example}
                </kbd>
              </dt>
              <dd className={styles.shortcutAction}>{t(s.meaning)}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </>
  );
}
