import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { splitLayout } from '../layout.css';

export { toolRoot as root } from '../layout.css';

/** Settings beside the preview once the tool is wide enough (site or embed). */
export const layout = splitLayout('48rem', 'minmax(0, 1fr) minmax(18rem, 1fr)');

/** Width and height side by side when the card has room. */
export const dimensions = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  alignItems: 'start',
});

export const groupLabel = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

/** A checkerboard so transparent areas of the preview read as transparent in both themes. */
export const previewFrame = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '12rem',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  // Squares in the border colour on the surface: visible in both themes (the dark theme's
  // surfaceAlt equals its border colour, which made the board vanish).
  backgroundColor: vars.color.surface,
  backgroundImage: `linear-gradient(45deg, ${vars.color.border} 25%, transparent 25%, transparent 75%, ${vars.color.border} 75%), linear-gradient(45deg, ${vars.color.border} 25%, transparent 25%, transparent 75%, ${vars.color.border} 75%)`,
  backgroundSize: `${vars.space.lg} ${vars.space.lg}`,
  backgroundPosition: `0 0, calc(${vars.space.lg} / 2) calc(${vars.space.lg} / 2)`,
});

export const previewImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '24rem',
  height: 'auto',
  objectFit: 'contain',
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const fileName = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

/** Equal-width action buttons: two a row, one a row when very narrow. */
export const actions = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))',
});

export const actionButton = style({ width: '100%' });
