import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusable } from '../styles.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'row' },
  },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'column', borderBottom: 0, borderInlineEnd: `1px solid ${vars.color.border}` },
  },
});

export const tab = style([
  focusable,
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.control.md,
    padding: `0 ${vars.space.sm}`,
    borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
    selectors: {
      // The indicator overlaps the list's bottom border so it reads as one line.
      '&::after': {
        content: '""',
        position: 'absolute',
        insetInline: 0,
        bottom: '-1px',
        height: '2px',
        background: 'transparent',
        transition: `background-color ${vars.duration.fast}`,
      },
      '&:hover:not([data-disabled])': { color: vars.color.text, background: vars.color.surfaceAlt },
      '&[data-selected]': { color: vars.color.text, fontWeight: vars.fontWeight.semibold },
      '&[data-selected]::after': { background: vars.color.accentSolid },
      // Inset so the list's overflow does not clip the ring and the selection line stays visible.
      '&[data-focus-visible], &:focus-visible': { outlineOffset: `calc(${vars.space.xxs} * -1)` },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
      '[data-orientation="vertical"] &': { borderRadius: 0, borderStartStartRadius: vars.radius.md, borderEndStartRadius: vars.radius.md },
      '[data-orientation="vertical"] &::after': { insetInline: 'auto -1px', insetBlock: 0, width: '2px', height: 'auto' },
    },
  },
]);

export const tabPanel = style([
  focusable,
  {
    minWidth: 0,
    borderRadius: vars.radius.md,
  },
]);
