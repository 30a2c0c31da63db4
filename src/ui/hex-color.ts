/** '#abc', 'abc', '#AABBCC' or ' aabbcc ' → '#aabbcc'; anything else → null. Pure: shared by ColorField and the tools' logic. */
export function parseHexColor(text: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!match?.[1]) return null;
  const hex = match[1].toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}
