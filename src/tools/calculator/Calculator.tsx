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
  displayExpression,
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
import { announcementWords, basicError, useCalculatorMessages, type CalculatorMessage } from './i18n';
import { englishNumberText, localeDisplayNumber } from '../../i18n/numbers';

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

const MODE_OPTIONS: Array<{ value: CalculatorMode; label: CalculatorMessage }> = [
  { value: 'basic', label: 'modeBasic' },
  { value: 'scientific', label: 'modeScientific' },
];

type KeyKind = keyof typeof styles.key;
interface KeySpec {
  key: Key;
  text: string;
  /** Spoken name when the visible text is a symbol. */
  label?: CalculatorMessage;
  kind: KeyKind;
}

const op = (key: Operator, label: CalculatorMessage): KeySpec => ({ key, text: OPERATOR_SYMBOLS[key], label, kind: 'operator' });
const digit = (key: Key): KeySpec => ({ key, text: key, kind: 'digit' });

// Classic layout: functions on top, operators on the right, a wide 0.
const KEYPAD: KeySpec[] = [
  { key: 'C', text: 'C', label: 'keyClear', kind: 'function' },
  { key: 'Negate', text: '±', label: 'keyNegate', kind: 'function' },
  { key: 'Backspace', text: '', label: 'keyBackspace', kind: 'function' },
  op('/', 'keyDivide'),
  digit('7'),
  digit('8'),
  digit('9'),
  op('*', 'keyMultiply'),
  digit('4'),
  digit('5'),
  digit('6'),
  op('-', 'keySubtract'),
  digit('1'),
  digit('2'),
  digit('3'),
  op('+', 'keyAdd'),
  { key: '0', text: '0', kind: 'wide' },
  { key: '.', text: '.', label: 'keyDecimal', kind: 'digit' },
  { key: '=', text: '=', label: 'keyEquals', kind: 'equals' },
];

const MEMORY_KEYS: Array<{ key: Key; text: string; label: CalculatorMessage }> = [
  { key: 'MC', text: 'MC', label: 'memoryClear' },
  { key: 'MR', text: 'MR', label: 'memoryRecall' },
  { key: 'M+', text: 'M+', label: 'memoryAdd' },
  { key: 'M-', text: 'M−', label: 'memorySubtract' },
];

