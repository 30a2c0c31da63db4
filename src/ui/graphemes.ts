let segmenter: Intl.Segmenter | null | undefined;

/**
 * User-perceived characters: an emoji with its modifiers, or a letter with combining marks, is
 * one. ASCII text needs no segmenter: under Unicode's grapheme rules every ASCII character stands
 * alone except CR LF, which joins. Anything else goes to one `Intl.Segmenter`, created the first
 * time it is needed: the first Intl object in a page loads ICU's data, 40-90 ms in one task on
 * this machine, 4x that on a throttled phone (issue #9), so nothing creates one at import or for
 * the ASCII a page starts with.
 */
export function graphemes(text: string): string[] {
  // eslint-disable-next-line no-control-regex -- ASCII control characters are ASCII too
  if (!/[^\x00-\x7f]|\r\n/.test(text)) return Array.from(text);
  segmenter ??= typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : null;
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}
