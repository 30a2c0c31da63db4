import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineStarts } from '../../../src/tools/json-formatter/json-formatter';
import { parseJson } from '../../../src/tools/json-formatter/json-parser';
import { MAX_SCROLL_PX, buildRows, rowWindow } from '../../../src/ui/text-rows';
import { astTree, compareKeys, describeSize, valueTree, PREVIEW_CHARS } from '../../../src/tools/json-formatter/tree';

describe('buildRows: the virtualised viewer’s rows', () => {
  it('splits long lines into rows of at most `columns` characters and numbers only first rows', () => {
    const text = 'abcdefg\n\nxy';
    const rows = buildRows(text, lineStarts(text), 3);
    const shown = Array.from({ length: rows.count }, (_, r) => [rows.line(r), text.slice(rows.start(r), rows.end(r))]);
    expect(shown).toEqual([
      [0, 'abc'],
      [0, 'def'],
      [0, 'g'],
      [1, ''],
      [2, 'xy'],
    ]);
    expect(rows.longest).toBe(3);
  });

  it('rows rebuild every line exactly and never exceed the width (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\n', '\r') }), fc.integer({ min: 1, max: 12 }), (text, columns) => {
        const starts = lineStarts(text);
        const rows = buildRows(text, starts, columns);
        const lines: string[] = [];
        let longest = 0;
        for (let r = 0; r < rows.count; r++) {
          expect(rows.end(r) - rows.start(r)).toBeLessThanOrEqual(columns);
          longest = Math.max(longest, rows.end(r) - rows.start(r));
          lines[rows.line(r)] = (lines[rows.line(r)] ?? '') + text.slice(rows.start(r), rows.end(r));
        }
        expect(lines).toEqual(text.split(/\r\n|\r|\n/));
        expect(rows.longest).toBe(longest);
      }),
    );
  });

  it('one 10 MB line becomes rows without copying the text', () => {
    const text = 'x'.repeat(10_000_000);
    const rows = buildRows(text, lineStarts(text), 80);
    expect(rows.count).toBe(125_000);
    expect(rows.start(124_999)).toBe(9_999_920);
  });

  it('rows are the lines themselves when every line fits (no copies for formatted output)', () => {
    const text = 'ab\r\ncde\n\nf';
    const rows = buildRows(text, lineStarts(text), 3);
    expect(rows.count).toBe(4);
    expect(Array.from({ length: 4 }, (_, r) => [rows.line(r), text.slice(rows.start(r), rows.end(r))])).toEqual([
      [0, 'ab'],
      [1, 'cde'],
      [2, ''],
      [3, 'f'],
    ]);
    expect(rows.longest).toBe(3);
  });
});

describe('rowWindow: which rows to render', () => {
  it('renders the rows in view plus overscan', () => {
    expect(rowWindow(1000, 20, 200, 0, 5)).toEqual({ from: 0, to: 16, top: 0, height: 20_000 });
    expect(rowWindow(1000, 20, 200, 2000, 5)).toEqual({ from: 95, to: 116, top: 1900, height: 20_000 });
    expect(rowWindow(1000, 20, 200, 19_800, 5).to).toBe(1000);
  });

  it('always covers the viewport, scaled or not (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 10, max: 40 }), fc.integer({ min: 50, max: 900 }), fc.double({ min: 0, max: 1, noNaN: true }), (count, rowHeight, viewport, at) => {
        const total = Math.min(count * rowHeight, MAX_SCROLL_PX);
        const scrollTop = Math.max(0, (total - viewport) * at);
        const view = rowWindow(count, rowHeight, viewport, scrollTop);
        expect(view.height).toBeLessThanOrEqual(MAX_SCROLL_PX);
        expect(view.from).toBeGreaterThanOrEqual(0);
        expect(view.to).toBeLessThanOrEqual(count);
        // The drawn block starts at or above the top of the viewport and reaches its bottom (or the last row).
        expect(view.top).toBeLessThanOrEqual(scrollTop + 0.001);
        const bottom = view.top + (view.to - view.from) * rowHeight;
        if (view.to < count) expect(bottom).toBeGreaterThanOrEqual(scrollTop + Math.min(viewport, total) - 0.001);
      }),
    );
  });

  it('reaches the last row at the bottom of scaled content', () => {
    const count = 5_000_000;
    const view = rowWindow(count, 20, 400, MAX_SCROLL_PX - 400);
    expect(view.height).toBe(MAX_SCROLL_PX);
    expect(view.to).toBe(count);
  });
});

