import { style } from '@vanilla-extract/css';
import { focusable, popoverSurface } from '../../ui/styles.css';
import { vars } from '../../ui/theme/theme.css';
import { media } from './breakpoints';

export const panel = style([
  popoverSurface,
  {
    position: 'fixed',
    insetBlockEnd: vars.space.md,
    insetInline: vars.space.md,
    zIndex: 30,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    '@media': { [media.md]: { insetInlineStart: 'auto', maxWidth: '28rem' } },
  },
]);

export const text = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const switchLink = style([
  focusable,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.control.sm,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.md,
    background: vars.color.accentSolid,
    color: vars.color.onAccent,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    textDecoration: 'none',
  },
]);
