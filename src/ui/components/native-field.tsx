import type { ReactNode } from 'react';
import { fieldDescription } from '../styles.css';
import { FieldErrorRegion } from './FieldErrorRegion';
import { requiredMark } from './TextField.css';

/** The visual "*" after a required field's label (hidden from screen readers: the control carries the requirement). */
export function requiredStar(isRequired: boolean | undefined): ReactNode {
  return isRequired ? (
    <span aria-hidden="true" className={requiredMark}>
      *
    </span>
  ) : null;
}

export interface FieldHelpOptions {
  description?: ReactNode;
  errorMessage?: ReactNode;
  isInvalid?: boolean;
}

/**
 * Description and error for a field built on native elements (Select, RadioGroup, Slider; the
 * react-aria fields use FieldHelp): `help` goes under the field, `describedBy` on its control,
 * naming the description and, while the field is invalid and has a message, the error.
 */
export function useFieldHelp(id: string, { description, errorMessage, isInvalid }: FieldHelpOptions) {
  const showError = Boolean(isInvalid && errorMessage);
  const describedBy = [description ? `${id}-description` : '', showError ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const help = (
    <>
      {description ? (
        <span id={`${id}-description`} className={fieldDescription}>
          {description}
        </span>
      ) : null}
      <FieldErrorRegion id={`${id}-error`} message={showError ? errorMessage : null} />
    </>
  );
  return { describedBy, help };
}
