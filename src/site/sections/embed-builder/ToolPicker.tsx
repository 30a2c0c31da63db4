import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { PlainSearchField } from '../../../ui/components/PlainSearchField';
import { useFirstInput } from '../../../ui/deferred-work';
import { categories, type ToolEntry } from '../../../tools/catalogue';
import { loadCatalogueDetails } from '../../../tools/catalogue-text';
import type { DetailedToolEntry } from '../../../tools/catalogue-details';
import { useLocale } from '../../../i18n/catalog';
import type { Locale } from '../../../i18n/locales';
import { visuallyHidden } from '../../../ui/theme/theme.css';
import * as styles from './EmbedBuilder.css';
import { searchWords } from '../../search-words';

export interface ToolPickerProps {
  /** The tools that can be embedded (built, with a declaration), in catalogue order, named in the page's locale. */
  tools: readonly ToolEntry[];
  selected: string;
  onSelect: (id: string) => void;
}

/** The site's one ranking with every tool's description and tags, once loaded. */
interface Ranking {
  search: (query: string, tools: readonly DetailedToolEntry[]) => DetailedToolEntry[];
  tools: readonly DetailedToolEntry[];
}

const rankings = new Map<Locale, Promise<Ranking>>();

/**
 * The ranking (src/site/tool-search.ts and its keywords) and every category's descriptions and
 * tags in a locale, loaded once: out of the page's start-up code, they come when the visitor
 * first reaches the picker (focus, a press or a key), before their first search in practice.
 */
function loadRanking(locale: Locale): Promise<Ranking> {
  let promise = rankings.get(locale);
  if (!promise) {
    promise = Promise.all([import('../../tool-search'), loadCatalogueDetails(locale)]).then(([{ searchTools }, details]) => ({
      search: searchTools,
      tools: details.tools,
    }));
    // A failed load is tried again on the next visit to the picker.
    promise.catch(() => rankings.delete(locale));
    rankings.set(locale, promise);
  }
  return promise;
}


/**
 * Until the ranking is in (a search typed in its first moments, or where its chunk cannot load):
 * the tools whose name has a word starting with each word of the query, in catalogue order.
 */
export function matchNames<T extends ToolEntry>(query: string, tools: readonly T[]): T[] {
  const asked = searchWords(query);
  if (!asked.length) return [];
  return tools.filter((tool) => {
    const own = searchWords(tool.name);
    return asked.every((word) => own.some((candidate) => candidate.startsWith(word)));
  });
}

/**
 * Choose the tool: a search (the site's one ranking, as in the catalogue and the palette) over a
 * list grouped by category. Native radio buttons sharing one name: arrow keys move through the
 * whole list, and the list scrolls inside its own box. The page starts with the names only; the
 * ranking and the descriptions and tags it reads load on the visitor's first focus, press or key
 * in the picker, and a search typed before they arrive matches names meanwhile.
 */
export function ToolPicker({ tools, selected, onSelect }: ToolPickerProps) {
  const [query, setQuery] = useState('');
  const name = useId();
  const list = useRef<HTMLFieldSetElement>(null);
  const locale = useLocale();
  const [started, startProps] = useFirstInput();
  const [loaded, setLoaded] = useState<Ranking | 'failed' | null>(null);
  const ranking = loaded === 'failed' ? null : loaded;
  useEffect(() => {
    if (!started) return;
    let live = true;
    loadRanking(locale).then(
      (result) => live && setLoaded(result),
      // Without it, the search keeps matching names.
      () => live && setLoaded('failed'),
    );
    return () => {
      live = false;
    };
  }, [started, locale]);
  // The embeddable tools with their descriptions and tags, in the order given.
  const detailed = useMemo(() => {
    if (!ranking) return null;
    const wanted = new Set(tools.map((tool) => tool.id));
    return ranking.tools.filter((tool) => wanted.has(tool.id));
  }, [ranking, tools]);

  // The chosen tool is in view in the list (a builder link may choose one far down), without
  // scrolling the page itself.
  useEffect(() => {
    const box = list.current;
    const option = box?.querySelector<HTMLElement>('input:checked')?.closest('label');
    if (!box || !option) return;
    const top = option.offsetTop - box.offsetTop;
    if (top < box.scrollTop || top + option.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = top - box.clientHeight / 2;
  }, [selected]);
  const searching = query.trim() !== '';
  const found: readonly ToolEntry[] = !searching ? tools : ranking && detailed ? ranking.search(query, detailed) : matchNames(query, tools);
  // A search lists its matches best first; without one, the catalogue's categories.
  const groups = searching
    ? [{ id: 'found', label: `${found.length} ${found.length === 1 ? 'match' : 'matches'}`, tools: found }]
    : categories.flatMap((category) => {
        const inCategory = tools.filter((tool) => tool.category === category.id);
        return inCategory.length ? [{ id: category.id, label: category.label, tools: inCategory }] : [];
      });

  return (
    <div className={styles.fields} {...startProps}>
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
        {found.length === 0 ? (
          <p className={styles.empty}>
            {loaded === null ? 'Searching descriptions and tags…' : `No tool matches “${query}”. Try a shorter word, or clear the search.`}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
