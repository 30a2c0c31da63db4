import { Label, Meter as AriaMeter, type MeterProps as AriaMeterProps } from 'react-aria-components';
import { fieldLabel } from '../styles.css';
import { labelRow, meter, track, valueText as valueTextClass, valueTone, type MeterTone } from './Meter.css';
import { MeterFill } from './MeterFill';

export interface MeterProps extends Omit<AriaMeterProps, 'className' | 'children' | 'style' | 'valueLabel'> {
  /** Visible label; the meter's accessible name. */
  label: string;
  /** Words for the value, e.g. "Very strong"; also read by screen readers instead of the percentage. */
  valueLabel?: string;
  /** `auto` goes danger below 40 %, warning below 70 %, success from there. */
  tone?: 'auto' | NonNullable<MeterTone>;
  /** Show the value text at the end of the label row. Default `true`. */
  showValueLabel?: boolean;
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
 * **Accessibility:** `role="meter"` with its label and `aria-valuetext` (the `valueLabel` words, e.g.
 * "Very strong", instead of a bare percentage). The bar's colour follows the tone, and the words carry
 * the meaning, so colour is never the only cue. Not focusable.
 */
export function Meter({ label, valueLabel, tone = 'auto', showValueLabel = true, minValue = 0, maxValue = 100, className, ...props }: MeterProps) {
  return (
    <AriaMeter {...props} minValue={minValue} maxValue={maxValue} valueLabel={valueLabel} className={className ? `${meter} ${className}` : meter}>
      {({ percentage, valueText }) => {
        const resolved = tone === 'auto' ? autoTone(percentage) : tone;
        return (
          <>
            <div className={labelRow}>
              <Label className={fieldLabel}>{label}</Label>
              {showValueLabel ? <span className={`${valueTextClass} ${valueTone({ tone: resolved })}`}>{valueText}</span> : null}
            </div>
            <div className={track}>
              <MeterFill percentage={percentage} tone={resolved} />
            </div>
          </>
        );
      }}
    </AriaMeter>
  );
}
