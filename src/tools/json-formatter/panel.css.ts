import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

/** A bordered panel with a header bar: the tree view and the error details share it. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  minHeight: vars.control.md,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.xxs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const panelTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
