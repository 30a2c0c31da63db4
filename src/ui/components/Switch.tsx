import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { FieldHelp, joinClasses } from './TextField';
import { control, helpIndent, root, thumb, track } from './Switch.css';

export interface SwitchProps extends Omit<SwitchFieldProps, 'className' | 'children' | 'style'> {
  /** The label. */
  children: ReactNode;
  /** Help text under the label, linked to the switch. */
  description?: ReactNode;
  /** Shown while `isInvalid`. */
  errorMessage?: ReactNode;
  /** Extra class for layout (margins, grid placement), not for restyling. */
  className?: string;
}

/**
 * An on/off toggle that takes effect immediately (use Checkbox for choices submitted later).
 *
 * **When to use:** settings applied at once: "Wrap lines", "Show line numbers", "Uppercase".
 * **Use something else:** `Checkbox` for choices applied on submit or chosen as a set, `RadioGroup` for
 * more than two states, `Button` for an action.
 *
 * **Accessibility:** `role="switch"` on a native checkbox inside its label; Space toggles it and the
 * state is read as on/off. The whole row is the target.
 */
export function Switch({ children, description, errorMessage, className, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={joinClasses(root, className)}>
      <SwitchButton className={control}>
        <span className={track}>
          <span className={thumb} />
        </span>
        <span>{children}</span>
      </SwitchButton>
      <FieldHelp description={description} errorMessage={errorMessage} className={helpIndent} />
    </SwitchField>
  );
}
