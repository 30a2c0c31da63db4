import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../ui/theme/theme.css';

export { toolRoot as root } from '../layout.css';

/**
 * Narrow: the preview and its CSS first, then the layers and the editor, then the preview options.
 * Wide (site or embed): layers and editor on the left, preview and its options on the right.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"preview" "controls" "options"',
  alignItems: 'start',
  '@container': {
    '(min-width: 52rem)': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"controls preview" "controls options"',
    },
  },
});

export const previewArea = style({ gridArea: 'preview', minWidth: 0 });
export const controlsArea = style({ gridArea: 'controls', minWidth: 0 });
export const optionsArea = style({ gridArea: 'options', minWidth: 0 });

/** Room around the card for its shadow, in the background color chosen (set as a style). */
export const stage = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '16rem',
  padding: vars.space.xxl,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

/** The card; its shadow, color and radius are set as a style. */
export const box = style({
  width: 'min(100%, 12rem)',
  aspectRatio: '4 / 3',
});

/** A small copy of the preview beside the sliders, only while the Preview card is far above them. */
export const miniStage = style({
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  '@container': { '(min-width: 52rem)': { display: 'none' } },
});

export const miniBox = style({ width: '6rem', height: '4rem' });

export const groupLabel = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

/** Its own container: each row lays out by the width of the card. */
export const layerList = style({
  containerType: 'inline-size',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** The layer's name and CSS (choosing it for the editor), then its buttons; they wrap under it when narrow. */
export const layerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  selectors: { '&[data-selected]': { borderColor: vars.color.accent, boxShadow: `inset 0 0 0 1px ${vars.color.accent}` } },
});

export const layerSelect = style({
  flex: '1 1 10rem',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  ':hover': { background: vars.color.surface },
  selectors: { '&:focus-visible': focusRing },
});

export const layerName = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const layerCss = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const layerActions = style({ display: 'flex', gap: vars.space.xxs, marginInlineStart: 'auto' });

/** A slider with its exact number field beside it; on the narrowest phones the field goes under it. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'end',
  '@container': { '(min-width: 20rem)': { gridTemplateColumns: 'minmax(0, 1fr) 8.5rem' } },
});

export const options = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  alignItems: 'start',
});
