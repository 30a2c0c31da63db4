import { useId } from 'react';
import { fieldLabel } from '../styles.css';
import { labelRow, meter, track, valueText as valueTextClass, valueTone, type MeterTone } from './Meter.css';
import { MeterFill, rangePercent } from './MeterFill';

export interface MeterProps {
  /** Visible label; the meter's accessible name. */
  label: string;
  /** The value shown, clamped to `minValue`–`maxValue`. Default `0`. */
  value?: number;
  /** The empty end of the range. Default `0`. */
  minValue?: number;
  /** The full end of the range. Default `100`. */
  maxValue?: number;
  /** Words for the value, e.g. "Very strong"; also read by screen readers instead of the percentage. */
  valueLabel?: string;
  /** `auto` goes danger below 40 %, warning below 70 %, success from there. */
  tone?: 'auto' | NonNullable<MeterTone>;
  /** Show the value text at the end of the label row. Default `true`. */
  showValueLabel?: boolean;
  /** Id of an element that describes the meter further. */
  'aria-describedby'?: string;
  /**
   * Show the value at once instead of sliding to it. For a value the visitor did not cause, such
   * as a tool's first result on load: motion should answer an action. Default `false`.
   */
  instant?: boolean;
  /** Extra class for layout (margins, grid placement), not for restyling. */
  className?: string;
}

function autoTone(percentage: number): NonNullable<MeterTone> {
  if (percentage < 40) return 'danger';
  if (percentage < 70) return 'warning';
  return 'success';
}

/**
 * A read-only gauge of a value within a range, e.g. password strength or storage used.
 *
 * **When to use:** to show how much or how good, at a glance, next to the words for it.
 * **Use something else:** `Slider` when the user sets the value, a progress bar for a task that
 * finishes, `StatGrid` for exact figures.
 *
 * **Accessibility:** `role="meter"` named by its label, with `aria-valuenow`, `-valuemin`, `-valuemax`
 * and `aria-valuetext` (the `valueLabel` words, e.g. "Very strong", instead of a bare percentage).
 * The bar's colour follows the tone, and the words carry the meaning, so colour is never the only
 * cue. Not focusable.
 *
 * Plain elements with the ARIA react-aria's Meter gives, without it: its number formatting
 * creates an `Intl.NumberFormat` even when the words are given, and the first Intl object in a
 * page loads ICU's data (40-90 ms in one task here, issue #9). The percentage is whole, as
 * `Intl.NumberFormat('en-US', { style: 'percent' })` writes it.
 */
export function Meter({ label, value = 0, minValue = 0, maxValue = 100, valueLabel, tone = 'auto', showValueLabel = true, instant = false, className, ...aria }: MeterProps) {
  const labelId = useId();
  const clamped = Math.min(Math.max(value, minValue), maxValue);
  const percentage = rangePercent(clamped, minValue, maxValue);
  const valueText = valueLabel || `${Math.round(percentage)}%`;
  const resolved = tone === 'auto' ? autoTone(percentage) : tone;
  return (
    <div
      {...aria}
      role="meter"
      aria-labelledby={labelId}
      aria-valuenow={clamped}
      aria-valuemin={minValue}
      aria-valuemax={maxValue}
      aria-valuetext={valueText}
      className={className ? `${meter} ${className}` : meter}
    >
      <div className={labelRow}>
        <span id={labelId} className={fieldLabel}>
          {label}
        </span>
        {showValueLabel ? <span className={`${valueTextClass} ${valueTone({ tone: resolved })}`}>{valueText}</span> : null}
      </div>
      <div className={track}>
        <MeterFill percentage={percentage} tone={resolved} instant={instant} />
      </div>
    </div>
  );
}
