import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../ui/theme/theme.css';

/**
 * Every tool's outer element. Tools size themselves to their own width (the site's column or
 * any embed), not the viewport, so they are containers for their container queries.
 */
export const toolRoot = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

/**
 * One column, then `columns` side by side once the tool is at least `minWidth` wide. Called
 * from a tool's own .css.ts file, so the class is generated at build time like any other.
 */
export function splitLayout(minWidth: string, columns: string) {
  return style({
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@container': { [`(min-width: ${minWidth})`]: { gridTemplateColumns: columns } },
  });
}

const WIDE = '(min-width: 52rem)';

/**
 * One column on a phone in source order; from 52rem two equal columns laid out by named grid
 * `areas` (and `rows` when a card must not stretch). Put the answer's card second in the source,
 * right under the field being typed, so it is on screen above a phone's keyboard. Called from a
 * tool's own .css.ts file, with `gridArea(name)` for each card.
 */
export function twoColumnAreas(areas: string, rows?: string) {
  return style({
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@container': {
      [WIDE]: {
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
        gridTemplateAreas: areas,
        ...(rows ? { gridTemplateRows: rows } : {}),
      },
    },
  });
}

/** A card's place in a `twoColumnAreas` layout from 52rem. */
export function gridArea(name: string) {
  return style({ '@container': { [WIDE]: { gridArea: name } } });
}

/**
 * The calculators' page: the inputs being typed, the result beside them from 52rem, the options
 * under the inputs; `extraRows` adds full-width rows below (the loan's schedule).
 */
export function inputsResultLayout(extraRows = '') {
  return twoColumnAreas(`"input result" "options result"${extraRows}`);
}

/**
 * A text tool's input card beside its result from `wideFrom` (site or embed), stacked below it.
 * The input's text area is `stacked` steps of the md space tall when stacked (a paragraph) and
 * `wide` beside the result (a page). Returns the layout and the class for the input's wrapper.
 */
export function textBesideResult(wideFrom: string, stacked: number, wide: number) {
  const input = style({});
  globalStyle(`${input} textarea`, {
    minHeight: `calc(${vars.space.md} * ${stacked})`,
    '@container': { [`(min-width: ${wideFrom})`]: { minHeight: `calc(${vars.space.md} * ${wide})` } },
  });
  return { layout: splitLayout(wideFrom, 'minmax(0, 1fr) minmax(0, 1fr)'), input };
}

/** The dashed box a result card shows before there is a result (or while a problem is fixed). */
export const emptyResult = style({
  margin: 0,
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
