import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../src/ui/theme/theme.css';

globalStyle('html, body', { margin: 0, minHeight: '100%' });

/** A fixed-width padded canvas keeps screenshots stable and readable. */
export const storyCanvas = style({
  padding: vars.space.lg,
  background: vars.color.background,
  color: vars.color.text,
  maxWidth: '56rem',
});
