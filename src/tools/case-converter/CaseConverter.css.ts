import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export { toolRoot as root } from '../layout.css';
export { panelHeader as resultHeader } from '../../ui/styles.css';

/** One result a row when narrow, two once the tool is wide enough for identifiers to fit. */
export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': {
    '(min-width: 44rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const names = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: vars.space.xs,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const hint = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

/** The converted text; long results scroll inside their box (focusable, so keyboards can scroll). */
export const value = style({
  margin: 0,
  minHeight: `calc(${vars.space.xl} + ${vars.space.sm})`,
  maxHeight: `calc(${vars.space.xxxl} * 3)`,
  overflow: 'auto',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surfaceAlt,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const empty = style({
  fontFamily: vars.font.body,
  color: vars.color.textMuted,
  fontStyle: 'italic',
});