describe('tree documents', () => {
  const text = '{"name": "Toolshed", "tools": [1, 2.50, {"x": null}], "ok": true, "empty": {}, "caf\\u00e9": "é"}';

  it('lists a node’s children with types, previews and sizes', () => {
    const parsed = parseJson(text);
    if (!parsed.ok) throw new Error('unreachable');
    const tree = astTree(parsed.root);
    expect(tree.root()).toEqual({ label: 'root', isIndex: false, type: 'object', preview: '', size: 5 });
    expect(tree.children([], 0, 10)).toEqual({
      total: 5,
      rows: [
        { label: 'name', isIndex: false, type: 'string', preview: '"Toolshed"', size: 0 },
        { label: 'tools', isIndex: false, type: 'array', preview: '', size: 3 },
        { label: 'ok', isIndex: false, type: 'boolean', preview: 'true', size: 0 },
        { label: 'empty', isIndex: false, type: 'object', preview: '', size: 0 },
        { label: 'café', isIndex: false, type: 'string', preview: '"é"', size: 0 },
      ],
    });
    // The exact tree keeps 2.50 as written.
    expect(tree.children([1], 0, 10).rows.map((r) => [r.label, r.isIndex, r.preview])).toEqual([
      ['0', true, '1'],
      ['1', true, '2.50'],
      ['2', true, ''],
    ]);
    expect(tree.children([1, 2], 0, 10).rows).toEqual([{ label: 'x', isIndex: false, type: 'null', preview: 'null', size: 0 }]);
  });

  it('pages children and answers bad paths with nothing', () => {
    const tree = valueTree({ items: Array.from({ length: 250 }, (_, i) => i) });
    const page = tree.children([0], 200, 100);
    expect(page.total).toBe(250);
    expect(page.rows.map((r) => r.label)).toEqual(Array.from({ length: 50 }, (_, i) => String(200 + i)));
    expect(tree.children([5], 0, 10)).toEqual({ rows: [], total: 0 });
    expect(tree.children([0, 3], 0, 10)).toEqual({ rows: [], total: 0 });
  });

  it('shortens long string previews', () => {
    const tree = valueTree(['x'.repeat(1000)]);
    const preview = tree.children([], 0, 1).rows[0]!.preview;
    expect(preview).toBe(`"${'x'.repeat(PREVIEW_CHARS - 1)}…`);
  });

  it('both tree forms show the same rows for canonical JSON (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (value) => {
        const parsed = parseJson(JSON.stringify(value));
        if (!parsed.ok) throw new Error('unreachable');
        const exact = astTree(parsed.root);
        const fast = valueTree(JSON.parse(JSON.stringify(value)));
        expect(fast.root()).toEqual(exact.root());
        expect(fast.children([], 0, 100)).toEqual(exact.children([], 0, 100));
        expect(fast.children([0], 0, 100)).toEqual(exact.children([0], 0, 100));
      }),
    );
  });

  it('describes container sizes', () => {
    expect(describeSize({ type: 'object', size: 1 })).toBe('1 key');
    expect(describeSize({ type: 'object', size: 12_000 })).toBe('12,000 keys');
    expect(describeSize({ type: 'array', size: 0 })).toBe('0 items');
    expect(describeSize({ type: 'string', size: 0 })).toBe('');
  });

  it('orders keys: number-like first (numerically), then code-point order', () => {
    expect(['b', '10', 'B', '2', 'a', '01', '_'].sort(compareKeys)).toEqual(['2', '10', '01', 'B', '_', 'a', 'b']);
  });
});
