import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const delimiterSelect = style({ maxWidth: `calc(${vars.space.xxxl} * 4)` });
