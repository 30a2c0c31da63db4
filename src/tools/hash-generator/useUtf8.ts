import { useEffect, useMemo, useState } from 'react';
import { yieldToEventLoop } from '../../ui/yield';
import { utf8 } from './algorithms';

/** Up to this many characters the text is encoded during render; longer text in slices. */
export const SYNC_ENCODE_CHARS = 64 * 1024;
/** Characters encoded per slice: a few milliseconds of work even on a busy machine. */
const SLICE_CHARS = 512 * 1024;

/**
 * The UTF-8 bytes of `text` in slices between which the page gets its turn: encoding 10 MB in
 * one go blocked the main thread for 100-400 ms (issue #37). A slice never ends inside a
 * surrogate pair.
 */
export async function encodeInSlices(text: string, signal: AbortSignal, pause: () => Promise<void> = yieldToEventLoop): Promise<Uint8Array> {
  const out = new Uint8Array(text.length * 3);
  const encoder = new TextEncoder();
  let written = 0;
  for (let start = 0; start < text.length; ) {
    let end = Math.min(text.length, start + SLICE_CHARS);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end++;
    written += encoder.encodeInto(text.slice(start, end), out.subarray(written)).written;
    start = end;
    if (start < text.length) {
      await pause();
      signal.throwIfAborted();
    }
  }
  return out.slice(0, written);
}

/**
 * `text` as UTF-8: short text at once, long text in slices after the render (null meanwhile).
 */
export function useUtf8(text: string): Uint8Array | null {
  const large = text.length > SYNC_ENCODE_CHARS;
  const small = useMemo(() => (large ? null : utf8(text)), [large, text]);
  const [encoded, setEncoded] = useState<{ text: string; bytes: Uint8Array } | null>(null);
  useEffect(() => {
    if (!large) return;
    const abort = new AbortController();
    encodeInSlices(text, abort.signal).then(
      (bytes) => setEncoded({ text, bytes }),
      () => undefined,
    );
    return () => abort.abort();
  }, [large, text]);
  if (small) return small;
  return encoded?.text === text ? encoded.bytes : null;
}
