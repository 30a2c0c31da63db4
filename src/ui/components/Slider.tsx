import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { formatNumberValue, stepNumber } from '../number';
import { rangePercent } from './MeterFill';
import { useControlledValue } from '../useControlledValue';
import { useFieldHelp } from './native-field';
import { joinClasses } from './TextField';
import * as s from './Slider.css';

export interface SliderProps {
  /** Visible label; the slider's accessible name. */
  label: string;
  /** The value (controlled). */
  value?: number;
  /** The value at first (uncontrolled). Default `minValue`. */
  defaultValue?: number;
  /** The lowest value. Default `0`. */
  minValue?: number;
  /** The highest value. Default `100`. */
  maxValue?: number;
  /** The distance between values. Default `1`. */
  step?: number;
  /** Called with each new value while it changes: every step of a drag, every key press. */
  onChange?: (value: number) => void;
  /** Called once a change is done: the pointer is released, or a key has stepped the value. */
  onChangeEnd?: (value: number) => void;
  /** How the value is written when no `valueLabel` is given, e.g. `{ style: 'percent' }` (0.8 shows 80%). English (en-US). */
  formatOptions?: Intl.NumberFormatOptions;
  /** Formats the visible value, e.g. `(n) => `${n} px``. Defaults to `formatOptions` formatting. */
  valueLabel?: (value: number) => string;
  /** Help text under the slider, linked to it. */
  description?: ReactNode;
  /** Shown under the slider while `isInvalid`. */
  errorMessage?: ReactNode;
  /** Marks the thumb invalid and shows `errorMessage`. */
  isInvalid?: boolean;
  /** Greys it out; it leaves the tab order and ignores the pointer. */
  isDisabled?: boolean;
  /** Form field name, for a slider inside a `<form>`. */
  name?: string;
  /** Extra class for layout (margins, grid placement), not for restyling. */
  className?: string;
}

/**
 * Single-value slider with the current value at the end of the label row.
 *
 * **When to use:** for a value in a known range where seeing the position helps (length, size,
 * quality, an angle) and an approximate value is fine.
 * **Use something else:** `NumberField` when people need an exact value or a very large range.
 *
 * **Accessibility:** a native range input, named by its label, laid over the drawn track: arrow
 * keys step, Page Up/Down step by a tenth of the range, Home/End go to the ends, and the pointer
 * drags or jumps as on any range input. It reads the value as shown (`aria-valuetext`, e.g.
 * "40 px"), and its focus ring is drawn on the thumb.
 *
 * Built on the browser's range input rather than react-aria's slider, whose number formatting
 * creates an `Intl.NumberFormat` at import and at the first render: the first Intl object in a
 * page loads ICU's data, 40-90 ms in one task on this machine (issue #9).
 */
export function Slider({
  label,
  value,
  defaultValue,
  minValue = 0,
  maxValue = 100,
  step = 1,
  onChange,
  onChangeEnd,
  formatOptions,
  valueLabel,
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  name,
  className,
}: SliderProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const { describedBy, help } = useFieldHelp(id, { description, errorMessage, isInvalid });
  const [current, setCurrent] = useControlledValue(value, defaultValue ?? minValue);
  const shown = Math.min(Math.max(current, minValue), maxValue);
  const percent = rangePercent(shown, minValue, maxValue);
  const text = valueLabel ? valueLabel(shown) : formatNumberValue(shown, formatOptions);

  // The range input's own `change` event: the pointer is released. (React's onChange on a range
  // input is its `input` event, every step of a drag.)
  const inputRef = useRef<HTMLInputElement>(null);
  const changeEnded = useEffectEvent((event: Event) => onChangeEnd?.(Number((event.target as HTMLInputElement).value)));
  useEffect(() => {
    const input = inputRef.current;
    input?.addEventListener('change', changeEnded);
    return () => input?.removeEventListener('change', changeEnded);
  }, []);

  const setValue = (next: number) => {
    setCurrent(next);
    onChange?.(next);
  };

  // The keys step in script, as react-aria's slider did, not by the browser's default action: the
  // same steps in every browser (a page is a tenth of the range, in whole steps), and key events
  // sent by script (tests, assistive software) step it too. Stepping is NumberField's.
  const rules = { minValue, maxValue, step };
  const pageSteps = Math.max(1, Math.round((maxValue - minValue) / 10 / step));
  // Left and Right move the thumb that way: in a right-to-left page the range runs from the right,
  // so Left is up, as browsers do for a native range input.
  const keyTarget = (key: string, rtl: boolean): number | undefined => {
    if (key === 'ArrowUp' || key === (rtl ? 'ArrowLeft' : 'ArrowRight')) return stepNumber(shown, 1, rules);
    if (key === 'ArrowDown' || key === (rtl ? 'ArrowRight' : 'ArrowLeft')) return stepNumber(shown, -1, rules);
    if (key === 'PageUp') return stepNumber(shown, 1, rules, pageSteps);
    if (key === 'PageDown') return stepNumber(shown, -1, rules, pageSteps);
    if (key === 'Home') return minValue;
    if (key === 'End') return maxValue;
    return undefined;
  };

  const disabled = isDisabled || undefined;
  return (
    <div className={joinClasses(s.root, className)} data-disabled={disabled}>
      <div className={s.header}>
        <label htmlFor={inputId} className={s.label}>
          {label}
        </label>
        <output htmlFor={inputId} className={s.output} aria-live="off">
          {text}
        </output>
      </div>
      <div className={s.track} data-disabled={disabled}>
        <div className={s.rail}>
          {/* The fill and thumb must sit at the value in the first paint, before any script: the
              prerender moves these two style attributes into its stylesheet (data-ssr-style, as
              it did react-aria's slider positions), and React sets them through the CSSOM. */}
          {/* eslint-disable-next-line no-restricted-syntax -- see above */}
          <div className={s.fill} style={{ width: `${percent}%` }} />
        </div>
        <input
          ref={inputRef}
          id={inputId}
          type="range"
          name={name}
          className={s.input}
          min={minValue}
          max={maxValue}
          step={step}
          value={shown}
          disabled={isDisabled}
          aria-valuetext={text}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => setValue(Number(event.target.value))}
          onKeyDown={(event) => {
            const sideways = event.key === 'ArrowLeft' || event.key === 'ArrowRight';
            const next = keyTarget(event.key, sideways && getComputedStyle(event.currentTarget).direction === 'rtl');
            if (next === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
            event.preventDefault();
            if (next !== shown) setValue(next);
            onChangeEnd?.(next);
          }}
        />
        {/* eslint-disable-next-line no-restricted-syntax -- placed in the first paint, as the fill */}
        <div className={joinClasses(s.thumb, isInvalid && s.thumbInvalid)} style={{ insetInlineStart: `${percent}%` }} />
      </div>
      {help}
    </div>
  );
}
