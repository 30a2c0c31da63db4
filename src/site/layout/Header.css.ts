import { style } from '@vanilla-extract/css';
import { focusable, typedText } from '../../ui/styles.css';
import { vars } from '../../ui/theme/theme.css';
import { HEADER_HEIGHT, media } from './breakpoints';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  height: HEADER_HEIGHT,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '100%',
  padding: `0 ${vars.space.md}`,
  '@media': { [media.md]: { padding: `0 ${vars.space.lg}`, gap: vars.space.md } },
});

// `&&` outranks the Button recipe's own display, whatever order the stylesheets load in.
export const menuButton = style({ '@media': { [media.lg]: { selectors: { '&&': { display: 'none' } } } } });

export const brand = style([
  focusable,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    color: vars.color.text,
    textDecoration: 'none',
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.lg,
    borderRadius: vars.radius.sm,
    flexShrink: 0,
  },
]);

export const logo = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.control.sm,
  height: vars.control.sm,
  borderRadius: vars.radius.md,
  background: vars.color.accentSolid,
  color: vars.color.onAccent,
});

export const nav = style({
  display: 'none',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
  '@media': { [media.md]: { display: 'flex' } },
});

export const navLink = style([
  focusable,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.control.md,
    padding: `0 ${vars.space.sm}`,
    whiteSpace: 'nowrap',
    borderRadius: vars.radius.md,
    color: vars.color.textMuted,
    textDecoration: 'none',
    fontWeight: vars.fontWeight.medium,
    fontSize: vars.fontSize.sm,
    selectors: {
      '&:hover': { color: vars.color.text, background: vars.color.surfaceAlt },
      '&[aria-current="page"]': { color: vars.color.accent, background: vars.color.accentSubtle },
    },
  },
]);

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginInlineStart: 'auto',
});

// A fixed width that fits "Ctrl K" and "⌘K": the label switches after hydration without moving anything.
export const paletteButton = style({
  selectors: { '&&': { display: 'none', width: '4rem', justifyContent: 'center' } },
  '@media': { [media.md]: { selectors: { '&&': { display: 'inline-flex' } } } },
});

export const kbd = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const searchForm = style({ display: 'flex' });

export const searchField = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '11rem',
  '@media': { [media.md]: { width: '14rem' } },
});

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const searchInput = style([
  focusable,
  typedText,
  {
    width: '100%',
    height: vars.control.md,
    paddingBlock: 0,
    paddingInline: `${vars.space.xl} ${vars.space.sm}`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    selectors: {
      '&::placeholder': { color: vars.color.placeholder },
      '&::-webkit-search-cancel-button': { display: 'none' },
    },
  },
]);
