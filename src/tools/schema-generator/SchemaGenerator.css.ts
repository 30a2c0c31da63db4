import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export { toolRoot as root } from '../layout.css';

const WIDE = '(min-width: 52rem)';

/**
 * Phone: the type, the form, then the script block. From 52rem: type and form on the left, the
 * block beside them (it stays in view while the form scrolls).
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  marginBlockStart: vars.space.lg,
  '@container': {
    [WIDE]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});

// The card's own class sets `position: relative` with the same specificity, so which wins would
// depend on the order the two style sheets arrive in (it differed between a tool page and a
// Storybook run that loaded this story first): the doubled class outranks it in any order.
export const result = style({
  '@container': {
    [WIDE]: { selectors: { '&&': { position: 'sticky', insetBlockStart: vars.space.md } } },
  },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  alignItems: 'start',
});

/** Long text spans the whole row of the grid. */
export const wide = style({ gridColumn: '1 / -1' });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const groupLegend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"title actions" "fields fields"',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minInlineSize: 0,
});

/** The legend sits in the grid (floated legends leave the border alone). */
export const rowLegend = style({
  gridArea: 'title',
  float: 'inline-start',
  padding: 0,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

export const rowActions = style({ gridArea: 'actions', display: 'flex', gap: vars.space.xxs });

export const rowFields = style({ gridArea: 'fields', display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const itemTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const listTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const ok = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
