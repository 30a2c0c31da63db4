import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/theme.css';

/** Shared by the home sections: one rhythm for section headings and grids. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, maxWidth: '40rem' });

export const sectionTitle = style({
  margin: 0,
  lineHeight: vars.lineHeight.tight,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.015em',
});

export const sectionLead = style({ margin: 0, color: vars.color.textMuted });

export const cardGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** The home page column: generous, even spacing between sections. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxl,
  '@media': { 'screen and (max-width: 40rem)': { gap: vars.space.xxl } },
});
