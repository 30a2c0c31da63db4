import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export { toolRoot as root } from '../layout.css';

/**
 * Narrow: preview and CSS first (what the controls change), then the controls.
 * Wide (site or embed): controls on the left, the preview beside them.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"preview" "controls"',
  alignItems: 'start',
  '@container': {
    '(min-width: 52rem)': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateAreas: '"controls preview"',
    },
  },
});

export const controlsArea = style({ gridArea: 'controls', minWidth: 0 });
export const previewArea = style({ gridArea: 'preview', minWidth: 0 });

/** The gradient itself; its background is set through the CSSOM (the CSP forbids style attributes). */
export const preview = style({
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});

export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  alignItems: 'start',
});

/** Its own container: the rows lay out by the width of the card they sit in. */
export const stopList = style({
  containerType: 'inline-size',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/**
 * Colour, position and the row's buttons; the buttons wrap under the fields when narrow, and on
 * the narrowest phones the position goes under the colour too.
 */
export const stopRow = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"color" "position" "actions"',
  alignItems: 'end',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  '@container': {
    '(min-width: 20rem)': {
      gridTemplateColumns: 'minmax(0, 1fr) 8.5rem',
      gridTemplateAreas: '"color position" "actions actions"',
    },
    '(min-width: 32rem)': {
      gridTemplateColumns: 'minmax(0, 1fr) 8.5rem auto',
      gridTemplateAreas: '"color position actions"',
    },
  },
});

export const stopColor = style({ gridArea: 'color' });
export const stopPosition = style({ gridArea: 'position' });
export const stopActions = style({
  gridArea: 'actions',
  display: 'flex',
  gap: vars.space.xxs,
  justifyContent: 'flex-end',
});

export const presetSwatch = style({
  display: 'inline-block',
  width: vars.space.lg,
  height: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});

export const groupLabel = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});
