import { style } from '@vanilla-extract/css';
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

/**
 * The calculators' page: one column on a phone in source order (the inputs being typed, the
 * result, then the options), so the result sits right under the fields, on screen above a phone's
 * keyboard. From 52rem the result takes the second column beside the two input cards; `extraRows`
 * adds full-width rows below (the loan's schedule). Called from a tool's own .css.ts file.
 */
export function inputsResultLayout(extraRows = '') {
  return style({
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@container': {
      '(min-width: 52rem)': {
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
        gridTemplateAreas: `"input result" "options result"${extraRows}`,
      },
    },
  });
}
