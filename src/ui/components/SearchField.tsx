import { Search, X } from 'lucide-react';
import { Input, SearchField as AriaSearchField, type SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components';
import { visuallyHidden } from '../theme/theme.css';
import { Button } from './Button';
import { Icon } from './Icon';
import { useUiMessages } from '../i18n';
import { FieldHelp, FieldLabel, joinClasses, type FieldProps } from './TextField';
import { clearButton, control, root, searchIcon, searchInput } from './SearchField.css';

export interface SearchFieldProps extends FieldProps, Omit<AriaSearchFieldProps, 'className' | 'children' | 'style'> {
  /** Example query shown while empty, e.g. "Search tools…". */
  placeholder?: string;
  /** Hide the label visually; it still names the field for assistive tech. */
  hideLabel?: boolean;
}

/**
 * Search input with a leading icon and a clear button; Enter submits, Escape clears.
 *
 * **When to use:** to filter or search a list (the catalogue, the header search).
 * **Use something else:** `TextField` for any other text; the command palette for jumping to a page.
 *
 * **Accessibility:** `type="search"` with its label (visually hidden with `hideLabel`, still the
 * accessible name). Escape clears it, Enter calls `onSubmit`; the clear button is named "Clear search".
 * Announce the number of results with a `LiveRegion` where the results change.
 */
export function SearchField({ label, hideLabel, description, errorMessage, placeholder, className, ...props }: SearchFieldProps) {
  const t = useUiMessages();
  return (
    <AriaSearchField {...props} className={joinClasses(root, className)}>
      <FieldLabel isRequired={props.isRequired} className={hideLabel ? visuallyHidden : undefined}>
        {label}
      </FieldLabel>
      <div className={control}>
        <Icon icon={Search} size={16} className={searchIcon} />
        <Input placeholder={placeholder} className={searchInput} />
        <Button variant="ghost" size="sm" icon={X} aria-label={t('clearSearch')} className={clearButton} />
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaSearchField>
  );
}
