/**
 * Display rows for the virtualized text viewer: each line becomes one or more rows of at most
 * `columns` characters. Pure, and linear in the number of lines, so a 10 MB document
 * re-wraps in milliseconds when the viewer is resized. Loaded with the virtualized rows
 * (LargeTextView.tsx); the line offsets every viewer needs are in text-lines.ts.
 */
import { lineEnd } from './text-lines';

export interface Rows {
  count: number;
  /** Offset in the text where row `r` starts. */
  start(r: number): number;
  /** Offset where row `r` ends (exclusive, line breaks left out). */
  end(r: number): number;
  /** 0-based line of row `r`; only a line's first row shows its number. */
  line(r: number): number;
  /** Longest row, in characters. */
  longest: number;
}

export function buildRows(text: string, starts: Uint32Array, columns: number): Rows {
  const width = Math.max(1, Math.floor(columns));
  const lines = starts.length;
  const span = (l: number) => (l + 1 < lines ? starts[l + 1]! : text.length) - starts[l]!;

  // Fast path, the usual case for formatted output: every line fits, so rows are lines and
  // nothing is allocated. A line's span (break included) bounds its length from above.
  let longest = 0;
  let fits = true;
  for (let l = 0; l < lines; l++) {
    if (span(l) <= longest) continue;
    const length = lineEnd(text, starts, l) - starts[l]!;
    if (length > width) {
      fits = false;
      break;
    }
    longest = Math.max(longest, length);
  }
  if (fits) {
    return { count: lines, start: (r) => starts[r]!, end: (r) => lineEnd(text, starts, r), line: (r) => r, longest };
  }

  let count = 0;
  for (let l = 0; l < lines; l++) count += Math.max(1, Math.ceil((lineEnd(text, starts, l) - starts[l]!) / width));
  const start = new Uint32Array(count);
  const end = new Uint32Array(count);
  const line = new Uint32Array(count);
  longest = 0;
  let r = 0;
  for (let l = 0; l < lines; l++) {
    const stop = lineEnd(text, starts, l);
    let s = starts[l]!;
    do {
      const e = Math.min(stop, s + width);
      start[r] = s;
      end[r] = e;
      line[r] = l;
      longest = Math.max(longest, e - s);
      r++;
      s = e;
    } while (s < stop);
  }
  return { count, start: (i) => start[i]!, end: (i) => end[i]!, line: (i) => line[i]!, longest };
}

export interface RowWindow {
  /** First and last+1 row to render. */
  from: number;
  to: number;
  /** Offset of the first rendered row inside the scroll content, in px. */
  top: number;
  /** Height of the scroll content, in px. */
  height: number;
}

/** Browsers cap element heights (~17 million px in Firefox); taller content scrolls scaled. */
export const MAX_SCROLL_PX = 8_000_000;

/** Which rows to render for a scroll position (with `overscan` extra rows each side). */
export function rowWindow(count: number, rowHeight: number, viewportHeight: number, scrollTop: number, overscan = 8): RowWindow {
  const visible = Math.ceil(viewportHeight / rowHeight) + 1;
  const total = count * rowHeight;
  const height = Math.min(total, MAX_SCROLL_PX);
  let first: number;
  let firstTop: number;
  if (total <= MAX_SCROLL_PX) {
    first = Math.floor(scrollTop / rowHeight);
    firstTop = first * rowHeight;
  } else {
    // Scaled: the scroll fraction picks the row; rows are drawn at the scroll position.
    const fraction = Math.min(1, Math.max(0, scrollTop / Math.max(1, height - viewportHeight)));
    first = Math.floor(fraction * Math.max(0, count - visible + 1));
    firstTop = scrollTop;
  }
  first = Math.min(Math.max(0, first), Math.max(0, count - 1));
  const from = Math.max(0, first - overscan);
  const to = Math.min(count, first + visible + overscan);
  return { from, to, top: Math.max(0, firstTop - (first - from) * rowHeight), height };
}
