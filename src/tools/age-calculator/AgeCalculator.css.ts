import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { splitLayout } from '../layout.css';

export { toolRoot as root } from '../layout.css';

/** Dates beside the results once the tool itself is wide enough (site or embed). */
export const layout = splitLayout('44rem', 'minmax(16rem, 2fr) minmax(0, 3fr)');

/** "As of" and its Today button on one line; the button lines up with the input, not the help text. */
export const asOfRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.xs,
  alignItems: 'start',
});

export const asOfField = style({ gridColumn: '1' });

// Label height (one small line) plus the field gap puts the button beside the input.
export const todayButton = style({
  gridColumn: '2',
  gridRow: '1',
  marginBlockStart: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal} + ${vars.space.xxs})`,
});

/** The native field: a calendar icon that follows the text colour, and room for the segments. */
export const dateInput = style({
  minWidth: 0,
  selectors: {
    // Outranks the shared field class's `font: inherit` in any style-sheet order.
    '&&': { fontVariantNumeric: 'tabular-nums' },
    '&::-webkit-calendar-picker-indicator': { cursor: 'pointer', opacity: 0.8 },
  },
});

export const note = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-start',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
});

// The icon sits on the first line of the note, centred against its line height.
export const noteIcon = style({ flexShrink: 0, marginBlockStart: `calc((1lh - ${vars.fontSize.md}) / 2)` });

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const extra = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});
