import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { fieldDescription, fieldRoot } from '../styles.css';
import { Icon } from './Icon';
import { joinClasses } from './join-classes';
import { fieldDirection, type TextDirection } from './text-direction';
import { error, errorIcon, errorRegion, input, label as labelClass, requiredMark } from './TextField.css';

export const textFieldTypes = ['text', 'email', 'url', 'password', 'tel'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

/** Props every labelled field in the form family shares. */
export interface FieldProps {
  /** Visible label; the field's accessible name. Always give one, even when the context seems obvious. */
  label: string;
  /** Help text under the field, linked to it with aria-describedby. */
  description?: ReactNode;
  /** Shown under the field while it is invalid (`isInvalid` or failed native validation). */
  errorMessage?: ReactNode;
  /** Extra class for layout (margins, grid placement), not for restyling. */
  className?: string;
}

export { joinClasses };

export interface FieldLabelProps {
  /** The label text. */
  children: ReactNode;
  /** Adds the visual "*" (hidden from screen readers: the input carries `aria-required`). */
  isRequired?: boolean;
  /** Replaces the label style, e.g. with a visually-hidden class. */
  className?: string;
}

/**
 * RAC Label plus a visual-only required marker (the input already carries aria-required).
 * A building block of the field components; use it only inside a react-aria field when composing a new one.
 */
export function FieldLabel({ children, isRequired, className }: FieldLabelProps) {
  return (
    <Label className={className ?? labelClass}>
      {children}
      {isRequired ? (
        <span aria-hidden="true" className={requiredMark}>
          *
        </span>
      ) : null}
    </Label>
  );
}

export interface FieldPartProps {
  /** The text; nothing renders without it (FieldErrorMessage falls back to the browser's validation message). */
  children?: ReactNode;
  /** Extra class, e.g. to indent under a checkbox label. */
  className?: string;
}

/** Help text in the RAC description slot, so the field is described by it. A building block of the field components. */
export function FieldDescription({ children, className }: FieldPartProps) {
  if (!children) return null;
  return (
    <Text slot="description" className={joinClasses(fieldDescription, className)}>
      {children}
    </Text>
  );
}

/**
 * RAC FieldError: rendered only while the field is invalid, inside a live region that is always mounted,
 * so the error is announced when it appears. A building block of the field components.
 */
export function FieldErrorMessage({ children, className }: FieldPartProps) {
  return (
    <div aria-live="polite" className={joinClasses(errorRegion, className)}>
      <FieldError className={error}>
        {({ validationErrors }) => (
          <>
            <Icon icon={CircleAlert} size={16} className={errorIcon} />
            <span>{children ?? validationErrors.join(' ')}</span>
          </>
        )}
      </FieldError>
    </div>
  );
}

/** Description then error, optionally indented (checkbox-style controls align them with the label text). A building block of the field components. */
export function FieldHelp({ description, errorMessage, className }: Pick<FieldProps, 'description' | 'errorMessage' | 'className'>) {
  return (
    <>
      <FieldDescription className={className}>{description}</FieldDescription>
      <FieldErrorMessage className={className}>{errorMessage}</FieldErrorMessage>
    </>
  );
}

export interface TextFieldProps extends FieldProps, Omit<AriaTextFieldProps, 'className' | 'children' | 'style' | 'type'> {
  /** Example value shown while empty; never a substitute for the label. */
  placeholder?: string;
  /** `text` (default), `email`, `url`, `password` or `tel`: sets the keyboard on phones and native validation. */
  type?: TextFieldType;
  /** Monospace input for code, hashes and tokens. */
  mono?: boolean;
  /** Text direction. Default: `ltr` for `mono`, URLs, e-mail, phone numbers and passwords (they read left to right in every locale), else the page's (each paragraph then runs in the direction of its first letter, as with `auto`). */
  dir?: TextDirection;
}

/**
 * One line of text: a name, a URL, a search term, a title.
 *
 * **When to use:** for short free-text input; set `type` for e-mail, URL, password or phone.
 * **Use something else:** `TextArea` for more than one line, `NumberField` for quantities, `SearchField`
 * for search, `Select` or `RadioGroup` when the answer is one of a known set.
 *
 * **Accessibility:** a native `<input>` with a visible label; the description is linked with
 * `aria-describedby`, required shows "*" and sets `aria-required`, and the error appears (and is
 * announced) while the field is invalid.
 */
export function TextField({ label, description, errorMessage, placeholder, mono, dir, className, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={joinClasses(fieldRoot, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input placeholder={placeholder} dir={dir ?? fieldDirection(mono, props.type)} className={input({ mono })} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
