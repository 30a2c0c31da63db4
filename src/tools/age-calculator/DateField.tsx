import type { ReactNode } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../../ui/components/TextField';
import { input } from '../../ui/components/TextField.css';
import { fieldRoot } from '../../ui/styles.css';
import { MAX_ISO, MIN_ISO } from './age-calculator';
import { dateInput } from './AgeCalculator.css';

export interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD, or '' while the field is empty or incomplete. */
  value: string;
  onChange: (value: string) => void;
  /** Called on blur with whether the browser holds a partial or impossible date it could not turn into a value. */
  onIncomplete?: (incomplete: boolean) => void;
  errorMessage?: ReactNode;
  description?: ReactNode;
  className?: string;
}

/**
 * The browser's own date field, labelled like every other field: keyboard entry segment by
 * segment, a locale-aware layout and a picker, inside shadow roots too, at no bundle cost.
 * Its value is always ISO YYYY-MM-DD, which the logic parses into plain integers.
 */
export function DateField({ label, value, onChange, onIncomplete, errorMessage, description, className }: DateFieldProps) {
  return (
    <AriaTextField
      value={value}
      onChange={onChange}
      onBlur={(event) => onIncomplete?.(event.target.validity.badInput)}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={className ? `${fieldRoot} ${className}` : fieldRoot}
    >
      <FieldLabel>{label}</FieldLabel>
      <Input type="date" min={MIN_ISO} max={MAX_ISO} className={`${input()} ${dateInput}`} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
