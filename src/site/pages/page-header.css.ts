import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

/** The header holding a page's h1 and lead (blog, contact). */
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, maxWidth: '48rem' });

/** The h1 and lead paragraph that open the content pages (blog, post, about, contact, legal, API). */
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
});

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted });
