let intl: Intl.NumberFormat | undefined;

/**
 * A number grouped the English way ("12,345", "-1,024", "2.5"): exactly what
 * `new Intl.NumberFormat('en-US').format(n)` gives, on the server and in every browser alike.
 *
 * Whole numbers (counts, sizes, limits: nearly every call) skip Intl. The first Intl call in a
 * page loads ICU's locale data, 30-60 ms in one task on a phone, and a tool that created its
 * formatter at import paid that before it could hydrate (issue #9). Anything else goes to one
 * shared formatter, created on first use.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return (intl ??= new Intl.NumberFormat('en-US')).format(n);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 || Object.is(n, -0) ? `-${digits}` : digits;
}
