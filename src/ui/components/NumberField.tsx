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
  /** Example value shown while empty; never a substitute for the label. */
  placeholder?: string;
}

/**
 * Numeric input with − / + steppers; arrow keys, Page Up/Down and the wheel step too (RAC).
 *
 * **When to use:** for a number with a meaningful range or step (length, quantity, percentage).
 * Set `minValue`, `maxValue`, `step` and `formatOptions` (units, percent) rather than validating later.
 * **Use something else:** `Slider` when an approximate value is fine and seeing the range helps,
 * `TextField` for digits that are not quantities (codes, phone numbers).
 *
 * **Accessibility:** a spin button: Up/Down step, Page Up/Down step by more, Home/End go to min/max.
 * The value is formatted for the locale and clamped on blur; the steppers are named "Decrease" /
 * "Increase" plus the label and are not tab stops (the keys do the same).
 */
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
