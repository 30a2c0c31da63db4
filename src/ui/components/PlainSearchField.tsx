import { useId, useRef } from 'react';
import { Search, X } from 'lucide-react';
import { visuallyHidden } from '../theme/theme.css';
import { Icon } from './Icon';
import { PlainButton } from './PlainButton';
import type { NativeInputProps } from './PlainTextField';
import { joinClasses } from './join-classes';
import { useUiMessages } from '../i18n';
import { label as labelClass } from './TextField.css';
import { clearButton, control, root as searchRoot, searchIcon, searchInput } from './SearchField.css';

export interface PlainSearchFieldProps extends NativeInputProps {
  /** The field's name for assistive tech; shown only when `hideLabel` is false. */
  label: string;
  /** Hide the label visually; it still names the field for assistive tech. */
  hideLabel?: boolean;
  /** The current search text (the field is controlled). */
  value: string;
  /** Called with the new text on every edit, and with "" when cleared. */
  onChange: (value: string) => void;
  /** Called after `onChange("")` when Escape or the clear button clears the field (not when the text is deleted). */
  onClear?: () => void;
  /** Extra class for layout, not for restyling. */
  className?: string;
}

/**
 * SearchField on a native `<input type="search">`, without react-aria: the tool searches of the home page and the catalogue. Escape clears a non-empty field; the clear button appears once there is text.
 *
 * **Accessibility:** a labelled search input (the label may be visually hidden); the clear button is
 * named "Clear search" and returns focus to the field.
 */
export function PlainSearchField({ label, hideLabel, value, onChange, onClear, className, onKeyDown, ...props }: PlainSearchFieldProps) {
  const t = useUiMessages();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const clear = () => {
    onChange('');
    onClear?.();
  };
  return (
    <div className={joinClasses(searchRoot, className)}>
      <label htmlFor={id} className={hideLabel ? visuallyHidden : labelClass}>
        {label}
      </label>
      <div className={control}>
        <Icon icon={Search} size={16} className={searchIcon} />
        <input
          {...props}
          ref={inputRef}
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            if (event.key === 'Escape' && value !== '') {
              event.preventDefault();
              clear();
            }
          }}
          className={searchInput}
        />
        {value !== '' ? (
          <PlainButton
            variant="ghost"
            size="sm"
            icon={X}
            aria-label={t('clearSearch')}
            className={clearButton}
            onPress={() => {
              clear();
              inputRef.current?.focus();
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
