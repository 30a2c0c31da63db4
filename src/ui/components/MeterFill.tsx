import { useLayoutEffect, useRef } from 'react';
import { fill, type MeterTone } from './Meter.css';

export interface MeterFillProps {
  /** How much of the track is filled, 0–100. */
  percentage: number;
  /** The fill's colour: danger, warning, success or accent. */
  tone: NonNullable<MeterTone>;
  /** Show this value at once, without the slide and the colour fade. Default `false`. */
  instant?: boolean;
}

/** Where `value` (within the range) sits between `min` and `max`, 0–100; 0 for an empty range. Meter and Slider draw their fill from it. */
export const rangePercent = (value: number, min: number, max: number) => (max > min ? ((value - min) / (max - min)) * 100 : 0);

/**
 * The bar inside a meter's track: `percentage` of it filled. Its own module: progress bars built on
 * the meter's look (the hash generator's file progress) use the fill without the meter.
 */
export function MeterFill({ percentage, tone, instant = false }: MeterFillProps) {
  const ref = useRef<HTMLDivElement>(null);
  // CSSOM, not a style attribute: the site's CSP forbids inline style attributes. The transition
  // is switched off or back on in the same frame as the new value, so it decides whether that
  // value (and a new tone's colour) slides in.
  useLayoutEffect(() => {
    const style = ref.current?.style;
    if (!style) return;
    if (instant) style.setProperty('transition', 'none');
    else style.removeProperty('transition');
    style.setProperty('transform', `translateX(${percentage - 100}%)`);
  }, [percentage, instant]);
  return <div ref={ref} className={fill({ tone })} />;
}
