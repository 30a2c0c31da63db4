import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { splitLayout } from '../layout.css';

export { toolRoot as root } from '../layout.css';

/**
 * One column on a phone in source order (the dates, then the result right under them); from
 * 44rem the result sits beside the inputs.
 */
export const layout = splitLayout('44rem', 'minmax(16rem, 2fr) minmax(0, 3fr)');

export const panel = style({ paddingTop: vars.space.md });

/** A date field and its Today button on one line; the button lines up with the input, not the help text. */
export const dateRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.xs,
  alignItems: 'start',
});

export const dateField = style({ gridColumn: '1' });

// Label height (one small line) plus the field gap puts the button beside the input.
export const todayButton = style({
  gridColumn: '2',
  gridRow: '1',
  marginBlockStart: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal} + ${vars.space.xxs})`,
});

/**
 * The amount and its unit: side by side while the card spans a wide-enough one-column tool, stacked
 * on a small phone and in the narrower input column beside the result (where a message under the
 * amount would otherwise wrap a word a line).
 */
export const amountRow = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@container': { '(min-width: 24rem) and (max-width: 43.99rem)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const headline = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const resultStatus = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const iso = style({
  margin: 0,
  fontFamily: vars.font.mono,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

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
