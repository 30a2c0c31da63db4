import { ChevronRight, ChevronsDownUp, ChevronsUpDown } from 'lucide-react';
import { createContext, use, useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/components/Button';
import { Icon } from '../../ui/components/Icon';
import { Inline } from '../../ui/components/Layout';
import type { TreeSource } from './engine';
import { describeSize, type TreeRow } from './tree';
import * as styles from './JsonTree.css';
import { treeSizeWords, type JsonFormatterText } from './i18n';

/** Children shown per page; "Show more" adds the next page. */
export const TREE_PAGE = 100;

interface TreeContext {
  t: JsonFormatterText;
  source: TreeSource;
  /** Nodes shallower than this start open. */
  openDepth: number;
}
const Context = createContext<TreeContext | null>(null);

const valueClass: Record<TreeRow['type'], string> = {
  string: styles.valueString,
  number: styles.valueNumber,
  boolean: styles.valueLiteral,
  null: styles.valueLiteral,
  object: '',
  array: '',
};

function Label({ row, isRoot = false }: { row: TreeRow; isRoot?: boolean }) {
  const { t } = use(Context)!;
  if (isRoot) return <span className={styles.index}>{t('treeRoot')}</span>;
  return <span className={row.isIndex ? styles.index : styles.key}>{`${row.isIndex ? row.label : JSON.stringify(row.label)}:`}</span>;
}

function Children({ path, depth }: { path: number[]; depth: number }) {
  const { t, source } = use(Context)!;
  const [rows, setRows] = useState<TreeRow[]>([]);
  const [total, setTotal] = useState(0);
  const [wanted, setWanted] = useState(TREE_PAGE);
  // A node's path and how far it has loaded never change what to fetch next on their own.
  const pathRef = useRef(path);
  const loaded = useRef(0);

  useEffect(() => {
    let current = true;
    const from = loaded.current;
    void source.children(pathRef.current, from, wanted - from).then((page) => {
      if (!current) return;
      loaded.current = from + page.rows.length;
      setRows((shown) => [...shown, ...page.rows]);
      setTotal(page.total);
    });
    return () => {
      current = false;
    };
  }, [source, wanted]);

  return (
    <ul className={`${styles.list} ${styles.nested}`}>
      {rows.map((row, i) => (
        <Node key={i} row={row} path={[...path, i]} depth={depth} />
      ))}
      {rows.length < total ? (
        <li className={styles.more}>
          <Button size="sm" variant="ghost" onPress={() => setWanted((w) => w + TREE_PAGE)}>
            {t('showMore', { count: t.number(Math.min(TREE_PAGE, total - rows.length)) })}
          </Button>{' '}
          <span>{t('shownOf', { shown: t.number(rows.length), total: t.number(total) })}</span>
        </li>
      ) : null}
    </ul>
  );
}

function Node({ row, path, depth }: { row: TreeRow; path: number[]; depth: number }) {
  const { t, openDepth } = use(Context)!;
  const container = row.type === 'object' || row.type === 'array';
  const [open, setOpen] = useState(container && row.size > 0 && depth < openDepth);

  if (!container) {
    return (
      <li className={`${styles.item} ${styles.leaf}`}>
        <Label row={row} isRoot={path.length === 0} />
        <span className={valueClass[row.type]}>{row.preview}</span>
      </li>
    );
  }
  const brackets = row.type === 'object' ? '{}' : '[]';
  if (row.size === 0) {
    return (
      <li className={`${styles.item} ${styles.leaf}`}>
        <Label row={row} isRoot={path.length === 0} />
        <span className={styles.summary}>{t('treeEmpty', { brackets })}</span>
      </li>
    );
  }
  return (
    <li className={styles.item}>
      <button type="button" className={styles.toggle} aria-expanded={open} onClick={() => setOpen(!open)}>
        <Icon icon={ChevronRight} size={16} className={styles.chevron} />
        <Label row={row} isRoot={path.length === 0} />
        <span className={styles.summary}>{`${brackets} ${describeSize(row, treeSizeWords(t))}`}</span>
      </button>
      {open ? <Children path={path} depth={depth + 1} /> : null}
    </li>
  );
}

export interface JsonTreeProps {
  t: JsonFormatterText;
  source: TreeSource;
  /** Small documents open two levels and offer Expand all; large ones open only the root. */
  small: boolean;
}

/** A collapsible view of the document: disclosure buttons, children loaded a page at a time. */
export function JsonTree({ t, source, small }: JsonTreeProps) {
  const [state, setState] = useState({ openDepth: small ? 2 : 1, generation: 0 });
  const setDepth = (openDepth: number) => setState((s) => ({ openDepth, generation: s.generation + 1 }));
  const root = source.root;
  return (
    <div className={styles.frame}>
      <div className={styles.toolbar}>
        <span className={styles.title}>{t('treeView')}</span>
        <Inline gap="xxs">
          {small ? (
            <Button size="sm" variant="ghost" icon={ChevronsUpDown} onPress={() => setDepth(Number.POSITIVE_INFINITY)}>
              {t('expandAll')}
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" icon={ChevronsDownUp} onPress={() => setDepth(1)}>
            {t('collapseAll')}
          </Button>
        </Inline>
      </div>
      <div className={styles.scroller}>
        <Context value={{ t, source, openDepth: state.openDepth }}>
          {/* A new generation remounts every node, so each takes its open state from the new depth. */}
          <ul key={`${state.generation}`} className={styles.list} aria-label={t('jsonTree')} dir="ltr" data-user-content>
            <Node row={root} path={[]} depth={0} />
          </ul>
        </Context>
      </div>
    </div>
  );
}
