import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../../ui/theme/theme.css';

export { panel as frame, panelHeader as toolbar, panelTitle as title } from './panel.css';

export const scroller = style({
  maxHeight: `calc(${vars.space.xxxl} * 8)`,
  overflow: 'auto',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surfaceAlt,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const nested = style({
  paddingInlineStart: vars.space.md,
  marginInlineStart: vars.space.xs,
  borderInlineStart: `1px solid ${vars.color.border}`,
});

export const item = style({ minWidth: 0 });

const rowBase = {
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  minHeight: vars.space.lg,
  padding: `0 ${vars.space.xxs}`,
  whiteSpace: 'nowrap',
} as const;

export const toggle = style({
  ...rowBase,
  width: '100%',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': focusRing,
  },
});

export const leaf = style({ ...rowBase, paddingInlineStart: `calc(${vars.space.xxs} + ${vars.space.md} + ${vars.space.xs})` });

export const chevron = style({
  flex: 'none',
  alignSelf: 'center',
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
});

export const key = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const index = style({ color: vars.color.textMuted });
export const summary = style({ color: vars.color.textMuted, fontFamily: vars.font.body });

export const valueString = style({ color: vars.color.success, whiteSpace: 'pre', overflow: 'hidden', textOverflow: 'ellipsis' });
export const valueNumber = style({ color: vars.color.accent });
export const valueLiteral = style({ color: vars.color.warning });

export const more = style({ padding: `${vars.space.xxs} 0`, paddingInlineStart: vars.space.lg });
