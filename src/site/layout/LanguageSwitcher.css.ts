import { style } from '@vanilla-extract/css';
import { focusable, popoverSurface } from '../../ui/styles.css';
import { vars } from '../../ui/theme/theme.css';
import { HEADER_HEIGHT, media } from './breakpoints';

// Phones reach the languages from the slide-in sidebar and the footer: the header has no room.
export const trigger = style({
  selectors: { '&&': { display: 'none' } },
  '@media': { [media.md]: { selectors: { '&&': { display: 'inline-flex' } } } },
});

/** The list opens under the header at its inline end (a native popover: top layer, Escape and outside clicks close it). */
export const menu = style([
  popoverSurface,
  {
    position: 'fixed',
    inset: 'auto',
    insetBlockStart: `calc(${HEADER_HEIGHT} - ${vars.space.xs})`,
    insetInlineEnd: vars.space.lg,
    margin: 0,
    padding: vars.space.xs,
    minWidth: '12rem',
  },
]);

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });

export const item = style([
  focusable,
  {
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.control.md,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    textDecoration: 'none',
    fontSize: vars.fontSize.sm,
    selectors: {
      '&:hover': { background: vars.color.surfaceAlt },
      '&[aria-current="true"]': { color: vars.color.accent, background: vars.color.accentSubtle, fontWeight: vars.fontWeight.semibold },
    },
  },
]);

/** The footer's and sidebar's row of language links. */
export const inlineList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const inlineItem = style([
  focusable,
  {
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:hover': { color: vars.color.text },
      '&[aria-current="true"]': { color: vars.color.text, fontWeight: vars.fontWeight.semibold, textDecoration: 'none' },
    },
  },
]);
