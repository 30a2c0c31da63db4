import { keyframes, style } from '@vanilla-extract/css';
import { typedText } from '../../ui/styles.css';
import { vars } from '../../ui/theme/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  padding: `10vh ${vars.space.md} ${vars.space.md}`,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.duration.fast} ${vars.easing.standard}`,
});

export const modal = style({
  width: '100%',
  maxWidth: '40rem',
  maxHeight: '75vh',
  display: 'flex',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
});

export const dialog = style({ display: 'flex', flexDirection: 'column', width: '100%', outline: 'none', minHeight: 0 });

export const title = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.md} 0`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const field = style({ position: 'relative', display: 'flex', alignItems: 'center', padding: vars.space.md, borderBottom: `1px solid ${vars.color.border}` });

export const fieldIcon = style({ position: 'absolute', insetInlineStart: vars.space.lg, color: vars.color.textMuted, pointerEvents: 'none' });

export const input = style([typedText, {
  width: '100%',
  height: vars.control.lg,
  paddingBlock: 0,
  paddingInline: `${vars.space.xxl} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.placeholder },
    '&[data-focused]': { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
}]);

export const menu = style({ overflowY: 'auto', padding: vars.space.xs, outline: 'none', minHeight: 0, flex: 1 });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.accentSubtle },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const itemIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.control.md,
  height: vars.control.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.accent,
});

export const itemText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const itemName = style({ fontWeight: vars.fontWeight.medium });

export const itemDescription = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const itemCategory = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const empty = style({ margin: 0, padding: vars.space.lg, textAlign: 'center', color: vars.color.textMuted });

export const hint = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
