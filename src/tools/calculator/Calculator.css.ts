import { style, styleVariants } from '@vanilla-extract/css';
import { ltrIsland } from '../../ui/styles.css';
import { focusRing, vars } from '../../ui/theme/theme.css';

/** The whole tool; it handles the keys typed inside it. */
export const root = style({
  containerType: 'inline-size',
});

/** Calculator beside history and shortcuts once the tool itself is wide enough (site or embed). */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  maxWidth: '30rem',
  '@container': {
    '(min-width: 44rem)': { gridTemplateColumns: 'minmax(0, 26rem) minmax(0, 1fr)', maxWidth: 'none' },
  },
});

export const display = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
  // The focus ring goes round the whole display panel, not just the digits.
  selectors: { '&:has([role="textbox"]:focus-visible)': focusRing },
});

/** Shown above the number, but after it in the DOM so Tab reaches the display first. */
export const displayMeta = style({
  order: -1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.control.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const memoryBadge = style({ flexShrink: 0 });

export const expression = style({
  marginInlineStart: 'auto',
  minWidth: 0,
  textAlign: 'end',
  overflowWrap: 'anywhere',
});

const valueBase = style({
  margin: 0,
  outline: 'none',
  textAlign: 'end',
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '-0.01em',
  overflowWrap: 'anywhere',
  // One line of the largest size, whatever is shown: the keypad never jumps.
  minHeight: `calc(${vars.fontSize.display} * ${vars.lineHeight.tight})`,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'flex-end',
});

/**
 * The number shrinks with its length so 15 digits, grouping commas, a sign and a point still fit
 * on one line in a narrow embed: the font size is the smaller of the display size and the width
 * divided by the characters (a tabular digit is about 0.6em wide).
 */
export const value = styleVariants({ short: 9, medium: 13, long: 17, longest: 23 }, (chars) => [
  valueBase,
  { fontSize: `min(${vars.fontSize.display}, calc(100cqi / ${(chars * 0.62).toFixed(2)}))` },
]);

export const valueError = style([
  valueBase,
  { fontSize: vars.fontSize.xl, color: vars.color.danger },
]);

export const memoryRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.xs,
});

export const keypad = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.xs,
});

/** Keys are sized by the grid; `&&` outranks the Button recipe's own single-class rules. */
const keyBase = style({
  selectors: {
    '&&': {
      // The icon-only Backspace key would otherwise be a small square.
      width: '100%',
      aspectRatio: 'auto',
      minHeight: vars.control.lg,
      padding: 0,
      fontSize: vars.fontSize.lg,
      fontVariantNumeric: 'tabular-nums',
    },
  },
  '@container': {
    '(min-width: 24rem)': { selectors: { '&&': { minHeight: `calc(${vars.control.lg} + ${vars.space.xs})` } } },
  },
});

export const key = styleVariants({
  digit: [keyBase],
  wide: [keyBase, { gridColumn: 'span 2' }],
  operator: [
    keyBase,
    {
      selectors: {
        '&&': { background: vars.color.accentSubtle, color: vars.color.accent, borderColor: 'transparent', fontSize: vars.fontSize.xl },
        '&&[data-hovered]:not([data-disabled]), &&[data-pressed]': { borderColor: vars.color.accent, background: vars.color.accentSubtle },
      },
    },
  ],
  function: [keyBase, { selectors: { '&&': { background: vars.color.surfaceAlt } } }],
  /** Scientific functions: five to a row, so a size smaller ("sin⁻¹" fits at 320 px). */
  sciFunction: [keyBase, { selectors: { '&&': { background: vars.color.surfaceAlt, fontSize: vars.fontSize.md, paddingInline: vars.space.none } } }],
  equals: [keyBase, { selectors: { '&&': { fontSize: vars.fontSize.xl } } }],
});

/** The operator waiting for its second number. */
export const pendingOperator = style({
  selectors: { '&&': { borderColor: vars.color.accent, boxShadow: `inset 0 0 0 1px ${vars.color.accent}` } },
});

export const memoryKey = style({
  selectors: { '&&': { paddingInline: 0, fontVariantNumeric: 'tabular-nums' } },
});

export const historyList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const historyItem = style({
  selectors: {
    '&&': {
      width: '100%',
      height: 'auto',
      minHeight: vars.control.md,
      padding: `${vars.space.xxs} ${vars.space.xs}`,
      // Result beside the operation when both fit, else on its own line below, aligned to the end.
      flexWrap: 'wrap',
      justifyContent: 'space-between',
      columnGap: vars.space.sm,
      rowGap: 0,
      fontWeight: vars.fontWeight.regular,
      whiteSpace: 'normal',
      textAlign: 'start',
      fontVariantNumeric: 'tabular-nums',
    },
  },
});

export const historyExpression = style({
  color: vars.color.textMuted,
  // break-word (not anywhere) keeps numbers whole unless one alone is wider than the card.
  overflowWrap: 'break-word',
  minWidth: 0,
});

export const historyResult = style({
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'end',
  whiteSpace: 'nowrap',
  marginInlineStart: 'auto',
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const shortcuts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'baseline',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

/** One dt/dd pair; its cells join the list's grid. */
export const shortcutRow = style({ display: 'contents' });

export const shortcutKeys = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
});

export const shortcutAction = style({
  margin: 0,
  color: vars.color.textMuted,
});

/** A key's name reads left to right in every locale ("0–9" turned "9–0" in an RTL page): ltrIsland. */
export const kbd = style([ltrIsland, {
  display: 'inline-block',
  minWidth: vars.space.lg,
  padding: `0 ${vars.space.xxs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderBottomWidth: '2px',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'center',
}]);

/** Scientific mode: the field, then the result under it, in the same panel as the basic display. */
export const sciDisplay = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const sciResultRow = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xxs,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const sciResultLine = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  minWidth: 0,
});

/** The result: as large as the basic display, shrinking with its length so it never clips. */
export const sciValue = style({
  marginInlineStart: 'auto',
  minWidth: 0,
  textAlign: 'end',
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  fontSize: `min(${vars.fontSize.display}, calc(100cqi / 14.3))`,
  overflowWrap: 'anywhere',
});

export const sciKeys = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space.xs,
});

export const sciHistoryRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const modeSwitch = style({
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
});
