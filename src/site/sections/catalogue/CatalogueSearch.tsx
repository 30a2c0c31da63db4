import type { FormEvent } from 'react';
import { PlainButton } from '../../../ui/components/PlainButton';
import { PlainSearchField } from '../../../ui/components/PlainSearchField';
import * as styles from './catalogue.css';
import { useCatalogueMessages } from './i18n';
import { useSiteMessages } from '../../i18n';

export interface CatalogueSearchProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter or the Search button: the page writes the term to the URL. */
  onSubmit: (value: string) => void;
  /** The clear button or Escape. */
  onClear: () => void;
}

/**
 * The catalogue's search box. The grid filters as you type; submitting records the search in the URL.
 * Native controls, like the home page's search: the catalogue loads no react-aria.
 */
export function CatalogueSearch({ value, onChange, onSubmit, onClear }: CatalogueSearchProps) {
  const t = useCatalogueMessages();
  const site = useSiteMessages();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(value);
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <PlainSearchField
        label={site('searchTools')}
        hideLabel
        name="search"
        placeholder={site('searchPlaceholder')}
        value={value}
        onChange={onChange}
        onClear={onClear}
        className={styles.searchField}
      />
      <PlainButton type="submit" variant="primary" size="lg">
        {t('search')}
      </PlainButton>
    </form>
  );
}
