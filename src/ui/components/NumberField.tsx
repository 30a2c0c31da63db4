import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { Minus, Plus } from 'lucide-react';
import { fieldRoot } from '../styles.css';
import { allowsNegative, formatNumberValue, highest, normalizeNumber, parseNumberText, plainFormat, stepNumber, stepSize, type NumberRules } from '../number';
import { useControlledValue } from '../useControlledValue';
import { Icon } from './Icon';
import { joinClasses } from './join-classes';
import { LiveRegion, useAnnouncer } from './LiveRegion';
import { requiredStar, useFieldHelp } from './native-field';
import type { FieldProps } from './TextField';
import { label as labelClass } from './TextField.css';
import { group, input, stepper } from './NumberField.css';
import { useUiMessages } from '../i18n';

// ── The component ──────────────────────────────────────────────────────────────────────────────

export interface NumberFieldProps extends FieldProps {
  /** Example value shown while empty; never a substitute for the label. */
  placeholder?: string;
  /** The value (controlled); `NaN` shows an empty field. */
  value?: number;
  /** The value at first (uncontrolled); empty when omitted. */
  defaultValue?: number;
  /** Called with the new value after a step, or when typed text is committed (blur, Enter); `NaN` when emptied. */
  onChange?: (value: number) => void;
  /** Lowest value: typed values are raised to it, Home goes to it, − is disabled at it. A leading minus is only accepted below 0. */
  minValue?: number;
  /** Highest value: typed values are lowered to it, End goes to it, + is disabled at it. */
  maxValue?: number;
  /** The grid values snap to, and what the arrow keys and steppers add (Page Up/Down: ten times). Default step 1 (0.01 for percent), with no snapping of typed values. */
  step?: number;
  /** How the value is shown: `maximumFractionDigits`, `minimumFractionDigits`, `style: 'percent'` (0.25 shows 25%), `useGrouping`; other Intl options work too, at the cost of starting Intl. English (en-US) in every browser. */
  formatOptions?: Intl.NumberFormatOptions;
  /** Disables the input and both steppers. */
  isDisabled?: boolean;
  /** The value can be read and copied but not changed; the steppers are disabled. */
  isReadOnly?: boolean;
  /** Adds the "*" and `required`; emptying the field then puts the last value back instead of reporting NaN. */
  isRequired?: boolean;
  /** Shows the error state and `errorMessage`, and sets `aria-invalid`. */
  isInvalid?: boolean;
  /** Form field name: a hidden input submits the plain number (`1000`, `0.25`), not the shown text. */
  name?: string;
  /** The input's id (one is generated otherwise), for an external `<label for>`. */
  id?: string;
  /** Overrides the accessible name when the visible label is not enough; the steppers use it too. */
  'aria-label'?: string;
  /** Focus on mount; only where the field is the obvious first thing to use. */
  autoFocus?: boolean;
}

/** A held stepper repeats: the first repeat after 400 ms (600 ms on touch, after a tap would have ended), then every 60 ms. */
const REPEAT_DELAY_MS = 400;
const REPEAT_DELAY_TOUCH_MS = 600;
const REPEAT_EVERY_MS = 60;

