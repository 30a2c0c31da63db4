import { Suspense, lazy, useEffect, useEffectEvent, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { RadioGroup } from '../../ui/components/RadioGroup';
import { useRememberedSettings } from '../../ui/useRememberedSettings';
import type { AngleUnit } from './expression';
import type { ScientificState } from './scientific-state';

// The scientific mode (its parser and decimal.js, ~16 kB gzip) loads when it is first shown, so
// the basic calculator's page stays within its JavaScript budget.
const loadScientific = () => import('./Scientific');
const ScientificPad = lazy(() => loadScientific().then((m) => ({ default: m.ScientificPad })));
const ScientificSide = lazy(() => loadScientific().then((m) => ({ default: m.ScientificSide })));
import type { PressEvent } from 'react-aria-components';
import { Delete, Trash2 } from 'lucide-react';
import { Badge } from '../../ui/components/Badge';
import { Button } from '../../ui/components/Button';
import { Card } from '../../ui/components/Card';
import { CopyButton } from '../../ui/components/CopyButton';
import { Stack } from '../../ui/components/Layout';
import { LiveRegion, useAnnouncer } from '../../ui/components/LiveRegion';
import { StatusBanner } from '../../ui/components/StatusBanner';
import {
  HISTORY_LIMIT,
  OPERATOR_SYMBOLS,
  announcement,
  currentValue,
  enterValue,
  formatNumber,
  groupDigits,
  groupExpression,
  initialState,
  keyFromKeyboard,
  parseNumber,
  press,
  type CalculatorState,
  type Key,
  type Operator,
} from './calculator';
import { useShareState } from '../share-state';
import * as styles from './Calculator.css';

/** What the tool reports (the embed's `toolshed-change` event detail). */
export interface CalculatorChange {
  /** The display as a plain number string ("1234.5"), or '' while an error is shown. */
  display: string;
  value: number | null;
  /** The pending or last operation, e.g. "12 +" or "12 + 3 =". */
  expression: string;
  error: string | null;
  memory: number | null;
}

export interface CalculatorProps {
  /** A number to start from (the embed's `initial-value` attribute); ignored unless it is a number. */
  initialValue?: string | number;
  /** `basic` (the keypad) or `scientific` (typed expressions); without it, the remembered mode. */
  mode?: string;
  /** Scientific mode's angle unit, `deg` or `rad`; without it, the remembered one. */
  angle?: string;
  /** Scientific mode's starting expression, e.g. `sin(30)*2`. */
  expression?: string;
  onChange?: (change: CalculatorChange) => void;
}

export type CalculatorMode = 'basic' | 'scientific';
interface CalculatorSettings {
  mode: CalculatorMode;
  angle: AngleUnit;
}
const DEFAULT_SETTINGS: CalculatorSettings = { mode: 'basic', angle: 'deg' };
const isMode = (value: unknown): value is CalculatorMode => value === 'basic' || value === 'scientific';
const isAngle = (value: unknown): value is AngleUnit => value === 'deg' || value === 'rad';

/** Stored settings are untrusted: keep only a valid mode and angle. */
function parseSettings(stored: unknown): Partial<CalculatorSettings> {
  if (!stored || typeof stored !== 'object') return {};
  const { mode, angle } = stored as Record<string, unknown>;
  return { ...(isMode(mode) ? { mode } : {}), ...(isAngle(angle) ? { angle } : {}) };
}

export const MODE_OPTIONS = [
  { value: 'basic', label: 'Basic' },
  { value: 'scientific', label: 'Scientific' },
];

type KeyKind = keyof typeof styles.key;
interface KeySpec {
  key: Key;
  text: string;
  /** Spoken name when the visible text is a symbol. */
  label?: string;
  kind: KeyKind;
}

const op = (key: Operator, label: string): KeySpec => ({ key, text: OPERATOR_SYMBOLS[key], label, kind: 'operator' });
const digit = (key: Key): KeySpec => ({ key, text: key, kind: 'digit' });

// Classic layout: functions on top, operators on the right, a wide 0.
const KEYPAD: KeySpec[] = [
  { key: 'C', text: 'C', label: 'Clear', kind: 'function' },
  { key: 'Negate', text: '±', label: 'Change sign', kind: 'function' },
  { key: 'Backspace', text: '', label: 'Backspace', kind: 'function' },
  op('/', 'Divide'),
  digit('7'),
  digit('8'),
  digit('9'),
  op('*', 'Multiply'),
  digit('4'),
  digit('5'),
  digit('6'),
  op('-', 'Subtract'),
  digit('1'),
  digit('2'),
  digit('3'),
  op('+', 'Add'),
  { key: '0', text: '0', kind: 'wide' },
  { key: '.', text: '.', label: 'Decimal point', kind: 'digit' },
  { key: '=', text: '=', label: 'Equals', kind: 'equals' },
];

const MEMORY_KEYS: Array<{ key: Key; text: string; label: string }> = [
  { key: 'MC', text: 'MC', label: 'MC, memory clear' },
  { key: 'MR', text: 'MR', label: 'MR, memory recall' },
  { key: 'M+', text: 'M+', label: 'M+, add to memory' },
  { key: 'M-', text: 'M−', label: 'M−, subtract from memory' },
];

const SHORTCUTS: Array<{ keys: string[]; action: string }> = [
  { keys: ['0–9', '.'], action: 'Digits and decimal point' },
  { keys: ['+', '-', '*', '/'], action: 'Add, subtract, multiply, divide' },
  { keys: ['Enter', '='], action: 'Equals' },
  { keys: ['Backspace'], action: 'Delete the last digit' },
  { keys: ['Esc', 'C'], action: 'Clear' },
  { keys: ['Ctrl+C', 'Ctrl+V'], action: 'Copy the result, paste a number' },
];

function valueClass(text: string) {
  if (text.length <= 9) return styles.value.short;
  if (text.length <= 13) return styles.value.medium;
  if (text.length <= 17) return styles.value.long;
  return styles.value.longest;
}

function startingState(initialValue: CalculatorProps['initialValue']): CalculatorState {
  const value = initialValue === undefined ? null : parseNumber(String(initialValue));
  return value === null ? initialState : enterValue(initialState, value);
}

const PASTE_REJECTED = 'Only a number can be pasted, e.g. 1234.5';

export default function Calculator({ initialValue, mode, angle, expression, onChange }: CalculatorProps) {
  const [settings, setSettings] = useRememberedSettings<CalculatorSettings>('calculator', DEFAULT_SETTINGS, parseSettings, parseSettings({ mode, angle }));
  const scientific = settings.mode === 'scientific';
  // null until the scientific mode is first used (its module makes the state from `expression`).
  const [sci, setSci] = useState<ScientificState | null>(null);
  const sciInput = useRef<HTMLInputElement>(null);
  const [state, setState] = useState(() => startingState(initialValue));
  // Key events can arrive faster than renders: always step from the latest state.
  const latest = useRef(state);
  const displayRef = useRef<HTMLDivElement>(null);
  const expressionId = useId();
  const [message, announce] = useAnnouncer();
  const [notice, setNotice] = useState<string | null>(null);

  const commit = (next: CalculatorState, spoken: string) => {
    latest.current = next;
    setState(next);
    setNotice(null);
    if (spoken) announce(spoken);
  };

  const pressKey = (key: Key) => {
    const before = latest.current;
    const after = press(before, key);
    commit(after, announcement(before, after, key));
  };

  const recallValue = (value: number) => {
    const next = enterValue(latest.current, value);
    commit(next, next.display);
  };

  /** After a pointer press, focus goes to the display so typing (and Enter for =) carries on. */
  const keepFocus = (e: PressEvent) => {
    if (e.pointerType === 'keyboard' || e.pointerType === 'virtual') return;
    displayRef.current?.focus({ preventScroll: true });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
    const key = keyFromKeyboard(e.key);
    if (!key) return;
    e.preventDefault(); // "/" would open quick find in Firefox; Backspace once meant "go back".
    pressKey(key);
  };

  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    e.preventDefault();
    const value = parseNumber(e.clipboardData.getData('text'));
    if (value === null) {
      setNotice(PASTE_REJECTED);
      return;
    }
    recallValue(value);
  };

  const onCopy = (e: ClipboardEvent<HTMLDivElement>) => {
    // A selection the user made is copied as usual; otherwise Ctrl+C copies the result.
    if (!window.getSelection()?.isCollapsed || latest.current.error) return;
    e.preventDefault();
    e.clipboardData.setData('text/plain', latest.current.display);
    announce('Copied!');
  };

  const updateScientific = (next: ScientificState, spoken?: string) => {
    setSci(next);
    if (spoken) announce(spoken);
  };

  const chooseAngle = (next: AngleUnit) => setSettings((current) => ({ ...current, angle: next }));

  const value = currentValue(state);
  // A link carries the number on the display (not a pending operation or the memory), the mode,
  // and in scientific mode the expression and the angle unit it is read in.
  useShareState({
    initialValue: scientific ? 0 : (value ?? 0),
    mode: settings.mode,
    angle: settings.angle,
    expression: scientific ? (sci?.text ?? expression ?? '') : '',
  });
  const reportChange = useEffectEvent((next: CalculatorState) =>
    onChange?.({
      display: next.error ? '' : next.display,
      value: currentValue(next),
      expression: next.expression,
      error: next.error,
      memory: next.memory,
    }),
  );
  const reportScientific = useEffectEvent((next: ScientificState | null) =>
    next &&
    onChange?.({
      display: next.error ? '' : next.shown,
      value: next.error ? null : Number(next.shown),
      expression: next.text,
      error: next.error,
      memory: null,
    }),
  );
  useEffect(() => {
    if (!scientific) reportChange(state);
  }, [state, scientific]);
  useEffect(() => {
    if (scientific) reportScientific(sci);
  }, [sci, scientific]);

  const modeSwitch = (
    <RadioGroup
      label="Mode"
      orientation="horizontal"
      className={styles.modeSwitch}
      options={MODE_OPTIONS}
      value={settings.mode}
      onChange={(next) => {
        setSettings((current) => ({ ...current, mode: next === 'scientific' ? 'scientific' : 'basic' }));
        announce(next === 'scientific' ? 'Scientific Mode' : 'Basic mode');
      }}
    />
  );

  const shown = state.error ?? groupDigits(state.display);
  const pending = state.awaitingOperand ? state.operator : null;

  return (
    // Keys typed anywhere inside the tool (display or a focused key) reach this handler; every
    // key also has an on-screen button, so the handler adds a shortcut rather than the only way.
    <div
      role="group"
      aria-label="Calculator"
      className={styles.root}
      onKeyDown={scientific ? undefined : onKeyDown}
      onPaste={scientific ? undefined : onPaste}
      onCopy={scientific ? undefined : onCopy}
      data-mode={settings.mode}
    >
      <div className={styles.layout}>
        <Card as="div">
          <Stack gap="sm">
            {scientific ? (
              <Suspense fallback={<p className={styles.muted}>Loading the scientific mode…</p>}>
                <ScientificPad
                  state={sci}
                  initialExpression={expression ?? ''}
                  angle={settings.angle}
                  update={updateScientific}
                  onAngleChange={chooseAngle}
                  inputRef={sciInput}
                />
              </Suspense>
            ) : (
              <>
                {/* The display and the keys are a calculator's face: laid out left to right in every locale, as on a device. */}
                <div className={styles.display} dir="ltr">
                  {/* The display is the tool's text-entry point: Tab lands here and typed keys work,
                      and screen readers switch to focus mode on a textbox so the keys reach us. */}
                  <div
                    ref={displayRef}
                    role="textbox"
                    aria-readonly="true"
                    aria-label="Display"
                    aria-describedby={expressionId}
                    tabIndex={0}
                    className={state.error ? styles.valueError : valueClass(shown)}
                    data-testid="calculator-display"
                  >
                    {shown}
                  </div>
                  <div className={styles.displayMeta}>
                    <CopyButton
                      iconOnly
                      size="sm"
                      variant="ghost"
                      label="Copy result"
                      text={() => latest.current.display}
                      isDisabled={value === null}
                    />
                    {state.memory !== null ? (
                      <Badge tone="accent" className={styles.memoryBadge}>
                        M = {groupDigits(formatNumber(state.memory))}
                      </Badge>
                    ) : null}
                    <span id={expressionId} className={styles.expression} data-testid="calculator-expression">
                      {groupExpression(state.expression)}
                    </span>
                  </div>
                </div>

                <div className={styles.memoryRow} role="group" aria-label="Memory" dir="ltr">
                  {MEMORY_KEYS.map((m) => (
                    <Button
                      key={m.key}
                      size="sm"
                      variant="ghost"
                      className={styles.memoryKey}
                      aria-label={m.label}
                      isDisabled={(m.key === 'MC' || m.key === 'MR') && state.memory === null}
                      preventFocusOnPress
                      onPress={(e) => {
                        keepFocus(e);
                        pressKey(m.key);
                      }}
                    >
                      {m.text}
                    </Button>
                  ))}
                </div>

                <div className={styles.keypad} role="group" aria-label="Keypad" dir="ltr">
                  {KEYPAD.map((k) => (
                    <Button
                      key={k.key}
                      variant={k.kind === 'equals' ? 'primary' : 'secondary'}
                      className={k.key === pending ? `${styles.key[k.kind]} ${styles.pendingOperator}` : styles.key[k.kind]}
                      aria-label={k.label}
                      icon={k.key === 'Backspace' ? Delete : undefined}
                      preventFocusOnPress
                      onPress={(e) => {
                        keepFocus(e);
                        pressKey(k.key);
                      }}
                    >
                      {k.text || undefined}
                    </Button>
                  ))}
                </div>

                {notice ? (
                  <StatusBanner tone="warning" onDismiss={() => setNotice(null)}>
                    {notice}
                  </StatusBanner>
                ) : null}
              </>
            )}
            {modeSwitch}
          </Stack>
        </Card>

        <Stack gap="lg">
          {scientific ? (
            <Suspense fallback={null}>
              <ScientificSide state={sci} initialExpression={expression ?? ''} angle={settings.angle} update={updateScientific} inputRef={sciInput} />
            </Suspense>
          ) : (
            <>
              <Card
                title="History"
                headingLevel={2}
                description={state.history.length > 0 ? 'Press a calculation to use its result.' : undefined}
                actions={
                  state.history.length > 0 ? (
                    <Button size="sm" variant="ghost" icon={Trash2} onPress={() => commit({ ...latest.current, history: [] }, 'History cleared')}>
                      Clear History
                    </Button>
                  ) : undefined
                }
              >
                {state.history.length === 0 ? (
                  <p className={styles.muted}>Your last {HISTORY_LIMIT} calculations appear here.</p>
                ) : (
                  <ol className={styles.historyList}>
                    {state.history.map((entry, index) => (
                      // Entries repeat (2 + 2 twice): the position is part of the identity.
                      <li key={`${index}-${entry.expression}`}>
                        <Button
                          variant="ghost"
                          className={styles.historyItem}
                          onPress={(e) => {
                            keepFocus(e);
                            recallValue(Number(entry.result));
                          }}
                        >
                          <span className={styles.historyExpression}>{groupExpression(entry.expression)} =</span>{' '}
                          <span className={styles.historyResult}>{groupDigits(entry.result)}</span>
                        </Button>
                      </li>
                    ))}
                  </ol>
                )}
              </Card>

              <Card title="Keyboard" headingLevel={2} description="Click the calculator or tab into it, then type.">
                <dl className={styles.shortcuts}>
                  {SHORTCUTS.map((s) => (
                    <div key={s.action} className={styles.shortcutRow}>
                      <dt className={styles.shortcutKeys}>
                        {s.keys.map((k) => (
                          <kbd key={k} className={styles.kbd}>
                            {k}
                          </kbd>
                        ))}
                      </dt>
                      <dd className={styles.shortcutAction}>{s.action}</dd>
                    </div>
                  ))}
                </dl>
              </Card>
            </>
          )}
        </Stack>
      </div>
      <LiveRegion message={message} />
    </div>
  );
}
