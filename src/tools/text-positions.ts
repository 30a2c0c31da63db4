/**
 * Character positions as a person counts them (an emoji is one character, not two UTF-16
 * units), and the lone surrogates that have no UTF-8 form. Shared by the Base64 and URL tools,
 * whose error messages name positions and whose "Select position N" buttons need the index.
 */

/** `U+00E9`: a code point as Unicode writes it. */
export const codePointLabel = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** Index (0-based, UTF-16) of the first unpaired surrogate, or -1 when the text is well formed. */
export function findLoneSurrogate(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return i;
    } else if (c >= 0xdc00 && c <= 0xdfff) return i;
  }
  return -1;
}

/** 1-based position of a UTF-16 index, counted in characters (code points). */
export function charPosition(text: string, index: number): number {
  let position = 1;
  for (let i = 0; i < index; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < index) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    position++;
  }
  return position;
}

/** The UTF-16 index of a 1-based character position (the inverse of charPosition), to select it in a field. */
export function indexOfPosition(text: string, position: number): number {
  let index = 0;
  for (let p = 1; p < position && index < text.length; p++) {
    const c = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    index += c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
  }
  return Math.min(index, text.length);
}