/**
 * Numeric input with − / + steppers, on a native `<input type="text">` (issue #9: react-aria's
 * NumberField cost ~45 ms of hydration on a phone, most of it building Intl formatters and parsers).
 *
 * **When to use:** for a number with a meaningful range or step (length, quantity, percentage).
 * Set `minValue`, `maxValue`, `step` and `formatOptions` (percent, fraction digits) rather than validating later.
 * **Use something else:** `Slider` when an approximate value is fine and seeing the range helps,
 * `TextField` for digits that are not quantities (codes, phone numbers).
 *
 * **Accessibility:** a labelled text input (numeric keyboard on phones): Up/Down step, Page Up/Down
 * step by ten, Home/End go to min/max; each step is announced. Typing is free; on blur or Enter the
 * text is read (`1,000`, `25%`), kept in range, snapped to the step and shown formatted (English, on
 * the server and in every browser alike). The steppers are named "Decrease" / "Increase" plus the
 * label, are not tab stops (the keys do the same) and repeat while held.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  step,
  formatOptions,
  isDisabled,
  isReadOnly,
  isRequired,
  isInvalid,
  name,
  id,
  'aria-label': ariaLabel,
  autoFocus,
}: NumberFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const { describedBy, help } = useFieldHelp(ownId, { description, errorMessage, isInvalid });
  const [message, announce] = useAnnouncer();
  const inputRef = useRef<HTMLInputElement>(null);

  const rules: NumberRules = { minValue, maxValue, step, formatOptions };
  const [stored, setStored] = useControlledValue(value, defaultValue ?? Number.NaN);
  // As react-aria did, the field shows (and steps from) the value within its range and on its grid.
  const current = normalizeNumber(stored, rules);

  // The text being typed; null while the field shows the formatted value.
  const [draft, setDraft] = useState<string | null>(null);
  // A new value from outside replaces whatever is being typed.
  const [shown, setShown] = useState(current);
  if (!Object.is(shown, current)) {
    setShown(current);
    setDraft(null);
  }

  const format = (n: number) => formatNumberValue(n, formatOptions);
  const text = draft ?? format(current);
  // What the keys and steppers step from: the typed number while there is one (empty is NaN).
  const typed = draft === null ? current : draft.trim() === '' ? Number.NaN : parseNumberText(draft, rules);
  const base = draft !== null && draft.trim() !== '' && Number.isNaN(typed) ? current : typed;

  const interactive = !isDisabled && !isReadOnly;
  const canIncrement = interactive && (Number.isNaN(base) || stepNumber(base, 1, rules) > base);
  const canDecrement = interactive && (Number.isNaN(base) || stepNumber(base, -1, rules) < base);

  /** Shows `next` (dropping the typed text) and reports it if it differs. */
  const change = (next: number) => {
    setDraft(null);
    if (Object.is(next, current)) return;
    setStored(next);
    onChange?.(next);
  };

  const stepTo = (next: number) => {
    change(next);
    announce(format(next));
  };

  const commit = () => {
    if (draft === null) return;
    if (draft.trim() === '') {
      // Emptied: NaN, as react-aria reported it; a required field gets its value back.
      if (isRequired) setDraft(null);
      else change(Number.NaN);
      return;
    }
    const parsed = parseNumberText(draft, rules);
    if (Number.isNaN(parsed)) {
      setDraft(null); // not a number: the last value comes back
      return;
    }
    const next = normalizeNumber(parsed, rules);
    change(next);
    // Clamped, snapped or regrouped: say what the field now holds.
    if (format(next) !== draft.trim()) announce(format(next));
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // With a modifier the keys keep their text meaning (Shift+Home selects, Ctrl+Arrow moves the caret).
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      // Committed before the form (if any) submits the hidden input.
      flushSync(commit);
      return;
    }
    if (!interactive) return;
    let next: number;
    switch (event.key) {
      case 'ArrowUp':
      case 'ArrowDown':
        next = stepNumber(base, event.key === 'ArrowUp' ? 1 : -1, rules);
        break;
      case 'PageUp':
      case 'PageDown':
        next = stepNumber(base, event.key === 'PageUp' ? 1 : -1, rules, 10);
        break;
      case 'Home':
        if (minValue === undefined) return; // no minimum: Home moves the caret
        next = normalizeNumber(minValue, rules);
        break;
      case 'End':
        if (maxValue === undefined) return;
        next = highest(rules);
        break;
      default:
        return;
    }
    event.preventDefault();
    stepTo(next);
  };

  // ── Steppers: a press steps at once (mouse, pen) or on release (touch); holding repeats ──
  /** One step from what the field holds (or the typed number); false when at the end of the range. */
  const stepFromButton = (direction: 1 | -1) => {
    if (!interactive) return false; // disabled while held
    const next = stepNumber(base, direction, rules);
    const moved = !Object.is(next, base);
    if (moved || draft !== null) stepTo(next);
    return moved;
  };
  // The repeat timers step from the latest render's value.
  const latestStep = useRef(stepFromButton);
  useLayoutEffect(() => {
    latestStep.current = stepFromButton;
  });
  const press = useRef({ timer: 0, pointer: '', handled: false, release: () => {} });
  useEffect(() => {
    const state = press.current;
    return () => state.release();
  }, []);

  const pressStart = (event: PointerEvent<HTMLButtonElement>, direction: 1 | -1) => {
    if (event.button !== 0) return;
    const state = press.current;
    state.release();
    state.pointer = event.pointerType;
    const touch = event.pointerType === 'touch';
    // A tap steps on its click, so a finger that moves off to scroll steps nothing.
    state.handled = !touch;
    const more = touch || latestStep.current(direction);
    const repeat = () => {
      state.handled = true;
      if (latestStep.current(direction)) state.timer = window.setTimeout(repeat, REPEAT_EVERY_MS);
    };
    if (more) state.timer = window.setTimeout(repeat, touch ? REPEAT_DELAY_TOUCH_MS : REPEAT_DELAY_MS);
    const view = event.currentTarget.ownerDocument.defaultView ?? window;
    const release = () => {
      window.clearTimeout(state.timer);
      view.removeEventListener('pointerup', release, true);
      view.removeEventListener('pointercancel', release, true);
      view.removeEventListener('blur', release);
      state.release = () => {};
      // The click that follows the release (same task) belongs to this press; after it, clicks count again.
      window.setTimeout(() => {
        state.handled = false;
      });
    };
    view.addEventListener('pointerup', release, true);
    view.addEventListener('pointercancel', release, true);
    view.addEventListener('blur', release);
    state.release = release;
  };

  // Keyboard and screen-reader activation arrive as a click alone, and so does a tap's step.
  const click = (direction: 1 | -1) => {
    if (press.current.handled) press.current.handled = false;
    else stepFromButton(direction);
  };

  // With a mouse, focus stays in (or moves to) the input, as with react-aria: the button never
  // takes it. A finger or pen focuses the button, so no on-screen keyboard opens.
  const mouseDown = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || press.current.pointer !== 'mouse') return;
    event.preventDefault();
    inputRef.current?.focus();
  };

  const fieldName = ariaLabel || label;
  const t = useUiMessages();
  // Decimal keypad where a value can have a fraction: a fractional step or minimum, or no step with fraction digits shown.
  const fractions =
    /[.]/.test(format(stepSize(rules)) + format(minValue ?? 0)) || (step === undefined && (plainFormat(formatOptions)?.maxFractionDigits ?? 1) > 0);
  // iPhone's numeric keypads have no minus key: a field that takes negatives gets the full keyboard.
  const inputMode = allowsNegative(minValue) ? 'text' : fractions ? 'decimal' : 'numeric';

  const stepperProps = {
    type: 'button' as const,
    tabIndex: -1,
    'aria-controls': inputId,
    className: stepper,
    onMouseDown: mouseDown,
    // Sliding off the button stops the repeat (the release still ends the press); no long-press menu on touch.
    onPointerLeave: () => window.clearTimeout(press.current.timer),
    onContextMenu: (event: MouseEvent) => event.preventDefault(),
  };

  return (
    <div className={joinClasses(fieldRoot, className)} data-invalid={isInvalid || undefined} data-disabled={isDisabled || undefined}>
      <label htmlFor={inputId} className={labelClass}>
        {label}
        {requiredStar(isRequired)}
      </label>
      <div className={group} data-invalid={isInvalid || undefined} data-disabled={isDisabled || undefined}>
        <button
          {...stepperProps}
          aria-label={t('decrease', { name: fieldName })}
          disabled={!canDecrement}
          onPointerDown={(event) => pressStart(event, -1)}
          onClick={() => click(-1)}
        >
          <Icon icon={Minus} size={16} />
        </button>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          inputMode={inputMode}
          className={input}
          value={text}
          placeholder={placeholder}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={keyDown}
          disabled={isDisabled}
          readOnly={isReadOnly}
          required={isRequired}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          aria-label={ariaLabel}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the caller asks for it
          autoFocus={autoFocus}
        />
        <button
          {...stepperProps}
          aria-label={t('increase', { name: fieldName })}
          disabled={!canIncrement}
          onPointerDown={(event) => pressStart(event, 1)}
          onClick={() => click(1)}
        >
          <Icon icon={Plus} size={16} />
        </button>
      </div>
      {name ? <input type="hidden" name={name} value={Number.isNaN(current) ? '' : current} disabled={isDisabled} /> : null}
      {help}
      <LiveRegion message={message} />
    </div>
  );
}
