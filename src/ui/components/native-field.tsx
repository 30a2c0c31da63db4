import { useId, type ChangeEvent, type MouseEvent, type ReactNode } from 'react';
import { visuallyHidden } from '../theme/theme.css';
import { useControlledValue } from '../useControlledValue';
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

/** The props Switch and Checkbox share: a native checkbox inside its label. */
export interface ToggleProps {
  /** The label. */
  children: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Shown and announced while `isInvalid` is set. */
  errorMessage?: ReactNode;
  /** Extra class for layout (margins, grid placement), not for restyling. */
  className?: string;
  /** Whether it is on / checked (controlled). */
  isSelected?: boolean;
  /** Whether it is on / checked at first (uncontrolled). */
  defaultSelected?: boolean;
  /** Called with the new state when the user changes it. */
  onChange?: (isSelected: boolean) => void;
  /** Greys it out; it leaves the tab order and ignores clicks. */
  isDisabled?: boolean;
  /** Shows the state without letting it change; it stays focusable and is read as read-only. */
  isReadOnly?: boolean;
  /** Sets `required`: a form refuses to submit while it is off. */
  isRequired?: boolean;
  /** Marks it invalid (`aria-invalid`, a red outline) and shows `errorMessage`. */
  isInvalid?: boolean;
  /** Form field name, for native form submission. */
  name?: string;
  /** Value submitted with the form while on (the browser sends "on" without it). */
  value?: string;
  /** Overrides the accessible name when the visible label is not enough. */
  'aria-label'?: string;
  /** Focus on mount; only where it is the obvious first thing to use. */
  autoFocus?: boolean;
  /** The input's id. */
  id?: string;
}

/**
 * State, help and the native input's props for Switch and Checkbox. `beforeChange` runs first on
 * every change event, read-only included (the checkbox restores its indeterminate flag there).
 */
export function useToggle(
  { description, errorMessage, isSelected, defaultSelected = false, onChange, isDisabled, isReadOnly, isRequired, isInvalid, name, value, 'aria-label': ariaLabel, autoFocus, id }: ToggleProps,
  beforeChange?: (input: HTMLInputElement) => void,
) {
  const helpId = useId();
  const [selected, setSelected] = useControlledValue(isSelected, defaultSelected);
  const { describedBy, help } = useFieldHelp(helpId, { description, errorMessage, isInvalid });

  const inputProps = {
    type: 'checkbox',
    className: visuallyHidden,
    id,
    name,
    value,
    checked: selected,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      beforeChange?.(event.target);
      // Read-only: React puts the controlled `checked` back after the event.
      if (isReadOnly) return;
      setSelected(event.target.checked);
      onChange?.(event.target.checked);
    },
    // A cancelled click is also how the browser itself keeps a checkbox from changing.
    onClick: (event: MouseEvent<HTMLInputElement>) => {
      if (isReadOnly) event.preventDefault();
    },
    disabled: isDisabled,
    required: isRequired,
    'aria-readonly': isReadOnly || undefined,
    'aria-invalid': isInvalid || undefined,
    'aria-describedby': describedBy,
    'aria-label': ariaLabel,
    autoFocus,
  } as const;
  return { inputProps, help, labelProps: { 'data-disabled': isDisabled || undefined } };
}
