import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { splitLayout } from '../layout.css';

export { toolRoot as root } from '../layout.css';

export const layout = splitLayout('48rem', 'minmax(0, 1fr) minmax(0, 1fr)');

export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  alignItems: 'start',
});

export const imageName = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

/** A browser tab strip in a pinned theme, so light and dark show side by side in either site theme. */
export const tabStrip = style({
  display: 'flex',
  alignItems: 'flex-end',
  padding: `${vars.space.xs} ${vars.space.sm} 0`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
});

export const tab = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const tabTitle = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const tabIcon = style({ flexShrink: 0, width: vars.space.md, height: vars.space.md });

export const tabs = style({ display: 'grid', gap: vars.space.sm });

export const gallery = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
});

export const tileStage = style({ display: 'grid', placeItems: 'center', width: '4rem', height: '4rem' });

/** Small sizes at their real pixel size; large ones shrunk to fit the tile. */
export const tileImage = style({ display: 'block', maxWidth: '4rem', maxHeight: '4rem', width: 'auto', height: 'auto' });

export const tileLabel = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted, textAlign: 'center' });

export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '8rem',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const actions = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
});

export const actionButton = style({ width: '100%' });
