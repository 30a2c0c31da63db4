import { useId, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import {
  Label,
  Slider as AriaSlider,
  SliderFill,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  type SliderProps as AriaSliderProps,
} from 'react-aria-components';
import { fieldDescription } from '../styles.css';
import { Icon } from './Icon';
import { error, errorIcon, errorRegion } from './TextField.css';
import { joinClasses } from './TextField';
import * as s from './Slider.css';

export interface SliderProps extends Omit<AriaSliderProps<number>, 'className' | 'children' | 'style'> {
  label: string;
  /** Formats the visible value, e.g. `(n) => `${n} px``. Defaults to `formatOptions` formatting. */
  valueLabel?: (value: number) => string;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** RAC sliders have no validation of their own; this marks the thumb invalid and shows `errorMessage`. */
  isInvalid?: boolean;
  className?: string;
}

/** Single-value slider with the current value at the end of the label row. */
export function Slider({ label, valueLabel, description, errorMessage, isInvalid, className, ...props }: SliderProps) {
  const descriptionId = useId();
  const errorId = useId();
  const showError = Boolean(isInvalid && errorMessage);
  const describedBy = [description ? descriptionId : '', showError ? errorId : ''].filter(Boolean).join(' ') || undefined;

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
      {description ? (
        <span id={descriptionId} className={fieldDescription}>
          {description}
        </span>
      ) : null}
      <div aria-live="polite" className={errorRegion}>
        {showError ? (
          <span id={errorId} className={error}>
            <Icon icon={CircleAlert} size={16} className={errorIcon} />
            <span>{errorMessage}</span>
          </span>
        ) : null}
      </div>
    </AriaSlider>
  );
}
