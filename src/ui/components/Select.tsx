import { useId, type ChangeEvent, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { fieldRoot } from '../styles.css';
import { useControlledValue } from '../useControlledValue';
import { Icon } from './Icon';
import { requiredStar, useFieldHelp } from './native-field';
import { label as labelClass } from './TextField.css';
import * as s from './Select.css';

export interface SelectItem {
  /** The key reported by `onSelectionChange`. */
  id: string;
  /** The option's text. */
  label: string;
  /** Extra detail, shown as the option's tooltip (a native option has one line of text). */
  description?: string;
}

export interface SelectProps {
  /** Visible label; the select's accessible name. */
  label: string;
  /** Help text under the field, linked to it with aria-describedby. */
  description?: ReactNode;
  /** Shown under the field while `isInvalid`. */
  errorMessage?: ReactNode;
  /** Extra class for layout (margins, grid placement), not for restyling. */
  className?: string;
  /** The options, in order. */
  items: SelectItem[];
  /** Controlled value; `null` shows the placeholder. */
  selectedKey?: string | null;
  /** Initial value when uncontrolled. */
  defaultSelectedKey?: string;
  /** Called with the chosen item's `id`. */
  onSelectionChange?: (key: string) => void;
  /** First, unselectable entry while nothing is chosen. */
  placeholder?: string;
  /** Form field name, for native form submission. */
  name?: string;
  /** Marks the field required (an asterisk, hidden from screen readers, and `required`). */
  isRequired?: boolean;
  /** Disables the select. */
  isDisabled?: boolean;
  /** Shows the error state and `errorMessage`, and sets `aria-invalid`. */
  isInvalid?: boolean;
  /** Focus on mount; only where the select is the obvious first thing to use. */
  autoFocus?: boolean;
  /** Overrides the accessible name when the visible label is not enough. */
  'aria-label'?: string;
}


/**
 * Single-choice dropdown on the browser's own `<select>`: keyboard, type-ahead, screen
 * readers and touch pickers come for free and work the same inside an embed's shadow root,
 * and it costs no JavaScript beyond this component (react-aria's listbox and popover weighed
 * ~38 kB gzip on every page that had a dropdown; issue #9).
 *
 * **When to use:** one choice from a list too long for radio buttons (units, languages, presets).
 * **Use something else:** `RadioGroup` for a few options worth seeing at once, `SearchField` plus a list
 * when people need to search many options.
 *
 * **Accessibility:** a native `<select>` with its `<label>`: arrow keys, type-ahead and the platform's own
 * picker; description and error are linked with `aria-describedby`, invalid sets `aria-invalid`.
 */
export function Select({
  label,
  description,
  errorMessage,
  className,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  placeholder,
  name,
  isRequired,
  isDisabled,
  isInvalid,
  autoFocus,
  'aria-label': ariaLabel,
}: SelectProps) {
  const id = useId();
  const [value, setValue] = useControlledValue<string | null>(selectedKey, defaultSelectedKey ?? null);
  const { describedBy, help } = useFieldHelp(id, { description, errorMessage, isInvalid });

  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (next === '') return;
    setValue(next);
    onSelectionChange?.(next);
  };

  return (
    <div className={className ? `${fieldRoot} ${className}` : fieldRoot} data-invalid={isInvalid || undefined}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {requiredStar(isRequired)}
      </label>
      <div className={s.control}>
        <select
          id={id}
          name={name}
          className={s.select}
          value={value ?? ''}
          onChange={change}
          required={isRequired}
          disabled={isDisabled}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          aria-label={ariaLabel}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the caller asks for it
          autoFocus={autoFocus}
          data-placeholder={value === null || value === '' ? true : undefined}
        >
          {value === null || value === '' || placeholder ? (
            <option value="" disabled>
              {placeholder ?? ''}
            </option>
          ) : null}
          {items.map((item) => (
            <option key={item.id} value={item.id} title={item.description}>
              {item.label}
            </option>
          ))}
        </select>
        <Icon icon={ChevronDown} size={16} className={s.chevron} />
      </div>
      {help}
    </div>
  );
}
