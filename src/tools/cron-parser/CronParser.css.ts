import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { gridArea, twoColumnAreas } from '../layout.css';

export { toolRoot as root } from '../layout.css';

/**
 * One column on a phone (Expression with its description, Next 10 Runs, Fields); from 52rem
 * Expression and Fields on the left and the runs beside them.
 */
export const layout = twoColumnAreas('"expression runs" "fields runs"', 'auto 1fr');

export const expressionArea = gridArea('expression');
export const runsArea = gridArea('runs');
export const fieldsArea = gridArea('fields');

/** Zone names are short: the menu need not span a wide card. */
export const zoneField = style({ maxWidth: '24rem' });

export { summary, summaryText, summaryValue } from '../summary.css';

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column' });

const row = {
  paddingBlock: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
} as const;

/** A run: its number, then the time in words over its ISO 8601 form. */
export const runRow = style({
  ...row,
  display: 'grid',
  gridTemplateColumns: '2ch minmax(0, 1fr)',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const runIndex = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums', textAlign: 'end' });

export const runText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const runWords = style({ overflowWrap: 'anywhere' });

export const runIso = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** A field: its name, what is written, and what it allows (or what is wrong with it). */
export const fieldRow = style({
  ...row,
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, auto) minmax(0, 1fr)',
  gridTemplateAreas: '"name text" "meaning meaning"',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  alignItems: 'baseline',
});

export const fieldName = style({ gridArea: 'name', margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const fieldText = style({
  gridArea: 'text',
  margin: 0,
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const fieldMeaning = style({ gridArea: 'meaning', margin: 0, overflowWrap: 'anywhere' });

export const fieldProblem = style({ gridArea: 'meaning', margin: 0, color: vars.color.danger, overflowWrap: 'anywhere' });
