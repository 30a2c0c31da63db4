import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../ui/theme/theme.css';
import { splitLayout, toolRoot } from '../layout.css';

export const root = style([toolRoot]);

// The mono font's ligatures would draw `<=` in `(?<=…)` as ≤ and `!=` as ≠: in a pattern every character counts.
// The doubled class outranks the `font: inherit` of the Button's and the fields' own classes, which
// would otherwise win or lose by the order their style sheets arrived in.
globalStyle(`${root}${root} *`, { fontVariantLigatures: 'none' });

/** Pattern, text and highlight on one side, matches, replace and the cheat sheet on the other, once wide. */
export const layout = splitLayout('52rem', 'minmax(0, 3fr) minmax(18rem, 2fr)');

export const patternRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xxs, direction: 'ltr' });

export const patternField = style({ flex: '1 1 auto', minWidth: 0 });

/** The slashes of a literal around the field: a reminder that the pattern is written without them. */
export const slash = style({
  // Aligned with the input, below the label.
  paddingTop: `calc(${vars.fontSize.sm} * 1.5 + ${vars.space.xxs} + ${vars.space.xs})`,
  fontFamily: vars.font.mono,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const summaryBox = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const summary = recipe({
  base: {
    margin: 0,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    overflowWrap: 'anywhere',
    minHeight: `calc(${vars.fontSize.sm} * 1.5 + 2 * ${vars.space.xs})`,
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceAlt, color: vars.color.text },
      success: { background: vars.color.successSubtle, color: vars.color.success },
      warning: { background: vars.color.warningSubtle, color: vars.color.warning },
      error: { background: vars.color.dangerSubtle, color: vars.color.danger },
    },
  },
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const flags = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const flag = style({ minWidth: 0 });

export const flagLetter = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.semibold });

/** The test text with its matches: whitespace and line breaks kept, long runs wrapped anywhere. */
export const highlight = style({
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '24rem',
  overflowY: 'auto',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

// Text keeps the text color on a subtle fill (4.5:1 in both themes); an underline in the strong
// color tells two touching matches apart.
export const mark = recipe({
  base: {
    color: vars.color.text,
    background: vars.color.accentSubtle,
    borderRadius: vars.radius.sm,
    boxShadow: `inset 0 -2px 0 ${vars.color.accent}`,
    boxDecorationBreak: 'clone',
    WebkitBoxDecorationBreak: 'clone',
  },
  variants: {
    odd: {
      true: { background: vars.color.warningSubtle, boxShadow: `inset 0 -2px 0 ${vars.color.warning}` },
      false: {},
    },
    // A zero-width match: a thin bar where it is.
    empty: {
      true: { display: 'inline-block', width: '2px', height: '1.2em', verticalAlign: 'text-bottom', background: vars.color.accent, boxShadow: 'none', borderRadius: 0 },
      false: {},
    },
  },
});

/** A long list scrolls in its own box (focusable, so keyboard users can scroll it). */
export const matchScroll = style({
  maxHeight: '32rem',
  overflowY: 'auto',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const matchList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const matchItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});

export const matchHead = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const matchNumber = style({ fontWeight: vars.fontWeight.semibold });

export const matchIndex = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

export const matchText = recipe({
  base: { fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', background: vars.color.surfaceAlt, borderRadius: vars.radius.sm, padding: `0 ${vars.space.xxs}` },
  variants: { empty: { true: { fontFamily: vars.font.body, fontStyle: 'italic', color: vars.color.textMuted }, false: {} } },
});

export const groups = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const groupRow = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.xs}`, alignItems: 'baseline', fontSize: vars.fontSize.sm });

export const groupName = style({ color: vars.color.textMuted, minWidth: '5rem' });

export const groupValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const cheats = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const cheatRow = style({ display: 'grid', gridTemplateColumns: 'minmax(7rem, 2fr) minmax(0, 3fr)', gap: vars.space.sm, fontSize: vars.fontSize.sm, alignItems: 'baseline' });

export const cheatSyntax = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}`, margin: 0 });

export const cheatCode = style({ fontFamily: vars.font.mono, whiteSpace: 'nowrap' });

export const cheatText = style({ margin: 0, color: vars.color.textMuted });
