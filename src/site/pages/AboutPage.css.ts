import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: '48rem' });

export { lead, title } from './page-header.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });

export const sectionIntro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '48rem' });

export const prose = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: '48rem' });

export const paragraph = style({ margin: 0, lineHeight: vars.lineHeight.normal });
