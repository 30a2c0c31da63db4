import { Minus, Plus } from 'lucide-react';
import {
  Button as AriaButton,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { fieldRoot } from '../styles.css';
import { Icon } from './Icon';
import { FieldHelp, FieldLabel, joinClasses, type FieldProps } from './TextField';
import { group, input, stepper } from './NumberField.css';

export interface NumberFieldProps extends FieldProps, Omit<AriaNumberFieldProps, 'className' | 'children' | 'style'> {
  placeholder?: string;
}

/** Numeric input with − / + steppers; arrow keys, Page Up/Down and the wheel step too (RAC). */
export function NumberField({ label, description, errorMessage, placeholder, className, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={joinClasses(fieldRoot, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={group}>
        {/* RAC appends the field label, so these read "Decrease Quantity" / "Increase Quantity". */}
        <AriaButton slot="decrement" aria-label="Decrease" className={stepper}>
          <Icon icon={Minus} size={16} />
        </AriaButton>
        <Input placeholder={placeholder} className={input} />
        <AriaButton slot="increment" aria-label="Increase" className={stepper}>
          <Icon icon={Plus} size={16} />
        </AriaButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
