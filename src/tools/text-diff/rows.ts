/**
 * The rows each view draws from a comparison's blocks, with long unchanged runs folded into
 * "N unchanged lines" gaps the user can open. Pure: no React, no DOM.
 */
import { CONTEXT_LINES, type Block, type DiffView, type SameLine, type SideLine } from './model';

export type SplitRow = { kind: 'same'; line: SameLine } | { kind: 'change'; left: SideLine | null; right: SideLine | null };
export type UnifiedRow = { kind: 'same'; line: SameLine } | { kind: 'removed' | 'added'; line: SideLine };
export type Row = SplitRow | UnifiedRow;

export type Item = { kind: 'row'; key: string; row: Row } | { kind: 'gap'; key: string; count: number };

/** Up to this many rows are drawn at first; more on request. */
export const ROW_PAGE = 250;

function sameItems(lines: SameLine[], blockKey: string, first: boolean, last: boolean, expanded: ReadonlySet<string>): Item[] {
  const row = (line: SameLine): Item => ({ kind: 'row', key: `${blockKey}:${line.oldNumber}`, row: { kind: 'same', line } });
  const head = first ? 0 : CONTEXT_LINES;
  const tail = last ? 0 : CONTEXT_LINES;
  const hidden = lines.length - head - tail;
  // Folding a single line saves nothing.
  if (hidden <= 1 || expanded.has(blockKey)) return lines.map(row);
  return [...lines.slice(0, head).map(row), { kind: 'gap', key: blockKey, count: hidden }, ...lines.slice(lines.length - tail).map(row)];
}

function changeItems(block: Extract<Block, { kind: 'change' }>, blockKey: string, view: DiffView): Item[] {
  if (view === 'unified') {
    return [
      ...block.left.map((line): Item => ({ kind: 'row', key: `${blockKey}:-${line.number}`, row: { kind: 'removed', line } })),
      ...block.right.map((line): Item => ({ kind: 'row', key: `${blockKey}:+${line.number}`, row: { kind: 'added', line } })),
    ];
  }
  const count = Math.max(block.left.length, block.right.length);
  return Array.from({ length: count }, (_, i): Item => ({
    kind: 'row',
    key: `${blockKey}:${i}`,
    row: { kind: 'change', left: block.left[i] ?? null, right: block.right[i] ?? null },
  }));
}

/** Every row and gap of a view, in order. */
export function layoutRows(blocks: readonly Block[], view: DiffView, expanded: ReadonlySet<string>): Item[] {
  return blocks.flatMap((block, index) => {
    const key = String(index);
    return block.kind === 'same' ? sameItems(block.lines, key, index === 0, index === blocks.length - 1, expanded) : changeItems(block, key, view);
  });
}
