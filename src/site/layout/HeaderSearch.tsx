import { useRef, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { useNavigate } from '../router/router';
import { PlainButton } from '../../ui/components/PlainButton';
import { Icon } from '../../ui/components/Icon';
import { searchHref } from '../catalogue-query';
import * as styles from './Header.css';
import { useSiteMessages } from '../i18n';

/**
 * A search icon that expands into a "Search tools..." field. It collapses on blur only while
 * empty; submitting a non-blank term opens the catalogue filtered by it. It is a real GET form
 * to /tools, so it works before (or without) JavaScript too.
 */
export function HeaderSearch() {
  const [expanded, setExpanded] = useState(false);
  const [value, setValue] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const t = useSiteMessages();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = searchHref(value);
    if (!href) return;
    void navigate(href);
    setValue('');
    setExpanded(false);
  };

  if (!expanded) {
    return (
      <PlainButton
        variant="ghost"
        icon={Search}
        aria-label={t('searchTools')}
        aria-expanded={false}
        onPress={() => {
          setExpanded(true);
          // The field mounts on this render; focus it right after.
          queueMicrotask(() => inputRef.current?.focus());
        }}
      />
    );
  }

  return (
    <form role="search" action="/tools" method="get" onSubmit={submit} className={styles.searchForm}>
      <div className={styles.searchField}>
        <Icon icon={Search} size={16} className={styles.searchIcon} />
        <input
          ref={inputRef}
          type="search"
          aria-label={t('searchTools')}
          name="search"
          placeholder={t('searchPlaceholder')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            // As any search field: Escape clears the text (and, once empty, the blur below folds it).
            if (event.key === 'Escape' && value !== '') {
              event.preventDefault();
              setValue('');
            }
          }}
          onBlur={() => value.trim() === '' && setExpanded(false)}
          className={styles.searchInput}
        />
      </div>
    </form>
  );
}
