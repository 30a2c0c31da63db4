import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';
import { splitLayout } from '../layout.css';

export { toolRoot as root } from '../layout.css';

/** Input and result side by side once the tool itself is wide enough (site or embed). */
export const layout = splitLayout('56rem', 'minmax(0, 1fr) minmax(0, 1fr)');

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
});

export const input = style({});
globalStyle(`${input} textarea`, { minHeight: `calc(${vars.space.md} * 14)` });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export { emptyResult as empty } from '../layout.css';

export const preview = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const previewImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: `calc(${vars.space.xxxl} * 5)`,
  objectFit: 'contain',
});

export const fileName = style({ overflowWrap: 'anywhere' });
