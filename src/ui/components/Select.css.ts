import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme/theme.css';
import { fieldDescription, fieldInput, fieldRoot, popoverSurface } from '../styles.css';

export const root = style([fieldRoot]);

export const trigger = style([
  fieldInput,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xs,
    height: vars.control.md,
    paddingBlock: 0,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      // A mouse press opens the list; only keyboard focus needs the ring on the trigger.
      '&[data-focused]:not([data-focus-visible])': { outline: 'none' },
      [`${root}[data-invalid] &`]: { borderColor: vars.color.danger },
    },
  },
]);

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: { [`${root}[data-open] &`]: { transform: 'rotate(180deg)' } },
});

export const popover = style([
  popoverSurface,
  {
    // RAC publishes the trigger's width so the list lines up with the field.
    width: 'var(--trigger-width)',
    maxHeight: `calc(${vars.control.md} * 8)`,
    overflowY: 'auto',
    padding: vars.space.xxs,
  },
]);

export const listBox = style({ outline: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.control.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.surfaceAlt },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const optionText = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const optionDescription = style([fieldDescription, { fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.regular }]);

export const check = style({ color: vars.color.accent });
