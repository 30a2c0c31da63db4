import { createVar, keyframes, style } from '@vanilla-extract/css';
import { focusable } from '../../ui/styles.css';
import { vars } from '../../ui/theme/theme.css';
import { HEADER_HEIGHT, SIDEBAR_WIDTH, media } from './breakpoints';

/** Beside the content from large screens, below the sticky header (the spec's 64-unit offset). */
export const aside = style({
  display: 'none',
  '@media': {
    [media.lg]: {
      display: 'block',
      position: 'sticky',
      top: HEADER_HEIGHT,
      alignSelf: 'start',
      width: SIDEBAR_WIDTH,
      height: `calc(100vh - ${HEADER_HEIGHT})`,
      overflowY: 'auto',
      borderInlineEnd: `1px solid ${vars.color.border}`,
      background: vars.color.surface,
    },
  },
});

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `${vars.space.lg} ${vars.space.md}`,
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const groupTitle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  margin: 0,
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const count = style({
  minWidth: vars.space.lg,
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  textAlign: 'center',
  letterSpacing: 0,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const link = style([
  focusable,
  {
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.control.sm,
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    textDecoration: 'none',
    fontSize: vars.fontSize.sm,
    selectors: {
      '&:hover': { background: vars.color.surfaceAlt },
      '&[aria-current="page"]': { background: vars.color.accentSubtle, color: vars.color.accent, fontWeight: vars.fontWeight.medium },
    },
  },
]);

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
/** Where the drawer slides in from: off the inline-start edge (the left, or the right in an RTL page). */
const slideFrom = createVar();
const slideIn = keyframes({ from: { transform: `translateX(${slideFrom})` }, to: { transform: 'translateX(0)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 30,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard}`,
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  insetInlineStart: 0,
  width: `min(${SIDEBAR_WIDTH}, 85vw)`,
  overflowY: 'auto',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  animation: `${slideIn} ${vars.duration.normal} ${vars.easing.standard}`,
  vars: { [slideFrom]: '-100%' },
  selectors: { '&:dir(rtl)': { vars: { [slideFrom]: '100%' } } },
});

export const drawerDialog = style({ outline: 'none' });

/** The slide-in sidebar's language links, under the tool groups (phones have no header button). */
export const drawerLanguages = style({
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.lg,
  marginInline: vars.space.sm,
});
