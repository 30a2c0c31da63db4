import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export { toolRoot as root } from '../layout.css';

const WIDE = '(min-width: 52rem)';

/**
 * Phone: the title, then the slug right under it, then the options. From 52rem: title and options
 * on the left, the slug beside them.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"input" "result" "options"',
  alignItems: 'start',
  '@container': {
    [WIDE]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateAreas: '"input result" "options result"',
    },
  },
});

export const input = style({ gridArea: 'input' });
export const result = style({ gridArea: 'result' });
export const options = style({ gridArea: 'options' });

export const optionGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
  alignItems: 'start',
});

export const single = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** The slug: monospace, large, wrapping anywhere (a long slug has no spaces to break at). */
export const slug = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  minHeight: `calc(${vars.fontSize.lg} * 1.5 + ${vars.space.sm} * 2)`,
});

export const placeholder = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const slugFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
