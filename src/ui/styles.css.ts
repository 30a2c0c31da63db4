import { style } from '@vanilla-extract/css';
import { focusRing, vars } from './theme/theme.css';

/** Shared building blocks for component styles, so every control looks and focuses alike. */

export const focusable = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&:focus-visible': focusRing,
  },
});

/** Text-input chrome shared by TextField, TextArea, SearchField, NumberField and Select. */
export const fieldInput = style({
  width: '100%',
  minHeight: vars.control.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  outline: 'none',
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.placeholder, opacity: 1 },
    '&[data-hovered], &:not([data-rac]):hover': { borderColor: vars.color.text },
    '&[data-focused], &:focus-visible': focusRing,
    '&[data-invalid], &[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const fieldRoot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const fieldLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const fieldDescription = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const fieldError = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

/** Floating surfaces: popovers, tooltips, menus. */
export const popoverSurface = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

/**
 * The clickable label row of a checkbox, radio or switch: the whole row is the hit target
 * and its min height keeps it at least 24px tall.
 */
export const toggleControl = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.space.lg,
  alignSelf: 'flex-start',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

/** Column of control + description + error, shared by the toggle fields. */
export const toggleRoot = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** The title-and-actions bar on top of a bordered panel (code output, JSON tree, error details). */
export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  minHeight: vars.control.md,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.xxs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/**
 * A box that scrolls sideways inside the page (a table wider than a phone): a border shows where
 * it ends, so a cut-off column reads as "scroll", not as the end of the content. Give the element
 * `role="region"`, a name (`aria-label`/`aria-labelledby`) and `tabIndex={0}` so a keyboard can
 * scroll it; the focus ring is drawn inside the border.
 */
export const scrollBox = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
