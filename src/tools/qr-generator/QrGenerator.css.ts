import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export { toolRoot as root } from '../layout.css';

/**
 * Narrow: content, preview, appearance (the code shows right under what it encodes).
 * Wide (site or embed): content and appearance on the left, the preview beside both.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"content" "preview" "appearance"',
  alignItems: 'start',
  '@container': {
    '(min-width: 48rem)': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 22rem)',
      gridTemplateAreas: '"content preview" "appearance preview"',
      // Extra height from a tall preview goes below the appearance card, not between the cards.
      gridTemplateRows: 'auto 1fr',
    },
  },
});

// The settings cards are containers of their own, so field pairs follow their width, not the page's.
export const contentArea = style({ gridArea: 'content', minWidth: 0, containerType: 'inline-size' });
export const appearanceArea = style({ gridArea: 'appearance', minWidth: 0, containerType: 'inline-size' });
export const previewArea = style({ gridArea: 'preview', minWidth: 0 });

/** Equal-width action buttons: two a row, one a row when very narrow. */
export const actions = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))',
});

export const actionButton = style({ width: '100%' });

/** Two short fields side by side when there is room (names, coordinates, colours). */
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@container': {
    '(min-width: 26rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** The image area: a quiet surface so a white code still shows its edge on a white card. */
export const stage = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '12rem',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
});

export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  boxShadow: vars.shadow.sm,
});

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '18rem',
  margin: 0,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const term = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const definition = style({
  margin: 0,
  minWidth: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const data = style([
  definition,
  {
    fontFamily: vars.font.mono,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
]);

