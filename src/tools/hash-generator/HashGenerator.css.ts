import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/theme.css';

export { toolRoot as root } from '../layout.css';

/**
 * Input, digests, options in one column (on a phone the digests are on screen while typing);
 * input and options beside the digests once the tool is wide enough (site or embed).
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"input" "result" "options"',
  '@container': {
    '(min-width: 52rem)': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"input result" "options result"',
    },
  },
});

export const inputArea = style({ gridArea: 'input', minWidth: 0 });
export const resultArea = style({ gridArea: 'result' });
export const optionsArea = style({ gridArea: 'options', minWidth: 0 });

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const fileName = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const groupLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const checkboxGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: vars.space.xs,
});

export const groupError = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const digestList = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const digestRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
});

export const digestLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const digestValueRow = style({
  margin: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

/** A digest reads left to right on an Arabic page too. */
export const digestValue = style({
  direction: 'ltr',
  textAlign: 'start',
  flex: 1,
  minWidth: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
});
