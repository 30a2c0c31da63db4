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

export { panelHeader } from '../../ui/styles.css';

export const panelTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
