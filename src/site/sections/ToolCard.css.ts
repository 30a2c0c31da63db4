import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../ui/theme/theme.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: `${vars.space.lg} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.duration.normal} ${vars.easing.standard}, box-shadow ${vars.duration.normal}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': {
      transform: `translateY(calc(${vars.space.xxs} / -2))`,
      boxShadow: vars.shadow.md,
      borderColor: vars.color.borderStrong,
    },
  },
});

export const top = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const iconTile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.lg,
  height: vars.control.lg,
  flexShrink: 0,
  borderRadius: vars.radius.md,
  background: vars.color.accentSubtle,
  color: vars.color.accent,
});

// The category reads after the name but shows above it, as an eyebrow.
export const titles = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space.xxs });

export const category = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

// The one link covers the whole card: one tab stop, and its name is the tool name.
// Scoped under the card so it outranks the Link component's own colour, underline and ring.
export const link = style({
  selectors: {
    [`${card} &, ${card} &[data-focus-visible], ${card} &:focus-visible`]: { color: 'inherit', textDecorationLine: 'none', outline: 'none' },
    [`${card} &::after`]: { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    [`${card}:hover &`]: { color: vars.color.accent },
  },
});

globalStyle(`${card}:has(${link}:focus-visible), ${card}:has(${link}[data-focus-visible])`, focusRing);

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  // Pins the tags to the bottom so cards in one row line up.
  marginTop: 'auto',
  paddingTop: vars.space.xxs,
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.space.lg,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});
