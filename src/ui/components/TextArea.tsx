import { useState } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { fieldRoot } from '../styles.css';
import { FieldDescription, FieldErrorMessage, FieldLabel, joinClasses, type FieldProps } from './TextField';
import { fieldDirection, type TextDirection } from './text-direction';
import { useUiMessages } from '../i18n';
import { count as countClass, footer, textArea, type TextAreaVariants } from './TextArea.css';

export interface TextAreaProps extends FieldProps, Omit<AriaTextFieldProps, 'className' | 'children' | 'style' | 'type' | 'spellCheck'> {
  /** Example text shown while empty; never a substitute for the label. */
  placeholder?: string;
  /** Live "N characters" under the field; "N / max" when `maxLength` is set. */
  showCount?: boolean;
  /** sm = 6rem, md = 12rem, lg = 25rem (≈400px). */
  minHeight?: TextAreaVariants['minHeight'];
  /** Monospace text for code, JSON and encoded data. */
  mono?: boolean;
  /** The browser's spell check; turn it off for code and data. */
  spellCheck?: boolean;
  /** Text direction. Default: `ltr` for `mono` (code reads left to right in every locale), else the page's (each paragraph then runs in the direction of its first letter, as with `auto`). */
  dir?: TextDirection;
}


/**
 * Multi-line text input: the main input of most text tools (word counter, formatters, encoders).
 *
 * **When to use:** for free text or pasted data of more than one line.
 * **Use something else:** `TextField` for one line, `CodeOutput` for read-only results people copy,
 * `FileDrop` beside it when the text may come from a file.
 *
 * **Accessibility:** a native `<textarea>` with its label, description and error linked; Tab leaves the
 * field (it never traps Tab). The character count under it is plain text, not announced on every key.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  showCount,
  minHeight,
  mono,
  spellCheck,
  dir,
  className,
  onChange,
  ...props
}: TextAreaProps) {
  // Tracks the text in uncontrolled use so the count can follow along.
  const [ownValue, setOwnValue] = useState(props.defaultValue ?? '');
  const length = (props.value ?? ownValue).length;
  const full = props.maxLength !== undefined && length >= props.maxLength;
  const t = useUiMessages();
  // "N characters" in the page's language, or "N / max" when the field has a limit.
  const countLabel = props.maxLength !== undefined ? `${t.number(length)} / ${t.number(props.maxLength)}` : t('characters', { count: length });

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
      <AriaTextArea placeholder={placeholder} spellCheck={spellCheck} dir={dir ?? fieldDirection(mono)} className={textArea({ minHeight, mono })} />
      {showCount ? (
        <div className={footer}>
          <FieldDescription>{description}</FieldDescription>
          <span className={countClass} data-full={full || undefined}>
            {countLabel}
          </span>
        </div>
      ) : (
        <FieldDescription>{description}</FieldDescription>
      )}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
