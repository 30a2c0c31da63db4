import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../ui/components/Button';
import { visuallyHidden } from '../../ui/theme/theme.css';
import { ROW_PAGE, layoutRows, type Item, type Row } from './rows';
import { type Block, type DiffView, type SideLine } from './model';
import * as styles from './TextDiff.css';
import { useTextDiffMessages } from './i18n';

export interface DiffTableProps {
  blocks: readonly Block[];
  view: DiffView;
  /** Highlight the changed words or characters inside lines (not in line mode, where whole lines change). */
  marks: boolean;
}

function LineText({ line, side, marks }: { line: SideLine; side: 'removed' | 'added'; marks: boolean }) {
  const t = useTextDiffMessages();
  const Mark = side === 'removed' ? 'del' : 'ins';
  const markClass = side === 'removed' ? styles.del : styles.ins;
  return (
    <>
      {line.segments.map((segment, i) => {
        if (segment.text === '\n') {
          return (
            <Mark key={i} className={markClass}>
              <span aria-hidden="true" className={styles.lineBreak}>
                ↵
              </span>
              <span className={visuallyHidden}>{t('lineBreak')}</span>
            </Mark>
          );
        }
        return marks && segment.change ? (
          <Mark key={i} className={markClass}>
            {segment.text}
          </Mark>
        ) : (
          <span key={i}>{segment.text}</span>
        );
      })}
      {line.noNewline ? <span className={styles.noNewline}>{t('noNewline')}</span> : null}
    </>
  );
}

function Marker({ side }: { side: 'removed' | 'added' }) {
  const t = useTextDiffMessages();
  return (
    <td className={`${styles.markerCell} ${side === 'removed' ? styles.removedMarker : styles.addedMarker}`}>
      <span aria-hidden="true">{side === 'removed' ? '−' : '+'}</span>
      <span className={visuallyHidden}>{side === 'removed' ? t('markerRemoved') : t('markerAdded')}</span>
    </td>
  );
}

function SideCells({ line, side, marks, first }: { line: SideLine | null; side: 'removed' | 'added'; marks: boolean; first: boolean }) {
  const edge = first ? '' : ` ${styles.sideStart}`;
  if (!line) return <td colSpan={3} className={`${styles.empty}${edge}`} />;
  const tint = side === 'removed' ? styles.removed : styles.added;
  return (
    <>
      <td className={`${styles.numberCell} ${tint}${edge}`}>{line.number}</td>
      <Marker side={side} />
      <td dir="auto" className={`${styles.textCell} ${tint}`}>
        <LineText line={line} side={side} marks={marks} />
      </td>
    </>
  );
}

function SplitRowCells({ row, marks }: { row: Row; marks: boolean }): ReactNode {
  if (row.kind === 'same') {
    return (
      <>
        <td className={styles.numberCell}>{row.line.oldNumber}</td>
        <td className={styles.markerCell} />
        <td dir="auto" className={styles.textCell}>{row.line.old}</td>
        <td className={`${styles.numberCell} ${styles.sideStart}`}>{row.line.newNumber}</td>
        <td className={styles.markerCell} />
        <td dir="auto" className={styles.textCell}>{row.line.new}</td>
      </>
    );
  }
  if (row.kind !== 'change') return null;
  return (
    <>
      <SideCells line={row.left} side="removed" marks={marks} first />
      <SideCells line={row.right} side="added" marks={marks} first={false} />
    </>
  );
}

function UnifiedRowCells({ row, marks }: { row: Row; marks: boolean }): ReactNode {
  if (row.kind === 'same') {
    return (
      <>
        <td className={styles.numberCell}>{row.line.oldNumber}</td>
        <td className={styles.numberCell}>{row.line.newNumber}</td>
        <td className={styles.markerCell} />
        <td dir="auto" className={styles.textCell}>{row.line.new}</td>
      </>
    );
  }
  if (row.kind === 'change') return null;
  const tint = row.kind === 'removed' ? styles.removed : styles.added;
  return (
    <>
      <td className={`${styles.numberCell} ${tint}`}>{row.kind === 'removed' ? row.line.number : ''}</td>
      <td className={`${styles.numberCell} ${tint}`}>{row.kind === 'added' ? row.line.number : ''}</td>
      <Marker side={row.kind} />
      <td dir="auto" className={`${styles.textCell} ${tint}`}>
        <LineText line={row.line} side={row.kind} marks={marks} />
      </td>
    </>
  );
}

/** The comparison as a table: one row per line pair (side by side) or per line (unified). */
export function DiffTable({ blocks, view, marks }: DiffTableProps) {
  const t = useTextDiffMessages();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [limit, setLimit] = useState(ROW_PAGE);
  const items = useMemo(() => layoutRows(blocks, view, expanded), [blocks, view, expanded]);
  const shown = items.slice(0, limit);
  const columns = view === 'split' ? 6 : 4;

  const open = (key: string) => setExpanded((current) => new Set(current).add(key));
  const renderItem = (item: Item) => {
    if (item.kind === 'gap') {
      return (
        <tr key={`gap-${item.key}`}>
          <td colSpan={columns} className={styles.gapCell}>
            <Button variant="ghost" size="sm" onPress={() => open(item.key)}>
              {t('showUnchanged', { count: item.count })}
            </Button>
          </td>
        </tr>
      );
    }
    return <tr key={item.key}>{view === 'split' ? <SplitRowCells row={item.row} marks={marks} /> : <UnifiedRowCells row={item.row} marks={marks} />}</tr>;
  };

  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={view === 'split' ? t('tableSplit') : t('tableUnified')}>
        {view === 'split' ? (
          <colgroup>
            <col className={styles.numberCol} />
            <col className={styles.markerCol} />
            <col />
            <col className={styles.numberCol} />
            <col className={styles.markerCol} />
            <col />
          </colgroup>
        ) : (
          <colgroup>
            <col className={styles.numberCol} />
            <col className={styles.numberCol} />
            <col className={styles.markerCol} />
            <col />
          </colgroup>
        )}
        <thead>
          {view === 'split' ? (
            <tr>
              <th scope="colgroup" colSpan={3} className={styles.headCell}>
                {t('headOriginal')}
              </th>
              <th scope="colgroup" colSpan={3} className={`${styles.headCell} ${styles.sideStart}`}>
                {t('headModified')}
              </th>
            </tr>
          ) : (
            <tr>
              <th scope="col" className={styles.headCell}>
                {t('headOld')}
              </th>
              <th scope="col" className={styles.headCell}>
                {t('headNew')}
              </th>
              <th scope="colgroup" colSpan={2} className={styles.headCell}>
                {t('headText')}
              </th>
            </tr>
          )}
        </thead>
        <tbody>{shown.map(renderItem)}</tbody>
      </table>
      {items.length > limit ? (
        <div className={styles.moreRow}>
          <Button size="sm" onPress={() => setLimit((n) => n + ROW_PAGE)}>
            {t('showMore', { count: Math.min(ROW_PAGE, items.length - limit) })}
          </Button>{' '}
          <span>{t('rowsLeft', { count: items.length - limit })}</span>
        </div>
      ) : null}
    </div>
  );
}
