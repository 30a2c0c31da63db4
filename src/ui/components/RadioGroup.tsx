import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../theme/theme.css';
import { useControlledValue } from '../useControlledValue';
import { joinClasses } from './join-classes';
import { requiredStar, useFieldHelp } from './native-field';
import type { FieldProps } from './TextField';
import { label as labelClass } from './TextField.css';
import { circle, control, option, optionDescription, options as optionsClass, root } from './RadioGroup.css';

export const radioOrientations = ['vertical', 'horizontal'] as const;

export interface RadioOption {
  /** The value reported by `onChange`. */
  value: string;
  /** Visible label of the option. */
  label: string;
  /** Help text under the option, linked to it. */
  description?: ReactNode;
}

export interface RadioGroupProps extends FieldProps {
  /** The choices, in order. Two to about six. */
  options: RadioOption[];
  /** The selected value (controlled); `null` for none. */
  value?: string | null;
  /** The value selected at first (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the newly selected value. */
  onChange?: (value: string) => void;
  /** `vertical` (default) stacks the options; `horizontal` puts them on one wrapping row. */
  orientation?: (typeof radioOrientations)[number];
  /** Form field name; one is generated when omitted, so the options form one group. */
  name?: string;
  /** Disables every option (they leave the tab order and ignore clicks). */
  isDisabled?: boolean;
  /** Adds the "*" and makes a form refuse to submit with nothing chosen. */
  isRequired?: boolean;
  /** Marks the group invalid and shows `errorMessage`. */
  isInvalid?: boolean;
}

/**
 * One choice from a short list, on native radio buttons (no react-aria: the browser already gives
 * radios their keyboard, focus and form behaviour, and pages with a choice load 6 kB less).
 *
 * **When to use:** two to about six mutually exclusive options that are worth seeing at once (a mode, a format).
 * **Use something else:** `Select` for longer lists or tight space, `Switch` or `Checkbox` for a single
 * on/off, `Tabs` to switch between views.
 *
 * **Accessibility:** a `radiogroup` named by its label and described by its help and error: Tab
 * enters at the selected option, arrow keys move and select, the group is one tab stop. Option
 * descriptions are linked to their radio; the error is announced when it appears.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  className,
  options,
  value,
  defaultValue = null,
  onChange,
  orientation = 'vertical',
  name,
  isDisabled,
  isRequired,
  isInvalid,
}: RadioGroupProps) {
  const id = useId();
  const [selected, setSelected] = useControlledValue(value, defaultValue);
  const { describedBy, help } = useFieldHelp(id, { description, errorMessage, isInvalid });

  const choose = (next: string) => {
    setSelected(next);
    onChange?.(next);
  };

  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
      aria-orientation={orientation}
      aria-invalid={isInvalid || undefined}
      aria-required={isRequired || undefined}
      aria-disabled={isDisabled || undefined}
      data-invalid={isInvalid || undefined}
      className={joinClasses(root, className)}
    >
      <span id={`${id}-label`} className={labelClass}>
        {label}
        {requiredStar(isRequired)}
      </span>
      <div className={optionsClass({ orientation })}>
        {options.map((item, index) => {
          const checked = selected === item.value;
          const optionDescriptionId = `${id}-${index}-description`;
          return (
            <div key={item.value} className={option}>
              <label className={control} data-selected={checked || undefined} data-disabled={isDisabled || undefined}>
                <input
                  type="radio"
                  className={visuallyHidden}
                  name={name ?? id}
                  value={item.value}
                  checked={checked}
                  onChange={() => choose(item.value)}
                  disabled={isDisabled}
                  required={isRequired}
                  aria-describedby={item.description ? optionDescriptionId : undefined}
                />
                <span className={circle} />
                <span>{item.label}</span>
              </label>
              {item.description ? (
                <span id={optionDescriptionId} className={optionDescription}>
                  {item.description}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      {help}
    </div>
  );
}
