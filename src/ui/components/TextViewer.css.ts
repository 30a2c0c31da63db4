import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** Set from the component through CSSOM (no inline style attributes under a strict CSP). */
export const digitsVar = createVar();
export const columnsVar = createVar();

export const viewport = style({
  vars: { [digitsVar]: '2', [columnsVar]: '0' },
  position: 'relative',
  overflow: 'auto',
  maxHeight: `calc(${vars.space.xxxl} * 8)`,
  padding: `${vars.space.xs} 0`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surfaceAlt,
  tabSize: 4,
  outline: 'none',
  overscrollBehavior: 'contain',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

/** Virtualised: a fixed height, since the content is always taller than this. */
export const viewportFixed = style({ height: `calc(${vars.space.xxxl} * 8)` });
export const viewportCompact = style({
  maxHeight: `calc(${vars.space.xxxl} * 5)`,
  selectors: { [`&${viewportFixed}`]: { height: `calc(${vars.space.xxxl} * 5)` } },
});

export const spacer = style({
  position: 'relative',
  // Rows drawn past the end while scrolling scaled content must not lengthen the scroll area.
  overflowY: 'clip',
  // Rows are absolutely placed, so the width for horizontal scrolling comes from the longest row.
  minWidth: `calc(${columnsVar} * 1ch + ${digitsVar} * 1ch + ${vars.space.md} * 3)`,
});

export const window = style({
  position: 'absolute',
  insetInline: 0,
  top: 0,
  willChange: 'transform',
});

export const row = style({
  display: 'flex',
  minHeight: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`,
});

export const gutter = style({
  flex: 'none',
  boxSizing: 'content-box',
  minWidth: `calc(${digitsVar} * 1ch)`,
  paddingBlock: 0,
  paddingInline: `${vars.space.md} ${vars.space.sm}`,
  textAlign: 'end',
  color: vars.color.textMuted,
  userSelect: 'none',
});

export const noGutter = style({ paddingInlineStart: vars.space.md });

export const code = style({
  flex: 1,
  minWidth: 0,
  paddingInlineEnd: vars.space.md,
  whiteSpace: 'pre',
});

export const codeWrap = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const probe = style({
  position: 'absolute',
  insetInline: 0,
  top: 0,
  visibility: 'hidden',
  pointerEvents: 'none',
});

export const measure = style({ whiteSpace: 'pre' });
