import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { splitLayout } from '../layout.css';

export { toolRoot as root } from '../layout.css';

/** Rule editors beside the file and the tester once the tool is wide enough (site or embed). */
export const layout = splitLayout('52rem', 'minmax(0, 3fr) minmax(18rem, 2fr)');

/** Cards are containers of their own, so field pairs follow the card's width. */
export const column = style({ minWidth: 0, containerType: 'inline-size' });

/** Two fields side by side when there is room. */
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@container': {
    '(min-width: 28rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** One crawler's rules: a quiet framed block inside the card. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});

export const groupHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const groupTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const verdict = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minHeight: vars.space.xxl,
  fontSize: vars.fontSize.sm,
});

export const verdictText = style({ margin: 0, overflowWrap: 'anywhere' });

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
});
