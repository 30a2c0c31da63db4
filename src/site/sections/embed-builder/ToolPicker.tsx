import { useEffect, useId, useRef, useState } from 'react';
import { PlainSearchField } from '../../../ui/components/PlainSearchField';
import { categories } from '../../../tools/catalogue';
import type { DetailedToolEntry } from '../../../tools/catalogue-details';
import { searchTools } from '../../tool-search';
import { visuallyHidden } from '../../../ui/theme/theme.css';
import * as styles from './EmbedBuilder.css';

export interface ToolPickerProps {
  /** The tools that can be embedded (built, with a declaration), in catalogue order. */
  tools: readonly DetailedToolEntry[];
  selected: string;
  onSelect: (id: string) => void;
}

/**
 * Choose the tool: a search (the site's one ranking, as in the catalogue and the palette) over a
 * list grouped by category. Native radio buttons sharing one name: arrow keys move through the
 * whole list, and the list scrolls inside its own box.
 */
export function ToolPicker({ tools, selected, onSelect }: ToolPickerProps) {
  const [query, setQuery] = useState('');
  const name = useId();
  const list = useRef<HTMLFieldSetElement>(null);
  // The chosen tool is in view in the list (a builder link may choose one far down), without
  // scrolling the page itself.
  useEffect(() => {
    const box = list.current;
    const option = box?.querySelector<HTMLElement>('input:checked')?.closest('label');
    if (!box || !option) return;
    const top = option.offsetTop - box.offsetTop;
    if (top < box.scrollTop || top + option.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = top - box.clientHeight / 2;
  }, [selected]);
  const found = searchTools(query, tools);
  // A search lists its matches best first; without one, the catalogue's categories.
  const groups = query.trim()
    ? [{ id: 'found', label: `${found.length} ${found.length === 1 ? 'match' : 'matches'}`, tools: found }]
    : categories.flatMap((category) => {
        const inCategory = tools.filter((tool) => tool.category === category.id);
        return inCategory.length ? [{ id: category.id, label: category.label, tools: inCategory }] : [];
      });

  return (
    <div className={styles.fields}>
      <PlainSearchField label="Search tools" value={query} onChange={setQuery} onClear={() => setQuery('')} />
      <fieldset ref={list} className={styles.toolList}>
        <legend className={visuallyHidden}>Tool to embed</legend>
        {groups.map((group) => (
          <fieldset key={group.id} className={styles.group}>
            <legend className={styles.groupLegend}>{group.label}</legend>
            {group.tools.map((tool) => (
              <label key={tool.id} className={styles.option}>
                <input
                  type="radio"
                  className={styles.radio}
                  name={name}
                  value={tool.id}
                  checked={tool.id === selected}
                  onChange={() => onSelect(tool.id)}
                />
                {tool.name}
              </label>
            ))}
          </fieldset>
        ))}
        {found.length === 0 ? <p className={styles.empty}>No tool matches “{query}”. Try a shorter word, or clear the search.</p> : null}
      </fieldset>
    </div>
  );
}
