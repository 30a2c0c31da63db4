import { style } from '@vanilla-extract/css';

/** Both labels share one grid cell so the button keeps the width of the longer one. */
export const labels = style({
  display: 'inline-grid',
  gridTemplateAreas: '"label"',
  justifyItems: 'start',
});

export const label = style({
  gridArea: 'label',
});

export const hiddenLabel = style([label, { visibility: 'hidden' }]);
