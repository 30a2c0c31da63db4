/**
 * Line offsets in a text: where each line starts and ends. What every TextViewer needs (a small
 * text renders each line whole) and what the tools work out for their results (in their workers too); the
 * virtualized viewer's rows (text-rows.ts) are built on them.
 */

/** End of line `index` without its line break (\n, \r\n or \r). */
export function lineEnd(text: string, starts: Uint32Array, index: number): number {
  const start = starts[index] ?? text.length;
  let end = index + 1 < starts.length ? starts[index + 1]! : text.length;
  if (end > start && text.charCodeAt(end - 1) === 0x0a) end--;
  if (end > start && text.charCodeAt(end - 1) === 0x0d) end--;
  return end;
}

/** Offsets of every line start (offset 0 included). Line breaks: \n, \r\n, \r. */
export function lineStarts(text: string): Uint32Array {
  const starts: number[] = [0];
  if (!text.includes('\r')) {
    // The fast path for formatter output and most input: native indexOf over \n only.
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  } else {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) starts.push(i + 1);
    }
  }
  return Uint32Array.from(starts);
}
