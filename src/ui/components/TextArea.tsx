import { useState } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { fieldRoot } from '../styles.css';
import { FieldDescription, FieldErrorMessage, FieldLabel, joinClasses, type FieldProps } from './TextField';
import { count as countClass, footer, textArea, type TextAreaVariants } from './TextArea.css';

export interface TextAreaProps extends FieldProps, Omit<AriaTextFieldProps, 'className' | 'children' | 'style' | 'type' | 'spellCheck'> {
  placeholder?: string;
  /** Live "N characters" under the field; "N / max" when `maxLength` is set. */
  showCount?: boolean;
  /** sm = 6rem, md = 12rem, lg = 25rem (≈400px). */
  minHeight?: TextAreaVariants['minHeight'];
  mono?: boolean;
  spellCheck?: boolean;
}

function countLabel(length: number, maxLength: number | undefined) {
  if (maxLength !== undefined) return `${length} / ${maxLength}`;
  return `${length} ${length === 1 ? 'character' : 'characters'}`;
}

export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  showCount,
  minHeight,
  mono,
  spellCheck,
  className,
  onChange,
  ...props
}: TextAreaProps) {
  // Tracks the text in uncontrolled use so the count can follow along.
  const [ownValue, setOwnValue] = useState(props.defaultValue ?? '');
  const length = (props.value ?? ownValue).length;
  const full = props.maxLength !== undefined && length >= props.maxLength;

  return (
    <AriaTextField
      {...props}
      onChange={(next) => {
        setOwnValue(next);
        onChange?.(next);
      }}
      className={joinClasses(fieldRoot, className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <AriaTextArea placeholder={placeholder} spellCheck={spellCheck} className={textArea({ minHeight, mono })} />
      {showCount ? (
        <div className={footer}>
          <FieldDescription>{description}</FieldDescription>
          <span className={countClass} data-full={full || undefined}>
            {countLabel(length, props.maxLength)}
          </span>
        </div>
      ) : (
        <FieldDescription>{description}</FieldDescription>
      )}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
