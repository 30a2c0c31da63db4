import { useId, type ReactNode } from 'react';
import {
  Label,
  Slider as AriaSlider,
  SliderFill,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  type SliderProps as AriaSliderProps,
} from 'react-aria-components';
import { useFieldHelp } from './native-field';
import { joinClasses } from './TextField';
import * as s from './Slider.css';

export interface SliderProps extends Omit<AriaSliderProps<number>, 'className' | 'children' | 'style'> {
  /** Visible label; the slider's accessible name. */
  label: string;
  /** Formats the visible value, e.g. `(n) => `${n} px``. Defaults to `formatOptions` formatting. */
  valueLabel?: (value: number) => string;
  /** Help text under the slider, linked to it. */
  description?: ReactNode;
  /** Shown under the slider while `isInvalid`. */
  errorMessage?: ReactNode;
  /** RAC sliders have no validation of their own; this marks the thumb invalid and shows `errorMessage`. */
  isInvalid?: boolean;
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
 * **Accessibility:** a native range input inside react-aria's slider: arrow keys step, Page Up/Down
 * step by more, Home/End go to the ends; the thumb is named by the label and reads the formatted value.
 */
export function Slider({ label, valueLabel, description, errorMessage, isInvalid, className, ...props }: SliderProps) {
  const { describedBy, help } = useFieldHelp(useId(), { description, errorMessage, isInvalid });

  return (
    <AriaSlider {...props} className={joinClasses(s.root, className)}>
      <div className={s.header}>
        <Label className={s.label}>{label}</Label>
        <SliderOutput className={s.output}>
          {({ state }) => (valueLabel ? valueLabel(state.getThumbValue(0)) : state.getThumbValueLabel(0))}
        </SliderOutput>
      </div>
      <SliderTrack className={s.track}>
        <div className={s.rail}>
          <SliderFill className={s.fill} />
        </div>
        <SliderThumb
          className={joinClasses(s.thumb, isInvalid && s.thumbInvalid)}
          isInvalid={isInvalid}
          aria-describedby={describedBy}
        />
      </SliderTrack>
      {help}
    </AriaSlider>
  );
}
