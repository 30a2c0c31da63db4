import { useRef, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Input, SearchField as AriaSearchField } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../ui/components/Button';
import { Icon } from '../../ui/components/Icon';
import { searchHref } from '../catalogue-query';
import * as styles from './Header.css';

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
      <Button
        variant="ghost"
        icon={Search}
        aria-label="Search tools"
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
      <AriaSearchField
        aria-label="Search tools"
        name="search"
        value={value}
        onChange={setValue}
        onBlur={() => value.trim() === '' && setExpanded(false)}
        onClear={() => setValue('')}
        className={styles.searchField}
      >
        <Icon icon={Search} size={16} className={styles.searchIcon} />
        <Input ref={inputRef} placeholder="Search tools..." className={styles.searchInput} />
      </AriaSearchField>
    </form>
  );
}
