import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export const article = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '44rem',
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export { lead, title } from './page-header.css';

export const after = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl, marginTop: vars.space.xl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
});

export const newsletter = style({ maxWidth: '30rem' });

export const notFoundList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
