import { style } from '@vanilla-extract/css';
import { vars } from '../../src/ui/theme/theme.css';

export const usage = style({ marginBottom: vars.space.xl });

export const lead = style({ margin: `${vars.space.sm} 0`, fontSize: vars.fontSize.lg, color: vars.color.text });

export const reference = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});
