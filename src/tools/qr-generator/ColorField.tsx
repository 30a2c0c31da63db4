import { useState } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../../ui/components/TextField';
import { input } from '../../ui/components/TextField.css';
import { fieldRoot } from '../../ui/styles.css';
import { parseHexColor } from './qr-generator';
import * as styles from './QrGenerator.css';

export interface ColorFieldProps {
  label: string;
  /** The current colour, '#rrggbb'. */
  value: string;
  onChange: (hex: string) => void;
}

export const HEX_ERROR = 'Enter a hex colour like #1e3a8a.';

/**
 * A hex text field with a native colour well beside it (the design system has no colour
 * field yet). A half-typed hex keeps the last good colour, as the colour tool does (§5).
 */
export function ColorField({ label, value, onChange }: ColorFieldProps) {
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
    <AriaTextField value={draft} onChange={type} isInvalid={invalid} className={fieldRoot}>
      <FieldLabel>{label}</FieldLabel>
      <div className={styles.colorRow}>
        <input
          type="color"
          aria-label={`${label} colour picker`}
          className={styles.swatch}
          value={value}
          onChange={(event) => type(event.currentTarget.value)}
        />
        <Input className={input({ mono: true })} spellCheck={false} autoComplete="off" />
      </div>
      <FieldHelp errorMessage={HEX_ERROR} />
    </AriaTextField>
  );
}
