import { useState, type ReactNode } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { fieldRoot } from '../styles.css';
import { colorRow, swatch, text } from './ColorField.css';
import { FieldHelp, FieldLabel, joinClasses } from './TextField';
import { input } from './TextField.css';
import { parseHexColor } from '../hex-color';
import { useUiMessages } from '../i18n';

export { parseHexColor };

export const HEX_ERROR = 'Enter a hex color like #1e3a8a.';

export interface ColorFieldProps {
  /** Visible label of the hex field; the colour well is named after it too. */
  label: string;
  /** The current colour, '#rrggbb'. */
  value: string;
  /** Called with a normalised '#rrggbb' whenever a complete colour is typed or picked. */
  onChange: (hex: string) => void;
  /** Help text under the field, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Shown while the typed text is not a hex colour. */
  errorMessage?: ReactNode;
  /** Extra class for layout (margins, grid placement), not for restyling. */
  className?: string;
}

/**
 * A hex text field with the browser's colour well beside it. A half-typed hex keeps the last
 * good colour (and shows the error) until it is complete, as the colour tool does (§5).
 *
 * **When to use:** for any colour input (QR colours, favicon background, gradient stops).
 * **Use something else:** the Color Palette Generator tool for exploring colors and converting formats.
 *
 * **Accessibility:** a labelled text field that accepts `#abc`, `abc` or `#aabbcc`; the error is shown
 * and announced while the text is not a colour. The native colour well beside it is a second, labelled
 * way in for pointer users.
 */
export function ColorField({ label, value, onChange, description, errorMessage, className }: ColorFieldProps) {
  const t = useUiMessages();
  errorMessage ??= t('hexError');
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The colour changed from outside (the well, a reset): show it unless the draft already means it.
  if (value !== shown) {
    setShown(value);
    if (parseHexColor(draft) !== value) setDraft(value);
  }
  const invalid = parseHexColor(draft) === null;

  const type = (next: string) => {
    setDraft(next);
    const hex = parseHexColor(next);
    if (hex) {
      setShown(hex);
      onChange(hex);
    }
  };

  return (
    <AriaTextField value={draft} onChange={type} isInvalid={invalid} className={joinClasses(fieldRoot, className)}>
      <FieldLabel>{label}</FieldLabel>
      <div className={colorRow}>
        <input
          type="color"
          aria-label={t('colorPicker', { label })}
          className={swatch}
          value={value}
          onChange={(event) => type(event.currentTarget.value)}
        />
        <Input className={joinClasses(input({ mono: true }), text)} dir="ltr" spellCheck={false} autoComplete="off" />
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
