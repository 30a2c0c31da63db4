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
import { error, errorIcon, errorRegion, input, label as labelClass, requiredMark } from './TextField.css';

export const textFieldTypes = ['text', 'email', 'url', 'password', 'tel'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

/** Props every labelled field in the form family shares. */
export interface FieldProps {
  label: string;
  /** Help text under the field, linked to it with aria-describedby. */
  description?: ReactNode;
  /** Shown under the field while it is invalid (`isInvalid` or failed native validation). */
  errorMessage?: ReactNode;
  className?: string;
}

export function joinClasses(...names: Array<string | false | undefined>) {
  return names.filter(Boolean).join(' ');
}

/** RAC Label plus a visual-only required marker (the input already carries aria-required). */
export function FieldLabel({ children, isRequired, className }: { children: ReactNode; isRequired?: boolean; className?: string }) {
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

/** Help text in the RAC description slot, so the field is described by it. */
export function FieldDescription({ children, className }: { children?: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <Text slot="description" className={joinClasses(fieldDescription, className)}>
      {children}
    </Text>
  );
}

/** RAC FieldError: rendered only while the field is invalid, inside a live region that is always mounted. */
export function FieldErrorMessage({ children, className }: { children?: ReactNode; className?: string }) {
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

/** Description then error, optionally indented (checkbox-style controls align them with the label text). */
export function FieldHelp({ description, errorMessage, className }: Pick<FieldProps, 'description' | 'errorMessage' | 'className'>) {
  return (
    <>
      <FieldDescription className={className}>{description}</FieldDescription>
      <FieldErrorMessage className={className}>{errorMessage}</FieldErrorMessage>
    </>
  );
}

export interface TextFieldProps extends FieldProps, Omit<AriaTextFieldProps, 'className' | 'children' | 'style' | 'type'> {
  placeholder?: string;
  type?: TextFieldType;
  /** Monospace input for code, hashes and tokens. */
  mono?: boolean;
}

export function TextField({ label, description, errorMessage, placeholder, mono, className, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={joinClasses(fieldRoot, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input placeholder={placeholder} className={input({ mono })} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
