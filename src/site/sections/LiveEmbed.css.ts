import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export const wrap = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const frame = style({
  display: 'block',
  minHeight: '16rem',
  padding: vars.space.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
});

export const detail = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, color: vars.color.text });