// Keys are written as printed on the keyboard ("." becomes the page's decimal mark, Ctrl is Strg
// on a German keyboard); Enter, Backspace and Esc are the keycaps' own names.
const SHORTCUTS: Array<{ keys: string[]; action: CalculatorMessage }> = [
  { keys: ['0–9', '.'], action: 'shortcutDigits' },
  { keys: ['+', '-', '*', '/'], action: 'shortcutOperators' },
  { keys: ['Enter', '='], action: 'keyEquals' },
  { keys: ['Backspace'], action: 'shortcutBackspace' },
  { keys: ['Esc', 'C'], action: 'keyClear' },
  { keys: ['Ctrl+C', 'Ctrl+V'], action: 'shortcutCopyPaste' },
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
  const t = useCalculatorMessages();
  const { locale } = t;
  // Numbers on screen the page's way ("1.234,5" in German): trading the comma and the point is
  // its own inverse, so the same function reads a pasted number back the English way.
  const local = (text: string) => englishNumberText(locale, text);
  const words = announcementWords(t, local);

  const commit = (next: CalculatorState, spoken: string) => {
    latest.current = next;
    setState(next);
    setNotice(null);
    if (spoken) announce(spoken);
  };

  const pressKey = (key: Key) => {
    const before = latest.current;
    const after = press(before, key);
    commit(after, announcement(before, after, key, words));
  };

  const recallValue = (value: number) => {
    const next = enterValue(latest.current, value);
    commit(next, local(next.display));
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
    const value = parseNumber(englishNumberText(locale, e.clipboardData.getData('text')));
    if (value === null) {
      setNotice(t('pasteRejected'));
      return;
    }
    recallValue(value);
  };

  const onCopy = (e: ClipboardEvent<HTMLDivElement>) => {
    // A selection the user made is copied as usual; otherwise Ctrl+C copies the result.
    if (!window.getSelection()?.isCollapsed || latest.current.error) return;
    e.preventDefault();
    e.clipboardData.setData('text/plain', local(latest.current.display));
    announce(t('copied'));
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
      error: next.error === null ? null : basicError(t, next.error),
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
      label={t('mode')}
      orientation="horizontal"
      className={styles.modeSwitch}
      options={MODE_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
      value={settings.mode}
      onChange={(next) => {
        setSettings((current) => ({ ...current, mode: next === 'scientific' ? 'scientific' : 'basic' }));
        announce(next === 'scientific' ? t('announceScientific') : t('announceBasic'));
      }}
    />
  );

  const shown = state.error === null ? localeDisplayNumber(locale, state.display) : basicError(t, state.error);
  const pending = state.awaitingOperand ? state.operator : null;

  return (
    // Keys typed anywhere inside the tool (display or a focused key) reach this handler; every
    // key also has an on-screen button, so the handler adds a shortcut rather than the only way.
    <div
      role="group"
      aria-label={t('calculator')}
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
              <Suspense fallback={<p className={styles.muted}>{t('loadingScientific')}</p>}>
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
                    aria-label={t('display')}
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
                      label={t('copyResult')}
                      text={() => local(latest.current.display)}
                      isDisabled={value === null}
                    />
                    {state.memory !== null ? (
                      <Badge tone="accent" className={styles.memoryBadge}>
                        M = {localeDisplayNumber(locale, formatNumber(state.memory))}
                      </Badge>
                    ) : null}
                    <span id={expressionId} className={styles.expression} data-testid="calculator-expression">
                      {displayExpression(locale, state.expression)}
                    </span>
                  </div>
                </div>

                <div className={styles.memoryRow} role="group" aria-label={t('memoryGroup')} dir="ltr">
                  {MEMORY_KEYS.map((m) => (
                    <Button
                      key={m.key}
                      size="sm"
                      variant="ghost"
                      className={styles.memoryKey}
                      aria-label={t(m.label)}
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

                <div className={styles.keypad} role="group" aria-label={t('keypad')} dir="ltr">
                  {KEYPAD.map((k) => (
                    <Button
                      key={k.key}
                      variant={k.kind === 'equals' ? 'primary' : 'secondary'}
                      className={k.key === pending ? `${styles.key[k.kind]} ${styles.pendingOperator}` : styles.key[k.kind]}
                      aria-label={k.label ? t(k.label) : undefined}
                      icon={k.key === 'Backspace' ? Delete : undefined}
                      preventFocusOnPress
                      onPress={(e) => {
                        keepFocus(e);
                        pressKey(k.key);
                      }}
                    >
                      {k.key === '.' ? local(k.text) : k.text || undefined}
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
                title={t('history')}
                headingLevel={2}
                description={state.history.length > 0 ? t('historyHint') : undefined}
                actions={
                  state.history.length > 0 ? (
                    <Button size="sm" variant="ghost" icon={Trash2} onPress={() => commit({ ...latest.current, history: [] }, t('historyCleared'))}>
                      {t('clearHistory')}
                    </Button>
                  ) : undefined
                }
              >
                {state.history.length === 0 ? (
                  <p className={styles.muted}>{t('historyEmpty', { count: HISTORY_LIMIT })}</p>
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
                          {/* An operation reads left to right in every locale (an isolated island in Arabic). */}
                          <span className={styles.historyExpression} dir="ltr">
                            {displayExpression(locale, entry.expression)} =
                          </span>{' '}
                          <span className={styles.historyResult} dir="ltr">
                            {localeDisplayNumber(locale, entry.result)}
                          </span>
                        </Button>
                      </li>
                    ))}
                  </ol>
                )}
              </Card>

              <Card title={t('keyboard')} headingLevel={2} description={t('keyboardHint')}>
                <dl className={styles.shortcuts}>
                  {SHORTCUTS.map((s) => (
                    <div key={s.action} className={styles.shortcutRow}>
                      <dt className={styles.shortcutKeys}>
                        {s.keys.map((k) => (
                          <kbd key={k} className={styles.kbd}>
                            {k === '.' ? local(k) : k.replace('Ctrl', t('ctrl'))}
                          </kbd>
                        ))}
                      </dt>
                      <dd className={styles.shortcutAction}>{t(s.action)}</dd>
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
