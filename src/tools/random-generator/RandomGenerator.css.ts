import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { splitLayout } from '../layout.css';

export { toolRoot as root } from '../layout.css';

/**
 * One column on a phone, settings then the result (the button sits at the end of the settings, so
 * the result is right under it); side by side once the tool is wide enough (site or embed).
 */
export const layout = splitLayout('52rem', 'minmax(0, 1fr) minmax(0, 1fr)');

/** From and To side by side while both fit, stacked on the narrowest phones. */
export const range = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  alignItems: 'start',
});

export const switches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, columnGap: vars.space.xl });

export const note = style({ margin: 0, marginBlockStart: `calc(${vars.space.sm} * -1)`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// The doubled class outranks the Button's own `white-space: nowrap` whichever style sheet arrives last.
export const drawButton = style({ alignSelf: 'flex-start', maxWidth: '100%', selectors: { '&&': { whiteSpace: 'normal' } } });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const caption = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A single number, a total or one coin: the answer people wait for, large. */
export const big = style({
  margin: 0,
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.1,
  // Sixteen digits wrap rather than leave the card on a 320 px phone.
  overflowWrap: 'anywhere',
});

/** Many values: one chip each, wrapping, scrolling inside the card past a few rows. */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: `calc(${vars.space.xxl} * 12)`,
  overflowY: 'auto',
});

export const chip = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});

export const figures = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

const figureBase = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  minWidth: 0,
} as const;

export const figure = style(figureBase);

/** The dice total: the figure people wait for. */
export const mainFigure = style(figureBase);

globalStyle(`${figure} dt, ${mainFigure} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
globalStyle(`${figure} dd, ${mainFigure} dd`, { margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

globalStyle(`${mainFigure} dd`, { fontSize: vars.fontSize.xxxl, lineHeight: 1.1, overflowWrap: 'anywhere' });

/** The dice line "3 + 5 + 2 = 10", left to right in every language like any sum. */
export const sumLine = style({ margin: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere', textAlign: 'start' });

/** Picked or shuffled entries, numbered, one a line. */
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxHeight: `calc(${vars.space.xxl} * 12)`,
  overflowY: 'auto',
  overflowWrap: 'anywhere',
});
