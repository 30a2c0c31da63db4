import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export { header, lead, title } from './page-header.css';
