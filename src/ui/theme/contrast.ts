/** WCAG 2.x relative luminance and contrast ratio for `#rrggbb` colours. */
export function relativeLuminance(hex: string): number {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** What a pair is used for: text needs 4.5:1 (AA) / 7:1 (AAA); UI graphics and borders need 3:1 (WCAG 1.4.11, no AAA level). */
export type ContrastUse = 'text' | 'ui';
export type WcagLevel = 'AAA' | 'AA' | 'Fail';

/** The WCAG 2.x conformance level a ratio reaches for its use. Thresholds are not rounded: 4.49:1 fails AA text. */
export function wcagLevel(ratio: number, use: ContrastUse): WcagLevel {
  if (use === 'ui') return ratio >= 3 ? 'AA' : 'Fail';
  if (ratio >= 7) return 'AAA';
  return ratio >= 4.5 ? 'AA' : 'Fail';
}

/** `4.5678` → `"4.56:1"`. Truncated, never rounded up, so a shown ratio never claims a level it misses. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
