/**
 * The tree view's data and key sorting, over either document form: a JSON.parse value (the
 * fast path) or the exact parser's node tree. Pure: no React, no DOM.
 */
import type { JsonNode } from './json-parser';
import { formatCount } from '../../ui/format';

export type NodeType = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

export interface TreeRow {
  /** Object key (decoded) or array index. */
  label: string;
  isIndex: boolean;
  type: NodeType;
  /** Primitives: the literal as written, shortened past PREVIEW_CHARS. */
  preview: string;
  /** Containers: number of keys or items. */
  size: number;
}

/** Pages of children, so a 100 000-item array never renders or crosses a thread at once. */
export interface TreeDoc {
  root(): TreeRow;
  children(path: readonly number[], from: number, count: number): { rows: TreeRow[]; total: number };
}

export const PREVIEW_CHARS = 200;
const shorten = (raw: string) => (raw.length > PREVIEW_CHARS ? `${raw.slice(0, PREVIEW_CHARS)}…` : raw);

// ---- Key order -----------------------------------------------------------------------------

const ARRAY_INDEX = /^(?:0|[1-9]\d*)$/;
const isArrayIndex = (key: string) => ARRAY_INDEX.test(key) && Number(key) < 4294967295;

/**
 * Sort order for "Sort keys": number-like keys first in numeric order, then the rest in
 * code-point order (A–Z before a–z). JavaScript objects always hold number-like keys first,
 * so both formatter paths can honour this one order.
 */
export function compareKeys(a: string, b: string): number {
  const ai = isArrayIndex(a);
  const bi = isArrayIndex(b);
  if (ai && bi) return Number(a) - Number(b);
  if (ai !== bi) return ai ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A key literal's text: JSON.parse only when there is an escape to decode. */
export function decodeKey(raw: string): string {
  return raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
}

export function nodeSize(node: JsonNode): number {
  return node.type === 'object' ? node.keys.length : node.type === 'array' ? node.items.length : 0;
}

/** A copy of a node tree with every object's keys sorted (stable: duplicate keys keep their order). Iterative. */
export function sortKeysDeep(root: JsonNode): JsonNode {
  const copy = (node: JsonNode): JsonNode => {
    if (node.type === 'object') return { type: 'object', keys: [...node.keys], values: [...node.values] };
    if (node.type === 'array') return { type: 'array', items: [...node.items] };
    return node;
  };
  const result = copy(root);
  const pending: JsonNode[] = [result];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.type === 'object') {
      const order = node.keys.map((raw, index) => ({ key: decodeKey(raw), index }));
      order.sort((a, b) => compareKeys(a.key, b.key) || a.index - b.index);
      const { keys, values } = node;
      node.keys = order.map((o) => keys[o.index]!);
      node.values = order.map((o) => copy(values[o.index]!));
      pending.push(...node.values);
    } else if (node.type === 'array') {
      node.items = node.items.map(copy);
      pending.push(...node.items);
    }
  }
  return result;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of a JSON.parse value with sorted keys. Recursive: callers catch RangeError on extreme depth. */
export function sortValueKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortValueKeys);
  if (!isRecord(value)) return value;
  // A null prototype so a "__proto__" key stays an ordinary key.
  const sorted: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(value).sort(compareKeys)) sorted[key] = sortValueKeys(value[key]);
  return sorted;
}

// ---- Tree documents ------------------------------------------------------------------------

export function astTree(root: JsonNode): TreeDoc {
  const row = (label: string, isIndex: boolean, node: JsonNode): TreeRow => ({
    label,
    isIndex,
    type: node.type,
    preview: node.type === 'object' || node.type === 'array' ? '' : shorten(node.raw),
    size: nodeSize(node),
  });
  const at = (path: readonly number[]): JsonNode | undefined => {
    let node: JsonNode | undefined = root;
    for (const index of path) node = node?.type === 'object' ? node.values[index] : node?.type === 'array' ? node.items[index] : undefined;
    return node;
  };
  return {
    root: () => row('root', false, root),
    children(path, from, count) {
      const node = at(path);
      if (!node || (node.type !== 'object' && node.type !== 'array')) return { rows: [], total: 0 };
      const total = nodeSize(node);
      const rows: TreeRow[] = [];
      for (let i = from; i < Math.min(total, from + count); i++) {
        rows.push(node.type === 'object' ? row(decodeKey(node.keys[i]!), false, node.values[i]!) : row(String(i), true, node.items[i]!));
      }
      return { rows, total };
    },
  };
}

export function valueTree(root: unknown): TreeDoc {
  // Object.keys of a 100 000-key object is costly; each object's keys are listed once.
  const keyCache = new WeakMap<object, string[]>();
  const keysOf = (value: Record<string, unknown>) => {
    let keys = keyCache.get(value);
    if (!keys) keyCache.set(value, (keys = Object.keys(value)));
    return keys;
  };
  const typeOf = (value: unknown): NodeType =>
    value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'object' ? 'object' : (typeof value as 'string' | 'number' | 'boolean');
  const sizeOf = (value: unknown) => (Array.isArray(value) ? value.length : isRecord(value) ? keysOf(value).length : 0);
  const row = (label: string, isIndex: boolean, value: unknown): TreeRow => {
    const type = typeOf(value);
    return { label, isIndex, type, preview: type === 'object' || type === 'array' ? '' : shorten(JSON.stringify(value)), size: sizeOf(value) };
  };
  const at = (path: readonly number[]): unknown => {
    let value: unknown = root;
    for (const index of path) {
      if (Array.isArray(value)) value = value[index];
      else if (isRecord(value)) {
        const key = keysOf(value)[index];
        value = key === undefined ? undefined : value[key];
      } else return undefined;
    }
    return value;
  };
  return {
    root: () => row('root', false, root),
    children(path, from, count) {
      const value = at(path);
      const rows: TreeRow[] = [];
      if (Array.isArray(value)) {
        for (let i = from; i < Math.min(value.length, from + count); i++) rows.push(row(String(i), true, value[i]));
        return { rows, total: value.length };
      }
      if (!isRecord(value)) return { rows: [], total: 0 };
      const keys = keysOf(value);
      for (let i = from; i < Math.min(keys.length, from + count); i++) rows.push(row(keys[i]!, false, value[keys[i]!]));
      return { rows, total: keys.length };
    },
  };
}


/** The words of a container's size (English by default; the screen passes its locale's, see i18n.ts). */
export interface TreeSizeWords {
  keys: (count: number) => string;
  items: (count: number) => string;
}
export const ENGLISH_TREE_SIZE_WORDS: TreeSizeWords = {
  keys: (count) => `${formatCount(count)} ${count === 1 ? 'key' : 'keys'}`,
  items: (count) => `${formatCount(count)} ${count === 1 ? 'item' : 'items'}`,
};

/** "3 keys", "1 item" — the summary beside a container in the tree. */
export function describeSize(row: Pick<TreeRow, 'type' | 'size'>, words: TreeSizeWords = ENGLISH_TREE_SIZE_WORDS): string {
  if (row.type === 'object') return words.keys(row.size);
  if (row.type === 'array') return words.items(row.size);
  return '';
}
