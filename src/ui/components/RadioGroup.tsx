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
  value: string;
  label: string;
  description?: ReactNode;
}

export interface RadioGroupProps extends FieldProps, Omit<AriaRadioGroupProps, 'className' | 'children' | 'style'> {
  options: RadioOption[];
}

/** One choice from a short list; arrow keys move the selection (RAC). */
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
