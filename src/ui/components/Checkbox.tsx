import type { ReactNode } from 'react';
import { Check, Minus } from 'lucide-react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { Icon } from './Icon';
import { FieldHelp, joinClasses } from './TextField';
import { box, control, helpIndent, root } from './Checkbox.css';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'className' | 'children' | 'style'> {
  /** The label. */
  children: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  className?: string;
}

/** A checkbox with a 20px box inside a label at least 24px tall; indeterminate shows a dash. */
export function Checkbox({ children, description, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={joinClasses(root, className)}>
      <CheckboxButton className={control}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={box}>
              {isIndeterminate ? <Icon icon={Minus} size={16} /> : isSelected ? <Icon icon={Check} size={16} /> : null}
            </span>
            <span>{children}</span>
          </>
        )}
      </CheckboxButton>
      <FieldHelp description={description} errorMessage={errorMessage} className={helpIndent} />
    </CheckboxField>
  );
}
