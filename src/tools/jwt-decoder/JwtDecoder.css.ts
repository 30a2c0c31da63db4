import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { splitLayout } from '../layout.css';

export { toolRoot as root } from '../layout.css';

/** Token and verification on the left, what the token says on the right, once the tool is wide enough. */
export const layout = splitLayout('56rem', 'minmax(0, 1fr) minmax(0, 1fr)');

/** One colour per token part, shared by the coloured token, the legend and the output blocks (as jwt.io does). */
const partColor = { header: vars.color.danger, payload: vars.color.accent, signature: vars.color.success } as const;

export const part = styleVariants(partColor, (color) => ({ color }));

export const partBlock = styleVariants(partColor, (color) => ({ borderInlineStart: `${vars.space.xxs} solid ${color}` }));

export const privacy = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const privacyIcon = style({ flexShrink: 0, color: vars.color.success });

export const tokenView = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
});

export const dot = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const algorithm = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const strong = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

export const notes = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const claims = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
});

export const claim = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxs,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
  '@container': {
    '(min-width: 24rem)': { gridTemplateColumns: 'minmax(7rem, 1fr) minmax(0, 2.5fr)', columnGap: vars.space.md },
  },
});

export const claimTerm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const claimName = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const claimValue = style({
  margin: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
});

/** A claim's value: code reads left to right in every locale, and sits at the line's start (the right in Arabic). */
export const mono = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere', alignSelf: 'flex-start', maxWidth: '100%', textAlign: 'start' });

export const muted = style({ color: vars.color.textMuted });

export const problem = style({ color: vars.color.warning, fontWeight: vars.fontWeight.medium });

export const timeLine = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

/** Claims are grouped in a container so their two-column rows follow the card's width. */
export const claimsArea = style({ containerType: 'inline-size' });

export const bannerText = style({ margin: 0 });

export const timeRow = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.xs });
