import { Fragment } from 'react';

/**
 * Where a long number may wrap: after a grouping separator the number already has, and otherwise
 * between groups of three digits counted from the decimal point, and before an exponent. Returns
 * the number cut into pieces; a line may break between any two of them.
 */
export function numberBreaks(text: string): string[] {
  const match = /^([^\d]*)(\d+(?:[,\u00a0\u202f ]\d{3})*)?(\.\d+)?(e[+-]?\d+)?(.*)$/is.exec(text);
  if (!match || match[2] === undefined) return [text];
  const [, sign = '', integer = '', fraction = '', exponent = '', rest = ''] = match;
  const pieces: string[] = [];
  // The integer part: its own separators, or groups of three from the right.
  const grouped = /[,\u00a0\u202f ]/.test(integer)
    ? integer.split(/(?<=[,\u00a0\u202f ])/)
    : integer.replace(/\B(?=(\d{3})+$)/g, '|').split('|');
  grouped.forEach((group, i) => pieces.push(i === 0 ? sign + group : group));
  // The fraction: the point stays with the integer's last group, then groups of three from the left.
  if (fraction) {
    const digits = fraction.slice(1).match(/\d{1,3}/g) ?? [];
    pieces[pieces.length - 1] += `.${digits[0] ?? ''}`;
    pieces.push(...digits.slice(1));
  }
  if (exponent) pieces.push(exponent);
  if (rest) pieces[pieces.length - 1] += rest;
  return pieces;
}

export interface BreakableNumberProps {
  /** The number as shown, e.g. `1234567.891011` or `6.21371192237334e-13`. Copy gets exactly this text. */
  value: string;
}

/**
 * A number that wraps at digit groups (and before its exponent) when it is wider than its box,
 * never mid-group and never off the edge. The breaks are `<wbr>`: nothing is added to the text, so
 * selecting and copying give the number as it is.
 *
 * **When to use:** for a long computed number in a narrow box (a converter's result, a table cell).
 * Give the box `overflow-wrap: break-word` so a single group wider than the box still wraps.
 * **Use something else:** for hashes and other fixed-width codes, a monospace run with
 * `overflow-wrap: anywhere` (every place is a sensible break there).
 *
 * **Accessibility:** `<wbr>` is not read or copied; the number reads as one value.
 */
export function BreakableNumber({ value }: BreakableNumberProps) {
  const pieces = numberBreaks(value);
  return (
    <>
      {pieces.map((piece, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </>
  );
}
