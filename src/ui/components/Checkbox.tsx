import type { ReactNode } from 'react';
import { Check, Minus } from 'lucide-react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { Icon } from './Icon';
import { FieldHelp, joinClasses } from './TextField';
import { box, control, helpIndent, root } from './Checkbox.css';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'className' | 'children' | 'style'> {
  /** The label. */
  children: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Shown and announced while `isInvalid` is set. */
  errorMessage?: ReactNode;
  /** Extra class for layout (margins, alignment), not for restyling. */
  className?: string;
}

/**
 * An independent yes/no choice that applies when the form or tool uses it, e.g. "Include symbols".
 * A 20px box inside a label at least 24px tall; indeterminate shows a dash.
 *
 * **When to use:** for options that are chosen together, several at a time.
 * **Use something else:** `Switch` for a setting that takes effect immediately, `RadioGroup` for one
 * choice out of several, `TagGroup` with selection for many short filter chips.
 *
 * **Accessibility:** a native checkbox input inside its label, so the whole row is the target. Space
 * toggles it; the checked, indeterminate ("mixed") and invalid states are exposed to screen readers,
 * and the description and error are linked to it.
 */
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
