import { useLayoutEffect, useRef } from 'react';
import { Label, Meter as AriaMeter, type MeterProps as AriaMeterProps } from 'react-aria-components';
import { fieldLabel } from '../styles.css';
import { fill, labelRow, meter, track, valueText as valueTextClass, valueTone, type MeterTone } from './Meter.css';

export interface MeterProps extends Omit<AriaMeterProps, 'className' | 'children' | 'style' | 'valueLabel'> {
  label: string;
  /** Words for the value, e.g. "Very strong"; also read by screen readers instead of the percentage. */
  valueLabel?: string;
  /** `auto` goes danger below 40 %, warning below 70 %, success from there. */
  tone?: 'auto' | NonNullable<MeterTone>;
  showValueLabel?: boolean;
  className?: string;
}

function autoTone(percentage: number): NonNullable<MeterTone> {
  if (percentage < 40) return 'danger';
  if (percentage < 70) return 'warning';
  return 'success';
}

function Fill({ percentage, tone }: { percentage: number; tone: NonNullable<MeterTone> }) {
  const ref = useRef<HTMLDivElement>(null);
  // CSSOM, not a style attribute: the site's CSP forbids inline style attributes.
  useLayoutEffect(() => {
    ref.current?.style.setProperty('width', `${percentage}%`);
  }, [percentage]);
  return <div ref={ref} className={fill({ tone })} />;
}

/** A read-only gauge of a value within a range, e.g. password strength or storage used. */
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
              <Fill percentage={percentage} tone={resolved} />
            </div>
          </>
        );
      }}
    </AriaMeter>
  );
}
