import type { ReactNode } from 'react';
import {
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  Text,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, joinClasses, type FieldProps } from './TextField';
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

export interface RadioGroupProps extends FieldProps, Omit<AriaRadioGroupProps, 'className' | 'children' | 'style'> {
  /** The choices, in order. Two to about six. */
  options: RadioOption[];
}

/**
 * One choice from a short list; arrow keys move the selection (RAC).
 *
 * **When to use:** two to about six mutually exclusive options that are worth seeing at once (a mode, a format).
 * **Use something else:** `Select` for longer lists or tight space, `Switch` or `Checkbox` for a single
 * on/off, `Tabs` to switch between views.
 *
 * **Accessibility:** a `radiogroup` named by its label: Tab enters at the selected option, arrow keys move
 * and select, the group is one tab stop. Option descriptions and the group's error are linked.
 */
export function RadioGroup({ label, description, errorMessage, options, className, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={joinClasses(root, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={optionsClass({ orientation: props.orientation })}>
        {options.map((item) => (
          <RadioField key={item.value} value={item.value} className={option}>
            <RadioButton className={control}>
              <span className={circle} />
              <span>{item.label}</span>
            </RadioButton>
            {item.description ? (
              <Text slot="description" className={optionDescription}>
                {item.description}
              </Text>
            ) : null}
          </RadioField>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
