import { useId, type InputHTMLAttributes } from 'react';
import { fieldRoot } from '../styles.css';
import { FieldErrorRegion } from './FieldErrorRegion';
import { joinClasses } from './join-classes';
import { input, label as labelClass } from './TextField.css';
import { fieldDirection } from './text-direction';

export type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style' | 'value' | 'onChange' | 'type' | 'id'>;

export interface PlainTextFieldProps extends NativeInputProps {
  /** Visible label; the field's accessible name. */
  label: string;
  /** `text` (default), `email`, `url` or `tel`. */
  type?: 'text' | 'email' | 'url' | 'tel';
  /** The current text (the field is controlled). */
  value: string;
  /** Called with the new text on every edit. */
  onChange: (value: string) => void;
  /** Shown under the field, and announced, while it is set. */
  errorMessage?: string | null;
  /** Extra class for layout, not for restyling. */
  className?: string;
}

/**
 * TextField's look and behaviour for one short field on a native `<input>`, without react-aria:
 * for the site's shell (the newsletter box in every footer), which every visit loads first.
 *
 * **When to use:** a single controlled field with a label and an error, outside the tools.
 * **Use something else:** `TextField` everywhere else (descriptions, native validation, forms).
 *
 * **Accessibility:** a labelled `<input>`; while `errorMessage` is set the input is `aria-invalid`
 * and described by the message, which sits in a polite live region so it is announced.
 */
export function PlainTextField({ label, type = 'text', value, onChange, errorMessage, className, ...props }: PlainTextFieldProps) {
  const id = useId();
  const invalid = Boolean(errorMessage);
  return (
    <div className={joinClasses(fieldRoot, className)}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        dir={fieldDirection(false, type)}
        {...props}
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={input()}
      />
      <FieldErrorRegion id={`${id}-error`} message={errorMessage} />
    </div>
  );
}
