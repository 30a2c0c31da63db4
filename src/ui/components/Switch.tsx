import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { FieldHelp, joinClasses } from './TextField';
import { control, helpIndent, root, thumb, track } from './Switch.css';

export interface SwitchProps extends Omit<SwitchFieldProps, 'className' | 'children' | 'style'> {
  /** The label. */
  children: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  className?: string;
}

/** An on/off toggle that takes effect immediately (use Checkbox for choices submitted later). */
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
