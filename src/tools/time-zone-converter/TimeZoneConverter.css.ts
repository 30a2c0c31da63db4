import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { splitLayout } from '../layout.css';
import { dateInput } from '../age-calculator/AgeCalculator.css';

export { toolRoot as root } from '../layout.css';

/** The time to convert, then the zones with their times right under it on a phone; side by side from 48rem. */
export const layout = splitLayout('48rem', 'minmax(16rem, 2fr) minmax(0, 3fr)');

/** Date, time and Now on one line when they fit, wrapping on a phone; Now lines up with the inputs. */
export const dateTimeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-start',
});

export const field = style({ flex: '1 1 9rem', minWidth: 0 });

export const timeInput = style([dateInput]);

// Label height (one small line) plus the field gap puts the button beside the inputs.
export const nowButton = style({ marginBlockStart: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal} + ${vars.space.xxs})` });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const zoneList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

/**
 * A zone's name and details, its time, and Remove. In a narrow card the time goes under the name
 * (Remove stays at the side); from 30rem the three sit on one line.
 */
export const zoneRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  alignItems: 'center',
  '@container': { '(min-width: 30rem)': { gridTemplateColumns: 'minmax(0, 1fr) auto auto' } },
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const zoneMain = style({ minWidth: 0, gridColumn: '1' });

export const zoneCity = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const zoneMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const zoneTime = style({
  gridColumn: '1',
  textAlign: 'start',
  '@container': { '(min-width: 30rem)': { gridColumn: '2', textAlign: 'end' } },
});

export const clock = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const removeButton = style({
  minWidth: vars.control.sm,
  gridColumn: '2',
  gridRow: '1 / span 2',
  '@container': { '(min-width: 30rem)': { gridColumn: '3', gridRow: '1' } },
});

/** A banner's button whose label wraps in a narrow card instead of running out of it. */
export const wrappingButton = style({ whiteSpace: 'normal', height: 'auto', minHeight: vars.control.sm, maxWidth: '100%', textAlign: 'center', paddingBlock: vars.space.xxs });

export const search = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xxs,
  maxHeight: '16rem',
  overflowY: 'auto',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.accentSubtle, outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[aria-disabled="true"]': { cursor: 'default', opacity: 0.7 },
    '&:hover': { background: vars.color.surfaceAlt },
  },
});

export const resultCity = style({ fontWeight: vars.fontWeight.medium });

export const legend = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const legendItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

/** The strip scrolls inside its own box (with a visible edge), never the page. */
export const stripScroll = style({
  overflowX: 'auto',
  // Its width comes from the card, never from the 24 hours inside: they scroll here instead.
  contain: 'inline-size',
  // The cells' visually hidden notes are positioned: they stay inside this box, not the page.
  position: 'relative',
  width: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const strip = style({ borderCollapse: 'separate', borderSpacing: vars.space.xxs, fontVariantNumeric: 'tabular-nums', fontSize: vars.fontSize.sm });

export const stripZone = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: vars.color.surface,
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  paddingInline: vars.space.xs,
  whiteSpace: 'nowrap',
});

export const cell = style({
  minWidth: vars.control.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xxs,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.sm,
  border: `1px solid transparent`,
  color: vars.color.textMuted,
});

/** Working hours: a filled cell in bold with a solid edge, so it reads without color too. */
export const cellWorking = style({
  background: vars.color.successSubtle,
  color: vars.color.success,
  fontWeight: vars.fontWeight.bold,
  border: `1px solid ${vars.color.success}`,
});

/** Hours when everyone works: a thick accent frame. */
export const cellCommon = style({ outline: `3px solid ${vars.color.accent}`, outlineOffset: '-1px' });

/** The hour of the time converted: an underline bar. */
export const cellSelected = style({ boxShadow: `inset 0 -4px 0 ${vars.color.text}` });

/** Hours on another calendar day than the source date: italic. */
export const cellOtherDay = style({ fontStyle: 'italic' });

export const swatch = style([
  cell,
  {
    display: 'inline-block',
    minWidth: vars.control.sm,
  },
]);

export const commonLine = style({ margin: 0, fontWeight: vars.fontWeight.medium });
