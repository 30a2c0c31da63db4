import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { textBesideResult } from '../layout.css';

export { toolRoot as root } from '../layout.css';

/** The query beside the matches once the tool is wide enough (site or embed); stacked below. */
// The input: a paragraph's height when stacked; more when beside the matches.
export const { layout, input } = textBesideResult('56rem', 12, 20);

export const examples = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const examplesLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

/** Example expressions: one chip each, wrapping. */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A long example wraps inside its chip (a button stays on one line otherwise). */
export const chip = style({
  selectors: {
    '&&': {
      fontFamily: vars.font.mono,
      background: vars.color.surfaceAlt,
      maxWidth: '100%',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      textAlign: 'start',
      justifyContent: 'flex-start',
      paddingBlock: vars.space.xxs,
    },
  },
});

export { emptyResult as empty } from '../layout.css';

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The matches scroll inside the card, never the page. */
export const scroll = style({
  maxHeight: `calc(${vars.space.xxl} * 16)`,
  overflowY: 'auto',
  borderRadius: vars.radius.md,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

const code = {
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  // Paths and JSON read left to right in every locale.
  direction: 'ltr',
  textAlign: 'start',
} as const;

export const path = style({ ...code, color: vars.color.textMuted });

export const value = style({ ...code, color: vars.color.text, fontWeight: vars.fontWeight.medium });
