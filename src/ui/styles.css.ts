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
  paddingBlock: vars.space.xxs,
  paddingInline: `${vars.space.sm} ${vars.space.xxs}`,
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

/**
 * A directional icon (→ "next", ← "back", a sideways chevron, a send arrow) points the way of
 * reading, so a right-to-left page mirrors it. `scale` (not `transform`) so an icon's own
 * transform (a disclosure chevron's quarter turn) still applies. Not for icons whose direction is
 * physical or about time: a download's arrow down, a refresh's turn, a swap's two arrows.
 */
export const flipInRtl = style({ selectors: { '&:dir(rtl)': { scale: '-1 1' } } });

/**
 * An island of left-to-right text in any page: code, hashes, JSON, URLs, Base64, numbers with
 * units. `direction: ltr` keeps its characters in order and `unicode-bidi: isolate` keeps the page's
 * text around it in its own order (the CSS for `dir="ltr"`, for where markup cannot carry it).
 * `text-align: start` then means the left, as code is read.
 */
export const ltrIsland = style({ direction: 'ltr', unicodeBidi: 'isolate' });

/**
 * A field people type text into: each paragraph runs in the direction of its own first letter
 * (Arabic right to left, English left to right), what `dir="auto"` promises, while an empty field
 * keeps the page's direction, so its placeholder, caret and icon room stay at the page's start
 * (an empty `dir="auto"` field turns left to right, even in an Arabic page).
 */
export const typedText = style({ unicodeBidi: 'plaintext' });
