import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../ui/theme/theme.css';
import { gridArea } from './layout.css';

/** The three areas of `inputsResultLayout`. */
export const inputArea = gridArea('input');
export const resultArea = gridArea('result');
export const optionsArea = gridArea('options');

/** The announced part of the result card: the figures and the notes under them. */
export const status = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const figures = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

const figureBase = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
} as const;

export const figure = style(figureBase);

/** The amount people wait for (each share, the final price, the payment) stands out. */
export const mainFigure = style({ ...figureBase, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

globalStyle(`${figures} dt`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
globalStyle(`${mainFigure} dt`, { color: vars.color.text });
// An amount that wraps under its label on a phone (a line with a note) stays at the end of the line.
globalStyle(`${figures} dd`, { margin: 0, marginInlineStart: 'auto', display: 'flex', flexDirection: 'column', alignItems: 'flex-end', minWidth: 0 });

export const amount = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.semibold,
  // A trillion in rupees is long: it wraps rather than leaving the card on a 320 px phone.
  overflowWrap: 'anywhere',
  textAlign: 'end',
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

// A long label ("Zusammenfassung kopieren") wraps inside its button on a 320 px phone rather than
// overflowing the card.
globalStyle(`${actions} > button`, { maxWidth: '100%', whiteSpace: 'normal', textAlign: 'center' });
